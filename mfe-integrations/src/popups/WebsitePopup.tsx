import {
  type ConnectableIntegrationType,
  connectableIntegrationTypes,
  type IntegrationCreateBody,
  type IntegrationPatchBody,
  IntegrationView,
  MIN_SIGNING_SECRET_LENGTH,
} from '@inkpress/shared-core';
import { Button, Input, Notice, type PopupProps, useShell } from '@inkpress/shared-ui';
import { type FormEvent, useState } from 'react';
import { integrationsApi, newSigningSecret, problemText } from '../integrations/api';
import { Choice, Choices, Hint, PopupActions, PopupBody } from './parts';

/**
 * Props: `integration` (an IntegrationView) to reconnect or edit it instead of
 * adding one; `type` to start on a kind of site (ghost-connect opens it on
 * Ghost); `onDone(integration)` called with the saved integration.
 */
function readProps(props: Record<string, unknown>) {
  const parsed = IntegrationView.safeParse(props.integration);
  const type = (connectableIntegrationTypes as readonly unknown[]).includes(props.type)
    ? (props.type as ConnectableIntegrationType)
    : undefined;
  return {
    existing: parsed.success ? parsed.data : undefined,
    type,
    onDone: typeof props.onDone === 'function' ? (props.onDone as (i: IntegrationView) => void) : undefined,
  };
}

const kinds: { type: ConnectableIntegrationType; name: string; text: string }[] = [
  { type: 'wordpress', name: 'WordPress', text: 'Publish with categories, tags, authors and schedules.' },
  { type: 'ghost', name: 'Ghost', text: 'Publish to a Ghost blog with tags, authors and schedules.' },
  { type: 'api', name: 'Custom API', text: 'Send each post as signed JSON to your own webhook.' },
];

function bodyFor(
  type: ConnectableIntegrationType,
  fields: { name: string; url: string; username: string; password: string; adminKey: string; secret: string },
): IntegrationCreateBody {
  const name = fields.name ? { name: fields.name } : {};
  if (type === 'wordpress')
    return {
      type,
      url: fields.url,
      username: fields.username,
      applicationPassword: fields.password,
      ...name,
    };
  if (type === 'ghost') return { type, url: fields.url, adminApiKey: fields.adminKey.trim(), ...name };
  return { type, webhookUrl: fields.url, signingSecret: fields.secret, ...name };
}

function changesFor(
  existing: IntegrationView,
  fields: { name: string; url: string; username: string; password: string; adminKey: string; secret: string },
): IntegrationPatchBody {
  const name = fields.name && fields.name !== existing.name ? { name: fields.name } : {};
  if (existing.type === 'wordpress')
    return {
      ...name,
      ...(fields.url !== existing.url ? { url: fields.url } : {}),
      ...(fields.username !== existing.username ? { username: fields.username } : {}),
      ...(fields.password ? { applicationPassword: fields.password } : {}),
    };
  if (existing.type === 'ghost')
    return {
      ...name,
      ...(fields.url !== existing.url ? { url: fields.url } : {}),
      ...(fields.adminKey.trim() ? { adminApiKey: fields.adminKey.trim() } : {}),
    };
  return {
    ...name,
    ...(fields.url !== existing.url ? { webhookUrl: fields.url } : {}),
    ...(fields.secret ? { signingSecret: fields.secret } : {}),
  };
}

/**
 * website-integration (add or manage a website) and reconnect-website: the
 * connection details of a WordPress site (REST API with an application
 * password) or a custom API webhook. Nothing is saved until the API has
 * checked the details against the site.
 */
export default function WebsitePopup({ props, close }: PopupProps) {
  const { api } = useShell();
  const { existing, onDone, type: startType } = readProps(props);
  const [type, setType] = useState<ConnectableIntegrationType>(
    existing?.type === 'api' || existing?.type === 'ghost' ? existing.type : (startType ?? 'wordpress'),
  );
  const [name, setName] = useState(existing?.name ?? '');
  const [url, setUrl] = useState(existing?.url ?? '');
  const [username, setUsername] = useState(existing?.username ?? '');
  const [password, setPassword] = useState('');
  const [adminKey, setAdminKey] = useState('');
  const [secret, setSecret] = useState(() => (existing ? '' : newSigningSecret()));
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(existing?.problem?.message ?? null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setProblem(null);
    try {
      const client = integrationsApi(api);
      const fields = { name, url, username, password, adminKey, secret };
      const saved = existing
        ? await client.update(existing.id, changesFor(existing, fields))
        : await client.create(bodyFor(type, fields));
      onDone?.(saved);
      close();
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <PopupBody
      as="form"
      onSubmit={(e: FormEvent) => void submit(e)}
      data-popup="website-integration"
      noValidate
    >
      {!existing && (
        <Choices role="radiogroup" aria-label="Kind of website">
          {kinds.map((kind) => (
            <Choice
              key={kind.type}
              type="button"
              role="radio"
              aria-checked={type === kind.type}
              $active={type === kind.type}
              onClick={() => setType(kind.type)}
            >
              <strong>{kind.name}</strong>
              <span>{kind.text}</span>
            </Choice>
          ))}
        </Choices>
      )}
      {problem && <Notice tone="danger">{problem}</Notice>}
      {type === 'wordpress' ? (
        <>
          <Input
            label="Site address"
            type="url"
            required
            placeholder="https://blog.example.com"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
          <Input
            label="WordPress username"
            required
            autoComplete="off"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
          <Input
            label="Application password"
            type="password"
            required={!existing}
            autoComplete="new-password"
            hint={
              existing
                ? 'Enter a new application password to reconnect; the saved one is never shown.'
                : 'In WordPress: Users → Profile → Application Passwords. The user must be able to publish.'
            }
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </>
      ) : type === 'ghost' ? (
        <>
          <Input
            label="Site address"
            type="url"
            required
            placeholder="https://blog.example.com"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
          <Input
            label="Admin API key"
            type="password"
            required={!existing}
            autoComplete="new-password"
            hint={
              existing
                ? 'Enter the Admin API key again to reconnect; the saved one is never shown.'
                : 'In Ghost: Settings → Integrations → Add custom integration, then copy its Admin API key.'
            }
            value={adminKey}
            onChange={(e) => setAdminKey(e.target.value)}
          />
        </>
      ) : (
        <>
          <Input
            label="Webhook address"
            type="url"
            required
            placeholder="https://example.com/hooks/inkpress"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
          <Input
            label="Signing secret"
            required={!existing}
            minLength={MIN_SIGNING_SECRET_LENGTH}
            autoComplete="off"
            hint={
              existing
                ? 'Enter a new secret to change it; the saved one is never shown.'
                : 'Copy it now: your endpoint checks X-Inkpress-Signature (HMAC-SHA256 of "timestamp.body") with it.'
            }
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
          />
        </>
      )}
      <Input label="Name (optional)" value={name} onChange={(e) => setName(e.target.value)} />
      <Hint>We check the details with the site before saving. Secrets are stored encrypted.</Hint>
      <PopupActions>
        <Button type="button" variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {existing ? 'Reconnect' : 'Connect'}
        </Button>
      </PopupActions>
    </PopupBody>
  );
}

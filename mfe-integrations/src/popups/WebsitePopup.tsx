import {
  type ConnectableIntegrationType,
  IntegrationView,
  MIN_SIGNING_SECRET_LENGTH,
} from '@inkpress/shared-core';
import { Button, Input, Notice, type PopupProps, useShell } from '@inkpress/shared-ui';
import { type FormEvent, useState } from 'react';
import { integrationsApi, newSigningSecret, problemText } from '../integrations/api';
import { Choice, Choices, Hint, PopupActions, PopupBody } from './parts';

/**
 * Props: `integration` (an IntegrationView) to reconnect or edit it instead of
 * adding one; `onDone(integration)` called with the saved integration.
 */
function readProps(props: Record<string, unknown>) {
  const parsed = IntegrationView.safeParse(props.integration);
  return {
    existing: parsed.success ? parsed.data : undefined,
    onDone: typeof props.onDone === 'function' ? (props.onDone as (i: IntegrationView) => void) : undefined,
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
  const { existing, onDone } = readProps(props);
  const [type, setType] = useState<ConnectableIntegrationType>(
    existing?.type === 'api' ? 'api' : 'wordpress',
  );
  const [name, setName] = useState(existing?.name ?? '');
  const [url, setUrl] = useState(existing?.url ?? '');
  const [username, setUsername] = useState(existing?.username ?? '');
  const [password, setPassword] = useState('');
  const [secret, setSecret] = useState(() => (existing ? '' : newSigningSecret()));
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(existing?.problem?.message ?? null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setProblem(null);
    try {
      const client = integrationsApi(api);
      const saved = existing
        ? await client.update(
            existing.id,
            type === 'wordpress'
              ? {
                  ...(name && name !== existing.name ? { name } : {}),
                  ...(url !== existing.url ? { url } : {}),
                  ...(username !== existing.username ? { username } : {}),
                  ...(password ? { applicationPassword: password } : {}),
                }
              : {
                  ...(name && name !== existing.name ? { name } : {}),
                  ...(url !== existing.url ? { webhookUrl: url } : {}),
                  ...(secret ? { signingSecret: secret } : {}),
                },
          )
        : await client.create(
            type === 'wordpress'
              ? { type, url, username, applicationPassword: password, ...(name ? { name } : {}) }
              : { type, webhookUrl: url, signingSecret: secret, ...(name ? { name } : {}) },
          );
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
          <Choice
            type="button"
            role="radio"
            aria-checked={type === 'wordpress'}
            $active={type === 'wordpress'}
            onClick={() => setType('wordpress')}
          >
            <strong>WordPress</strong>
            <span>Publish with categories, tags, authors and schedules.</span>
          </Choice>
          <Choice
            type="button"
            role="radio"
            aria-checked={type === 'api'}
            $active={type === 'api'}
            onClick={() => setType('api')}
          >
            <strong>Custom API</strong>
            <span>Send each post as signed JSON to your own webhook.</span>
          </Choice>
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

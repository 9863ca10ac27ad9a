import { connectableIntegrationTypes, IntegrationView } from '@inkpress/shared-core';
import { Button, Input, Notice, type PopupProps, useShell } from '@inkpress/shared-ui';
import { type FormEvent, useState } from 'react';
import { integrationsApi, newSigningSecret, problemText } from '../integrations/api';
import { Choice, Choices, Hint, PopupActions, PopupBody } from './layout';
import { ShopifyHelp } from './ShopifyHelp';
import { MediumHelp, RedditHelp } from './SocialHelp';
import WebflowConnect from './WebflowConnect';
import { bodyFor, changesFor, shopOf } from './websiteBodies';
import { type Fields, fieldsOf, type Kind, kinds } from './websiteFields';

/**
 * Props: `integration` (an IntegrationView) to reconnect or edit it instead of
 * adding one; `type` to start on a kind of site (ghost-connect opens it on
 * Ghost); `onDone(integration)` called with the saved integration.
 */
function readProps(props: Record<string, unknown>) {
  const parsed = IntegrationView.safeParse(props.integration);
  const type = ([...connectableIntegrationTypes, 'webflow'] as readonly unknown[]).includes(props.type)
    ? (props.type as Kind)
    : undefined;
  return {
    existing: parsed.success ? parsed.data : undefined,
    type,
    onDone: typeof props.onDone === 'function' ? (props.onDone as (i: IntegrationView) => void) : undefined,
  };
}

/**
 * website-integration (add or manage a website) and reconnect-website (also
 * opened as ghost-connect and shopify-connect): the connection details of a
 * WordPress, Ghost, Shopify, Medium or Reddit site or a custom API webhook,
 * and Webflow through its own steps (WebflowConnect). Nothing is saved until
 * the API has checked the details against the site.
 */
export default function WebsitePopup({ props, close }: PopupProps) {
  const { api } = useShell();
  const { existing, onDone, type: startType } = readProps(props);
  const [type, setType] = useState<Kind>(
    existing?.type === 'api' ||
      existing?.type === 'ghost' ||
      existing?.type === 'shopify' ||
      existing?.type === 'webflow' ||
      existing?.type === 'medium' ||
      existing?.type === 'reddit'
      ? existing.type
      : (startType ?? 'wordpress'),
  );
  const [fields, setFields] = useState<Fields>(() => ({
    name: existing?.name ?? '',
    url: existing?.url ?? '',
    username: existing?.username ?? '',
    password: '',
    adminKey: '',
    secret: existing ? '' : newSigningSecret(),
    shop: shopOf(existing),
    token: '',
    clientId: '',
    clientSecret: '',
    subreddits: (existing?.subreddits ?? []).map((s) => `r/${s}`).join(', '),
  }));
  const setField = (key: keyof Fields, value: string) => setFields((all) => ({ ...all, [key]: value }));
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(existing?.problem?.message ?? null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (type === 'webflow') return; // WebflowConnect has its own form.
    setPending(true);
    setProblem(null);
    try {
      const client = integrationsApi(api);
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

  const choices = !existing && (
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
  );
  if (type === 'webflow')
    return <WebflowConnect existing={existing} onDone={onDone} close={close} head={choices} />;

  return (
    <PopupBody
      as="form"
      onSubmit={(e: FormEvent) => void submit(e)}
      data-popup="website-integration"
      noValidate
    >
      {choices}
      {problem && <Notice tone="danger">{problem}</Notice>}
      {fieldsOf[type].map((field) => (
        <Input
          key={field.key}
          label={field.label}
          type={field.type}
          required={field.secret ? !existing : true}
          placeholder={field.placeholder}
          minLength={field.minLength}
          autoComplete={
            field.type === 'password'
              ? 'new-password'
              : field.secret || field.key === 'username'
                ? 'off'
                : undefined
          }
          hint={existing ? field.hintExisting : field.hint}
          value={fields[field.key]}
          onChange={(e) => setField(field.key, e.target.value)}
        />
      ))}
      {type === 'shopify' && (
        <ShopifyHelp
          onCheck={async () => {
            const shop = await integrationsApi(api).shopifyValidate({
              shop: fields.shop.trim(),
              accessToken: fields.token.trim(),
            });
            // The token works now: an earlier refusal no longer stands.
            setProblem(null);
            return shop;
          }}
          canCheck={!!fields.shop.trim() && !!fields.token.trim()}
        />
      )}
      {type === 'medium' && <MediumHelp />}
      {type === 'reddit' && <RedditHelp />}
      <Input label="Name (optional)" value={fields.name} onChange={(e) => setField('name', e.target.value)} />
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

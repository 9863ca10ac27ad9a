import {
  type ConnectableIntegrationType,
  connectableIntegrationTypes,
  type IntegrationCreateBody,
  type IntegrationPatchBody,
  IntegrationView,
  MIN_SIGNING_SECRET_LENGTH,
  type ShopifyValidateView,
} from '@inkpress/shared-core';
import { Button, Input, Notice, type PopupProps, useShell } from '@inkpress/shared-ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { integrationsApi, newSigningSecret, problemText } from '../integrations/api';
import { Choice, Choices, Hint, PopupActions, PopupBody } from './parts';
import WebflowConnect from './WebflowConnect';

/** The kinds of website this popup connects: the ones with connection fields, and Webflow (its own steps). */
type Kind = ConnectableIntegrationType | 'webflow';

import { MediumHelp, RedditHelp } from './SocialHelp';

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

const kinds: { type: Kind; name: string; text: string }[] = [
  { type: 'wordpress', name: 'WordPress', text: 'Publish with categories, tags, authors and schedules.' },
  { type: 'ghost', name: 'Ghost', text: 'Publish to a Ghost blog with tags, authors and schedules.' },
  { type: 'shopify', name: 'Shopify', text: 'Publish articles to your Shopify store’s blogs.' },
  { type: 'webflow', name: 'Webflow', text: 'Publish items to a Webflow CMS collection.' },
  { type: 'api', name: 'Custom API', text: 'Send each post as signed JSON to your own webhook.' },
  { type: 'medium', name: 'Medium', text: 'Send posts to your Medium account with an integration token.' },
  { type: 'reddit', name: 'Reddit', text: 'Share posts in your subreddits as links or text posts.' },
];

/** What the form holds: every kind's fields (each kind shows its own). */
interface Fields {
  name: string;
  url: string;
  username: string;
  password: string;
  adminKey: string;
  secret: string;
  shop: string;
  token: string;
  clientId: string;
  clientSecret: string;
  subreddits: string;
}

/** One connection field of a kind of site; `secret` ones are never shown again and needed only to connect. */
interface FieldSpec {
  key: Exclude<keyof Fields, 'name'>;
  label: string;
  type?: 'url' | 'password';
  placeholder?: string;
  secret?: boolean;
  minLength?: number;
  hint?: string;
  hintExisting?: string;
}

const siteAddress: FieldSpec = {
  key: 'url',
  label: 'Site address',
  type: 'url',
  placeholder: 'https://blog.example.com',
};

/** The connection fields of each kind, in the order the form shows them. */
const fieldsOf: Record<ConnectableIntegrationType, FieldSpec[]> = {
  wordpress: [
    siteAddress,
    { key: 'username', label: 'WordPress username' },
    {
      key: 'password',
      label: 'Application password',
      type: 'password',
      secret: true,
      hint: 'In WordPress: Users → Profile → Application Passwords. The user must be able to publish.',
      hintExisting: 'Enter a new application password to reconnect; the saved one is never shown.',
    },
  ],
  ghost: [
    siteAddress,
    {
      key: 'adminKey',
      label: 'Admin API key',
      type: 'password',
      secret: true,
      hint: 'In Ghost: Settings → Integrations → Add custom integration, then copy its Admin API key.',
      hintExisting: 'Enter the Admin API key again to reconnect; the saved one is never shown.',
    },
  ],
  shopify: [
    {
      key: 'shop',
      label: 'Shop domain',
      placeholder: 'my-shop.myshopify.com',
      hint: 'The store’s myshopify.com address (Shopify admin → Settings → Domains).',
    },
    {
      key: 'token',
      label: 'Admin API access token',
      type: 'password',
      secret: true,
      hint: 'From a custom app in the store: see the steps below. Shopify shows the token once (shpat_…).',
      hintExisting: 'Enter the access token again to reconnect; the saved one is never shown.',
    },
  ],
  medium: [
    {
      key: 'token',
      label: 'Integration token',
      type: 'password',
      secret: true,
      hint: 'In Medium: Settings → Security and apps → Integration tokens.',
      hintExisting: 'Enter the integration token again to reconnect; the saved one is never shown.',
    },
  ],
  reddit: [
    { key: 'clientId', label: 'Client id', hint: 'Under the script app’s name at reddit.com/prefs/apps.' },
    {
      key: 'clientSecret',
      label: 'Client secret',
      type: 'password',
      secret: true,
      hintExisting:
        'Enter the app’s id, secret and password again to change them; the saved ones are never shown.',
    },
    { key: 'username', label: 'Reddit username', hint: 'The account that made the script app.' },
    { key: 'password', label: 'Reddit password', type: 'password', secret: true },
    {
      key: 'subreddits',
      label: 'Subreddits',
      placeholder: 'r/writing, r/blogging',
      hint: 'The subreddits you post to, separated by commas.',
    },
  ],
  api: [
    { ...siteAddress, label: 'Webhook address', placeholder: 'https://example.com/hooks/inkpress' },
    {
      key: 'secret',
      label: 'Signing secret',
      secret: true,
      minLength: MIN_SIGNING_SECRET_LENGTH,
      hint: 'Copy it now: your endpoint checks X-Inkpress-Signature (HMAC-SHA256 of "timestamp.body") with it.',
      hintExisting: 'Enter a new secret to change it; the saved one is never shown.',
    },
  ],
};

function bodyFor(type: ConnectableIntegrationType, fields: Fields): IntegrationCreateBody {
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
  if (type === 'shopify')
    return { type, shop: fields.shop.trim(), accessToken: fields.token.trim(), ...name };
  if (type === 'medium') return { type, integrationToken: fields.token.trim(), ...name };
  if (type === 'reddit')
    return {
      type,
      clientId: fields.clientId.trim(),
      clientSecret: fields.clientSecret.trim(),
      username: fields.username.trim(),
      password: fields.password,
      subreddits: subredditNames(fields.subreddits),
      ...name,
    };
  return { type, webhookUrl: fields.url, signingSecret: fields.secret, ...name };
}

/** A Shopify integration's shop (`my-shop.myshopify.com`): the host of its stored address. */
const shopOf = (existing: IntegrationView | undefined) =>
  existing?.type === 'shopify' && existing.url ? new URL(existing.url).host : '';

/** Subreddits typed in one field: split on commas and spaces, empty ones dropped. */
export function subredditNames(typed: string): string[] {
  return typed
    .split(/[,\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function changesFor(existing: IntegrationView, fields: Fields): IntegrationPatchBody {
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
  if (existing.type === 'shopify')
    return {
      ...name,
      ...(fields.shop.trim() && fields.shop.trim() !== shopOf(existing) ? { shop: fields.shop.trim() } : {}),
      ...(fields.token.trim() ? { accessToken: fields.token.trim() } : {}),
    };
  if (existing.type === 'medium')
    return { ...name, ...(fields.token.trim() ? { integrationToken: fields.token.trim() } : {}) };
  if (existing.type === 'reddit') {
    const subreddits = subredditNames(fields.subreddits);
    return {
      ...name,
      ...(fields.clientId.trim() ? { clientId: fields.clientId.trim() } : {}),
      ...(fields.clientSecret.trim() ? { clientSecret: fields.clientSecret.trim() } : {}),
      ...(fields.username.trim() && fields.username.trim() !== existing.username
        ? { username: fields.username.trim() }
        : {}),
      ...(fields.password ? { password: fields.password } : {}),
      ...(subreddits.join(',') !== (existing.subreddits ?? []).join(',') ? { subreddits } : {}),
    };
  }
  return {
    ...name,
    ...(fields.url !== existing.url ? { webhookUrl: fields.url } : {}),
    ...(fields.secret ? { signingSecret: fields.secret } : {}),
  };
}

/**
 * What a store owner does to get a token, and a check of shop and token
 * with Shopify (POST /api/shopify/validate) before connecting.
 */
function ShopifyHelp({
  onCheck,
  canCheck,
}: {
  onCheck: () => Promise<ShopifyValidateView>;
  canCheck: boolean;
}) {
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const check = async () => {
    setChecking(true);
    setResult(null);
    try {
      const shop = await onCheck();
      setResult({
        ok: true,
        text: `Shopify accepted the token for ${shop.name} (${shop.shop}). Scopes: ${shop.scopes.join(', ')}.`,
      });
    } catch (error) {
      setResult({ ok: false, text: problemText(error) });
    } finally {
      setChecking(false);
    }
  };
  return (
    <>
      <Steps aria-label="How to get a Shopify access token">
        <li>
          In the Shopify admin: Settings → Apps and sales channels → Develop apps, then open your custom app.
        </li>
        <li>Give it the Admin API scopes read_content and write_content, and install it.</li>
        <li>Reveal its Admin API access token (shpat_…) and paste it here.</li>
      </Steps>
      <Hint>
        Shopify no longer lets stores create new custom apps in the admin: use a custom app your store already
        has, or one your Shopify developer made for it. Signing in with Shopify is not available yet.
      </Hint>
      {result && (
        <div data-shopify-check>
          <Notice tone={result.ok ? 'success' : 'danger'}>{result.text}</Notice>
        </div>
      )}
      <div>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          loading={checking}
          disabled={!canCheck}
          onClick={() => void check()}
        >
          Check with Shopify
        </Button>
      </div>
    </>
  );
}

const Steps = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: 4px;
  font-size: 0.875rem;
`;

/**
 * website-integration (add or manage a website) and reconnect-website: the
 * connection details of a WordPress site (REST API with an application
 * password) or a custom API webhook. Nothing is saved until the API has
 * checked the details against the site.
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

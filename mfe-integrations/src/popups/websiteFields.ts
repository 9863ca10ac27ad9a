/**
 * What the website form asks of each kind of site: the kinds to choose from,
 * the values the form holds, and each kind's connection fields in order.
 */
import { type ConnectableIntegrationType, MIN_SIGNING_SECRET_LENGTH } from '@inkpress/shared-core';

/** The kinds of site the website popup connects: those with connection fields, and Webflow (its own steps). */
export type Kind = ConnectableIntegrationType | 'webflow';

/** The kinds of site a new connection offers, as the choice cards show them. */
export const kinds: { type: Kind; name: string; text: string }[] = [
  { type: 'wordpress', name: 'WordPress', text: 'Publish with categories, tags, authors and schedules.' },
  { type: 'ghost', name: 'Ghost', text: 'Publish to a Ghost blog with tags, authors and schedules.' },
  { type: 'shopify', name: 'Shopify', text: 'Publish articles to your Shopify store’s blogs.' },
  { type: 'webflow', name: 'Webflow', text: 'Publish items to a Webflow CMS collection.' },
  { type: 'api', name: 'Custom API', text: 'Send each post as signed JSON to your own webhook.' },
  { type: 'medium', name: 'Medium', text: 'Send posts to your Medium account with an integration token.' },
  { type: 'reddit', name: 'Reddit', text: 'Share posts in your subreddits as links or text posts.' },
];

/** What the form holds: every kind's fields (each kind shows its own). */
export interface Fields {
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
export const fieldsOf: Record<ConnectableIntegrationType, FieldSpec[]> = {
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

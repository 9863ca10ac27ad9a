/**
 * What the website form sends: the body that connects a new site, and the
 * changes that update a saved one (only what the user changed).
 */
import type {
  ConnectableIntegrationType,
  IntegrationCreateBody,
  IntegrationPatchBody,
  IntegrationView,
} from '@inkpress/shared-core';
import type { Fields } from './websiteFields';

/** The body that connects a new site of kind `type` from the form's fields. */
export function bodyFor(type: ConnectableIntegrationType, fields: Fields): IntegrationCreateBody {
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
export const shopOf = (existing: IntegrationView | undefined) =>
  existing?.type === 'shopify' && existing.url ? new URL(existing.url).host : '';

/** Subreddits typed in one field: split on commas and spaces, empty ones dropped. */
export function subredditNames(typed: string): string[] {
  return typed
    .split(/[,\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The changes to a saved site: its new name, each changed field, and each secret typed again. */
export function changesFor(existing: IntegrationView, fields: Fields): IntegrationPatchBody {
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

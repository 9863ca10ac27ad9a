/**
 * Webflow (the site builder) through the Data API v2 (https://api.webflow.com/v2)
 * with a site's API token as a bearer token. A post becomes an item of one CMS
 * collection: its title the item's `name`, its slug the `slug`, and the other
 * post fields go to the collection fields the integration maps them to.
 * Drafts are staged items (`isDraft: true`, not on the live site); a publish
 * creates or updates the live item (`/items/live`, `/items/{id}/live`).
 *
 * Errors become our codes: a refused token (401) is
 * InvalidWebflowCredentialsError; a token without a scope (403
 * `missing_scopes`) InvalidWebflowPermissionsError; an unknown collection or
 * a mapping that does not fit it InvalidWebflowCollectionError; Webflow's
 * `validation_error` a ValidationError with its details. Requests go through
 * targetFetch (SSRF rules, timeout, retries on 429 and 5xx only; a create only
 * on 429, which Webflow answers before doing anything).
 *
 * Tests point every call at a local fake with WEBFLOW_BASE_URL; production
 * refuses that setting.
 */
import {
  ErrorCode,
  WEBFLOW_ID_PATTERN,
  type WebflowCollectionsView,
  type WebflowField,
  type WebflowMapping,
  type WebflowPostField,
  type WebflowSiteView,
  webflowFieldTypes,
  webflowPostFieldLabels,
} from '@inkpress/shared-core';
import type { Config } from '../../config';
import { AppError, NotFound, ValidationError, WebUrlInaccessible } from '../../errors';
import { targetFetch } from './http';

export const WEBFLOW_API = 'https://api.webflow.com/v2';

/** The scopes a token needs: list the site, read the collection, write its items. */
export const WEBFLOW_SCOPES = ['sites:read', 'cms:read', 'cms:write'];

export const InvalidWebflowCredentials = (message?: string) =>
  // 400, not 401: the person's own session is fine, the site's token is not.
  new AppError(
    400,
    ErrorCode.InvalidWebflowCredentialsError,
    message ??
      'Webflow did not accept this API token. In Webflow open the site’s settings → Apps & integrations → API access, generate a new token and reconnect.',
    { reason: 'credentials' },
  );

export const InvalidWebflowPermissions = (message?: string) =>
  new AppError(
    400,
    ErrorCode.InvalidWebflowPermissionsError,
    message ??
      'This Webflow API token may not write CMS items. Generate a token with Sites: read and CMS: read and write, and reconnect.',
    { reason: 'capability' },
  );

export const InvalidWebflowCollection = (message: string) =>
  new AppError(400, ErrorCode.InvalidWebflowCollectionError, message);

function base(config: Config) {
  return config.integrations.webflowBaseUrl ?? WEBFLOW_API;
}

interface WebflowErrorBody {
  code?: string;
  message?: string;
  details?: unknown[];
}

/** Webflow's `details` (strings or {param, description}) as one sentence. */
function detailText(details: unknown[] | undefined): string {
  return (details ?? [])
    .map((d) => {
      if (typeof d === 'string') return d;
      if (d && typeof d === 'object') {
        const { param, description, message } = d as Record<string, unknown>;
        const text = String(description ?? message ?? '');
        return param ? `${String(param)}: ${text}` : text;
      }
      return '';
    })
    .filter(Boolean)
    .join('; ')
    .slice(0, 300);
}

interface CallOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A create: retried only when Webflow throttled it (429). */
  create?: boolean;
}

/** One Data API call; answers the parsed JSON, or null for a 404 when `allow404`. */
export async function webflowCall<T>(
  config: Config,
  token: string,
  path: string,
  options: CallOptions = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  const response = await targetFetch(config, `${base(config)}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    retry: options.create ? 'throttled' : true,
  });
  let answer: unknown = null;
  try {
    answer = response.body.length ? response.json<unknown>() : null;
  } catch {
    // not JSON: described by the status
  }
  if (response.ok) return answer as T;
  const error = (answer && typeof answer === 'object' ? answer : {}) as WebflowErrorBody;
  const said = [error.message, detailText(error.details)].filter(Boolean).join(' — ').slice(0, 300);
  if (response.status === 401) throw InvalidWebflowCredentials();
  if (response.status === 403) {
    if (error.code === 'missing_scopes' || /scope/i.test(error.message ?? ''))
      throw InvalidWebflowPermissions(
        `This Webflow API token is missing a permission Inkpress needs (${said || 'missing scopes'}). Generate a token with Sites: read and CMS: read and write, and reconnect.`,
      );
    throw InvalidWebflowPermissions(`Webflow refused the request: ${said || 'forbidden'}.`);
  }
  if (response.status === 404) throw NotFound(`Webflow: ${said || 'not found'}.`);
  if (response.status === 429 || response.status >= 500)
    throw WebUrlInaccessible(
      `Webflow answered ${response.status}${response.status === 429 ? ' (too many requests)' : ''}. Try again in a minute.`,
    );
  throw ValidationError(`Webflow refused the request: ${said || `status ${response.status}`}.`);
}

interface ApiSite {
  id: string;
  displayName?: string;
  shortName?: string;
  customDomains?: { url?: string }[];
}

interface ApiCollection {
  id: string;
  displayName?: string;
  singularName?: string;
  slug?: string;
}

interface ApiField {
  id: string;
  slug: string;
  displayName?: string;
  type: string;
  isRequired?: boolean;
  isEditable?: boolean;
}

interface ApiCollectionDetails extends ApiCollection {
  fields?: ApiField[];
}

/** A site's live address: its first custom domain, else its webflow.io one. */
export function siteUrl(site: ApiSite): string {
  const custom = site.customDomains?.find((d) => d.url)?.url;
  if (custom) return /^https?:\/\//.test(custom) ? custom.replace(/\/$/, '') : `https://${custom}`;
  return `https://${site.shortName ?? site.id}.webflow.io`;
}

const collectionSummary = (c: ApiCollection) => ({
  id: c.id,
  name: c.displayName ?? c.slug ?? c.id,
  singularName: c.singularName ?? c.displayName ?? '',
  slug: c.slug ?? '',
});

/** The token's scopes when Webflow tells them (GET /token/introspect); null when it does not. */
async function tokenScopes(config: Config, token: string): Promise<string[] | null> {
  try {
    const info = await webflowCall<{ authorization?: { scope?: string } }>(
      config,
      token,
      '/token/introspect',
    );
    const scope = info?.authorization?.scope;
    return typeof scope === 'string' ? scope.split(/[\s,]+/).filter(Boolean) : null;
  } catch (err) {
    if (err instanceof AppError && err.code === ErrorCode.InvalidWebflowCredentialsError) throw err;
    return null;
  }
}

/** The token may write CMS items (when Webflow says what it may). */
async function checkScopes(config: Config, token: string) {
  const scopes = await tokenScopes(config, token);
  if (!scopes) return;
  const missing = WEBFLOW_SCOPES.filter((s) => !scopes.includes(s));
  if (missing.length)
    throw InvalidWebflowPermissions(
      `This Webflow API token is missing ${missing.join(', ')} (it has ${scopes.join(', ') || 'none'}). Generate a token with Sites: read and CMS: read and write, and reconnect.`,
    );
}

async function sitesOf(config: Config, token: string): Promise<ApiSite[]> {
  const answer = await webflowCall<{ sites?: ApiSite[] }>(config, token, '/sites');
  return (answer?.sites ?? []).slice(0, 50);
}

async function collectionDetails(config: Config, token: string, collectionId: string) {
  if (!WEBFLOW_ID_PATTERN.test(collectionId))
    throw InvalidWebflowCollection('That is not a Webflow collection id (24 hex digits).');
  try {
    return await webflowCall<ApiCollectionDetails & { siteId?: string }>(
      config,
      token,
      `/collections/${collectionId}`,
    );
  } catch (err) {
    if (err instanceof AppError && err.status === 404)
      throw InvalidWebflowCollection(
        'Webflow has no collection with this id for this token. Choose one of the site’s collections.',
      );
    throw err;
  }
}

const fieldView = (f: ApiField): WebflowField => ({
  id: f.id,
  slug: f.slug,
  name: f.displayName ?? f.slug,
  type: f.type,
  required: !!f.isRequired,
  editable: f.isEditable !== false,
});

/**
 * POST /api/integrations/webflow/collections: the token's sites with their
 * collections, and with a collection id that collection's fields.
 */
export async function webflowCollections(
  config: Config,
  token: string,
  collectionId?: string,
): Promise<WebflowCollectionsView> {
  const sites = await sitesOf(config, token);
  const views: WebflowSiteView[] = [];
  for (const site of sites) {
    const answer = await webflowCall<{ collections?: ApiCollection[] }>(
      config,
      token,
      `/sites/${site.id}/collections`,
    );
    views.push({
      id: site.id,
      name: site.displayName ?? site.shortName ?? site.id,
      url: siteUrl(site),
      collections: (answer?.collections ?? []).map(collectionSummary),
    });
  }
  if (!collectionId) return { sites: views, collection: null };
  const details = await collectionDetails(config, token, collectionId);
  const siteId = views.find((s) => s.collections.some((c) => c.id === details.id))?.id ?? details.siteId;
  if (!siteId) throw InvalidWebflowCollection('This collection is not on a site this token can reach.');
  return {
    sites: views,
    collection: { ...collectionSummary(details), siteId, fields: (details.fields ?? []).map(fieldView) },
  };
}

/** The problems of a mapping against a collection's fields (none: an empty list). */
export function mappingProblems(fields: WebflowField[], mapping: WebflowMapping): string[] {
  const problems: string[] = [];
  const bySlug = new Map(fields.map((f) => [f.slug, f]));
  const mapped = new Set<string>(['name', 'slug']);
  for (const [key, slug] of Object.entries(mapping) as [WebflowPostField, string | undefined][]) {
    if (!slug) continue;
    const label = webflowPostFieldLabels[key];
    const field = bySlug.get(slug);
    if (!field) {
      problems.push(`${label}: the collection has no field “${slug}”.`);
      continue;
    }
    const fits = webflowFieldTypes[key];
    if (!fits.includes(field.type))
      problems.push(`${label}: “${field.name}” is a ${field.type} field; it needs ${fits.join(' or ')}.`);
    if (!field.editable) problems.push(`${label}: “${field.name}” cannot be written through the API.`);
    mapped.add(slug);
  }
  for (const field of fields)
    if (field.required && field.editable && !mapped.has(field.slug))
      problems.push(`The collection’s required field “${field.name}” (${field.slug}) is not mapped.`);
  return problems;
}

export interface WebflowTarget {
  token: string;
  siteId: string;
  collectionId: string;
  collectionSlug: string;
  siteUrl: string;
  mapping: WebflowMapping;
}

export interface WebflowConnection {
  siteId: string;
  siteName: string;
  siteUrl: string;
  collectionId: string;
  collectionName: string;
  collectionSlug: string;
}

/**
 * Every connect: the token works and may write CMS items, the collection is
 * the token's, and the mapping fits its fields. Answers the site and collection.
 */
export async function testWebflow(
  config: Config,
  token: string,
  collectionId: string,
  mapping: WebflowMapping,
): Promise<WebflowConnection> {
  const { sites, collection } = await webflowCollections(config, token, collectionId);
  await checkScopes(config, token);
  if (!collection) throw InvalidWebflowCollection('Choose a collection.');
  const problems = mappingProblems(collection.fields, mapping);
  if (problems.length)
    throw InvalidWebflowCollection(
      `The field mapping does not fit “${collection.name}”: ${problems.join(' ')}`,
    );
  const site = sites.find((s) => s.id === collection.siteId);
  return {
    siteId: collection.siteId,
    siteName: site?.name ?? collection.name,
    siteUrl: site?.url ?? `https://${collection.siteId}.webflow.io`,
    collectionId: collection.id,
    collectionName: collection.name,
    collectionSlug: collection.slug,
  };
}

export interface WebflowItem {
  id: string;
  isDraft?: boolean;
  isArchived?: boolean;
  lastPublished?: string | null;
  lastUpdated?: string;
  createdOn?: string;
  fieldData: Record<string, unknown> & { name?: string; slug?: string };
}

const itemsPath = (t: WebflowTarget) => `/collections/${t.collectionId}/items`;

/** A new item: staged as a draft, or live (published now). */
export function createWebflowItem(
  config: Config,
  target: WebflowTarget,
  fieldData: Record<string, unknown>,
  live: boolean,
) {
  return webflowCall<WebflowItem>(config, target.token, `${itemsPath(target)}${live ? '/live' : ''}`, {
    method: 'POST',
    body: { isArchived: false, isDraft: !live, fieldData },
    create: true,
  });
}

/** Updates an item: the live one (published with the change), or the staged one as a draft. */
export function updateWebflowItem(
  config: Config,
  target: WebflowTarget,
  id: string,
  fieldData: Record<string, unknown>,
  live: boolean,
) {
  return webflowCall<WebflowItem>(
    config,
    target.token,
    `${itemsPath(target)}/${encodeURIComponent(id)}${live ? '/live' : ''}`,
    { method: 'PATCH', body: { isArchived: false, isDraft: !live, fieldData } },
  );
}

/** Takes an item off the live site (it stays staged); one that is not live is left alone. */
export async function unpublishWebflowItem(config: Config, target: WebflowTarget, id: string) {
  try {
    await webflowCall(config, target.token, `${itemsPath(target)}/${encodeURIComponent(id)}/live`, {
      method: 'DELETE',
    });
  } catch (err) {
    if (!(err instanceof AppError && err.status === 404)) throw err;
  }
}

/** The staged item (404 when there is none). */
export function readWebflowItem(config: Config, target: WebflowTarget, id: string) {
  return webflowCall<WebflowItem>(config, target.token, `${itemsPath(target)}/${encodeURIComponent(id)}`);
}

/** The live item, or null when it is not on the live site. */
export async function readLiveWebflowItem(config: Config, target: WebflowTarget, id: string) {
  try {
    return await webflowCall<WebflowItem>(
      config,
      target.token,
      `${itemsPath(target)}/${encodeURIComponent(id)}/live`,
    );
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
}

/** The item with this slug (finds what an interrupted publish created). */
export async function findWebflowItemBySlug(config: Config, target: WebflowTarget, slug: string) {
  const answer = await webflowCall<{ items?: WebflowItem[] }>(
    config,
    target.token,
    `${itemsPath(target)}?slug=${encodeURIComponent(slug)}&limit=1`,
  );
  return answer?.items?.find((i) => i.fieldData?.slug === slug) ?? null;
}

/** An item's address on the live site: the collection's template page. */
export const itemUrl = (target: WebflowTarget, slug: string) =>
  `${target.siteUrl.replace(/\/$/, '')}/${target.collectionSlug}/${slug}`;

/** The most items a search reads from a collection (Webflow lists 100 per page). */
const SEARCH_PAGES = 5;

/**
 * The collection's staged items whose name holds `query` (any case; empty:
 * all), the most recently changed first. Webflow filters `name` only exactly,
 * so the pages (100 items each, up to 500) are read and filtered here.
 */
export async function searchWebflowItems(
  config: Config,
  target: WebflowTarget,
  query: string,
  max: number,
): Promise<WebflowItem[]> {
  const needle = query.trim().toLowerCase();
  const found: WebflowItem[] = [];
  for (let page = 0; page < SEARCH_PAGES; page++) {
    const answer = await webflowCall<{
      items?: WebflowItem[];
      pagination?: { limit?: number; offset?: number; total?: number };
    }>(config, target.token, `${itemsPath(target)}?offset=${page * 100}&limit=100`);
    const items = answer?.items ?? [];
    for (const item of items)
      if (
        !needle ||
        String(item.fieldData?.name ?? '')
          .toLowerCase()
          .includes(needle)
      )
        found.push(item);
    const total = answer?.pagination?.total ?? 0;
    if (items.length < 100 || (page + 1) * 100 >= total) break;
  }
  const changed = (i: WebflowItem) => i.lastUpdated ?? i.createdOn ?? '';
  return found.sort((a, b) => changed(b).localeCompare(changed(a))).slice(0, max);
}

/** Webflow's state of a staged item, in the words the import popup shows. */
export function webflowItemStatus(item: WebflowItem): 'archived' | 'draft' | 'published' | 'staged' {
  if (item.isArchived) return 'archived';
  if (item.isDraft) return 'draft';
  return item.lastPublished ? 'published' : 'staged';
}

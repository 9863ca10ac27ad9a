/**
 * Ghost through its Admin API with an Admin API key (`id:secret`): each
 * request carries a short-lived JWT (HS256, `kid` the key id, `aud` `/admin/`,
 * five minutes), signed here with node:crypto. Errors become our codes: a
 * refused key is InvalidGhostCredentialsError (the integration then needs
 * attention), a site that is not a reachable Ghost is WebUrlInaccessible.
 */
import { createHmac } from 'node:crypto';
import { ErrorCode, GHOST_ADMIN_KEY_PATTERN } from '@inkpress/shared-core';
import type { Config } from '../../config';
import { AppError, NotFound, ValidationError, WebUrlInaccessible } from '../../errors';
import type { SafeResponse } from '../../lib/safeFetch';
import { targetFetch } from './http';

export interface GhostSite {
  url: string;
  adminApiKey: string;
}

export const InvalidGhostCredentials = (message?: string) =>
  // 400, not 401: the person's own session is fine, the site's key is not.
  new AppError(
    400,
    ErrorCode.InvalidGhostCredentialsError,
    message ??
      'Ghost did not accept this Admin API key. Copy the key from Ghost’s Settings → Integrations and reconnect the site.',
    { reason: 'credentials' },
  );

/** Site root without a trailing slash (and without a pasted /ghost or /ghost/api/… path). */
export function ghostRoot(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  parsed.search = '';
  parsed.pathname = parsed.pathname.replace(/\/ghost(\/.*)?$/, '').replace(/\/+$/, '');
  return parsed.toString().replace(/\/$/, '');
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** The Admin API token for a key: HS256 over the hex-decoded secret, valid five minutes. */
export function ghostToken(adminApiKey: string, now = Date.now()): string {
  if (!GHOST_ADMIN_KEY_PATTERN.test(adminApiKey))
    throw InvalidGhostCredentials('The saved Ghost Admin API key is not in Ghost’s id:secret form.');
  const [id, secret] = adminApiKey.split(':') as [string, string];
  const iat = Math.floor(now / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: id }));
  const payload = base64url(JSON.stringify({ iat, exp: iat + 5 * 60, aud: '/admin/' }));
  const signature = createHmac('sha256', Buffer.from(secret, 'hex'))
    .update(`${header}.${payload}`)
    .digest('base64url');
  return `${header}.${payload}.${signature}`;
}

interface GhostErrorBody {
  errors?: { message?: string; context?: string | null; type?: string; code?: string | null }[];
}

function failure(response: SafeResponse, site: GhostSite, what: string): AppError {
  let body: GhostErrorBody = {};
  try {
    body = response.json<GhostErrorBody>();
  } catch {
    // not JSON: described by the status
  }
  const first = body.errors?.[0];
  const host = new URL(site.url).host;
  if (response.status === 401 || first?.type === 'UnauthorizedError') return InvalidGhostCredentials();
  if (response.status === 403 || first?.type === 'NoPermissionError')
    return new AppError(
      400,
      ErrorCode.InvalidGhostCredentialsError,
      `This Ghost integration may not change ${what}. Use a custom integration’s Admin API key.`,
      { reason: 'capability' },
    );
  const detail = [first?.message, first?.context]
    .filter(Boolean)
    .join(' ')
    .replace(/<[^>]*>/g, '')
    .slice(0, 300);
  if (response.status === 404) {
    if (!first) return WebUrlInaccessible(`${host} has no Ghost Admin API. Check the site address.`);
    return NotFound(`Ghost at ${host} has no such ${what}.`);
  }
  if (response.status >= 500 || response.status === 429)
    return WebUrlInaccessible(
      `Ghost at ${host} answered ${response.status} for ${what}${detail ? `: ${detail}` : '.'}`,
    );
  return new AppError(
    400,
    ErrorCode.ValidationError,
    `Ghost refused the ${what}${detail ? `: ${detail}` : '.'}`,
    { status: response.status, type: first?.type ?? null },
  );
}

interface CallOptions {
  method?: string;
  query?: Record<string, string | number>;
  json?: unknown;
  body?: Uint8Array;
  headers?: Record<string, string>;
  retry?: boolean;
  auth?: boolean;
}

async function call<T>(
  config: Config,
  site: GhostSite,
  route: string,
  what: string,
  options: CallOptions = {},
): Promise<T> {
  const url = new URL(`${ghostRoot(site.url)}/ghost/api/admin${route}`);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-version': 'v5.0',
    ...(options.auth === false ? {} : { authorization: `Ghost ${ghostToken(site.adminApiKey)}` }),
    ...options.headers,
  };
  let body: string | Uint8Array | undefined = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await targetFetch(config, url.toString(), {
    method: options.method ?? 'GET',
    headers,
    ...(body !== undefined ? { body } : {}),
    ...(options.retry !== undefined ? { retry: options.retry } : {}),
  });
  if (!response.ok) throw failure(response, site, what);
  if (response.status === 204) return undefined as T;
  try {
    return response.json<T>();
  } catch {
    throw WebUrlInaccessible(
      `${new URL(site.url).host} did not answer like a Ghost site (no Admin API). Check the site address.`,
    );
  }
}

export interface GhostSiteInfo {
  title: string;
  url: string;
  version: string;
}

/** Checks that the address is a Ghost site and that the key is accepted; answers the site. */
export async function testGhost(config: Config, site: GhostSite): Promise<GhostSiteInfo> {
  const info = await call<{ site?: Partial<GhostSiteInfo> }>(config, site, '/site/', 'site', { auth: false });
  if (!info?.site?.version)
    throw WebUrlInaccessible(`${new URL(site.url).host} is not a Ghost site. Check the site address.`);
  // The site endpoint is public: a post listing proves the key.
  await call(config, site, '/posts/', 'posts', { query: { limit: 1, fields: 'id' } });
  return { title: info.site.title ?? '', url: info.site.url ?? site.url, version: info.site.version };
}

interface RawTerm {
  id?: unknown;
  name?: unknown;
  slug?: unknown;
}

const terms = (list: unknown) =>
  Array.isArray(list)
    ? (list as RawTerm[])
        .filter((t) => typeof t.id === 'string' && typeof t.name === 'string')
        .map((t) => ({ id: String(t.id), name: String(t.name), slug: String(t.slug ?? '') }))
    : [];

/** The site's public tags (most used first) and its staff (the first 100 of each). */
export async function ghostCommon(config: Config, site: GhostSite) {
  const [tags, users] = await Promise.all([
    call<{ tags?: unknown }>(config, site, '/tags/', 'tags', {
      query: { limit: 100, fields: 'id,name,slug', filter: 'visibility:public', order: 'name asc' },
    }),
    call<{ users?: unknown }>(config, site, '/users/', 'authors', {
      query: { limit: 100, fields: 'id,name,slug' },
    }),
  ]);
  return { tags: terms(tags?.tags), authors: terms(users?.users) };
}

export type GhostStatus = 'draft' | 'published' | 'scheduled';

export interface GhostPost {
  id: string;
  uuid?: string;
  title: string;
  slug: string;
  status: GhostStatus | string;
  url: string;
  html?: string | null;
  published_at: string | null;
  updated_at: string;
  feature_image: string | null;
  feature_image_alt?: string | null;
  custom_excerpt?: string | null;
  meta_title?: string | null;
  meta_description?: string | null;
  tags?: { id: string; name: string }[];
  authors?: { id: string; name: string }[];
}

export interface GhostPostInput {
  title: string;
  html: string;
  status: GhostStatus;
  slug?: string;
  published_at?: string | null;
  custom_excerpt?: string | null;
  meta_title?: string | null;
  meta_description?: string | null;
  feature_image?: string | null;
  feature_image_alt?: string | null;
  tags?: { name: string }[];
  authors?: { id: string }[];
}

const onePost = (answer: { posts?: GhostPost[] }, site: GhostSite): GhostPost => {
  const post = answer?.posts?.[0];
  if (!post?.id) throw WebUrlInaccessible(`Ghost at ${new URL(site.url).host} answered without the post.`);
  return post;
};

const postQuery = { source: 'html', formats: 'html', include: 'tags,authors' };

export async function createGhostPost(config: Config, site: GhostSite, input: GhostPostInput) {
  // Never retried: a create that failed after Ghost stored it would make a second post.
  return onePost(
    await call<{ posts?: GhostPost[] }>(config, site, '/posts/', 'post', {
      method: 'POST',
      query: postQuery,
      json: { posts: [input] },
      retry: false,
    }),
    site,
  );
}

export async function readGhostPost(config: Config, site: GhostSite, id: string) {
  return onePost(
    await call<{ posts?: GhostPost[] }>(config, site, `/posts/${encodeURIComponent(id)}/`, 'post', {
      query: { formats: 'html', include: 'tags,authors' },
    }),
    site,
  );
}

/**
 * Updates a post. Ghost refuses an edit whose `updated_at` is not the post's
 * current one (collision detection), so the post is read first.
 */
export async function updateGhostPost(
  config: Config,
  site: GhostSite,
  id: string,
  input: Partial<GhostPostInput>,
) {
  const current = await readGhostPost(config, site, id);
  return onePost(
    await call<{ posts?: GhostPost[] }>(config, site, `/posts/${encodeURIComponent(id)}/`, 'post', {
      method: 'PUT',
      query: postQuery,
      json: { posts: [{ ...input, updated_at: current.updated_at }] },
    }),
    site,
  );
}

/** The post with this slug in any state (finds what an interrupted publish created). */
export async function findGhostPostBySlug(config: Config, site: GhostSite, slug: string) {
  const found = await call<{ posts?: GhostPost[] }>(config, site, '/posts/', 'posts', {
    query: { filter: `slug:'${slug.replace(/[^a-z0-9-]/gi, '')}'`, limit: 1, fields: 'id,slug' },
  });
  return found?.posts?.[0] ?? null;
}

/** Moves a scheduled post back to draft (a cancelled schedule). */
export function unscheduleGhostPost(config: Config, site: GhostSite, id: string) {
  return updateGhostPost(config, site, id, { status: 'draft' });
}

/** Uploads an image (multipart, as Ghost's admin does); answers its address on the site. */
export async function uploadGhostImage(
  config: Config,
  site: GhostSite,
  image: { bytes: Buffer; filename: string; contentType: string },
): Promise<string> {
  const boundary = `----inkpress${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  const filename = image.filename.replace(/[^\w.-]/g, '_');
  const part = (head: string) => Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`);
  const body = Buffer.concat([
    part(
      `Content-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${image.contentType}`,
    ),
    image.bytes,
    Buffer.from('\r\n'),
    part('Content-Disposition: form-data; name="purpose"'),
    Buffer.from('image\r\n'),
    part('Content-Disposition: form-data; name="ref"'),
    Buffer.from(`${filename}\r\n`),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const answer = await call<{ images?: { url?: string }[] }>(
    config,
    site,
    '/images/upload/',
    'image upload',
    {
      method: 'POST',
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      retry: false,
    },
  );
  const url = answer?.images?.[0]?.url;
  if (!url) throw ValidationError('Ghost did not answer with the uploaded image.');
  return url;
}

/** Text for an NQL string in single quotes: quotes and backslashes escaped. */
const nqlString = (text: string) => text.replace(/\\/g, '\\\\').replace(/'/g, "\\'");

/** The site's posts in any state whose title holds `search` (empty: the latest), newest change first. */
export async function searchGhostPosts(config: Config, site: GhostSite, search: string, limit: number) {
  const found = await call<{ posts?: GhostPost[] }>(config, site, '/posts/', 'posts', {
    query: {
      ...(search ? { filter: `title:~'${nqlString(search)}'` } : {}),
      limit,
      order: 'updated_at desc',
      fields: 'id,slug,title,status,url,updated_at',
    },
  });
  return found?.posts ?? [];
}

/** One post by slug in any state, with its HTML and tags (null when the site has none). */
export async function readGhostPostBySlug(config: Config, site: GhostSite, slug: string) {
  try {
    return onePost(
      await call<{ posts?: GhostPost[] }>(config, site, `/posts/slug/${encodeURIComponent(slug)}/`, 'post', {
        query: { formats: 'html', include: 'tags,authors' },
      }),
      site,
    );
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
}

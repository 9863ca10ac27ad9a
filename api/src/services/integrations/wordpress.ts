/**
 * WordPress through its REST API with an application password (Basic auth).
 * Routes are addressed as `?rest_route=/wp/v2/…`, which every WordPress answers
 * whatever its permalink settings. Errors become SPEC §8 codes: a refused
 * login or a user who cannot publish is InvalidWordpressPermissionsError, a
 * site that is not a reachable WordPress is WebUrlInaccessible.
 */
import { ErrorCode } from '@inkpress/shared-core';
import type { Config } from '../../config';
import { AppError, NotFound, WebUrlInaccessible } from '../../errors';
import type { SafeResponse } from '../../lib/safeFetch';
import { targetFetch } from './http';

export interface WordpressSite {
  url: string;
  username: string;
  applicationPassword: string;
}

export type WordpressProblem = 'credentials' | 'capability';

export const InvalidWordpressPermissions = (reason: WordpressProblem, message?: string) =>
  new AppError(
    400,
    ErrorCode.InvalidWordpressPermissionsError,
    message ??
      (reason === 'credentials'
        ? 'WordPress did not accept this username and application password. Create a new application password and reconnect the site.'
        : undefined),
    { reason },
  );

/** Site root without a trailing slash (and without a trailing /wp-admin or /wp-json someone pasted). */
export function siteRoot(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  parsed.search = '';
  parsed.pathname = parsed.pathname
    .replace(/\/(wp-admin|wp-json|wp-login\.php)(\/.*)?$/, '')
    .replace(/\/+$/, '');
  return parsed.toString().replace(/\/$/, '');
}

function endpoint(site: WordpressSite, route: string, query: Record<string, string | number> = {}): string {
  const url = new URL(`${siteRoot(site.url)}/`);
  url.searchParams.set('rest_route', route);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  return url.toString();
}

function authHeader(site: WordpressSite) {
  return `Basic ${Buffer.from(`${site.username}:${site.applicationPassword}`).toString('base64')}`;
}

interface WpError {
  code?: string;
  message?: string;
}

function parseJson(response: SafeResponse, site: WordpressSite): unknown {
  try {
    return response.json();
  } catch {
    throw WebUrlInaccessible(
      `${new URL(site.url).host} did not answer like a WordPress site (no REST API). Check the site address.`,
    );
  }
}

function failure(response: SafeResponse, site: WordpressSite, what: string): AppError {
  let body: WpError = {};
  try {
    body = response.json<WpError>();
  } catch {
    // not JSON: described by the status
  }
  const host = new URL(site.url).host;
  if (response.status === 401 || body.code === 'incorrect_password' || body.code === 'invalid_username')
    return InvalidWordpressPermissions('credentials');
  if (response.status === 403) return InvalidWordpressPermissions('capability');
  if (body.code === 'rest_no_route')
    return WebUrlInaccessible(`${host} has no WordPress REST API for ${what}. Check the site address.`);
  if (response.status === 404) return NotFound(`WordPress at ${host} has no such ${what}.`);
  const detail = body.message ? `: ${body.message.replace(/<[^>]*>/g, '').slice(0, 300)}` : '.';
  if (response.status >= 500 || response.status === 429)
    return WebUrlInaccessible(`WordPress at ${host} answered ${response.status} for ${what}${detail}`);
  return new AppError(400, ErrorCode.ValidationError, `WordPress refused the ${what}${detail}`, {
    status: response.status,
    code: body.code ?? null,
  });
}

interface CallOptions {
  method?: string;
  query?: Record<string, string | number>;
  json?: unknown;
  body?: Uint8Array;
  headers?: Record<string, string>;
  retry?: boolean;
}

async function call<T>(
  config: Config,
  site: WordpressSite,
  route: string,
  what: string,
  options: CallOptions = {},
) {
  const headers: Record<string, string> = {
    authorization: authHeader(site),
    accept: 'application/json',
    ...options.headers,
  };
  let body: string | Uint8Array | undefined = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await targetFetch(config, endpoint(site, route, options.query), {
    method: options.method ?? 'GET',
    headers,
    ...(body !== undefined ? { body } : {}),
    ...(options.retry !== undefined ? { retry: options.retry } : {}),
  });
  if (!response.ok) throw failure(response, site, what);
  return parseJson(response, site) as T;
}

export interface WpUser {
  id: number;
  name: string;
  capabilities?: Record<string, boolean>;
}

/** Checks the site, the login and the right to publish and upload; answers the WordPress user. */
export async function testWordpress(config: Config, site: WordpressSite): Promise<WpUser> {
  const me = await call<WpUser>(config, site, '/wp/v2/users/me', 'account', { query: { context: 'edit' } });
  if (typeof me?.id !== 'number')
    throw WebUrlInaccessible(`${new URL(site.url).host} is not a WordPress site.`);
  const caps = me.capabilities ?? {};
  if (!caps.publish_posts || !caps.upload_files)
    throw InvalidWordpressPermissions(
      'capability',
      `The WordPress user ${me.name} cannot publish posts or upload images. Use an editor or administrator account.`,
    );
  return me;
}

interface WpTerm {
  id: number;
  name: string;
}

const terms = (list: unknown): WpTerm[] =>
  Array.isArray(list)
    ? list
        .filter((t): t is WpTerm => typeof t?.id === 'number' && typeof t?.name === 'string')
        .map((t) => ({ id: t.id, name: t.name }))
    : [];

/** The site's categories, tags and authors (the first 100 of each), and whether Yoast SEO runs there. */
export async function wordpressCommon(config: Config, site: WordpressSite) {
  const list = { per_page: 100, _fields: 'id,name' };
  const [categories, tags, authors, index] = await Promise.all([
    call<unknown>(config, site, '/wp/v2/categories', 'categories', {
      query: { ...list, orderby: 'count', order: 'desc' },
    }),
    call<unknown>(config, site, '/wp/v2/tags', 'tags', {
      query: { ...list, orderby: 'count', order: 'desc' },
    }),
    call<unknown>(config, site, '/wp/v2/users', 'authors', { query: { ...list, who: 'authors' } }),
    call<{ namespaces?: string[] }>(config, site, '/', 'site index', { query: { _fields: 'namespaces' } }),
  ]);
  return {
    categories: terms(categories),
    tags: terms(tags),
    authors: terms(authors),
    yoast: Array.isArray(index?.namespaces) && index.namespaces.includes('yoast/v1'),
  };
}

export interface WpPost {
  id: number;
  status: string;
  link: string;
  slug: string;
  date_gmt?: string;
  title: { raw?: string; rendered?: string };
  featured_media?: number;
}

export interface WpPostInput {
  title: string;
  content: string;
  status: 'draft' | 'publish' | 'future';
  slug?: string;
  excerpt?: string;
  date_gmt?: string;
  categories?: number[];
  tags?: number[];
  author?: number;
  featured_media?: number;
  meta?: Record<string, string>;
}

export function createWordpressPost(config: Config, site: WordpressSite, input: WpPostInput) {
  // Never retried: a create that failed after WordPress stored it would make a second post.
  return call<WpPost>(config, site, '/wp/v2/posts', 'post', { method: 'POST', json: input, retry: false });
}

export function updateWordpressPost(config: Config, site: WordpressSite, id: string, input: WpPostInput) {
  return call<WpPost>(config, site, `/wp/v2/posts/${encodeURIComponent(id)}`, 'post', {
    method: 'POST',
    json: input,
  });
}

export function readWordpressPost(config: Config, site: WordpressSite, id: string) {
  return call<WpPost>(config, site, `/wp/v2/posts/${encodeURIComponent(id)}`, 'post', {
    query: { context: 'edit' },
  });
}

/** The post with this slug in any state (finds what an interrupted publish created). */
export async function findWordpressPostBySlug(config: Config, site: WordpressSite, slug: string) {
  const found = await call<WpPost[]>(config, site, '/wp/v2/posts', 'posts', {
    query: { slug, status: 'publish,future,draft,pending,private', context: 'edit' },
  });
  return Array.isArray(found) && found.length > 0 ? found[0] : null;
}

/** Moves a post back to draft (a cancelled schedule). */
export function unscheduleWordpressPost(config: Config, site: WordpressSite, id: string) {
  return call<WpPost>(config, site, `/wp/v2/posts/${encodeURIComponent(id)}`, 'post', {
    method: 'POST',
    json: { status: 'draft' },
  });
}

/** Uploads an image to the media library; answers its id. */
export async function uploadWordpressMedia(
  config: Config,
  site: WordpressSite,
  image: { bytes: Buffer; filename: string; contentType: string; alt?: string | null },
): Promise<number> {
  const media = await call<{ id: number }>(config, site, '/wp/v2/media', 'image upload', {
    method: 'POST',
    body: image.bytes,
    headers: {
      'content-type': image.contentType,
      'content-disposition': `attachment; filename="${image.filename.replace(/[^\w.-]/g, '_')}"`,
    },
    retry: false,
  });
  if (typeof media?.id !== 'number')
    throw WebUrlInaccessible('WordPress did not answer with the uploaded image.');
  if (image.alt) {
    await call(config, site, `/wp/v2/media/${media.id}`, 'image', {
      method: 'POST',
      json: { alt_text: image.alt },
    });
  }
  return media.id;
}

export interface WpListedPost {
  id: number;
  slug: string;
  status: string;
  link: string;
  modified_gmt?: string;
  title: { raw?: string; rendered?: string };
}

/** The site's posts in any state whose text matches `search` (empty: the latest), newest change first. */
export async function searchWordpressPosts(
  config: Config,
  site: WordpressSite,
  search: string,
  limit: number,
): Promise<WpListedPost[]> {
  const found = await call<WpListedPost[]>(config, site, '/wp/v2/posts', 'posts', {
    query: {
      ...(search ? { search } : {}),
      status: 'publish,future,draft,pending,private',
      context: 'edit',
      per_page: limit,
      orderby: 'modified',
      order: 'desc',
      _fields: 'id,slug,status,link,modified_gmt,title',
    },
  });
  return Array.isArray(found) ? found : [];
}

export interface WpImportedPost {
  id: number;
  slug: string;
  status: string;
  link: string;
  title: { raw?: string; rendered?: string };
  content: { raw?: string; rendered?: string };
  excerpt?: { raw?: string; rendered?: string };
  /** Yoast SEO's fields, when Yoast runs on the site. */
  yoast_head_json?: { title?: string; description?: string };
  _embedded?: {
    'wp:featuredmedia'?: { source_url?: string; alt_text?: string }[];
    'wp:term'?: { taxonomy?: string; name?: string }[][];
  };
}

/**
 * One post by slug in any state, with its rendered HTML, feature image and
 * terms embedded. A draft has no slug until it is published: search lists it
 * by its id, which is looked up here when no post has that slug.
 */
export async function readWordpressPostForImport(config: Config, site: WordpressSite, slug: string) {
  const embed = { context: 'edit', _embed: 'wp:featuredmedia,wp:term' };
  const found = await call<WpImportedPost[]>(config, site, '/wp/v2/posts', 'post', {
    query: { slug, status: 'publish,future,draft,pending,private', ...embed },
  });
  if (Array.isArray(found) && found.length > 0) return found[0];
  if (!/^\d{1,20}$/.test(slug)) return null;
  try {
    return await call<WpImportedPost>(config, site, `/wp/v2/posts/${slug}`, 'post', { query: embed });
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
}

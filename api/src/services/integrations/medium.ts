/**
 * Medium (the blogging platform) through its REST API (`https://api.medium.com/v1`),
 * with a self-issued integration token as `Authorization: Bearer`.
 *
 * Medium's API is archived: it issues no new integration tokens (existing
 * ones still post), and it has no call to read, update or delete a post. So a
 * post is created once (`POST /v1/users/{authorId}/posts`) and what Medium
 * answers to the create is the read-back; publishing it again must not make a
 * second one (commands/publishSocial.ts).
 *
 * Errors become our codes: a refused token (401) is
 * InvalidMediumCredentialsError (400, the person's session is fine); a 403
 * (the token may not publish for this user) the same with reason
 * `capability`; Medium's `errors[].message` on a 400 a ValidationError. Calls
 * go through targetFetch (SSRF rules, timeout, retries on 429 and 5xx; the
 * create only on 429, which Medium answers before doing anything).
 *
 * Tests point the API at a local fake with MEDIUM_BASE_URL; production refuses it.
 */
import { ErrorCode } from '@inkpress/shared-core';
import type { Config } from '../../config';
import { AppError, ValidationError, WebUrlInaccessible } from '../../errors';
import { targetFetch } from './http';

export interface MediumAccount {
  /** Medium's user id: the author of the posts. */
  id: string;
  username: string;
  name: string;
  /** The profile's address, https://medium.com/@username */
  url: string;
}

export interface MediumPostInput {
  title: string;
  contentFormat: 'html' | 'markdown';
  content: string;
  tags?: string[];
  canonicalUrl?: string;
  publishStatus: 'draft' | 'public' | 'unlisted';
  notifyFollowers?: boolean;
}

export interface MediumPost {
  id: string;
  title: string;
  authorId: string;
  tags: string[];
  url: string;
  canonicalUrl?: string;
  publishStatus: 'draft' | 'public' | 'unlisted';
  publishedAt?: number;
  license?: string;
  licenseUrl?: string;
}

const credentialsMessage =
  'Medium did not accept this integration token. Check it in Medium (Settings → Security and apps → Integration tokens) and reconnect. Medium no longer issues new tokens, so only an existing one works.';

export const InvalidMediumCredentials = (
  message?: string,
  reason: 'credentials' | 'capability' = 'credentials',
) => new AppError(400, ErrorCode.InvalidMediumCredentialsError, message ?? credentialsMessage, { reason });

/** Errors of answers in which Medium refused and so made nothing (4xx), as opposed to unknown outcomes. */
const refusals = new WeakSet<object>();
const refusal = (err: AppError) => {
  refusals.add(err);
  return err;
};
/** Whether Medium answered this error with a refusal (it made nothing), rather than failing or not answering. */
export const refusedByMedium = (err: unknown) => typeof err === 'object' && err !== null && refusals.has(err);

const base = (config: Config) => config.integrations.mediumBaseUrl ?? 'https://api.medium.com';

interface MediumAnswer<T> {
  data?: T;
  errors?: { message?: string; code?: number }[];
}

async function mediumCall<T>(
  config: Config,
  token: string,
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<{ status: number; data: T }> {
  const response = await targetFetch(config, `${base(config)}/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      accept: 'application/json',
      'accept-charset': 'utf-8',
      authorization: `Bearer ${token}`,
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    // A create is retried only when Medium throttled it (it did nothing then).
    retry: init.method === 'POST' ? 'throttled' : true,
  });
  let answer: MediumAnswer<T> = {};
  try {
    answer = response.json<MediumAnswer<T>>() ?? {};
  } catch {
    // not JSON: described by the status
  }
  const words = (answer.errors ?? [])
    .map((e) => e.message ?? '')
    .filter(Boolean)
    .join(' ')
    .slice(0, 300);
  if (response.status === 401) throw refusal(InvalidMediumCredentials());
  if (response.status === 403)
    throw refusal(
      InvalidMediumCredentials(
        `Medium refused: ${words || 'this token may not publish for this account'}. Check the token’s account and reconnect.`,
        'capability',
      ),
    );
  if (response.status === 429)
    throw refusal(WebUrlInaccessible('Medium answered 429 (too many requests). Try again in a minute.'));
  if (response.status >= 500)
    throw WebUrlInaccessible(`Medium answered ${response.status}. Try again in a minute.`);
  if (response.status === 400 || response.status === 404 || response.status === 422)
    throw refusal(ValidationError(`Medium refused the post: ${words || `status ${response.status}`}`));
  if (!response.ok || !answer.data)
    throw WebUrlInaccessible(`Medium did not answer like its API (${response.status}).`);
  return { status: response.status, data: answer.data };
}

/** GET /v1/me: the token works; answers the account it belongs to. */
export async function mediumMe(config: Config, token: string): Promise<MediumAccount> {
  const { data } = await mediumCall<Partial<MediumAccount>>(config, token, '/me');
  if (!data.id || !data.username) throw WebUrlInaccessible('Medium answered without the account.');
  return {
    id: data.id,
    username: data.username,
    name: data.name ?? data.username,
    url: data.url ?? `https://medium.com/@${data.username}`,
  };
}

/** POST /v1/users/{authorId}/posts: creates the post (Medium cannot change it afterwards). */
export async function createMediumPost(
  config: Config,
  token: string,
  authorId: string,
  input: MediumPostInput,
): Promise<MediumPost> {
  const { data } = await mediumCall<MediumPost>(
    config,
    token,
    `/users/${encodeURIComponent(authorId)}/posts`,
    { method: 'POST', body: input },
  );
  if (!data.id || !data.url) throw WebUrlInaccessible('Medium answered without the post.');
  return data;
}

/**
 * Reddit (the social news publish popup) with a script app: the OAuth2
 * password grant (`POST https://www.reddit.com/api/v1/access_token`, the
 * app's client id and secret as Basic auth, the developer account's username
 * and password in the body), then the OAuth API on `https://oauth.reddit.com`
 * with the bearer token and a descriptive User-Agent, as Reddit's rules ask.
 *
 * - `GET /api/v1/me` checks the account; `GET /r/{sr}/about` that a chosen
 *   subreddit exists; `GET /r/{sr}/api/link_flair_v2` lists its post flairs.
 * - `POST /api/submit` (form-encoded, `api_type=json`) submits a link or a
 *   self post; Reddit answers `{json: {errors: [[CODE, message, field]…],
 *   data: {id, name, url}}}`: each error becomes a clear message (a subreddit
 *   that needs a flair, allows only links or only text, a link already
 *   submitted, Reddit's own "doing that too much").
 * - A kept token Reddit refuses (401: revoked early) is replaced by a new
 *   grant and the call made once more (withRedditToken).
 * - A refused app (401 at the token host) or password (`{"error":
 *   "invalid_grant"}`) is InvalidRedditCredentialsError (400). Requests go
 *   through targetFetch: 429 and 5xx retried with backoff (Reddit's
 *   `x-ratelimit-reset` honoured); the submit only on 429.
 *
 * Tests point both hosts at one local fake with REDDIT_BASE_URL; production refuses it.
 */
import { createHash } from 'node:crypto';
import { ErrorCode } from '@inkpress/shared-core';
import type { Config } from '../../config';
import { AppError, ValidationError, WebUrlInaccessible } from '../../errors';
import { targetFetch } from './http';

export interface RedditAccount {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
}

export const USER_AGENT = 'web:inkpress-publisher:1.0 (by Inkpress)';

const credentialsMessage =
  'Reddit did not accept these credentials. Check the script app’s client id and secret (reddit.com/prefs/apps) and the username and password of the account that made it, then reconnect.';

export const InvalidRedditCredentials = (
  message?: string,
  reason: 'credentials' | 'capability' = 'credentials',
) => new AppError(400, ErrorCode.InvalidRedditCredentialsError, message ?? credentialsMessage, { reason });

const authBase = (config: Config) => config.integrations.redditBaseUrl ?? 'https://www.reddit.com';
const apiBase = (config: Config) => config.integrations.redditBaseUrl ?? 'https://oauth.reddit.com';

function readJson<T>(response: { json<U>(): U }): T | null {
  try {
    return response.json<T>();
  } catch {
    return null;
  }
}

function throttledOrDown(status: number): never {
  throw WebUrlInaccessible(
    `Reddit answered ${status}${status === 429 ? ' (too many requests)' : ''}. Try again in a minute.`,
  );
}

/** Tokens kept until shortly before they expire, by the credentials that got them (a changed one misses). */
const tokenCache = new Map<string, { token: string; expiresAt: number }>();
/** A token is not used in its last five minutes. */
const TOKEN_MARGIN_MS = 5 * 60_000;
const MAX_CACHED_TOKENS = 1000;
const cacheKey = (config: Config, account: RedditAccount) =>
  createHash('sha256')
    .update(
      [authBase(config), account.clientId, account.clientSecret, account.username, account.password].join(
        '\n',
      ),
    )
    .digest('base64url');

/** Forgets a token Reddit refused (revoked early): the next call asks for a new one. */
function forgetRedditToken(token: string) {
  for (const [key, entry] of tokenCache) if (entry.token === token) tokenCache.delete(key);
}

/**
 * A bearer token for the account: the one kept from an earlier grant while
 * it has more than five minutes left (Reddit's last an hour), else a new one.
 */
export async function redditToken(config: Config, account: RedditAccount, now = Date.now()): Promise<string> {
  const key = cacheKey(config, account);
  const cached = tokenCache.get(key);
  if (cached && cached.expiresAt - TOKEN_MARGIN_MS > now) return cached.token;
  const { token, expiresInSeconds } = await grantRedditToken(config, account);
  if (tokenCache.size >= MAX_CACHED_TOKENS) tokenCache.delete(tokenCache.keys().next().value as string);
  tokenCache.set(key, { token, expiresAt: now + expiresInSeconds * 1000 });
  return token;
}

/** The password grant (`expires_in` in seconds; an hour when Reddit does not say). */
async function grantRedditToken(
  config: Config,
  account: RedditAccount,
): Promise<{ token: string; expiresInSeconds: number }> {
  const response = await targetFetch(config, `${authBase(config)}/api/v1/access_token`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': USER_AGENT,
      authorization: `Basic ${Buffer.from(`${account.clientId}:${account.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({
      grant_type: 'password',
      username: account.username,
      password: account.password,
    }).toString(),
  });
  const answer = readJson<{
    access_token?: string;
    expires_in?: number;
    error?: string | number;
    message?: string;
  }>(response);
  if (response.status === 401 || response.status === 403)
    throw InvalidRedditCredentials(
      'Reddit did not accept the app’s client id and secret. Copy them again from reddit.com/prefs/apps (the id is under the app’s name) and reconnect.',
    );
  if (response.status === 429 || response.status >= 500) throttledOrDown(response.status);
  if (answer?.error === 'invalid_grant')
    throw InvalidRedditCredentials(
      `Reddit did not accept the password of u/${account.username}. It must be the account that made the script app (an account with two-factor authentication needs “password:code”).`,
    );
  if (answer?.error === 'unsupported_grant_type' || answer?.error === 'unauthorized_client')
    throw InvalidRedditCredentials(
      'This Reddit app is not a script app. Create a “script” app at reddit.com/prefs/apps and use its id and secret.',
    );
  if (!response.ok || !answer?.access_token)
    throw WebUrlInaccessible(`Reddit did not answer like its token endpoint (${response.status}).`);
  const expires = Number(answer.expires_in);
  return {
    token: answer.access_token,
    expiresInSeconds: Number.isFinite(expires) && expires > 0 ? expires : 3600,
  };
}

/** Reddit refused a bearer token (401): it did nothing with the request. */
class TokenRefused extends Error {}

/**
 * Runs `call` with the account's token. A kept token that Reddit refuses
 * (revoked before its expiry) is dropped and the call made once more with a
 * new grant; only a refused new token means the credentials no longer work.
 * Safe for a submit too: a 401 is answered before Reddit acts.
 */
async function withRedditToken<R>(
  config: Config,
  account: RedditAccount,
  call: (token: string) => Promise<R>,
): Promise<R> {
  try {
    return await call(await redditToken(config, account));
  } catch (error) {
    if (!(error instanceof TokenRefused)) throw error;
  }
  try {
    return await call(await redditToken(config, account));
  } catch (error) {
    if (error instanceof TokenRefused) throw InvalidRedditCredentials();
    throw error;
  }
}

async function redditApi<T>(
  config: Config,
  token: string,
  path: string,
  init: { method?: 'GET' | 'POST'; form?: Record<string, string> } = {},
): Promise<{ status: number; data: T | null }> {
  const response = await targetFetch(config, `${apiBase(config)}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      accept: 'application/json',
      'user-agent': USER_AGENT,
      authorization: `Bearer ${token}`,
      ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
    // A submit is retried only when Reddit throttled it (it did nothing then).
    retry: init.method === 'POST' ? 'throttled' : true,
  });
  if (response.status === 401) {
    forgetRedditToken(token);
    throw new TokenRefused();
  }
  if (response.status === 429 || response.status >= 500) throttledOrDown(response.status);
  return { status: response.status, data: readJson<T>(response) };
}

/** Checks the credentials: a token, then GET /api/v1/me. Answers the account's name. */
export async function testReddit(config: Config, account: RedditAccount): Promise<{ name: string }> {
  const { status, data } = await withRedditToken(config, account, (token) =>
    redditApi<{ name?: string }>(config, token, '/api/v1/me'),
  );
  if (status !== 200 || !data?.name)
    throw WebUrlInaccessible(`Reddit did not answer like its API (${status}).`);
  return { name: data.name };
}

/** Checks that each subreddit exists (GET /r/{sr}/about); answers their names as Reddit writes them. */
export async function checkSubreddits(config: Config, account: RedditAccount, names: string[]) {
  const found: string[] = [];
  for (const name of names) {
    const { status, data } = await withRedditToken(config, account, (token) =>
      redditApi<{ kind?: string; data?: { display_name?: string } }>(
        config,
        token,
        `/r/${encodeURIComponent(name)}/about`,
      ),
    );
    if (status === 404 || (status === 200 && data?.kind !== 't5'))
      throw ValidationError(`There is no subreddit r/${name}. Check its name.`, { subreddit: name });
    if (status === 403)
      throw ValidationError(`r/${name} is private or banned: the account cannot post there.`, {
        subreddit: name,
      });
    if (status !== 200) throw WebUrlInaccessible(`Reddit answered ${status} for r/${name}.`);
    found.push(data?.data?.display_name ?? name);
  }
  return found;
}

export interface RedditFlair {
  id: string;
  text: string;
  /** The text may be changed when submitting. */
  editable: boolean;
}

/** A subreddit's post flairs (GET /r/{sr}/api/link_flair_v2); none when the subreddit has none. */
export async function redditFlairs(config: Config, account: RedditAccount, subreddit: string) {
  const { status, data } = await withRedditToken(config, account, (token) =>
    redditApi<{ id?: string; text?: string; text_editable?: boolean }[]>(
      config,
      token,
      `/r/${encodeURIComponent(subreddit)}/api/link_flair_v2`,
    ),
  );
  // 403: the subreddit has no flairs for posts (or hides them).
  if (status === 403 || status === 404 || !Array.isArray(data)) return [];
  return data
    .filter((f) => f.id)
    .map((f): RedditFlair => ({ id: f.id ?? '', text: f.text ?? '', editable: !!f.text_editable }));
}

export interface RedditSubmission {
  subreddit: string;
  kind: 'link' | 'self';
  title: string;
  url?: string;
  text?: string;
  flairId?: string;
  flairText?: string;
}

type RedditError = [string, string, string?];

/** Reddit's error codes of a submit, as sentences a person can act on. */
function describe(errors: RedditError[], subreddit: string, username: string): AppError {
  const codes = errors.map((e) => e[0]);
  const words = errors
    .map((e) => e[1])
    .filter(Boolean)
    .join(' ');
  const data = {
    subreddit,
    redditErrors: errors.map(([code, message, field]) => ({ code, message, field })),
  };
  const sr = `r/${subreddit}`;
  if (codes.includes('SUBMIT_VALIDATION_FLAIR_REQUIRED'))
    return ValidationError(`${sr} requires a post flair: choose one and submit again.`, {
      ...data,
      reason: 'flair',
    });
  if (codes.includes('NO_LINKS'))
    return ValidationError(`${sr} only allows text posts: send it as a text post.`, data);
  if (codes.includes('NO_SELFS'))
    return ValidationError(`${sr} only allows link posts: send it as a link.`, data);
  if (codes.includes('ALREADY_SUB'))
    return ValidationError(`This link was already submitted to ${sr}.`, data);
  if (codes.includes('SUBREDDIT_NOEXIST') || codes.includes('BAD_SR_NAME'))
    return ValidationError(`There is no subreddit ${sr}.`, data);
  if (codes.includes('SUBREDDIT_NOTALLOWED') || codes.includes('SUBREDDIT_NO_ACCESS'))
    return ValidationError(`u/${username} may not post in ${sr} (it is restricted or private).`, data);
  if (codes.includes('RATELIMIT'))
    return ValidationError(`Reddit says the account is posting too often: ${words}`, {
      ...data,
      reason: 'ratelimit',
    });
  return ValidationError(
    `Reddit refused the post in ${sr}: ${words.slice(0, 300) || codes.join(', ')}`,
    data,
  );
}

/** POST /api/submit: the new post's id (`t3_…`) and address. */
export async function submitToReddit(
  config: Config,
  account: RedditAccount,
  submission: RedditSubmission,
): Promise<{ id: string; name: string; url: string }> {
  const form: Record<string, string> = {
    api_type: 'json',
    sr: submission.subreddit,
    kind: submission.kind,
    title: submission.title,
    sendreplies: 'true',
    resubmit: 'false',
    ...(submission.kind === 'link' ? { url: submission.url ?? '' } : { text: submission.text ?? '' }),
    ...(submission.flairId ? { flair_id: submission.flairId } : {}),
    ...(submission.flairText ? { flair_text: submission.flairText } : {}),
  };
  const { status, data } = await withRedditToken(config, account, (token) =>
    redditApi<{
      json?: { errors?: RedditError[]; data?: { id?: string; name?: string; url?: string } };
    }>(config, token, '/api/submit', { method: 'POST', form }),
  );
  if (status === 403)
    throw InvalidRedditCredentials(
      `Reddit did not let u/${account.username} submit (the app needs the submit scope).`,
      'capability',
    );
  const errors = data?.json?.errors ?? [];
  if (errors.length) throw describe(errors, submission.subreddit, account.username);
  const post = data?.json?.data;
  if (status !== 200 || !post?.url || !(post.name || post.id))
    throw WebUrlInaccessible(`Reddit did not answer the submit like its API (${status}).`);
  const name = post.name ?? `t3_${post.id}`;
  return { id: post.id ?? name.replace(/^t3_/, ''), name, url: post.url };
}

/**
 * A local fake of Reddit's OAuth2 token endpoint and OAuth API
 * (reddit.com/dev/api, github.com/reddit-archive/reddit/wiki/OAuth2), for
 * tests only: the calls Inkpress makes (api/src/services/integrations/reddit.ts)
 * with Reddit's documented answers. Both hosts sit on one server
 * (REDDIT_BASE_URL): their paths do not overlap.
 *
 * - `POST /api/v1/access_token` (Basic client id:secret, form
 *   `grant_type=password&username&password`) → `{access_token, token_type,
 *   expires_in, scope}`; a wrong app is 401 `{"message": "Unauthorized",
 *   "error": 401}`, a wrong password 200 `{"error": "invalid_grant"}`.
 * - `GET /api/v1/me`, `GET /r/{sr}/about` (`{kind: "t5", data}`; an unknown
 *   subreddit answers 404 like Reddit's search redirect does), `GET
 *   /r/{sr}/api/link_flair_v2` (403 when the subreddit has no post flairs).
 * - `POST /api/submit` (`api_type=json`) → `{json: {errors: [], data: {url,
 *   drafts_count, id, name}}}`, or `{json: {errors: [[CODE, message, field]]}}`
 *   for SUBMIT_VALIDATION_FLAIR_REQUIRED, NO_LINKS, NO_SELFS, ALREADY_SUB,
 *   SUBREDDIT_NOEXIST, SUBREDDIT_NOTALLOWED, BAD_URL, NO_TEXT, TOO_LONG.
 * - Every OAuth answer carries `x-ratelimit-used/remaining/reset`;
 *   `throttle(n)` answers the next n requests 429 with them (remaining 0).
 * - A bearer token not issued here is 401 `{"message": "Unauthorized", "error": 401}`.
 *
 * `GET /_fake/posts` lists what was submitted, for end-to-end tests.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSubreddit {
  name: string;
  /** any, link (links only) or self (text only). */
  submissionType: 'any' | 'link' | 'self';
  flairRequired: boolean;
  flairs: { id: string; text: string; text_editable: boolean }[];
  /** Only approved users may post. */
  restricted: boolean;
}

export interface FakeRedditPost {
  id: string;
  name: string;
  subreddit: string;
  author: string;
  kind: 'link' | 'self';
  title: string;
  url: string | null;
  selftext: string;
  permalink: string;
  flairId: string | null;
  flairText: string | null;
}

export interface RedditFake {
  url: string;
  host: string;
  subreddits: Map<string, FakeSubreddit>;
  posts: FakeRedditPost[];
  requests: string[];
  /** The next `count` OAuth requests are answered 429 (x-ratelimit-reset: `resetSeconds`). */
  throttle(count: number, resetSeconds?: number): void;
  /** Revokes every token issued so far (as Reddit may before they expire): their next use is 401. */
  revokeTokens(): void;
  close(): Promise<void>;
}

export const FAKE_REDDIT = {
  clientId: 'pLk2f8xQeZ1a9w',
  clientSecret: 'c9Hd83kLq0ZmvTn2XwYs7eRb4uA',
  username: 'inkpress_bot',
  password: 'correct horse battery staple',
};

export async function startRedditFake(port = 0): Promise<RedditFake> {
  const subreddits = new Map<string, FakeSubreddit>();
  const add = (sr: Partial<FakeSubreddit> & { name: string }) =>
    subreddits.set(sr.name.toLowerCase(), {
      submissionType: 'any',
      flairRequired: false,
      flairs: [],
      restricted: false,
      ...sr,
    });
  add({ name: 'InkpressTest' });
  add({
    name: 'FlairedWriting',
    flairRequired: true,
    flairs: [
      { id: '8d9e2a3c-1f4b-11ee-9c7e-0e1a2b3c4d5e', text: 'Guide', text_editable: false },
      { id: '9a0b1c2d-1f4b-11ee-8f1a-0e1a2b3c4d5e', text: 'Discussion', text_editable: true },
    ],
  });
  add({ name: 'TextOnly', submissionType: 'self' });
  add({ name: 'ClosedClub', restricted: true });
  const posts: FakeRedditPost[] = [];
  const requests: string[] = [];
  const tokens = new Map<string, string>();
  let throttled = 0;
  let reset = 1;
  let used = 0;
  let seq = 0;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        requests.push(`${req.method} ${url.pathname} ${status}`);
        res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'GET' && url.pathname === '/_fake/posts') return send(200, { posts });
      const form = new URLSearchParams(raw);

      if (url.pathname === '/api/v1/access_token') {
        if (req.method !== 'POST') return send(405, { message: 'Method Not Allowed', error: 405 });
        const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        const [id, secret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : [];
        if (id !== FAKE_REDDIT.clientId || secret !== FAKE_REDDIT.clientSecret)
          return send(401, { message: 'Unauthorized', error: 401 });
        if (form.get('grant_type') !== 'password') return send(200, { error: 'unsupported_grant_type' });
        if (form.get('username') !== FAKE_REDDIT.username || form.get('password') !== FAKE_REDDIT.password)
          return send(200, { error: 'invalid_grant' });
        const token = `${++seq}-${Math.random().toString(36).slice(2)}`;
        tokens.set(token, FAKE_REDDIT.username);
        return send(200, { access_token: token, token_type: 'bearer', expires_in: 86400, scope: '*' });
      }

      // The OAuth API (oauth.reddit.com): rate-limit headers on every answer.
      used++;
      const limits = (remaining: number) => ({
        'x-ratelimit-used': String(used),
        'x-ratelimit-remaining': String(remaining),
        'x-ratelimit-reset': String(reset),
      });
      if (throttled > 0) {
        throttled--;
        return send(429, { message: 'Too Many Requests', error: 429 }, limits(0));
      }
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const user = bearer ? tokens.get(bearer) : undefined;
      if (!user) return send(401, { message: 'Unauthorized', error: 401 }, limits(99));
      const ok = (body: unknown, status = 200) => send(status, body, limits(Math.max(0, 100 - used)));

      if (req.method === 'GET' && url.pathname === '/api/v1/me')
        return ok({ name: user, id: 'abc123', is_suspended: false, link_karma: 1, comment_karma: 1 });

      const about = /^\/r\/([^/]+)\/about$/.exec(url.pathname);
      if (req.method === 'GET' && about) {
        const sr = subreddits.get(decodeURIComponent(about[1] ?? '').toLowerCase());
        if (!sr) return ok({ message: 'Not Found', error: 404 }, 404);
        return ok({
          kind: 't5',
          data: {
            display_name: sr.name,
            display_name_prefixed: `r/${sr.name}`,
            submission_type: sr.submissionType,
            subreddit_type: sr.restricted ? 'restricted' : 'public',
          },
        });
      }
      const flairs = /^\/r\/([^/]+)\/api\/link_flair_v2$/.exec(url.pathname);
      if (req.method === 'GET' && flairs) {
        const sr = subreddits.get(decodeURIComponent(flairs[1] ?? '').toLowerCase());
        if (!sr) return ok({ message: 'Not Found', error: 404 }, 404);
        if (sr.flairs.length === 0) return ok({ message: 'Forbidden', error: 403 }, 403);
        return ok(
          sr.flairs.map((f) => ({
            ...f,
            type: 'text',
            text_color: 'dark',
            mod_only: false,
            background_color: '',
            css_class: '',
          })),
        );
      }

      if (req.method === 'POST' && url.pathname === '/api/submit') {
        const fail = (code: string, message: string, field: string) =>
          ok({ json: { errors: [[code, message, field]] } });
        const name = form.get('sr') ?? '';
        const sr = subreddits.get(name.toLowerCase());
        if (!sr) return fail('SUBREDDIT_NOEXIST', 'that subreddit doesn’t exist', 'sr');
        if (sr.restricted) return fail('SUBREDDIT_NOTALLOWED', 'you aren’t allowed to post there.', 'sr');
        const kind = form.get('kind');
        if (kind !== 'link' && kind !== 'self')
          return fail('INVALID_OPTION', 'that option is not valid', 'kind');
        const title = form.get('title') ?? '';
        if (!title.trim()) return fail('NO_TEXT', 'we need something here', 'title');
        if (title.length > 300) return fail('TOO_LONG', 'this is too long (max: 300)', 'title');
        if (kind === 'link' && sr.submissionType === 'self')
          return fail('NO_LINKS', 'that subreddit only allows text posts', 'sr');
        if (kind === 'self' && sr.submissionType === 'link')
          return fail('NO_SELFS', 'that subreddit doesn’t allow text posts', 'sr');
        const link = form.get('url') ?? '';
        if (kind === 'link' && !/^https?:\/\/[^\s]+$/.test(link))
          return fail('BAD_URL', 'you should check that url', 'url');
        const flairId = form.get('flair_id');
        const flair = flairId ? sr.flairs.find((f) => f.id === flairId) : undefined;
        if (sr.flairRequired && !flair)
          return fail('SUBMIT_VALIDATION_FLAIR_REQUIRED', 'Your post must contain post flair.', 'flair');
        if (
          kind === 'link' &&
          form.get('resubmit') !== 'true' &&
          posts.some((p) => p.subreddit === sr.name && p.url === link)
        )
          return fail('ALREADY_SUB', 'that link has already been submitted', 'url');
        const id = (++seq).toString(36).padStart(6, 'x');
        const slug = title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '_')
          .replace(/^_|_$/g, '')
          .slice(0, 50);
        const permalink = `/r/${sr.name}/comments/${id}/${slug}/`;
        posts.push({
          id,
          name: `t3_${id}`,
          subreddit: sr.name,
          author: user,
          kind,
          title,
          url: kind === 'link' ? link : null,
          selftext: kind === 'self' ? (form.get('text') ?? '') : '',
          permalink,
          flairId: flair?.id ?? null,
          flairText: flair ? (flair.text_editable && form.get('flair_text')) || flair.text : null,
        });
        return ok({
          json: {
            errors: [],
            data: { url: `https://www.reddit.com${permalink}`, drafts_count: 0, id, name: `t3_${id}` },
          },
        });
      }
      return send(404, { message: 'Not Found', error: 404 });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = `127.0.0.1:${address.port}`;
  return {
    url: `http://${host}`,
    host,
    subreddits,
    posts,
    requests,
    throttle(count, resetSeconds = 1) {
      throttled = count;
      reset = resetSeconds;
    },
    revokeTokens() {
      tokens.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

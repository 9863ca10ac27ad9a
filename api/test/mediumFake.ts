/**
 * A local fake of Medium's REST API (github.com/Medium/medium-api-docs), for
 * tests only: the calls Inkpress makes (api/src/services/integrations/medium.ts)
 * with Medium's documented answers —
 *
 * - `GET /v1/me` → 200 `{data: {id, username, name, url, imageUrl}}`;
 * - `POST /v1/users/{authorId}/posts` with `{title, contentFormat (html |
 *   markdown), content, tags, canonicalUrl, publishStatus (public | draft |
 *   unlisted), license, notifyFollowers}` → 201 `{data: {id, title, authorId,
 *   tags, url, canonicalUrl, publishStatus, publishedAt, license, licenseUrl}}`
 *   (only the first 5 tags kept, tags over 25 characters dropped);
 * - errors as `{errors: [{message, code}]}`: 401 "Token was invalid." (6003)
 *   for an unknown token, 403 (6027) posting for another user, 400 for a
 *   missing title or content or an unknown format or status;
 * - `throttle(n)`: the next n requests answer 429 with Retry-After.
 *
 * There is no read, update or delete of a post: Medium has none.
 * `GET /_fake/posts` lists what it holds, for end-to-end tests.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeMediumUser {
  id: string;
  username: string;
  name: string;
}

export interface FakeMediumPost {
  id: string;
  title: string;
  authorId: string;
  tags: string[];
  url: string;
  canonicalUrl?: string;
  publishStatus: 'public' | 'draft' | 'unlisted';
  publishedAt?: number;
  license: string;
  licenseUrl: string;
  contentFormat: 'html' | 'markdown';
  content: string;
  notifyFollowers: boolean;
}

export interface MediumFake {
  url: string;
  host: string;
  users: Map<string, FakeMediumUser>;
  /** Integration tokens → user id. */
  tokens: Map<string, string>;
  posts: FakeMediumPost[];
  /** Requests received, as "METHOD path status". */
  requests: string[];
  throttle(count: number, retryAfter?: string): void;
  /**
   * The next `count` creates store the post and then cut the connection
   * without answering: what a caller sees when Medium made the post but the
   * answer never arrived (or the caller died before recording it).
   */
  cutAfterCreate(count: number): void;
  /** The next `count` creates (only) answer 429 with Retry-After 0: Medium made nothing. */
  throttleCreates(count: number): void;
  close(): Promise<void>;
}

export const FAKE_MEDIUM_TOKENS = {
  good: '2a1b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7',
  other: '9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a3',
  revoked: '11111111111111111111111111111111111111111111',
};
export const FAKE_MEDIUM_USER = {
  id: '5303d74c64f66366f00cb9b2a94f3251bf5',
  username: 'inkpress_writer',
  name: 'Ink Writer',
};

let seq = 0;
const postId = () => `e6f36a${(++seq).toString(16).padStart(6, '0')}`;

function slug(title: string) {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'untitled'
  );
}

export async function startMediumFake(port = 0): Promise<MediumFake> {
  const users = new Map<string, FakeMediumUser>([
    [FAKE_MEDIUM_USER.id, { ...FAKE_MEDIUM_USER }],
    ['7a1f0c2d3e4b5a6978', { id: '7a1f0c2d3e4b5a6978', username: 'another_writer', name: 'Another Writer' }],
  ]);
  const tokens = new Map<string, string>([
    [FAKE_MEDIUM_TOKENS.good, FAKE_MEDIUM_USER.id],
    [FAKE_MEDIUM_TOKENS.other, '7a1f0c2d3e4b5a6978'],
  ]);
  const posts: FakeMediumPost[] = [];
  const requests: string[] = [];
  let throttled = 0;
  let cut = 0;
  let throttledCreates = 0;
  let retryAfter = '1';
  let base = '';

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        requests.push(`${req.method} ${url.pathname} ${status}`);
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
        res.end(JSON.stringify(body));
      };
      const error = (status: number, message: string, code: number) =>
        send(status, { errors: [{ message, code }] });
      if (req.method === 'GET' && url.pathname === '/_fake/posts') return send(200, { posts });
      if (throttled > 0) {
        throttled--;
        requests.push(`${req.method} ${url.pathname} 429`);
        res.writeHead(429, { 'content-type': 'application/json; charset=utf-8', 'retry-after': retryAfter });
        res.end(
          JSON.stringify({ errors: [{ message: 'Too many requests. Please try again later.', code: 6029 }] }),
        );
        return;
      }
      const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const userId = auth ? tokens.get(auth) : undefined;
      const user = userId ? users.get(userId) : undefined;
      if (url.pathname === '/v1/me' && req.method === 'GET') {
        if (!user) return error(401, 'Token was invalid.', 6003);
        return send(200, {
          data: {
            id: user.id,
            username: user.username,
            name: user.name,
            url: `https://medium.com/@${user.username}`,
            imageUrl: `https://cdn-images-1.medium.com/fit/c/400/400/${user.id}.png`,
          },
        });
      }
      const create = /^\/v1\/users\/([^/]+)\/posts$/.exec(url.pathname);
      if (create && req.method === 'POST') {
        if (throttledCreates > 0) {
          throttledCreates--;
          requests.push(`${req.method} ${url.pathname} 429`);
          res.writeHead(429, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '0' });
          res.end(JSON.stringify({ errors: [{ message: 'Too many requests.', code: 6029 }] }));
          return;
        }
        if (!user) return error(401, 'Token was invalid.', 6003);
        if (decodeURIComponent(create[1] ?? '') !== user.id)
          return error(403, 'User does not have permission to publish for this user.', 6027);
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          return error(400, 'Request body is not valid JSON.', 6000);
        }
        const title = typeof body.title === 'string' ? body.title : '';
        const content = typeof body.content === 'string' ? body.content : '';
        if (!title.trim()) return error(400, 'Missing title.', 6000);
        if (title.length > 100) return error(400, 'Title must be 100 characters or fewer.', 6000);
        if (!content.trim()) return error(400, 'Missing content.', 6000);
        const format = body.contentFormat;
        if (format !== 'html' && format !== 'markdown')
          return error(400, 'contentFormat must be one of html, markdown.', 6000);
        const status = body.publishStatus ?? 'public';
        if (status !== 'public' && status !== 'draft' && status !== 'unlisted')
          return error(400, 'publishStatus must be one of public, draft, unlisted.', 6000);
        const id = postId();
        const tags = (Array.isArray(body.tags) ? body.tags : [])
          .filter((t): t is string => typeof t === 'string' && t.length <= 25)
          .slice(0, 5);
        const post: FakeMediumPost = {
          id,
          title,
          authorId: user.id,
          tags,
          url: `${base}/p/${user.username}/${slug(title)}-${id}`,
          ...(typeof body.canonicalUrl === 'string' ? { canonicalUrl: body.canonicalUrl } : {}),
          publishStatus: status,
          ...(status === 'public' ? { publishedAt: Date.now() } : {}),
          license: typeof body.license === 'string' ? body.license : 'all-rights-reserved',
          licenseUrl: 'https://medium.com/policy/9db0094a1e0f',
          contentFormat: format,
          content,
          notifyFollowers: body.notifyFollowers !== false,
        };
        posts.push(post);
        if (cut > 0) {
          cut--;
          req.socket.destroy();
          return;
        }
        const { contentFormat: _f, content: _c, notifyFollowers: _n, ...answer } = post;
        return send(201, { data: answer });
      }
      // A post's page, for end-to-end tests that open the address Medium answered.
      const page = /^\/p\/[^/]+\/.*-([0-9a-f]+)$/.exec(url.pathname);
      if (page && req.method === 'GET') {
        const post = posts.find((p) => p.id === page[1]);
        if (!post) return error(404, 'Not found.', 6001);
        requests.push(`GET ${url.pathname} 200`);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><title>${post.title}</title><article>${post.content}</article>`);
        return;
      }
      return error(404, 'Not found.', 6001);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = `127.0.0.1:${address.port}`;
  base = `http://${host}`;
  return {
    url: base,
    host,
    users,
    tokens,
    posts,
    requests,
    throttle(count, after = '1') {
      throttled = count;
      retryAfter = after;
    },
    cutAfterCreate(count) {
      cut = count;
    },
    throttleCreates(count) {
      throttledCreates = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

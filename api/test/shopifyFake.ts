/**
 * A local fake of Shopify's GraphQL Admin API, for tests only: exactly the
 * operations Inkpress sends (api/src/services/integrations/shopify.ts) with
 * Shopify's answers — `shop`, `currentAppInstallation { accessScopes }`,
 * `blogs`, `article`, `articles(first, query, sortKey: UPDATED_AT, reverse)`
 * with Shopify's search syntax for `handle:` and `title:` (a trailing `*` is
 * a prefix; terms joined by AND or spaces must all match), `articleCreate` and
 * `articleUpdate` with their `userErrors`; a refused token is 401
 * (`{"errors":"[API] Invalid API key or access token …"}`), a token without
 * the content scopes gets ACCESS_DENIED errors, an unknown shop 404, and
 * `throttle(n)` makes the next n requests 429 with Retry-After, as Shopify's
 * rate limiter does. An operation it does not know is answered like
 * Shopify's schema answers an unknown field, so a changed query fails.
 *
 * Every shop sits under `<base>/<shop>.myshopify.com/admin/api/<version>/graphql.json`
 * (SHOPIFY_BASE_URL=<base>). `GET <base>/_fake/<shop>/articles` lists what a
 * shop holds, for end-to-end tests that look at the fake.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeShopArticle {
  id: string;
  title: string;
  handle: string;
  body: string;
  summary: string | null;
  isPublished: boolean;
  publishedAt: string | null;
  tags: string[];
  blog: { id: string; handle: string; title: string };
  author: { name: string } | null;
  image: { url: string; altText: string | null } | null;
  metafields: { namespace: string; key: string; type: string; value: string }[];
  createdAt: string;
  updatedAt: string;
}

export interface FakeShop {
  /** `<shop>.myshopify.com` */
  domain: string;
  name: string;
  primaryUrl: string;
  /** Access tokens and their scopes. */
  tokens: Map<string, string[]>;
  blogs: { id: string; title: string; handle: string }[];
  articles: Map<string, FakeShopArticle>;
}

export interface ShopifyFake {
  url: string;
  /** host:port, for FETCH_ALLOW_HOSTS */
  host: string;
  shops: Map<string, FakeShop>;
  /** Operations received, as "<shop> <root fields>". */
  requests: string[];
  /** The next `count` requests are answered 429 with `Retry-After: retryAfter`. */
  throttle(count: number, retryAfter?: string): void;
  addShop(shop: Partial<FakeShop> & { domain: string }): FakeShop;
  close(): Promise<void>;
}

/** The tokens the default shop knows: full scopes, read-only, and none that writes. */
export const FAKE_SHOP = 'inkpress-test.myshopify.com';
export const FAKE_TOKENS = {
  full: 'shpat_0123456789abcdef0123456789abcdef',
  readOnly: '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',
};

const WRITE = ['write_content', 'write_online_store_pages'];
const READ = ['read_content', 'read_online_store_pages', ...WRITE];

let nextId = 1000;
const gid = (kind: string) => `gid://shopify/${kind}/${++nextId}`;

function handleize(text: string) {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
    .slice(0, 255);
}

/** The root fields of a GraphQL document: the names right inside its first selection set. */
export function rootFields(query: string): string[] {
  const start = query.indexOf('{');
  if (start < 0) return [];
  const fields: string[] = [];
  let depth = 0;
  let parens = 0;
  for (let i = start; i < query.length; i++) {
    const c = query[i];
    if (c === '(') parens++;
    else if (c === ')') parens--;
    else if (parens > 0) continue;
    else if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (depth === 1 && /[A-Za-z_]/.test(c ?? '')) {
      const name = /^[A-Za-z_]\w*/.exec(query.slice(i))?.[0] ?? '';
      // An alias (`a: field`) names the field after it.
      const after = query.slice(i + name.length).trimStart();
      if (!after.startsWith(':')) fields.push(name);
      i += name.length - 1;
    }
  }
  return fields;
}

/**
 * An article as the GraphQL Admin API answers it: connections as `{nodes}`
 * (metafields), the image as an Image.
 */
function articleView(a: FakeShopArticle) {
  return {
    ...a,
    metafields: {
      nodes: a.metafields.map((m) => ({ namespace: m.namespace, key: m.key, type: m.type, value: m.value })),
    },
  };
}

/**
 * Shopify's search syntax for articles, the part Inkpress uses: `handle:x`
 * (the whole handle), `title:x` (a word of the title) and `title:x*` (a word
 * starting with x), all terms (AND or spaces) must match, any case.
 */
export function articleMatches(article: FakeShopArticle, query: string): boolean {
  const terms = query
    .split(/\s+(?:AND\s+)?/)
    .map((t) => t.trim())
    .filter((t) => t && t !== 'AND');
  return terms.every((term) => {
    const [, field, rawValue] = /^(\w+):(.*)$/.exec(term) ?? [null, '', term];
    const value = (rawValue ?? '').replace(/^"|"$/g, '').toLowerCase();
    const prefix = value.endsWith('*');
    const word = prefix ? value.slice(0, -1) : value;
    if (field === 'handle') return article.handle === word;
    const words = (field === 'title' || !field ? article.title : '').toLowerCase().split(/[^\p{L}\p{N}]+/u);
    return words.some((w) => (prefix ? w.startsWith(word) : w === word));
  });
}

/** `first:` of a connection: the variable or the literal, as Shopify requires one (at most 250). */
function firstOf(query: string, field: string, variables: Record<string, unknown>): number | string {
  const args = new RegExp(`\\b${field}\\(([^)]*)\\)`).exec(query)?.[1] ?? '';
  const literal = /first:\s*(\d+)/.exec(args)?.[1];
  const variable = /first:\s*\$(\w+)/.exec(args)?.[1];
  const value = literal !== undefined ? Number(literal) : variable ? variables[variable] : undefined;
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'you must provide one of first or last';
  if (value > 250) return 'The maximum number of records that can be requested is 250';
  return value;
}

const KNOWN = new Set([
  'shop',
  'currentAppInstallation',
  'blogs',
  'article',
  'articles',
  'articleCreate',
  'articleUpdate',
]);

export async function startShopifyFake(port = 0): Promise<ShopifyFake> {
  const shops = new Map<string, FakeShop>();
  const requests: string[] = [];
  let throttled = 0;
  let retryAfterValue = '1.0';

  const addShop = (init: Partial<FakeShop> & { domain: string }): FakeShop => {
    const shop: FakeShop = {
      name: init.name ?? 'Inkpress Test Shop',
      primaryUrl: init.primaryUrl ?? `https://${init.domain}`,
      tokens: init.tokens ?? new Map(),
      blogs: init.blogs ?? [],
      articles: init.articles ?? new Map(),
      domain: init.domain,
    };
    shops.set(shop.domain, shop);
    return shop;
  };
  addShop({
    domain: FAKE_SHOP,
    tokens: new Map([
      [FAKE_TOKENS.full, ['read_content', 'write_content', 'read_products']],
      [FAKE_TOKENS.readOnly, ['read_content', 'read_products']],
    ]),
    blogs: [
      { id: gid('Blog'), title: 'News', handle: 'news' },
      { id: gid('Blog'), title: 'Guides', handle: 'guides' },
    ],
  });

  const cost = (n: number) => ({
    cost: {
      requestedQueryCost: n,
      actualQueryCost: n,
      throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 2000 - n, restoreRate: 100 },
    },
  });

  const denied = (field: string, write: boolean) => ({
    message: `Access denied for ${field} field. Required access: \`${write ? 'write_content' : 'read_content'}\` access scope. Also: User must have \`${write ? 'write_online_store_pages' : 'read_online_store_pages'}\` access scope.`,
    locations: [{ line: 2, column: 3 }],
    extensions: {
      code: 'ACCESS_DENIED',
      documentation: 'https://shopify.dev/api/usage/access-scopes',
      requiredAccess: `\`${write ? 'write_content' : 'read_content'}\` access scope.`,
    },
    path: [field],
  });

  function answer(shop: FakeShop, scopes: string[], query: string, variables: Record<string, unknown>) {
    const fields = rootFields(query);
    const unknown = fields.find((f) => !KNOWN.has(f));
    if (unknown || fields.length === 0)
      return {
        errors: [
          {
            message: `Field '${unknown ?? ''}' doesn't exist on type '${/^\s*mutation/.test(query) ? 'Mutation' : 'QueryRoot'}'`,
            locations: [{ line: 2, column: 3 }],
            path: ['query', unknown ?? ''],
            extensions: { code: 'undefinedField', typeName: 'QueryRoot', fieldName: unknown ?? '' },
          },
        ],
      };
    const data: Record<string, unknown> = {};
    const errors: unknown[] = [];
    const can = (write: boolean) => scopes.some((s) => (write ? WRITE : READ).includes(s));
    const blogRef = (id: string) => shop.blogs.find((b) => b.id === id);
    for (const field of fields) {
      if (field === 'shop') {
        data.shop = {
          name: shop.name,
          myshopifyDomain: shop.domain,
          primaryDomain: { url: shop.primaryUrl },
        };
      } else if (field === 'currentAppInstallation') {
        data.currentAppInstallation = { accessScopes: scopes.map((handle) => ({ handle })) };
      } else if (field === 'blogs') {
        if (!can(false)) {
          data.blogs = null;
          errors.push(denied('blogs', false));
          continue;
        }
        data.blogs = {
          nodes: shop.blogs.map((b) => ({
            ...b,
            articles: {
              nodes: [...shop.articles.values()]
                .filter((a) => a.blog.id === b.id)
                .sort((x, y) => y.updatedAt.localeCompare(x.updatedAt))
                .slice(0, 50)
                .map((a) => ({ id: a.id, title: a.title })),
            },
          })),
        };
      } else if (field === 'article') {
        if (!can(false)) {
          data.article = null;
          errors.push(denied('article', false));
          continue;
        }
        const found = shop.articles.get(String(variables.id ?? ''));
        data.article = found ? articleView(found) : null;
      } else if (field === 'articles') {
        if (!can(false)) {
          data.articles = null;
          errors.push(denied('articles', false));
          continue;
        }
        const first = firstOf(query, 'articles', variables);
        if (typeof first === 'string') {
          data.articles = null;
          errors.push({ message: first, locations: [{ line: 2, column: 3 }], path: ['articles'] });
          continue;
        }
        const search = typeof variables.query === 'string' ? variables.query : '';
        let list = [...shop.articles.values()].filter((a) => !search || articleMatches(a, search));
        if (/sortKey:\s*UPDATED_AT/.test(query)) {
          list = list.sort((x, y) => x.updatedAt.localeCompare(y.updatedAt));
          if (/reverse:\s*true/.test(query)) list.reverse();
        }
        data.articles = { nodes: list.slice(0, first).map(articleView) };
      } else if (field === 'articleCreate' || field === 'articleUpdate') {
        if (!can(true)) {
          data[field] = null;
          errors.push(denied(field, true));
          continue;
        }
        const input = (variables.article ?? {}) as Partial<FakeShopArticle> & {
          blogId?: string;
          publishDate?: string;
        };
        const userErrors: { field: string[]; message: string; code: string }[] = [];
        const current = field === 'articleUpdate' ? shop.articles.get(String(variables.id ?? '')) : undefined;
        if (field === 'articleUpdate' && !current) {
          userErrors.push({ field: ['id'], message: 'Article does not exist', code: 'NOT_FOUND' });
          data[field] = { article: null, userErrors };
          continue;
        }
        const blog = input.blogId ? blogRef(input.blogId) : current?.blog;
        if (!blog)
          userErrors.push({
            field: ['article', 'blogId'],
            message: 'Blog does not exist',
            code: 'NOT_FOUND',
          });
        const title = input.title ?? current?.title ?? '';
        if (!title.trim())
          userErrors.push({ field: ['article', 'title'], message: "Title can't be blank", code: 'BLANK' });
        if (field === 'articleCreate' && !input.author?.name)
          userErrors.push({ field: ['article', 'author'], message: "Author can't be blank", code: 'BLANK' });
        if (userErrors.length || !blog) {
          data[field] = { article: null, userErrors };
          continue;
        }
        // Handles are unique per blog: Shopify adds -1, -2… to a taken one.
        let handle = handleize(input.handle ?? current?.handle ?? title);
        const taken = (h: string) =>
          [...shop.articles.values()].some(
            (a) => a.blog.id === blog.id && a.handle === h && a.id !== current?.id,
          );
        for (let n = 1; taken(handle); n++) handle = `${handleize(input.handle ?? title)}-${n}`;
        const now = new Date().toISOString();
        const isPublished = input.isPublished ?? current?.isPublished ?? false;
        const article: FakeShopArticle = {
          id: current?.id ?? gid('Article'),
          title,
          handle,
          body: input.body ?? current?.body ?? '',
          summary: input.summary !== undefined ? input.summary : (current?.summary ?? null),
          isPublished,
          publishedAt: isPublished ? (current?.publishedAt ?? input.publishDate ?? now) : null,
          tags: input.tags ?? current?.tags ?? [],
          blog: { id: blog.id, handle: blog.handle, title: blog.title },
          author: input.author ?? current?.author ?? null,
          image: input.image !== undefined ? input.image : (current?.image ?? null),
          metafields: input.metafields ?? current?.metafields ?? [],
          createdAt: current?.createdAt ?? now,
          updatedAt: now,
        };
        shop.articles.set(article.id, article);
        data[field] = { article: articleView(article), userErrors: [] };
      }
    }
    return { data, ...(errors.length ? { errors } : {}), extensions: cost(fields.length * 10) };
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
        res.end(JSON.stringify(body));
      };
      const inspect = /^\/_fake\/([^/]+)\/articles$/.exec(url.pathname);
      if (req.method === 'GET' && inspect) {
        const shop = shops.get(decodeURIComponent(inspect[1] ?? ''));
        send(shop ? 200 : 404, shop ? { articles: [...shop.articles.values()] } : { errors: 'Not Found' });
        return;
      }
      const match = /^\/([^/]+)\/admin\/api\/(\d{4}-\d{2}|unstable)\/graphql\.json$/.exec(url.pathname);
      const shop = match ? shops.get(match[1] ?? '') : undefined;
      if (!match || !shop) return send(404, { errors: 'Not Found' });
      if (req.method !== 'POST') return send(405, { errors: 'Method Not Allowed' });
      if (throttled > 0) {
        throttled--;
        requests.push(`${shop.domain} 429`);
        return send(
          429,
          {
            errors:
              'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.',
          },
          { 'retry-after': retryAfterValue },
        );
      }
      const token = req.headers['x-shopify-access-token'];
      const scopes = typeof token === 'string' ? shop.tokens.get(token) : undefined;
      if (!scopes)
        return send(401, {
          errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
        });
      let body: { query?: unknown; variables?: unknown };
      try {
        body = JSON.parse(raw) as typeof body;
      } catch {
        return send(400, { errors: { query: 'Required parameter missing or invalid' } });
      }
      if (typeof body.query !== 'string')
        return send(400, { errors: { query: 'Required parameter missing or invalid' } });
      const variables = (
        body.variables && typeof body.variables === 'object' ? body.variables : {}
      ) as Record<string, unknown>;
      requests.push(`${shop.domain} ${rootFields(body.query).join(',')}`);
      send(200, answer(shop, scopes, body.query, variables));
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
    shops,
    requests,
    throttle(count, retryAfter = '1.0') {
      throttled = count;
      retryAfterValue = retryAfter;
    },
    addShop,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

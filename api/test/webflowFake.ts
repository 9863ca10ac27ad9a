/**
 * A local fake of Webflow's Data API v2, for tests only: the endpoints
 * Inkpress calls (api/src/services/integrations/webflow.ts) with the answer
 * shapes of Webflow's OpenAPI document (webflow/openapi-spec, openapi/v2.yml):
 * `GET /token/introspect`, `GET /sites`, `GET /sites/{site_id}/collections`,
 * `GET /collections/{collection_id}` (with its fields), and the items —
 * `GET|POST /collections/{id}/items`, `POST /collections/{id}/items/live`,
 * `GET|PATCH /collections/{id}/items/{item_id}` and `GET|PATCH|DELETE
 * /collections/{id}/items/{item_id}/live`. Staged and live versions of an
 * item are kept apart, as Webflow keeps them.
 *
 * Errors have Webflow's shape `{code, message, externalReference, details}`:
 * a refused token is 401 `not_authorized`, a token without the endpoint's
 * scope 403 `missing_scopes`, an unknown collection or item 404
 * `resource_not_found`, bad field data 400 `validation_error` with
 * `details: [{param, description}]`, and `throttle(n)` makes the next n
 * requests 429 `too_many_requests` with Retry-After, as Webflow's rate limiter.
 *
 * Serves at its root and under /v2 (WEBFLOW_BASE_URL=<base>).
 * `GET <base>/_fake/collections/<id>/items` lists what a collection holds
 * (staged and live), for end-to-end tests that look at the fake.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeWebflowField {
  id: string;
  isEditable: boolean;
  isRequired: boolean;
  type: string;
  slug: string;
  displayName: string;
  helpText: string | null;
  validations?: Record<string, unknown> | null;
}

export interface FakeWebflowItem {
  id: string;
  cmsLocaleId: string;
  lastPublished: string | null;
  lastUpdated: string;
  createdOn: string;
  isArchived: boolean;
  isDraft: boolean;
  fieldData: Record<string, unknown> & { name: string; slug: string };
}

export interface FakeWebflowCollection {
  id: string;
  siteId: string;
  displayName: string;
  singularName: string;
  slug: string;
  createdOn: string;
  lastUpdated: string;
  fields: FakeWebflowField[];
  /** Each item's staged version and its live one (null: not on the live site). */
  items: Map<string, { staged: FakeWebflowItem; live: FakeWebflowItem | null }>;
}

export interface FakeWebflowSite {
  id: string;
  workspaceId: string;
  displayName: string;
  shortName: string;
  customDomains: { id: string; url: string; lastPublished: string | null }[];
}

export interface WebflowFake {
  url: string;
  /** host:port, for FETCH_ALLOW_HOSTS */
  host: string;
  sites: Map<string, FakeWebflowSite>;
  collections: Map<string, FakeWebflowCollection>;
  /** Tokens, the sites they reach and their scopes. */
  tokens: Map<string, { siteIds: string[]; scopes: string[] }>;
  /** Requests received, as "<METHOD> <path>" (without /v2); a throttled one once more with " 429". */
  requests: string[];
  /** The next `count` requests are answered 429 with `Retry-After: retryAfter`. */
  throttle(count: number, retryAfter?: string): void;
  close(): Promise<void>;
}

const hexId = () => randomBytes(12).toString('hex');

/** The default site and its collections: ids fixed, so end-to-end specs can name them. */
export const FAKE_WEBFLOW = {
  siteId: '64f0c0ffee0000000000a001',
  siteName: 'Inkpress Test Site',
  shortName: 'inkpress-test',
  blogCollectionId: '64f0c0ffee0000000000b001',
  authorsCollectionId: '64f0c0ffee0000000000b002',
  otherSiteId: '64f0c0ffee0000000000a002',
  otherCollectionId: '64f0c0ffee0000000000b003',
};

/** Tokens of the default site: every scope needed, read-only, and one of another site. */
export const FAKE_WEBFLOW_TOKENS = {
  full: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  readOnly: '2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae',
  otherSite: 'fcde2b2edba56bf408601fb721fe9b5c338d10ee429ea04fae5511b68fbf8fb9',
};

const ALL_SCOPES = ['sites:read', 'cms:read', 'cms:write', 'authorized_user:read'];

function field(slug: string, displayName: string, type: string, isRequired = false): FakeWebflowField {
  return {
    id: hexId(),
    isEditable: true,
    isRequired,
    type,
    slug,
    displayName,
    helpText: null,
    validations: type === 'PlainText' ? { singleLine: true, maxLength: 256 } : null,
  };
}

const baseFields = () => [field('name', 'Name', 'PlainText', true), field('slug', 'Slug', 'PlainText', true)];

function webflowSlug(text: string) {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
    .slice(0, 256);
}

type Problem = { param: string; description: string };

export async function startWebflowFake(port = 0): Promise<WebflowFake> {
  const now = () => new Date().toISOString();
  const sites = new Map<string, FakeWebflowSite>();
  const collections = new Map<string, FakeWebflowCollection>();
  const tokens = new Map<string, { siteIds: string[]; scopes: string[] }>();
  const requests: string[] = [];
  let throttled = 0;
  let retryAfterValue = '1';

  const addSite = (site: FakeWebflowSite) => sites.set(site.id, site);
  const addCollection = (c: Omit<FakeWebflowCollection, 'createdOn' | 'lastUpdated' | 'items'>) =>
    collections.set(c.id, { ...c, createdOn: now(), lastUpdated: now(), items: new Map() });

  addSite({
    id: FAKE_WEBFLOW.siteId,
    workspaceId: hexId(),
    displayName: FAKE_WEBFLOW.siteName,
    shortName: FAKE_WEBFLOW.shortName,
    customDomains: [],
  });
  addCollection({
    id: FAKE_WEBFLOW.blogCollectionId,
    siteId: FAKE_WEBFLOW.siteId,
    displayName: 'Blog Posts',
    singularName: 'Blog Post',
    slug: 'post',
    fields: [
      ...baseFields(),
      field('post-body', 'Post Body', 'RichText', true),
      field('post-summary', 'Post Summary', 'PlainText'),
      field('seo-title', 'SEO Title', 'PlainText'),
      field('main-image', 'Main Image', 'Image'),
      field('featured', 'Featured', 'Switch'),
    ],
  });
  addCollection({
    id: FAKE_WEBFLOW.authorsCollectionId,
    siteId: FAKE_WEBFLOW.siteId,
    displayName: 'Authors',
    singularName: 'Author',
    slug: 'author',
    fields: [...baseFields(), field('bio', 'Bio', 'RichText'), field('role', 'Role', 'PlainText', true)],
  });
  addSite({
    id: FAKE_WEBFLOW.otherSiteId,
    workspaceId: hexId(),
    displayName: 'Another Site',
    shortName: 'another-site',
    customDomains: [{ id: hexId(), url: 'www.another.example', lastPublished: null }],
  });
  addCollection({
    id: FAKE_WEBFLOW.otherCollectionId,
    siteId: FAKE_WEBFLOW.otherSiteId,
    displayName: 'News',
    singularName: 'News item',
    slug: 'news',
    fields: [...baseFields(), field('body', 'Body', 'RichText')],
  });
  tokens.set(FAKE_WEBFLOW_TOKENS.full, { siteIds: [FAKE_WEBFLOW.siteId], scopes: ALL_SCOPES });
  tokens.set(FAKE_WEBFLOW_TOKENS.readOnly, {
    siteIds: [FAKE_WEBFLOW.siteId],
    scopes: ['sites:read', 'cms:read'],
  });
  tokens.set(FAKE_WEBFLOW_TOKENS.otherSite, { siteIds: [FAKE_WEBFLOW.otherSiteId], scopes: ALL_SCOPES });

  const siteView = (s: FakeWebflowSite) => ({
    id: s.id,
    workspaceId: s.workspaceId,
    createdOn: '2024-01-01T00:00:00.000Z',
    displayName: s.displayName,
    shortName: s.shortName,
    lastPublished: null,
    lastUpdated: now(),
    previewUrl: `https://screenshots.webflow.com/sites/${s.id}/preview.png`,
    timeZone: 'Europe/Berlin',
    parentFolderId: null,
    customDomains: s.customDomains,
    locales: null,
    dataCollectionEnabled: false,
    dataCollectionType: 'optOut',
  });
  const collectionView = (c: FakeWebflowCollection) => ({
    id: c.id,
    displayName: c.displayName,
    singularName: c.singularName,
    slug: c.slug,
    createdOn: c.createdOn,
    lastUpdated: c.lastUpdated,
  });

  /** Checks field data against the collection's fields, as Webflow's validation does. */
  function validate(
    c: FakeWebflowCollection,
    data: Record<string, unknown>,
    current: FakeWebflowItem | null,
  ): Problem[] {
    const problems: Problem[] = [];
    const bySlug = new Map(c.fields.map((f) => [f.slug, f]));
    for (const [slug, value] of Object.entries(data)) {
      const f = bySlug.get(slug);
      if (!f) {
        problems.push({ param: `fieldData.${slug}`, description: 'Field not described in schema' });
        continue;
      }
      if (value === null || value === undefined) continue;
      const ok =
        f.type === 'PlainText' || f.type === 'RichText'
          ? typeof value === 'string'
          : f.type === 'Image'
            ? typeof value === 'object' && typeof (value as { url?: unknown }).url === 'string'
            : f.type === 'Switch'
              ? typeof value === 'boolean'
              : true;
      if (!ok) problems.push({ param: `fieldData.${slug}`, description: `Invalid ${f.type} value` });
      if (f.type === 'PlainText' && typeof value === 'string' && value.length > 256)
        problems.push({ param: `fieldData.${slug}`, description: 'Must be at most 256 characters' });
    }
    for (const f of c.fields) {
      const value = data[f.slug] ?? current?.fieldData[f.slug];
      if (f.isRequired && (value === undefined || value === null || value === ''))
        problems.push({ param: `fieldData.${f.slug}`, description: 'Field is required' });
    }
    const slug = String(data.slug ?? current?.fieldData.slug ?? '');
    if (slug && !/^[a-z0-9][a-z0-9-]*$/.test(slug))
      problems.push({
        param: 'fieldData.slug',
        description: 'Slug must be lowercase letters, digits and dashes',
      });
    const taken = [...c.items.values()].some(
      (i) => i.staged.fieldData.slug === slug && i.staged.id !== current?.id,
    );
    if (slug && taken)
      problems.push({
        param: 'fieldData.slug',
        description: `Unique value is already in database: '${slug}'`,
      });
    return problems;
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, {
          'content-type': 'application/json; charset=utf-8',
          'x-ratelimit-limit': '60',
          'x-ratelimit-remaining': '59',
          ...headers,
        });
        res.end(body === undefined ? '' : JSON.stringify(body));
      };
      const fail = (status: number, code: string, message: string, details: unknown[] = []) =>
        send(status, { code, message, externalReference: null, details });
      const path = url.pathname.replace(/^\/v2(?=\/)/, '').replace(/\/$/, '');
      const method = req.method ?? 'GET';

      const inspect = /^\/_fake\/collections\/([a-f0-9]{24})\/items$/.exec(path);
      if (method === 'GET' && inspect) {
        const c = collections.get(inspect[1] ?? '');
        if (!c) return fail(404, 'resource_not_found', 'Requested resource not found');
        return send(200, { items: [...c.items.values()] });
      }

      requests.push(`${method} ${path}${url.search}`);
      if (throttled > 0) {
        throttled--;
        requests.push(`${method} ${path} 429`);
        return send(
          429,
          {
            code: 'too_many_requests',
            message: 'Too many requests',
            externalReference: null,
            details: [],
          },
          { 'retry-after': retryAfterValue, 'x-ratelimit-remaining': '0' },
        );
      }
      const auth = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
      const grant = auth ? tokens.get(auth) : undefined;
      if (!grant) return fail(401, 'not_authorized', 'Request not authorized');
      const need = (scope: string) => {
        if (grant.scopes.includes(scope)) return true;
        fail(403, 'missing_scopes', `You are missing the following scopes - ${scope}`);
        return false;
      };
      let body: Record<string, unknown> = {};
      if (raw) {
        try {
          body = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          return fail(400, 'bad_request', 'Request body was incorrectly formatted.');
        }
      }

      if (path === '/token/introspect' && method === 'GET')
        return send(200, {
          authorization: {
            id: hexId(),
            createdOn: '2024-01-01T00:00:00.000Z',
            lastUsed: now(),
            grantType: 'access_token',
            rateLimit: 60,
            scope: grant.scopes.join(' '),
            authorizedTo: { siteIds: grant.siteIds, workspaceIds: [], userIds: [] },
          },
          application: null,
        });
      if (path === '/sites' && method === 'GET') {
        if (!need('sites:read')) return;
        return send(200, {
          sites: grant.siteIds
            .map((id) => sites.get(id))
            .filter((s) => !!s)
            .map(siteView),
        });
      }
      const siteCollections = /^\/sites\/([^/]+)\/collections$/.exec(path);
      if (siteCollections && method === 'GET') {
        if (!need('cms:read')) return;
        const siteId = siteCollections[1] ?? '';
        if (!grant.siteIds.includes(siteId) || !sites.has(siteId))
          return fail(404, 'resource_not_found', 'Requested resource not found: Site');
        return send(200, {
          collections: [...collections.values()].filter((c) => c.siteId === siteId).map(collectionView),
        });
      }
      const collectionMatch = /^\/collections\/([^/]+)(\/items(?:\/live)?)?(?:\/([^/]+)(\/live)?)?$/.exec(
        path,
      );
      if (!collectionMatch) return fail(404, 'route_not_found', `Route not found: ${method} ${path}`);
      const [, collectionId, itemsPart, itemId, livePart] = collectionMatch;
      const c = collections.get(collectionId ?? '');
      if (!c || !grant.siteIds.includes(c.siteId))
        return fail(404, 'resource_not_found', 'Requested resource not found: Collection');
      if (!itemsPart) {
        if (method !== 'GET') return fail(405, 'method_not_allowed', 'Method not allowed');
        if (!need('cms:read')) return;
        return send(200, { ...collectionView(c), fields: c.fields });
      }
      const listLive = itemsPart === '/items/live';
      if (listLive && itemId) return fail(404, 'route_not_found', `Route not found: ${method} ${path}`);
      const write = method !== 'GET';
      if (!need(write ? 'cms:write' : 'cms:read')) return;

      if (!itemId) {
        if (method === 'GET') {
          let list = [...c.items.values()]
            .map((i) => (listLive ? i.live : i.staged))
            .filter((i): i is FakeWebflowItem => !!i);
          const slug = url.searchParams.get('slug');
          const name = url.searchParams.get('name');
          if (slug) list = list.filter((i) => i.fieldData.slug === slug);
          if (name) list = list.filter((i) => i.fieldData.name === name);
          const offset = Number(url.searchParams.get('offset') ?? 0);
          const limit = Math.min(Number(url.searchParams.get('limit') ?? 100), 100);
          return send(200, {
            items: list.slice(offset, offset + limit),
            pagination: { limit, offset, total: list.length },
          });
        }
        if (method !== 'POST') return fail(405, 'method_not_allowed', 'Method not allowed');
        const data = (body.fieldData ?? {}) as Record<string, unknown>;
        if (typeof data.name === 'string' && !data.slug) data.slug = webflowSlug(data.name);
        const problems = validate(c, data, null);
        if (problems.length) return fail(400, 'validation_error', 'Validation Error', problems);
        const stamp = now();
        const item: FakeWebflowItem = {
          id: hexId(),
          cmsLocaleId: hexId(),
          lastPublished: listLive ? stamp : null,
          lastUpdated: stamp,
          createdOn: stamp,
          isArchived: body.isArchived === true,
          isDraft: listLive ? false : body.isDraft === true,
          fieldData: data as FakeWebflowItem['fieldData'],
        };
        c.items.set(item.id, { staged: item, live: listLive ? structuredClone(item) : null });
        return send(listLive ? 202 : 200, item);
      }

      const entry = c.items.get(itemId);
      if (!entry) return fail(404, 'resource_not_found', 'Requested resource not found: Item');
      const live = !!livePart;
      if (method === 'GET') {
        const item = live ? entry.live : entry.staged;
        return item ? send(200, item) : fail(404, 'resource_not_found', 'Requested resource not found: Item');
      }
      if (method === 'DELETE') {
        if (!live) {
          c.items.delete(itemId);
          return send(204, undefined);
        }
        if (!entry.live) return fail(404, 'resource_not_found', 'Requested resource not found: Live item');
        entry.live = null;
        entry.staged = { ...entry.staged, lastPublished: null };
        return send(204, undefined);
      }
      if (method !== 'PATCH') return fail(405, 'method_not_allowed', 'Method not allowed');
      const data = (body.fieldData ?? {}) as Record<string, unknown>;
      const problems = validate(c, data, entry.staged);
      if (problems.length) return fail(400, 'validation_error', 'Validation Error', problems);
      const stamp = now();
      const staged: FakeWebflowItem = {
        ...entry.staged,
        lastUpdated: stamp,
        isArchived: typeof body.isArchived === 'boolean' ? body.isArchived : entry.staged.isArchived,
        isDraft: live ? false : typeof body.isDraft === 'boolean' ? body.isDraft : entry.staged.isDraft,
        ...(live ? { lastPublished: stamp } : {}),
        fieldData: { ...entry.staged.fieldData, ...data } as FakeWebflowItem['fieldData'],
      };
      entry.staged = staged;
      if (live) entry.live = structuredClone(staged);
      return send(200, staged);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = `127.0.0.1:${address.port}`;
  return {
    url: `http://${host}/v2`,
    host,
    sites,
    collections,
    tokens,
    requests,
    throttle(count, retryAfter = '1') {
      throttled = count;
      retryAfterValue = retryAfter;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

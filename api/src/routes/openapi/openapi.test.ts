/**
 * GET /api/openapi.json, and the document against the real API: every
 * documented operation is called, and its answer must have the documented
 * status and parse with the documented response schema.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createIdentities, ensurePlanWith, type Identities, uniqueEmail } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { startTestEngine, type TestEngine } from '../../../test/jobs';
import { FAKE_REDDIT, type RedditFake, startRedditFake } from '../../../test/redditFake';
import {
  FAKE_WEBFLOW,
  FAKE_WEBFLOW_TOKENS,
  startWebflowFake,
  type WebflowFake,
} from '../../../test/webflowFake';
import { type Operation, operations } from '../../openapi/document';

const receiver = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
});

let api: TestApi;
let who: Identities;
/** Runs are queued on it (no worker: a documented run is cancelled while queued). */
let jobs: TestEngine;
let hookUrl = '';
let webflow: WebflowFake;
let redditFake: RedditFake;
beforeAll(async () => {
  webflow = await startWebflowFake();
  redditFake = await startRedditFake();
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const port = (receiver.address() as AddressInfo).port;
  hookUrl = `http://127.0.0.1:${port}/hook`;
  const wordpress = process.env.WORDPRESS_TEST_URL;
  api = await startTestApi({
    FETCH_ALLOW_HOSTS: [
      `127.0.0.1:${port}`,
      webflow.host,
      redditFake.host,
      ...(wordpress ? [new URL(wordpress).host] : []),
    ].join(','),
    WEBFLOW_BASE_URL: webflow.url,
    REDDIT_BASE_URL: redditFake.url,
  });
  who = await createIdentities(api);
  // The public API's generations are the bulk generator's: a plan that has it.
  await ensurePlanWith(api, who.owner, 'bulkGenerator');
  jobs = await startTestEngine({ use: true });
});
afterAll(async () => {
  await jobs.close();
  await api.close();
  await new Promise((r) => receiver.close(r));
  await webflow.close();
  await redditFake.close();
});

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with every documented operation, its schemas and errors', async () => {
    const res = await who.as.anonymous.get('/api/openapi.json').expect(200);
    expect(res.body).toMatchObject({ openapi: '3.1.0', info: { title: 'Inkpress API' } });
    for (const op of operations) {
      const documented = res.body.paths[op.path]?.[op.method];
      expect(documented).toBeDefined();
      expect(documented.responses[String(op.status ?? 200)].content['application/json'].schema).toBeTruthy();
      expect(documented.responses.default).toBeTruthy();
      if (op.body)
        expect(documented.requestBody.content['application/json'].schema.type ?? 'object').toBeTruthy();
      for (const name of op.path.match(/\{(\w+)\}/g) ?? [])
        expect(documented.parameters).toContainEqual(
          expect.objectContaining({ name: name.slice(1, -1), in: 'path' }),
        );
    }
    // A body's JSON Schema refuses unknown fields, like the route does.
    const folder = res.body.paths['/api/folders'].post.requestBody.content['application/json'].schema;
    expect(folder).toMatchObject({ type: 'object', required: ['name'], additionalProperties: false });
    expect(new Set(operations.map((o) => `${o.method} ${o.path}`)).size).toBe(operations.length);
  });
});

describe('the documented operations against the API', () => {
  it('answer with the documented status and response schema', async () => {
    const called = new Set<string>();
    const check = async (method: Operation['method'], path: string, actual: string, body?: unknown) => {
      const op = operations.find((o) => o.method === method && o.path === path);
      if (!op) throw new Error(`not documented: ${method} ${path}`);
      const client = op.auth ? who.as.owner : who.as.anonymous;
      const req = client[method === 'delete' ? 'delete' : method](actual);
      const res = body === undefined ? await req : await req.send(body as object);
      expect({ op: `${method} ${path}`, status: res.status }).toEqual({
        op: `${method} ${path}`,
        status: op.status ?? 200,
      });
      const parsed = op.response.safeParse(res.body);
      if (!parsed.success) throw new Error(`${method} ${path}: ${parsed.error.message}`);
      if (op.body && body !== undefined) expect(op.body.safeParse(body).success).toBe(true);
      called.add(`${method} ${path}`);
      return res.body;
    };

    const email = uniqueEmail('openapi');
    await check('post', '/api/auth/register', '/api/auth/register', {
      email,
      password: 'Openapi-Password-42',
    });
    await check('post', '/api/auth/login', '/api/auth/login', { email, password: 'Openapi-Password-42' });
    const templates = await check('get', '/api/templates', '/api/templates');
    await check('get', '/api/templates/{id}', `/api/templates/${templates.data[0].id}`);
    const folder = await check('post', '/api/folders', '/api/folders', { name: 'Docs' });
    await check('get', '/api/folders', '/api/folders');
    await check('patch', '/api/folders/{id}', `/api/folders/${folder.data.id}`, { title: 'Renamed' });
    await check('delete', '/api/folders/{id}', `/api/folders/${folder.data.id}`);
    const collection = await check('post', '/api/collections', '/api/collections', {
      title: 'OpenAPI',
      posts: [{ title: 'Documented', content: [{ value: '<p>Hello</p>' }] }],
    });
    await check('get', '/api/collections/{id}', `/api/collections/${collection.data.id}`);
    await check('put', '/api/collections/{id}', `/api/collections/${collection.data.id}`, {
      title: 'OpenAPI (saved)',
    });
    const postId = collection.data.posts[0].id;
    const hook = await check('post', '/api/integrations', '/api/integrations', {
      type: 'api',
      webhookUrl: hookUrl,
      signingSecret: 'openapi-signing-secret-0123456789',
    });
    await check('get', '/api/integrations', '/api/integrations');
    await check('patch', '/api/integrations/{id}', `/api/integrations/${hook.data.id}`, { name: 'Hook' });
    await check('post', '/api/integrations/publish', '/api/integrations/publish', {
      type: 'api',
      postId,
      integrationId: hook.data.id,
      status: 'future',
      schedulePublishConfig: { date: new Date(Date.now() + 86_400_000).toISOString() },
    });
    await check('get', '/api/integrations/publications', `/api/integrations/publications?postId=${postId}`);
    await check('post', '/api/integrations/webflow/collections', '/api/integrations/webflow/collections', {
      apiToken: FAKE_WEBFLOW_TOKENS.full,
      collectionId: FAKE_WEBFLOW.blogCollectionId,
    });
    await check('post', '/api/integrations/webflow', '/api/integrations/webflow', {
      apiToken: FAKE_WEBFLOW_TOKENS.full,
      collectionId: FAKE_WEBFLOW.blogCollectionId,
      mapping: { content: 'post-body' },
    });
    // A bulk publish to the Webflow fake: queued (no worker here), listed, read, then cancelled unsent.
    const webflowSite = (await who.as.owner.get('/api/integrations').expect(200)).body.data.find(
      (i: { type: string }) => i.type === 'webflow',
    );
    const bulk = await check('post', '/api/integrations/bulk-publish', '/api/integrations/bulk-publish', {
      type: 'webflow',
      integrationId: webflowSite.id,
      postIds: [postId],
    });
    const history = await check(
      'get',
      '/api/integrations/bulk-publish',
      '/api/integrations/bulk-publish?limit=5',
    );
    expect(history.data[0]).toMatchObject({ id: bulk.data.id, total: 1 });
    await check(
      'get',
      '/api/integrations/bulk-publish/{id}',
      `/api/integrations/bulk-publish/${bulk.data.id}`,
    );
    const cancelled = await check(
      'post',
      '/api/integrations/bulk-publish/{id}/cancel',
      `/api/integrations/bulk-publish/${bulk.data.id}/cancel`,
    );
    expect(cancelled.data).toMatchObject({ status: 'cancelled', counts: { cancelled: 1 } });
    const reddit = await check('post', '/api/integrations', '/api/integrations', {
      type: 'reddit',
      ...FAKE_REDDIT,
      subreddits: ['FlairedWriting'],
    });
    const flairs = await check(
      'get',
      '/api/integrations/{id}/reddit-flairs',
      `/api/integrations/${reddit.data.id}/reddit-flairs?subreddit=FlairedWriting`,
    );
    expect(flairs.data.flairs.length).toBeGreaterThan(0);
    await check('post', '/api/posts/{id}/cancel-publish', `/api/posts/${postId}/cancel-publish`);
    await check('get', '/api/public/collections', '/api/public/collections?limit=5');
    await check('get', '/api/public/collections/{id}', `/api/public/collections/${collection.data.id}`);
    await check('post', '/api/public/collection', '/api/public/collection', { id: collection.data.id });
    await check('get', '/api/public/posts/{id}', `/api/public/posts/${postId}`);
    const generation = await check('post', '/api/public/generations', '/api/public/generations', {
      rows: [{ keyword: 'openapi generations' }],
      length: 'short',
    });
    await check('get', '/api/public/generations/{id}', `/api/public/generations/${generation.data.id}`);
    if (process.env.WORDPRESS_TEST_URL) {
      const site = await check('post', '/api/integrations', '/api/integrations', {
        type: 'wordpress',
        url: process.env.WORDPRESS_TEST_URL,
        username: process.env.WORDPRESS_TEST_USER,
        applicationPassword: process.env.WORDPRESS_TEST_PASSWORD,
      });
      await check(
        'get',
        '/api/integrations/{id}/wordpress-common',
        `/api/integrations/${site.data.id}/wordpress-common`,
      );
      const found = await check('post', '/api/integrations/search', '/api/integrations/search', {
        integrationId: site.data.id,
        type: 'wordpress',
      });
      await check('post', '/api/integrations/import', '/api/integrations/import', {
        slug: found.data.results[0].slug,
        integrationId: site.data.id,
        type: 'wordpress',
      });
      const run = await check('post', '/api/public/collections/publish', '/api/public/collections/publish', {
        collectionId: collection.data.id,
        baseURL: process.env.WORDPRESS_TEST_URL,
      });
      await check('get', '/api/public/publish-runs/{id}', `/api/public/publish-runs/${run.data.id}`);
    }
    await check('delete', '/api/integrations/{id}', `/api/integrations/${hook.data.id}`);

    const flow = await check('post', '/api/custom-workflows', '/api/custom-workflows', {
      name: 'Documented',
      steps: [{ kind: 'outline', prompt: 'Short sections' }, { kind: 'write' }],
    });
    await check('get', '/api/custom-workflows', '/api/custom-workflows');
    await check('get', '/api/custom-workflows/{id}', `/api/custom-workflows/${flow.data.id}`);
    await check('patch', '/api/custom-workflows/{id}', `/api/custom-workflows/${flow.data.id}`, {
      name: 'Documented (renamed)',
    });
    const started = await check(
      'post',
      '/api/custom-workflows/{id}/run',
      `/api/custom-workflows/${flow.data.id}/run`,
      {
        keywords: ['openapi'],
      },
    );
    const runId = started.data.runs[0].id;
    await check('get', '/api/workflows', '/api/workflows?type=custom&limit=5');
    await check('get', '/api/workflows/{id}', `/api/workflows/${runId}`);
    await check('post', '/api/workflows/{id}', `/api/workflows/${runId}`, { action: 'cancel' });
    await check('delete', '/api/workflows/{id}', `/api/workflows/${runId}`);
    await check('delete', '/api/custom-workflows/{id}', `/api/custom-workflows/${flow.data.id}`);
    await check('post', '/api/search', '/api/search', { operation: 'search-documents', query: 'documented' });
    const missing = operations
      .filter((o) => !called.has(`${o.method} ${o.path}`))
      .map((o) => `${o.method} ${o.path}`);
    expect(missing).toEqual(
      process.env.WORDPRESS_TEST_URL
        ? []
        : [
            'get /api/integrations/{id}/wordpress-common',
            'post /api/integrations/search',
            'post /api/integrations/import',
            'post /api/public/collections/publish',
            'get /api/public/publish-runs/{id}',
          ],
    );
  });
});

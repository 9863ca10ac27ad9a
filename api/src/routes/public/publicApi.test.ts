import { finishedBulkRun } from '../../../test/bulkPublishing';
import { bearer, createIdentities, ensurePlanWith, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { startTestEngine, type TestEngine } from '../../../test/jobs';
import { useBulkPublishConfig } from '../../commands/bulkPublish';
import { Integration } from '../../models/Integration';

jest.setTimeout(120_000);

const ghost = { url: process.env.GHOST_TEST_URL ?? '', adminKey: process.env.GHOST_TEST_ADMIN_KEY ?? '' };
if (!ghost.url) throw new Error('GHOST_TEST_URL is not set: run through `npm test`, which starts Ghost.');

const PER_KEY = 25;
let api: TestApi;
let who: Identities;
let engine: TestEngine;
let key: string;

beforeAll(async () => {
  api = await startTestApi({
    FETCH_ALLOW_HOSTS: new URL(ghost.url).host,
    RATE_LIMIT_PER_API_KEY: String(PER_KEY),
  });
  who = await createIdentities(api);
  await ensurePlanWith(api, who.owner, 'apiAccess');
  await ensurePlanWith(api, who.other, 'apiAccess');
  engine = await startTestEngine({ use: true, worker: { concurrency: 2 } });
  useBulkPublishConfig(api.config);
  key = (await who.as.owner.post('/api/api-key').send({ name: 'CMS sync' }).expect(201)).body.data.key;
});

afterAll(async () => {
  await engine.close();
  useBulkPublishConfig(undefined);
  await Integration.deleteMany({});
  await api.close();
});

const withKey = (k: string) => bearer(api, k);

async function documentWith(titles: string[]) {
  const res = await who.as.owner
    .post('/api/collections')
    .send({
      title: titles[0],
      posts: titles.map((title) => ({ title, content: [{ value: `<p>Body of ${title}.</p>` }] })),
    })
    .expect(201);
  return res.body.data as { id: string; posts: { id: string; title: string }[] };
}

describe('reading with an API key', () => {
  it('lists the team’s documents, reads one and a post, with the app’s shapes; other teams get 404', async () => {
    const doc = await documentWith([`Public API ${Date.now()}`]);
    const list = await withKey(key).get('/api/public/collections?limit=50').expect(200);
    expect(list.body).toMatchObject({ offset: 0, limit: 50 });
    expect(list.body.data.map((c: { id: string }) => c.id)).toContain(doc.id);
    const app = await who.as.owner.get('/api/collections?limit=50').expect(200);
    expect(list.body.data.find((c: { id: string }) => c.id === doc.id)).toEqual(
      app.body.data.find((c: { id: string }) => c.id === doc.id),
    );

    const one = await withKey(key).get(`/api/public/collections/${doc.id}`).expect(200);
    expect(one.body.data.posts.map((p: { id: string }) => p.id)).toEqual(doc.posts.map((p) => p.id));
    const post = await withKey(key).get(`/api/public/posts/${doc.posts[0]!.id}`).expect(200);
    expect(post.body.data).toMatchObject({ id: doc.posts[0]!.id, title: doc.posts[0]!.title });

    const otherKey = (await who.as.other.post('/api/api-key').send({ name: 'theirs' }).expect(201)).body.data
      .key;
    await withKey(otherKey).get(`/api/public/collections/${doc.id}`).expect(404);
    await withKey(otherKey).get(`/api/public/posts/${doc.posts[0]!.id}`).expect(404);
    const theirs = await withKey(otherKey).get('/api/public/collections').expect(200);
    expect(theirs.body.data.map((c: { id: string }) => c.id)).not.toContain(doc.id);
    await withKey(key).get('/api/public/posts/not-an-id').expect(400);
  });
});

describe('POST /api/public/generations', () => {
  it('writes an article from a template on the workers, into a document the key then reads', async () => {
    const started = await withKey(key)
      .post('/api/public/generations')
      .send({ rows: [{ keyword: 'rain barrels for balconies' }], templateId: 'blog-post', length: 'short' })
      .expect(202);
    const id = started.body.data.id as string;
    let run = started.body.data;
    const deadline = Date.now() + 90_000;
    while (run.status !== 'succeeded' && run.status !== 'failed' && run.status !== 'partial') {
      if (Date.now() > deadline) throw new Error(`generation ${id} still ${run.status}`);
      await new Promise((r) => setTimeout(r, 300));
      run = (await who.as.owner.get(`/api/public/generations/${id}`).expect(200)).body.data;
    }
    expect(run.status).toBe('succeeded');
    const collectionId = run.articles[0].collection_id as string;
    const doc = await withKey(key).get(`/api/public/collections/${collectionId}`).expect(200);
    expect(JSON.stringify(doc.body.data.posts[0]).toLowerCase()).toContain('rain barrels');
    // Another team reads neither the run nor the document; a bad body is refused before anything is held.
    const otherKey = (await who.as.other.post('/api/api-key').send({ name: 'gen' }).expect(201)).body.data
      .key;
    await withKey(otherKey).get(`/api/public/generations/${id}`).expect(404);
    await withKey(otherKey).get(`/api/public/collections/${collectionId}`).expect(404);
    await withKey(key).post('/api/public/generations').send({ rows: [] }).expect(400);
  });
});

describe('POST /api/public/collections/publish', () => {
  // Polled with the owner's session: the key's own limit is the last test's.
  const finished = (id: string) => finishedBulkRun(who.as.owner, id, `/api/public/publish-runs/${id}`);

  it('publishes a document’s posts to the team’s site named by its address, one result per post', async () => {
    await who.as.owner
      .post('/api/integrations')
      .send({ type: 'ghost', url: ghost.url, adminApiKey: ghost.adminKey })
      .expect(201);
    const doc = await documentWith([`API publish A ${Date.now()}`, `API publish B ${Date.now()}`]);
    const started = await withKey(key)
      .post('/api/public/collections/publish')
      .send({ collectionId: doc.id, baseURL: `${ghost.url.replace(/\/+$/, '')}/`, status: 'publish' });
    expect(started.status).toBe(202);
    const view = await finished(started.body.data.id);
    expect(view).toMatchObject({ status: 'succeeded', counts: { succeeded: 2, failed: 0 } });
    for (const item of view.items)
      expect(item).toMatchObject({ state: 'published', url: expect.stringMatching(/^http/) });
    // Another team cannot read the run.
    const otherKey = (await who.as.other.post('/api/api-key').send({ name: 'x' }).expect(201)).body.data.key;
    await withKey(otherKey).get(`/api/public/publish-runs/${started.body.data.id}`).expect(404);
  });

  it('answers 404 for an address the team has not connected, and 400 for a bad body, sending nothing', async () => {
    const doc = await documentWith([`API nowhere ${Date.now()}`]);
    const res = await withKey(key)
      .post('/api/public/collections/publish')
      .send({ collectionId: doc.id, baseURL: 'https://not-connected.example' })
      .expect(404);
    expect(res.body.message).toContain('https://not-connected.example');
    await withKey(key)
      .post('/api/public/collections/publish')
      .send({ collectionId: doc.id, baseURL: 'not a url' })
      .expect(400);
    await withKey(key)
      .post('/api/public/collections/publish')
      .send({ collectionId: doc.id, baseURL: ghost.url, type: 'burn' })
      .expect(400);
  });

  it('with type "delete" takes the document’s posts out of their schedule', async () => {
    const doc = await documentWith([`API unschedule ${Date.now()}`]);
    const res = await withKey(key)
      .post('/api/public/collections/publish')
      .send({ collectionId: doc.id, baseURL: ghost.url, type: 'delete' })
      .expect(200);
    expect(res.body.data.posts.map((p: { status: string }) => p.status)).toEqual(['draft']);
  });
});

describe('each API key’s rate limit', () => {
  it('counts per key, tells what is left, and answers 429 with Retry-After past the limit', async () => {
    const mine = (await who.as.owner.post('/api/api-key').send({ name: 'busy' }).expect(201)).body.data.key;
    const remaining: number[] = [];
    for (let i = 0; i < PER_KEY; i++) {
      const res = await withKey(mine).get('/api/public/me').expect(200);
      expect(res.headers['ratelimit-limit']).toBe(String(PER_KEY));
      remaining.push(Number(res.headers['ratelimit-remaining']));
    }
    expect(remaining[0]).toBe(PER_KEY - 1);
    expect(remaining.at(-1)).toBe(0);
    const over = await withKey(mine).get('/api/public/me').expect(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another key of the same user, and the user's own session, are not held back.
    const fresh = (await who.as.owner.post('/api/api-key').send({ name: 'quiet' }).expect(201)).body.data.key;
    await withKey(fresh).get('/api/public/me').expect(200);
    const session = await who.as.owner.get('/api/public/me').expect(200);
    expect(session.headers['ratelimit-limit']).toBeUndefined();
  });
});

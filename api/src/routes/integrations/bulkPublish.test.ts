/**
 * Bulk publishing to the real Ghost (`npm test` starts it: GHOST_TEST_*),
 * through the real router on the real database, with a worker of the job
 * engine in this process on the real Redis: a folder's posts published one
 * job per post with per-post results, idempotent when sent again, a failed
 * post retried alone, and other teams' runs and posts answering 404.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { BulkPublishRunResponse, type BulkPublishRunView } from '@inkpress/shared-core';
import { finishedBulkRun, folderOfPosts } from '../../../test/bulkPublishing';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { useBulkPublishConfig } from '../../commands/bulkPublish';
import { JobEngine, type JobWorker, useJobEngine } from '../../jobs/engine';
import { BulkPublishItem } from '../../models/BulkPublish';
import { Integration } from '../../models/Integration';
import { Post } from '../../models/Post';
import { Publication, PublishLease } from '../../models/Publication';

jest.setTimeout(120_000);

const ghost = {
  url: process.env.GHOST_TEST_URL ?? '',
  adminKey: process.env.GHOST_TEST_ADMIN_KEY ?? '',
};
if (!ghost.url) throw new Error('GHOST_TEST_URL is not set: run through `npm test`, which starts Ghost.');
const wp = {
  url: process.env.WORDPRESS_TEST_URL ?? '',
  user: process.env.WORDPRESS_TEST_USER ?? '',
  password: process.env.WORDPRESS_TEST_PASSWORD ?? '',
};
if (!wp.url)
  throw new Error('WORDPRESS_TEST_URL is not set: run through `npm test`, which starts WordPress.');

let api: TestApi;
let who: Identities;
let engine: JobEngine;
let worker: JobWorker;

beforeAll(async () => {
  api = await startTestApi({ FETCH_ALLOW_HOSTS: [new URL(ghost.url).host, new URL(wp.url).host].join(',') });
  who = await createIdentities(api);
  engine = new JobEngine({
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:16479',
    prefix: `inkpress-test-${randomBytes(4).toString('hex')}`,
  });
  useJobEngine(engine);
  useBulkPublishConfig(api.config);
  worker = engine.startWorker({ concurrency: 3 });
  await worker.ready();
});

afterAll(async () => {
  await worker.close();
  await engine.queue('jobs').obliterate({ force: true });
  await engine.close();
  useJobEngine(undefined);
  useBulkPublishConfig(undefined);
  await api.close();
});

afterEach(async () => {
  await Integration.deleteMany({});
  await Publication.deleteMany({});
  await PublishLease.deleteMany({});
});

function adminToken(): string {
  const [id, secret] = ghost.adminKey.split(':') as [string, string];
  const enc = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${enc({ alg: 'HS256', kid: id, typ: 'JWT' })}.${enc({ iat: now, exp: now + 60, aud: '/admin/' })}`;
  return `${unsigned}.${createHmac('sha256', Buffer.from(secret, 'hex')).update(unsigned).digest('base64url')}`;
}

async function ghostPostsTitled(title: string): Promise<{ id: string; status: string }[]> {
  const filter = encodeURIComponent(`title:'${title}'`);
  const res = await fetch(`${ghost.url}/ghost/api/admin/posts/?filter=${filter}&limit=all`, {
    headers: { authorization: `Ghost ${adminToken()}`, 'accept-version': 'v5.0' },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { posts: { id: string; status: string }[] }).posts;
}

async function connectGhost() {
  const res = await who.as.owner
    .post('/api/integrations')
    .send({ type: 'ghost', url: ghost.url, adminApiKey: ghost.adminKey })
    .expect(201);
  return res.body.data as { id: string };
}

const folderWith = (n: number) => folderOfPosts(who.as.owner, 'Ghost', n);
const finished = (id: string) => finishedBulkRun(who.as.owner, id);

describe('POST /api/integrations/bulk-publish (Ghost)', () => {
  it('publishes a folder’s posts, one result per post, and sending them again makes no second posts', async () => {
    const site = await connectGhost();
    const { folderId, posts } = await folderWith(3);
    const started = await who.as.owner
      .post('/api/integrations/bulk-publish')
      .send({ type: 'ghost', integrationId: site.id, folderId, status: 'publish', tags: ['News'] });
    expect(started.status).toBe(202);
    const view = BulkPublishRunResponse.parse(started.body).data;
    expect(view).toMatchObject({ total: 3, type: 'ghost', publishStatus: 'publish' });
    expect(view.items.map((i) => i.title).sort()).toEqual(posts.map((p) => p.title).sort());

    const done = await finished(view.id);
    expect(done.status).toBe('succeeded');
    expect(done.counts).toEqual({ queued: 0, running: 0, succeeded: 3, failed: 0, cancelled: 0 });
    for (const item of done.items) {
      expect(item).toMatchObject({ status: 'succeeded', state: 'published', error: null });
      expect(item.url).toContain(ghost.url);
      const page = await fetch(item.url!);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(item.title);
      expect(await ghostPostsTitled(item.title)).toEqual(
        [{ id: item.remoteId, status: 'published' }].map((p) => expect.objectContaining(p)),
      );
      expect((await Post.findById(item.postId).lean())!.status).toBe('published');
    }

    // The same posts again (chosen as documents this time): the same Ghost posts are updated.
    const again = await who.as.owner
      .post('/api/integrations/bulk-publish')
      .send({
        type: 'ghost',
        integrationId: site.id,
        collectionIds: posts.map((p) => p.collectionId),
        status: 'publish',
      })
      .expect(202);
    const second = await finished(again.body.data.id);
    expect(second.status).toBe('succeeded');
    const remoteIds = (run: BulkPublishRunView) =>
      Object.fromEntries(run.items.map((i) => [i.postId, i.remoteId]));
    expect(remoteIds(second)).toEqual(remoteIds(done));
    for (const post of posts) expect(await ghostPostsTitled(post.title)).toHaveLength(1);
  });

  it('reports a post Ghost refuses as failed with its reason, and retries it alone', async () => {
    const site = await connectGhost();
    const { posts } = await folderWith(2);
    // Ghost refuses titles over 255 characters.
    const longTitle = `Too long ${'x'.repeat(280)}`;
    await Post.updateOne({ _id: posts[1]!.id }, { $set: { title: longTitle } });
    const started = await who.as.owner
      .post('/api/integrations/bulk-publish')
      .send({ type: 'ghost', integrationId: site.id, postIds: posts.map((p) => p.id) })
      .expect(202);
    const done = await finished(started.body.data.id);
    expect(done.status).toBe('partial');
    const [ok, bad] = done.items;
    expect(ok).toMatchObject({ status: 'succeeded', state: 'draft' });
    expect(bad).toMatchObject({ status: 'failed', state: null, error: { code: 'ValidationError' } });
    expect(bad!.error!.message).toMatch(/Ghost refused/);
    const okJob = (await BulkPublishItem.findById(`${done.id}:0`).lean())!.jobRunId;

    // Fixed, then retried alone: the other post's job is not run again.
    await Post.updateOne({ _id: posts[1]!.id }, { $set: { title: posts[1]!.title } });
    const retried = await who.as.owner
      .post(`/api/integrations/bulk-publish/${done.id}/items/1/retry`)
      .expect(202);
    expect(retried.body.data).toMatchObject({ index: 1, status: 'queued', attempts: 2 });
    const after = await finished(done.id);
    expect(after.status).toBe('succeeded');
    expect(after.items[1]).toMatchObject({ status: 'succeeded', state: 'draft', attempts: 2 });
    expect((await BulkPublishItem.findById(`${done.id}:0`).lean())!.jobRunId).toBe(okJob);
    expect(await ghostPostsTitled(posts[1]!.title)).toHaveLength(1);
    // Only a failed post can be retried.
    await who.as.owner.post(`/api/integrations/bulk-publish/${done.id}/items/0/retry`).expect(409);
  });

  it('publishes chosen documents to WordPress too, live with the chosen category', async () => {
    const site = (
      await who.as.owner
        .post('/api/integrations')
        .send({ type: 'wordpress', url: wp.url, username: wp.user, applicationPassword: wp.password })
        .expect(201)
    ).body.data as { id: string };
    const common = (await who.as.owner.get(`/api/integrations/${site.id}/wordpress-common`).expect(200)).body
      .data;
    const news = common.categories.find((c: { name: string }) => c.name === 'News');
    const { posts } = await folderWith(2);
    const started = await who.as.owner
      .post('/api/integrations/bulk-publish')
      .send({
        type: 'wordpress',
        integrationId: site.id,
        collectionIds: posts.map((p) => p.collectionId),
        status: 'publish',
        categories: [news.id],
      })
      .expect(202);
    const done = await finished(started.body.data.id);
    expect(done.status).toBe('succeeded');
    const auth = `Basic ${Buffer.from(`${wp.user}:${wp.password}`).toString('base64')}`;
    for (const item of done.items) {
      expect(item).toMatchObject({ status: 'succeeded', state: 'published' });
      const url = new URL(`${wp.url}/`);
      url.searchParams.set('rest_route', `/wp/v2/posts/${item.remoteId}`);
      url.searchParams.set('context', 'edit');
      const remote = (await (await fetch(url, { headers: { authorization: auth } })).json()) as {
        status: string;
        title: { raw: string };
        categories: number[];
      };
      expect(remote).toMatchObject({ status: 'publish', title: { raw: item.title } });
      expect(remote.categories).toContain(news.id);
    }
  });

  it('answers 404 for another team’s run or posts, and 400 without exactly one source', async () => {
    const site = await connectGhost();
    const { folderId, posts } = await folderWith(1);
    const started = await who.as.owner
      .post('/api/integrations/bulk-publish')
      .send({ type: 'ghost', integrationId: site.id, folderId })
      .expect(202);
    await finished(started.body.data.id);
    await who.as.other.get(`/api/integrations/bulk-publish/${started.body.data.id}`).expect(404);
    await who.as.other
      .post(`/api/integrations/bulk-publish/${started.body.data.id}/items/0/retry`)
      .expect(404);
    const others = await who.as.other
      .post('/api/integrations/bulk-publish')
      .send({ type: 'ghost', integrationId: site.id, postIds: [posts[0]!.id] });
    expect(others.status).toBe(404);
    const both = await who.as.owner
      .post('/api/integrations/bulk-publish')
      .send({ type: 'ghost', integrationId: site.id, folderId, postIds: [posts[0]!.id] });
    expect(both.status).toBe(400);
    expect(both.body.code).toBe('ValidationError');
  });
});

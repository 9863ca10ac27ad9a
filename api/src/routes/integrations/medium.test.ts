/**
 * Medium (the blogging platform) through the real router on the real
 * database, against the local fake of Medium's API (api/test/mediumFake.ts)
 * that MEDIUM_BASE_URL points at. What Medium holds is read from the fake's
 * own store, not through the code under test.
 */
import { PublicationResponse } from '@inkpress/shared-core';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import {
  FAKE_MEDIUM_TOKENS,
  FAKE_MEDIUM_USER,
  type MediumFake,
  startMediumFake,
} from '../../../test/mediumFake';
import { loadConfig } from '../../config';
import { Integration } from '../../models/Integration';
import { Post } from '../../models/Post';
import { Publication, PublishLease, PublishSendClaim } from '../../models/Publication';

let fake: MediumFake;
let api: TestApi;
let who: Identities;
beforeAll(async () => {
  fake = await startMediumFake();
  api = await startTestApi({ FETCH_ALLOW_HOSTS: fake.host, MEDIUM_BASE_URL: fake.url, PUBLISH_RETRIES: '2' });
  who = await createIdentities(api);
});
afterAll(async () => {
  await api.close();
  await fake.close();
});
afterEach(async () => {
  fake.throttle(0);
  await Integration.deleteMany({});
  await Publication.deleteMany({});
  await PublishLease.deleteMany({});
  await PublishSendClaim.deleteMany({});
  fake.cutAfterCreate(0);
  fake.throttleCreates(0);
});

async function connect(token = FAKE_MEDIUM_TOKENS.good) {
  const res = await who.as.owner.post('/api/integrations').send({ type: 'medium', integrationToken: token });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; name: string; url: string; username: string; state: string };
}

let seq = 0;
async function createPost(extra: Record<string, unknown> = {}) {
  seq += 1;
  const title = `Medium test ${Date.now()}-${seq}`;
  const res = await who.as.owner
    .post('/api/collections')
    .send({
      title: 'Medium publishing',
      posts: [{ title, content: [{ value: `<p>Body of ${title}.</p>` }], ...extra }],
    })
    .expect(201);
  return res.body.data.posts[0] as { id: string; title: string };
}

const publish = (body: Record<string, unknown>) =>
  who.as.owner.post('/api/integrations/publish').send({ type: 'medium', ...body });
const postsTitled = (title: string) => fake.posts.filter((p) => p.title === title);

describe('POST /api/integrations (Medium)', () => {
  it('connects with GET /v1/me, stores the token sealed and never returns it', async () => {
    const site = await connect();
    expect(site).toMatchObject({
      name: `Medium · @${FAKE_MEDIUM_USER.username}`,
      url: `https://medium.com/@${FAKE_MEDIUM_USER.username}`,
      username: FAKE_MEDIUM_USER.username,
      state: 'connected',
    });
    expect(fake.requests).toContain('GET /v1/me 200');
    const listed = await who.as.owner.get('/api/integrations').expect(200);
    expect(JSON.stringify(listed.body)).not.toContain(FAKE_MEDIUM_TOKENS.good);
    const stored = await Integration.findById(site.id).lean();
    expect(JSON.stringify(stored)).not.toContain(FAKE_MEDIUM_TOKENS.good);
  });

  it('answers 400 InvalidMediumCredentialsError for a token Medium refuses, and saves nothing', async () => {
    const res = await who.as.owner
      .post('/api/integrations')
      .send({ type: 'medium', integrationToken: FAKE_MEDIUM_TOKENS.revoked });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('InvalidMediumCredentialsError');
    expect(res.body.message).toContain('Integration tokens');
    expect(await Integration.countDocuments({ type: 'medium' })).toBe(0);
  });

  it('refuses a malformed token before calling Medium', async () => {
    const before = fake.requests.length;
    const res = await who.as.owner
      .post('/api/integrations')
      .send({ type: 'medium', integrationToken: 'a b' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ValidationError');
    expect(fake.requests.length).toBe(before);
  });

  it('reconnects with a new token checked again, and refuses fields of other kinds', async () => {
    const site = await connect();
    await who.as.owner
      .patch(`/api/integrations/${site.id}`)
      .send({ integrationToken: FAKE_MEDIUM_TOKENS.revoked })
      .expect(400);
    const ok = await who.as.owner
      .patch(`/api/integrations/${site.id}`)
      .send({ integrationToken: FAKE_MEDIUM_TOKENS.other })
      .expect(200);
    expect(ok.body.data.username).toBe('another_writer');
    const wrong = await who.as.owner
      .patch(`/api/integrations/${site.id}`)
      .send({ url: 'https://example.com' });
    expect(wrong.status).toBe(400);
    await who.as.other.patch(`/api/integrations/${site.id}`).send({ name: 'x' }).expect(404);
  });
});

describe('POST /api/integrations/publish (Medium)', () => {
  it('creates a draft with the title heading, tags and canonical URL, and answers its address', async () => {
    const site = await connect();
    const post = await createPost({ tags: ['ignored-when-sent'] });
    const res = await publish({
      postId: post.id,
      integrationId: site.id,
      tags: ['Writing', 'SEO'],
      medium: { canonicalUrl: 'https://blog.example.com/original' },
    });
    expect(res.status).toBe(200);
    const view = PublicationResponse.parse(res.body).data;
    const [sent] = postsTitled(post.title);
    expect(postsTitled(post.title)).toHaveLength(1);
    expect(sent).toMatchObject({
      authorId: FAKE_MEDIUM_USER.id,
      publishStatus: 'draft',
      contentFormat: 'html',
      tags: ['Writing', 'SEO'],
      canonicalUrl: 'https://blog.example.com/original',
    });
    expect(sent?.content.startsWith(`<h1>${post.title}</h1>`)).toBe(true);
    expect(view).toMatchObject({ state: 'draft', remoteId: sent?.id, url: sent?.url, lastError: null });
  });

  it('publishes public or unlisted, and a second publish sends nothing and answers the existing address', async () => {
    const site = await connect();
    const post = await createPost();
    const first = await publish({ postId: post.id, integrationId: site.id, status: 'publish' }).expect(200);
    expect(first.body.data.state).toBe('published');
    expect(postsTitled(post.title)[0]?.publishStatus).toBe('public');
    const creates = fake.requests.filter((r) => r.startsWith('POST')).length;

    const again = await publish({ postId: post.id, integrationId: site.id, status: 'draft' }).expect(200);
    const view = PublicationResponse.parse(again.body).data;
    expect(view.url).toBe(first.body.data.url);
    expect(view.state).toBe('published');
    expect(view.notice).toContain('already on Medium');
    expect(view.notice).toContain(first.body.data.url);
    expect(postsTitled(post.title)).toHaveLength(1);
    expect(fake.requests.filter((r) => r.startsWith('POST')).length).toBe(creates);

    const other = await createPost();
    await publish({
      postId: other.id,
      integrationId: site.id,
      status: 'publish',
      medium: { unlisted: true },
    }).expect(200);
    expect(postsTitled(other.title)[0]?.publishStatus).toBe('unlisted');
  });

  it('makes one post when the same publish is sent 10 times at once', async () => {
    const site = await connect();
    const post = await createPost();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        publish({ postId: post.id, integrationId: site.id, status: 'publish' }),
      ),
    );
    expect(postsTitled(post.title)).toHaveLength(1);
    const ok = answers.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(new Set(ok.map((r) => r.body.data.remoteId))).toEqual(new Set([postsTitled(post.title)[0]?.id]));
  });

  it('never re-posts blind after a send whose answer was lost: it asks the person to check Medium first', async () => {
    const site = await connect();
    const post = await createPost();
    fake.cutAfterCreate(1);
    const lost = await publish({ postId: post.id, integrationId: site.id, status: 'publish' });
    expect(lost.status).toBeGreaterThanOrEqual(400);
    expect(postsTitled(post.title)).toHaveLength(1);
    const claim = await PublishSendClaim.findById(`${site.id}:${post.id}:send`).lean();
    expect(claim).toMatchObject({ checkUrl: `https://medium.com/@${FAKE_MEDIUM_USER.username}` });

    // A retry (by the person, a job, a second tab) sends nothing and says what to check.
    for (let i = 0; i < 3; i++) {
      const again = await publish({ postId: post.id, integrationId: site.id, status: 'publish' });
      expect(again.status).toBe(409);
      expect(again.body.data).toMatchObject({
        reason: 'medium_send_unconfirmed',
        checkUrl: `https://medium.com/@${FAKE_MEDIUM_USER.username}`,
      });
      expect(again.body.message).toContain('Check your Medium profile');
    }
    expect(postsTitled(post.title)).toHaveLength(1);
    const publication = await Publication.findOne({ postId: post.id }).lean();
    expect(publication).toMatchObject({ state: 'failed', remoteId: null });

    // The person checked and asks to send again: exactly one more send, recorded this time.
    const resent = await publish({
      postId: post.id,
      integrationId: site.id,
      status: 'publish',
      medium: { resendUnconfirmed: true },
    });
    expect(resent.status).toBe(200);
    expect(postsTitled(post.title)).toHaveLength(2);
    expect(resent.body.data).toMatchObject({ state: 'published', url: postsTitled(post.title)[1]!.url });
    // From now on the stored id answers: nothing is sent, even with the resend flag.
    const after = await publish({
      postId: post.id,
      integrationId: site.id,
      status: 'publish',
      medium: { resendUnconfirmed: true },
    });
    expect(after.status).toBe(200);
    expect(postsTitled(post.title)).toHaveLength(2);
  });

  it('lets a retry send when Medium refused the first create (it made nothing)', async () => {
    const site = await connect();
    const post = await createPost();
    // Three 429s to the create: the send and its two retries are refused, so no post exists.
    fake.throttleCreates(3);
    const refused = await publish({ postId: post.id, integrationId: site.id, status: 'draft' });
    expect(refused.status).toBe(400);
    expect(postsTitled(post.title)).toHaveLength(0);
    expect(await PublishSendClaim.countDocuments({})).toBe(0);
    const retried = await publish({ postId: post.id, integrationId: site.id, status: 'draft' });
    expect(retried.status).toBe(200);
    expect(postsTitled(post.title)).toHaveLength(1);
    fake.requests.length = 0;
  });

  it('retries a 429 answer and then creates the post once', async () => {
    const site = await connect();
    const post = await createPost();
    fake.throttle(2, '0');
    const res = await publish({ postId: post.id, integrationId: site.id });
    expect(res.status).toBe(200);
    expect(fake.requests.filter((r) => r.endsWith(' 429'))).toHaveLength(2);
    expect(postsTitled(post.title)).toHaveLength(1);
  });

  it('refuses updates, more than 5 tags and categories before calling Medium', async () => {
    const site = await connect();
    const post = await createPost();
    const before = fake.requests.length;
    for (const body of [
      { existingPostId: 'abc123' },
      { tags: ['a', 'b', 'c', 'd', 'e', 'f'] },
      { categories: [1] },
      { reddit: { subreddit: 'writing', kind: 'self' } },
    ]) {
      const res = await publish({ postId: post.id, integrationId: site.id, ...body });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('ValidationError');
    }
    expect(fake.requests.length).toBe(before);
  });

  it('marks the integration as needing attention when the token stops working, and keeps the post as it was', async () => {
    const site = await connect();
    const post = await createPost();
    fake.tokens.delete(FAKE_MEDIUM_TOKENS.good);
    try {
      const res = await publish({ postId: post.id, integrationId: site.id, status: 'publish' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('InvalidMediumCredentialsError');
      const listed = await who.as.owner.get('/api/integrations').expect(200);
      const entry = listed.body.data.find((i: { id: string }) => i.id === site.id);
      expect(entry.state).toBe('needs_attention');
      expect((await Post.findById(post.id).lean())?.status).not.toBe('published');
      expect(postsTitled(post.title)).toHaveLength(0);
    } finally {
      fake.tokens.set(FAKE_MEDIUM_TOKENS.good, FAKE_MEDIUM_USER.id);
    }
  });

  it('answers 404 for another team’s integration and post', async () => {
    const site = await connect();
    const post = await createPost();
    const res = await who.as.other
      .post('/api/integrations/publish')
      .send({ type: 'medium', postId: post.id, integrationId: site.id });
    expect(res.status).toBe(404);
    expect(postsTitled(post.title)).toHaveLength(0);
  });

  it('is refused in production', () => {
    for (const name of ['MEDIUM_BASE_URL', 'REDDIT_BASE_URL'])
      expect(() =>
        loadConfig({
          MONGODB_URI: 'mongodb://127.0.0.1:1/x',
          NODE_ENV: 'production',
          STRIPE_SECRET_KEY: 'sk_x',
          [name]: fake.url,
        }),
      ).toThrow(new RegExp(name));
  });
});

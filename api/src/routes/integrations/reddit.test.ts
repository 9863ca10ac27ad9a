/**
 * Reddit (social news) through the real router on the real database, against
 * the local fake of Reddit's token endpoint and OAuth API
 * (api/test/redditFake.ts) that REDDIT_BASE_URL points at. What Reddit holds
 * is read from the fake's own store.
 */
import { PublicationResponse } from '@inkpress/shared-core';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { FAKE_REDDIT, type RedditFake, startRedditFake } from '../../../test/redditFake';
import { Integration } from '../../models/Integration';
import { Publication, PublishLease } from '../../models/Publication';

let fake: RedditFake;
let api: TestApi;
let who: Identities;
beforeAll(async () => {
  fake = await startRedditFake();
  api = await startTestApi({ FETCH_ALLOW_HOSTS: fake.host, REDDIT_BASE_URL: fake.url, PUBLISH_RETRIES: '2' });
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
});

const connectBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'reddit',
  ...FAKE_REDDIT,
  subreddits: ['r/inkpresstest', 'FlairedWriting', '/r/TextOnly', 'ClosedClub'],
  ...overrides,
});

async function connect() {
  const res = await who.as.owner.post('/api/integrations').send(connectBody());
  expect(res.status).toBe(201);
  return res.body.data as { id: string; name: string; subreddits: string[] };
}

let seq = 0;
async function createPost() {
  seq += 1;
  const title = `Reddit test ${Date.now()}-${seq}`;
  const res = await who.as.owner
    .post('/api/collections')
    .send({
      title: 'Reddit publishing',
      posts: [
        {
          title,
          content: [{ value: `<h1>${title}</h1><p>First *paragraph* of ${title}.</p><p>Second one.</p>` }],
        },
      ],
    })
    .expect(201);
  return res.body.data.posts[0] as { id: string; title: string };
}

const submit = (body: Record<string, unknown>, reddit: Record<string, unknown>) =>
  who.as.owner.post('/api/integrations/publish').send({ type: 'reddit', status: 'publish', ...body, reddit });
const postsTitled = (title: string) => fake.posts.filter((p) => p.title === title);

describe('POST /api/integrations (Reddit)', () => {
  it('connects with the password grant, checks the subreddits and never returns the secrets', async () => {
    const site = await connect();
    expect(site).toMatchObject({
      name: `Reddit · u/${FAKE_REDDIT.username}`,
      subreddits: ['InkpressTest', 'FlairedWriting', 'TextOnly', 'ClosedClub'],
      state: 'connected',
    });
    const listed = await who.as.owner.get('/api/integrations').expect(200);
    const stored = await Integration.findById(site.id).lean();
    for (const secret of [FAKE_REDDIT.clientSecret, FAKE_REDDIT.password]) {
      expect(JSON.stringify(listed.body)).not.toContain(secret);
      expect(JSON.stringify(stored)).not.toContain(secret);
    }
  });

  it('answers 400 InvalidRedditCredentialsError for a wrong app or password, and saves nothing', async () => {
    const wrongApp = await who.as.owner
      .post('/api/integrations')
      .send(connectBody({ clientSecret: 'not-the-secret-0000' }));
    expect(wrongApp.status).toBe(400);
    expect(wrongApp.body.code).toBe('InvalidRedditCredentialsError');
    expect(wrongApp.body.message).toContain('client id and secret');
    const wrongPassword = await who.as.owner
      .post('/api/integrations')
      .send(connectBody({ password: 'nope' }));
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.code).toBe('InvalidRedditCredentialsError');
    expect(wrongPassword.body.message).toContain('password');
    expect(await Integration.countDocuments({ type: 'reddit' })).toBe(0);
  });

  it('refuses a subreddit that does not exist', async () => {
    const res = await who.as.owner
      .post('/api/integrations')
      .send(connectBody({ subreddits: ['NoSuchPlace'] }));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('r/NoSuchPlace');
  });

  it('changes the subreddits with the saved secrets checked again', async () => {
    const site = await connect();
    const res = await who.as.owner
      .patch(`/api/integrations/${site.id}`)
      .send({ subreddits: ['TextOnly'] })
      .expect(200);
    expect(res.body.data.subreddits).toEqual(['TextOnly']);
    await who.as.other
      .patch(`/api/integrations/${site.id}`)
      .send({ subreddits: ['TextOnly'] })
      .expect(404);
  });

  it('lists a subreddit’s flairs, and 404 for another team', async () => {
    const site = await connect();
    const res = await who.as.owner
      .get(`/api/integrations/${site.id}/reddit-flairs`)
      .query({ subreddit: 'flairedwriting' })
      .expect(200);
    expect(res.body.data.subreddit).toBe('FlairedWriting');
    expect(res.body.data.flairs.map((f: { text: string }) => f.text)).toEqual(['Guide', 'Discussion']);
    const none = await who.as.owner
      .get(`/api/integrations/${site.id}/reddit-flairs`)
      .query({ subreddit: 'InkpressTest' })
      .expect(200);
    expect(none.body.data.flairs).toEqual([]);
    await who.as.other
      .get(`/api/integrations/${site.id}/reddit-flairs`)
      .query({ subreddit: 'InkpressTest' })
      .expect(404);
  });
});

describe('POST /api/integrations/publish (Reddit)', () => {
  it('submits a link post and answers its address; again to the same subreddit sends nothing', async () => {
    const site = await connect();
    const post = await createPost();
    const link = 'https://blog.example.com/reddit-test';
    const res = await submit(
      { postId: post.id, integrationId: site.id },
      { subreddit: 'InkpressTest', kind: 'link', url: link },
    );
    expect(res.status).toBe(200);
    const view = PublicationResponse.parse(res.body).data;
    const [sent] = postsTitled(post.title);
    expect(sent).toMatchObject({
      subreddit: 'InkpressTest',
      kind: 'link',
      url: link,
      author: FAKE_REDDIT.username,
    });
    expect(view).toMatchObject({ state: 'published', remoteId: sent?.name });
    expect(view.url).toBe(`https://www.reddit.com${sent?.permalink}`);

    const again = await submit(
      { postId: post.id, integrationId: site.id },
      { subreddit: 'inkpresstest', kind: 'link', url: link },
    ).expect(200);
    expect(again.body.data.notice).toContain('already submitted');
    expect(again.body.data.url).toBe(view.url);
    expect(postsTitled(post.title)).toHaveLength(1);
  });

  /**
   * Two self posts to r/TextOnly, `between` run after the first: how many new token grants and
   * which answers Reddit gave to the second submit, and the second post.
   */
  async function secondSubmit(between: () => void = () => undefined) {
    const site = await connect();
    const first = await createPost();
    const second = await createPost();
    const self = { subreddit: 'TextOnly', kind: 'self' } as const;
    await submit({ postId: first.id, integrationId: site.id }, self).expect(200);
    const grants = () => fake.requests.filter((r) => r.startsWith('POST /api/v1/access_token')).length;
    const submits = () => fake.requests.filter((r) => r.startsWith('POST /api/submit'));
    const [grantsBefore, submitsBefore] = [grants(), submits().length];
    between();
    await submit({ postId: second.id, integrationId: site.id }, self).expect(200);
    return {
      newGrants: grants() - grantsBefore,
      answers: submits()
        .slice(submitsBefore)
        .map((r) => r.split(' ')[2]),
      post: second,
    };
  }

  it('keeps the OAuth token: a second submit asks Reddit for no new token', async () => {
    const { newGrants, answers, post } = await secondSubmit();
    expect(answers).toEqual(['200']);
    expect(newGrants).toBe(0);
    expect(postsTitled(post.title)).toHaveLength(1);
  });

  it('gets a new token when Reddit revokes the kept one early, and submits once', async () => {
    const { newGrants, answers, post } = await secondSubmit(() => fake.revokeTokens());
    // Refused with the revoked token (Reddit did nothing), then sent once with the new one.
    expect(answers).toEqual(['401', '200']);
    expect(newGrants).toBe(1);
    expect(postsTitled(post.title)).toHaveLength(1);
  });

  it('submits a self post with a markdown summary of the post', async () => {
    const site = await connect();
    const post = await createPost();
    await submit({ postId: post.id, integrationId: site.id }, { subreddit: 'TextOnly', kind: 'self' }).expect(
      200,
    );
    const [sent] = postsTitled(post.title);
    expect(sent?.kind).toBe('self');
    expect(sent?.selftext).toBe(`First \\*paragraph\\* of ${post.title}.\n\nSecond one.`);
  });

  it('turns Reddit’s json.errors into clear 400s and keeps nothing as published', async () => {
    const site = await connect();
    const post = await createPost();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ subreddit: 'FlairedWriting', kind: 'self' }, /r\/FlairedWriting requires a post flair/],
      [{ subreddit: 'TextOnly', kind: 'link', url: 'https://blog.example.com/x' }, /only allows text posts/],
      [
        { subreddit: 'ClosedClub', kind: 'self' },
        new RegExp(`u/${FAKE_REDDIT.username} may not post in r/ClosedClub`),
      ],
    ];
    for (const [reddit, message] of cases) {
      const res = await submit({ postId: post.id, integrationId: site.id }, reddit);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('ValidationError');
      expect(res.body.message).toMatch(message);
    }
    expect(postsTitled(post.title)).toHaveLength(0);
    // With a flair the flaired subreddit takes it.
    const flair = fake.subreddits.get('flairedwriting')!.flairs[1]!;
    await submit(
      { postId: post.id, integrationId: site.id },
      { subreddit: 'FlairedWriting', kind: 'self', flairId: flair.id, flairText: 'Show and tell' },
    ).expect(200);
    expect(postsTitled(post.title)[0]).toMatchObject({ flairId: flair.id, flairText: 'Show and tell' });
  });

  it('refuses a subreddit the integration was not connected with, and choices Reddit has not', async () => {
    const site = await connect();
    const post = await createPost();
    const before = fake.requests.length;
    const other = await submit(
      { postId: post.id, integrationId: site.id },
      { subreddit: 'Elsewhere', kind: 'self' },
    );
    expect(other.status).toBe(400);
    expect(other.body.message).toContain('not one of this Reddit integration');
    for (const body of [{ status: 'draft' }, { tags: ['x'] }]) {
      const res = await submit(
        { postId: post.id, integrationId: site.id, ...body },
        { subreddit: 'TextOnly', kind: 'self' },
      );
      expect(res.status).toBe(400);
    }
    const noLink = await submit(
      { postId: post.id, integrationId: site.id },
      { subreddit: 'InkpressTest', kind: 'link' },
    );
    expect(noLink.status).toBe(400);
    expect(fake.requests.length).toBe(before);
  });

  it('retries 429 answers (x-ratelimit-reset) and then submits once', async () => {
    const site = await connect();
    const post = await createPost();
    fake.throttle(2, 0);
    const res = await submit(
      { postId: post.id, integrationId: site.id },
      { subreddit: 'TextOnly', kind: 'self' },
    );
    expect(res.status).toBe(200);
    expect(fake.requests.filter((r) => r.endsWith(' 429'))).toHaveLength(2);
    expect(postsTitled(post.title)).toHaveLength(1);
  });

  it('makes one submission when the same publish is sent 10 times at once', async () => {
    const site = await connect();
    const post = await createPost();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        submit({ postId: post.id, integrationId: site.id }, { subreddit: 'TextOnly', kind: 'self' }),
      ),
    );
    expect(postsTitled(post.title)).toHaveLength(1);
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
  });

  it('answers 404 for another team’s integration and post', async () => {
    const site = await connect();
    const post = await createPost();
    const res = await who.as.other.post('/api/integrations/publish').send({
      type: 'reddit',
      status: 'publish',
      postId: post.id,
      integrationId: site.id,
      reddit: { subreddit: 'TextOnly', kind: 'self' },
    });
    expect(res.status).toBe(404);
    expect(postsTitled(post.title)).toHaveLength(0);
  });
});

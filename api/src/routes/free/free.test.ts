import { writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { FREE_PAGE_RUNS_PER_DAY, FreeMusicView } from '@inkpress/shared-core';
import sharp from 'sharp';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { startTestEngine, type TestEngine, until } from '../../../test/jobs';
import { clearQuotas, quotaRuns } from '../../../test/quota';
import { JobRun } from '../../models/JobRun';
import { LedgerEntry } from '../../models/LedgerEntry';
import { renamedScript, testPhoto } from '../../services/images/testing';
import { useMusicConfig } from '../../services/music/job';

let api: TestApi;
let who: Identities;
let jobs: TestEngine;
beforeAll(async () => {
  api = await startTestApi();
  useMusicConfig(api.config);
  who = await createIdentities(api);
  // The music generator's visitor jobs run on a worker in this process.
  jobs = await startTestEngine({ use: true, worker: true });
});
afterAll(async () => {
  await jobs.close();
  useMusicConfig(undefined);
  await api.close();
});
afterEach(() => clearQuotas(api));

const visitor = (id: string) => ({ Cookie: `inkpress_vid=${id}` });
const VISITOR_A = '33333333-3333-4333-8333-333333333333';
const VISITOR_B = '44444444-4444-4444-8444-444444444444';

/** The bytes of a data: URL, checking its type. */
function bytesOf(url: string, type: string): Buffer {
  const prefix = `data:${type};base64,`;
  expect(url.startsWith(prefix)).toBe(true);
  return Buffer.from(url.slice(prefix.length), 'base64');
}

/** The events of a text/event-stream body, in order. */
function events(body: string): { event: string; data: Record<string, unknown> }[] {
  return body
    .split('\n\n')
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      return event && data ? { event, data: JSON.parse(data) as Record<string, unknown> } : null;
    })
    .filter((e): e is { event: string; data: Record<string, unknown> } => e !== null);
}

/** Tests that run a page up to its daily limit: many real runs, on a machine that may be loaded. */
const LOOP_TIMEOUT = 180_000;

const ledgerCount = () => LedgerEntry.countDocuments({});

describe('POST /api/free/art', () => {
  it('draws a visitor one labelled offline image of the size asked, inline, counted in the day’s quota', async () => {
    const res = await who.as.anonymous
      .post('/api/free/art')
      .set(visitor(VISITOR_A))
      .send({ prompt: 'A red fox in the snow', size: '512x512', style: 'watercolor' })
      .expect(201);
    expect(res.body.data).toMatchObject({
      prompt: 'A red fox in the snow',
      size: '512x512',
      style: 'watercolor',
      label: 'offline image',
      image: { contentType: 'image/png', width: 512, height: 512 },
      quota: { page: 'art', limit: FREE_PAGE_RUNS_PER_DAY.art, remaining: FREE_PAGE_RUNS_PER_DAY.art - 1 },
    });
    const meta = await sharp(bytesOf(res.body.data.image.url, 'image/png')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512]);
    const quota = await who.as.anonymous.get('/api/free/quota?page=art').set(visitor(VISITOR_A)).expect(200);
    expect(quota.body.data).toMatchObject({ page: 'art', remaining: FREE_PAGE_RUNS_PER_DAY.art - 1 });
  });

  it('refuses a size outside SPEC §9 with 400 and takes no run', async () => {
    const res = await who.as.anonymous
      .post('/api/free/art')
      .set(visitor(VISITOR_A))
      .send({ prompt: 'A fox', size: '640x480' })
      .expect(400);
    expect(res.body.message).toMatch(/Size must be one of 1200x1200/);
    expect(await quotaRuns(api)).toBe(0);
  });

  it(
    'stops a visitor at the quota with 429 RateLimitError, charges nothing, and another visitor still draws',
    async () => {
      const ledger = await ledgerCount();
      for (let i = 0; i < FREE_PAGE_RUNS_PER_DAY.art; i++) {
        await who.as.anonymous
          .post('/api/free/art')
          .set(visitor(VISITOR_A))
          .send({ prompt: `Boats ${i}`, size: '256x256' })
          .expect(201);
      }
      const refused = await who.as.anonymous
        .post('/api/free/art')
        .set(visitor(VISITOR_A))
        .send({ prompt: 'Boats again', size: '256x256' })
        .expect(429);
      expect(refused.body).toMatchObject({
        code: 'RateLimitError',
        data: { reason: 'free-page-quota', page: 'art', limit: FREE_PAGE_RUNS_PER_DAY.art },
      });
      expect(refused.body.message).toMatch(/free images\. Sign up free/);
      expect(await ledgerCount()).toBe(ledger);
      const quota = await who.as.anonymous
        .get('/api/free/quota?page=art')
        .set(visitor(VISITOR_A))
        .expect(200);
      expect(quota.body.data.remaining).toBe(0);
      await who.as.anonymous
        .post('/api/free/art')
        .set(visitor(VISITOR_B))
        .send({ prompt: 'Boats', size: '256x256' })
        .expect(201);
    },
    LOOP_TIMEOUT,
  );

  it('sends a signed-in user to the account’s charged call', async () => {
    const res = await who.as.owner.post('/api/free/art').send({ prompt: 'A fox' }).expect(400);
    expect(res.body.data).toMatchObject({ reason: 'signed-in', call: 'POST /api/image/generate' });
    expect(await quotaRuns(api)).toBe(0);
  });
});

describe('POST /api/free/restore', () => {
  it('restores a visitor’s image ×2, larger and sharper, answered by a short-lived signed link', async () => {
    const photo = await testPhoto(200, 150);
    const res = await who.as.anonymous
      .post('/api/free/restore?scale=2')
      .set(visitor(VISITOR_A))
      .set('Content-Type', 'application/octet-stream')
      .send(photo)
      .expect(201);
    const { data } = res.body;
    expect(data).toMatchObject({
      source: { width: 200, height: 150 },
      image: { width: 400, height: 300 },
      metrics: { scale: 2 },
      quota: { page: 'restorer', remaining: FREE_PAGE_RUNS_PER_DAY.restorer - 1 },
    });
    expect(data.metrics.sharpnessAfter).toBeGreaterThan(data.metrics.sharpnessBefore);
    // Not inline: a link to the image, streamed as binary, for anyone holding it.
    expect(data.image.url).toMatch(
      /^\/api\/free\/restore\/[0-9a-f]{32}\.(png|jpg)\?expires=\d+&signature=[\w-]+$/,
    );
    expect(res.text.length).toBeLessThan(1000);
    // The page is told when the link stops working: a quarter of an hour from now.
    const left = Date.parse(data.image.expiresAt) - Date.now();
    expect(left).toBeGreaterThan(10 * 60_000);
    expect(left).toBeLessThanOrEqual(15 * 60_000);
    const image = await who.as.anonymous
      .get(data.image.url)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(image.headers['content-type']).toBe(data.image.contentType);
    const meta = await sharp(image.body as Buffer).metadata();
    expect([meta.width, meta.height]).toEqual([400, 300]);
    const download = await who.as.anonymous.get(`${data.image.url}&download=1`).expect(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="restored\.(png|jpg)"/);
    // A link whose signature or time was changed opens nothing; neither does another name.
    const [path, query] = data.image.url.split('?');
    const params = new URLSearchParams(query);
    const forged = new URLSearchParams({
      expires: String(Number(params.get('expires')) + 3600),
      signature: params.get('signature') ?? '',
    });
    await who.as.anonymous.get(`${path}?${forged}`).expect(404);
    await who.as.anonymous.get(`${path}?expires=${params.get('expires')}&signature=AAAA`).expect(404);
    await who.as.anonymous.get(path).expect(404);
    const other = path.replace(/\/[0-9a-f]{32}\./, `/${'0'.repeat(32)}.`);
    await who.as.anonymous.get(`${other}?${query}`).expect(404);
  });

  it('refuses a renamed script and a result too large for a visitor with 400, taking no run', async () => {
    const script = await who.as.anonymous
      .post('/api/free/restore')
      .set(visitor(VISITOR_A))
      .set('Content-Type', 'image/png')
      .send(renamedScript)
      .expect(400);
    expect(script.body.message).toMatch(/Upload a PNG, JPEG, WebP or GIF/);
    const big = await who.as.anonymous
      .post('/api/free/restore?scale=4')
      .set(visitor(VISITOR_A))
      .set('Content-Type', 'application/octet-stream')
      .send(await testPhoto(1200, 800))
      .expect(400);
    expect(big.body.message).toMatch(/up to 4096 pixels a side\. Try ×2/);
    expect(await quotaRuns(api)).toBe(0);
  });

  it(
    'stops a visitor at the quota with 429 RateLimitError',
    async () => {
      const photo = await testPhoto(64, 48);
      for (let i = 0; i < FREE_PAGE_RUNS_PER_DAY.restorer; i++) {
        await who.as.anonymous
          .post('/api/free/restore')
          .set(visitor(VISITOR_A))
          .set('Content-Type', 'application/octet-stream')
          .send(photo)
          .expect(201);
      }
      const refused = await who.as.anonymous
        .post('/api/free/restore')
        .set(visitor(VISITOR_A))
        .set('Content-Type', 'application/octet-stream')
        .send(photo)
        .expect(429);
      expect(refused.body).toMatchObject({ code: 'RateLimitError', data: { page: 'restorer' } });
      expect(refused.body.message).toMatch(/free restores/);
    },
    LOOP_TIMEOUT,
  );
});

describe('POST /api/free/music', () => {
  /** Follows a visitor's music job until it has finished. */
  const finished = (id: string, who_ = VISITOR_A) =>
    until(`music job ${id} to finish`, async () => {
      const res = await who.as.anonymous
        .post('/api/free/music/get')
        .set(visitor(who_))
        .send({ id })
        .expect(200);
      const view = FreeMusicView.parse(res.body.data);
      return view.status === 'succeeded' || view.status === 'dead' ? view : null;
    });

  /** The body of a visitor's link, as bytes. */
  const fetchLink = (url: string) =>
    who.as.anonymous
      .get(url)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('starts a visitor’s job (202) that makes a WAV of the length asked and its MIDI, behind signed links', async () => {
    const body = { prompt: 'happy upbeat piano', seconds: 6 };
    const start = await who.as.anonymous
      .post('/api/free/music')
      .set(visitor(VISITOR_A))
      .send(body)
      .expect(202);
    expect(start.body.data).toMatchObject({
      status: 'queued',
      prompt: 'happy upbeat piano',
      wav: null,
      midi: null,
      quota: { page: 'music', remaining: FREE_PAGE_RUNS_PER_DAY.music - 1 },
    });
    const view = await finished(start.body.data.id);
    expect(view).toMatchObject({
      status: 'succeeded',
      label: 'offline music engine',
      plan: { mode: 'major', seconds: 6 },
      error: null,
      quota: { page: 'music', remaining: FREE_PAGE_RUNS_PER_DAY.music - 1 },
    });
    expect(view.wav?.url).toMatch(/^\/api\/free\/music\/[0-9a-f]{32}\.wav\?expires=\d+&signature=[\w-]+$/);
    expect(view.midi?.url).toMatch(/^\/api\/free\/music\/[0-9a-f]{32}\.mid\?expires=\d+&signature=[\w-]+$/);
    const wavRes = await fetchLink(view.wav?.url ?? '').expect(200);
    expect(wavRes.headers['content-type']).toBe('audio/wav');
    const wav = wavRes.body as Buffer;
    expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(wav.subarray(8, 12).toString('latin1')).toBe('WAVE');
    const rate = wav.readUInt32LE(24);
    const byteRate = wav.readUInt32LE(28);
    expect(Math.round((wav.length - 44) / byteRate)).toBe(6);
    expect(rate).toBeGreaterThan(8000);
    const midi = await fetchLink(view.midi?.url ?? '').expect(200);
    expect(midi.headers['content-type']).toBe('audio/midi');
    expect((midi.body as Buffer).subarray(0, 4).toString('latin1')).toBe('MThd');
    const download = await who.as.anonymous.get(`${view.midi?.url}&download=1`).expect(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="music\.mid"/);
    // A changed link opens nothing, and the restorer's route does not serve music.
    const [path, query] = (view.wav?.url ?? '').split('?') as [string, string];
    await who.as.anonymous.get(`${path}?${query.replace(/signature=.*/, 'signature=AAAA')}`).expect(404);
    await who.as.anonymous.get(path).expect(404);
    await who.as.anonymous.get(`${path.replace('/music/', '/restore/')}?${query}`).expect(404);
    // The same prompt gives the same piece.
    const again = await who.as.anonymous
      .post('/api/free/music')
      .set(visitor(VISITOR_A))
      .send(body)
      .expect(202);
    const second = await finished(again.body.data.id);
    expect((await fetchLink(second.wav?.url ?? '').expect(200)).body).toEqual(wav);
    expect(second.quota.remaining).toBe(FREE_PAGE_RUNS_PER_DAY.music - 2);
  });

  it('says a finished piece has expired once its links have run out, instead of answering dead links', async () => {
    const start = await who.as.anonymous
      .post('/api/free/music')
      .set(visitor(VISITOR_A))
      .send({ prompt: 'slow cello', seconds: 5 })
      .expect(202);
    const ready = await finished(start.body.data.id);
    expect(ready).toMatchObject({ status: 'succeeded', expired: false, error: null });
    // A quarter of an hour later: the links' time (kept in the job's result) has passed.
    const past = new Date(Date.now() - 1000).toISOString();
    await JobRun.updateOne(
      { _id: start.body.data.id },
      { $set: { 'result.wav.expiresAt': past, 'result.midi.expiresAt': past } },
    );
    const res = await who.as.anonymous
      .post('/api/free/music/get')
      .set(visitor(VISITOR_A))
      .send({ id: start.body.data.id })
      .expect(200);
    const view = FreeMusicView.parse(res.body.data);
    expect(view).toMatchObject({ status: 'succeeded', expired: true, wav: null, midi: null });
    expect(view.plan?.seconds).toBe(5);
    expect(view.error).toMatch(/expired.*15 minutes.*Generate it again/);
  });

  it('answers 404 to another visitor, a visitor without the cookie, and for a signed-in user’s job id', async () => {
    const start = await who.as.anonymous
      .post('/api/free/music')
      .set(visitor(VISITOR_A))
      .send({ prompt: 'calm strings', seconds: 5 })
      .expect(202);
    const { id } = start.body.data;
    const other = await who.as.anonymous
      .post('/api/free/music/get')
      .set(visitor(VISITOR_B))
      .send({ id })
      .expect(404);
    expect(other.body.message).toMatch(/No such piece of music/);
    await who.as.anonymous.post('/api/free/music/get').send({ id }).expect(404);
    await who.as.anonymous
      .post('/api/free/music/get')
      .set(visitor(VISITOR_A))
      .send({ id: 'nope' })
      .expect(400);
    // The signed-in path's own job is not a visitor's.
    const account = await who.as.owner.post('/api/music').send({ prompt: 'calm', seconds: 5 }).expect(202);
    await who.as.anonymous
      .post('/api/free/music/get')
      .set(visitor(VISITOR_A))
      .send({ id: account.body.data.id })
      .expect(404);
    expect((await finished(id)).status).toBe('succeeded');
    // The account's job settles its charge before the next test counts the ledger.
    await until('the account’s music job to finish', async () => {
      const res = await who.as.owner.post('/api/music/get').send({ id: account.body.data.id }).expect(200);
      return res.body.data.status === 'succeeded';
    });
  });

  it('gives the visitor’s run back when the job dies, charging nothing', async () => {
    const ledger = await ledgerCount();
    // A storage folder under a plain file cannot be created: every delivery fails.
    const file = path.join(api.config.media.dir, 'a-file');
    await mkdir(api.config.media.dir, { recursive: true });
    writeFileSync(file, 'not a folder');
    useMusicConfig({ ...api.config, media: { ...api.config.media, dir: path.join(file, 'files') } });
    let view: FreeMusicView;
    try {
      const start = await who.as.anonymous
        .post('/api/free/music')
        .set(visitor(VISITOR_B))
        .send({ prompt: 'Upbeat synth', seconds: 5 })
        .expect(202);
      expect(start.body.data.quota.remaining).toBe(FREE_PAGE_RUNS_PER_DAY.music - 1);
      view = await finished(start.body.data.id, VISITOR_B);
    } finally {
      useMusicConfig(api.config);
    }
    expect(view).toMatchObject({
      status: 'dead',
      wav: null,
      midi: null,
      error: expect.stringMatching(/given back/),
    });
    // The run comes back once the engine has recorded the death (onDead).
    await until('the visitor’s run to come back', async () => {
      const res = await who.as.anonymous
        .get('/api/free/quota?page=music')
        .set(visitor(VISITOR_B))
        .expect(200);
      return res.body.data.remaining === FREE_PAGE_RUNS_PER_DAY.music;
    });
    expect(await quotaRuns(api)).toBe(0);
    expect(await ledgerCount()).toBe(ledger);
  });

  it(
    'refuses a visitor more than 30 seconds with 400, and stops at the quota with 429 RateLimitError before queuing',
    async () => {
      const long = await who.as.anonymous
        .post('/api/free/music')
        .set(visitor(VISITOR_A))
        .send({ prompt: 'calm', seconds: 60 })
        .expect(400);
      expect(long.body.message).toMatch(/At most 30 seconds without an account/);
      expect(await quotaRuns(api)).toBe(0);
      for (let i = 0; i < FREE_PAGE_RUNS_PER_DAY.music; i++) {
        await who.as.anonymous
          .post('/api/free/music')
          .set(visitor(VISITOR_A))
          .send({ prompt: 'calm', seconds: 5 })
          .expect(202);
      }
      const runs = await JobRun.countDocuments({ type: 'music.visitor' });
      const refused = await who.as.anonymous
        .post('/api/free/music')
        .set(visitor(VISITOR_A))
        .send({ prompt: 'calm', seconds: 5 })
        .expect(429);
      expect(refused.body).toMatchObject({ code: 'RateLimitError', data: { page: 'music' } });
      expect(refused.body.message).toMatch(/free pieces of music/);
      expect(await JobRun.countDocuments({ type: 'music.visitor' })).toBe(runs);
    },
    LOOP_TIMEOUT,
  );

  it('sends a signed-in user to POST /api/music, and asks a browser without a visitor id to open the page, taking no run', async () => {
    const res = await who.as.owner.post('/api/free/music').send({ prompt: 'calm' }).expect(400);
    expect(res.body.data).toMatchObject({ reason: 'signed-in', call: 'POST /api/music' });
    const bare = await who.as.anonymous.post('/api/free/music').send({ prompt: 'calm' }).expect(400);
    expect(bare.body.data).toMatchObject({ reason: 'no-visitor' });
    expect(await quotaRuns(api)).toBe(0);
  });
});

describe('POST /api/free/chat', () => {
  it(
    'streams a visitor a free answer, then refuses past the day’s messages with 429 RateLimitError before streaming',
    async () => {
      const ledger = await ledgerCount();
      const ask = () =>
        who.as.anonymous
          .post('/api/free/chat')
          .set(visitor(VISITOR_A))
          .send({
            messages: [
              { role: 'user', content: 'Hello' },
              { role: 'assistant', content: 'Hi! How can I help?' },
              { role: 'user', content: 'Give me a title for a post about sourdough bread.' },
            ],
          });
      const first = await ask().expect(200);
      expect(first.headers['content-type']).toMatch(/text\/event-stream/);
      const list = events(first.text);
      expect(list.map((e) => e.event)[0]).toBe('quota');
      expect(list[0]?.data).toMatchObject({ page: 'chat', remaining: FREE_PAGE_RUNS_PER_DAY.chat - 1 });
      const text = list
        .filter((e) => e.event === 'delta')
        .map((e) => e.data.text)
        .join('');
      expect(text.length).toBeGreaterThan(0);
      expect(list.at(-1)).toMatchObject({ event: 'done', data: { credits: 0, aborted: false } });
      for (let i = 1; i < FREE_PAGE_RUNS_PER_DAY.chat; i++) await ask().expect(200);
      const refused = await ask().expect(429);
      expect(refused.body).toMatchObject({ code: 'RateLimitError', data: { page: 'chat' } });
      expect(refused.body.message).toMatch(/free messages\. Sign up free/);
      expect(await ledgerCount()).toBe(ledger);
    },
    LOOP_TIMEOUT,
  );

  it('refuses a conversation not ending with the visitor’s question, and a signed-in user, taking no run', async () => {
    await who.as.anonymous
      .post('/api/free/chat')
      .set(visitor(VISITOR_A))
      .send({ messages: [{ role: 'assistant', content: 'Hi' }] })
      .expect(400);
    const signedIn = await who.as.owner
      .post('/api/free/chat')
      .send({ messages: [{ role: 'user', content: 'Hi' }] })
      .expect(400);
    expect(signedIn.body.data).toMatchObject({ call: 'POST /api/ai-chat' });
    expect(await quotaRuns(api)).toBe(0);
  });
});

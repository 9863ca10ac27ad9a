/**
 * Autoblogging on the job engine, real Redis and the real database, with two
 * workers (each its own engine and connections, as two processes have) and
 * a fake clock given to the tick: one article per slot whatever ticks at
 * once, a duplicate job, or a clock set back; a missed run of slots written
 * once; a weak draft held back and refunded; topics from an RSS feed and a
 * sitemap served by a local fake site.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Types } from 'mongoose';
import { createIdentities, ensurePlanWith, type Identities } from '../../test/factories';
import { startTestApi, type TestApi } from '../../test/harness';
import { OfflineProvider } from '../ai';
import { loadConfig } from '../config';
import { JobEngine, type JobWorker } from '../jobs/engine';
import { AutoblogClaim, AutoblogSlot, type AutoblogSlotDoc, slotKey } from '../models/Autoblog';
import { LedgerEntry } from '../models/LedgerEntry';
import { Post } from '../models/Post';
import { nextSlotAfter } from '../services/autoblog/slots';
import { getBalances } from '../services/credits';
import { runAutoblogTick } from './autoblog';
import { AUTOBLOG_JOB, setAutoblogProvider, useAutoblogConfig } from './autoblogJob';

jest.setTimeout(120_000);

const DAY = 86_400_000;
let api: TestApi;
let who: Identities;
let site: Server;
let siteUrl: string;
const engines: JobEngine[] = [];
const workers: JobWorker[] = [];

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === '/feed.xml') {
      res.setHeader('Content-Type', 'application/rss+xml');
      res.end(
        '<rss><channel><item><title>Spring Gardening Guide</title></item><item><title>Autumn Pruning Calendar</title></item></channel></rss>',
      );
    } else if (req.url === '/sitemap.xml') {
      res.setHeader('Content-Type', 'application/xml');
      res.end('<urlset><url><loc>http://example.test/blog/spring-gardening-guide/</loc></url></urlset>');
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  api = await startTestApi();
  who = await createIdentities(api);
  await ensurePlanWith(api, who.owner, 'bulkGenerator');
  // The workers' configuration lets their fetches reach the local fake site (tests only).
  useAutoblogConfig(loadConfig({ ...process.env, NODE_ENV: 'test', FETCH_ALLOW_HOSTS: '127.0.0.1' }));
  setAutoblogProvider(new OfflineProvider());
  const prefix = `inkpress-test-${randomBytes(4).toString('hex')}`;
  for (let i = 0; i < 2; i++) {
    const engine = new JobEngine({ redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:16479', prefix });
    engines.push(engine);
    workers.push(engine.startWorker({ concurrency: 2 }));
  }
  await Promise.all(workers.map((w) => w.ready()));
});

afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
  await engines[0]!.queue('jobs').obliterate({ force: true });
  await Promise.all(engines.map((e) => e.close()));
  setAutoblogProvider(undefined);
  useAutoblogConfig(undefined);
  await api.close();
  await new Promise((r) => site.close(r));
});

async function until<T>(what: string, read: () => Promise<T | null | undefined | false>, ms = 90_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const finished = (id: string) =>
  until(`slot ${id} to finish`, async () => {
    const slot = await AutoblogSlot.findById(id).lean<AutoblogSlotDoc>();
    return slot && !['queued', 'running'].includes(slot.status) ? slot : null;
  });

/** Keywords of their own per schedule: the team's posts of other tests are not written twice. */
let tag = '';
async function newSchedule(body: Record<string, unknown> = {}) {
  tag = randomBytes(3).toString('hex');
  const res = await who.as.owner
    .post('/api/autoblog')
    .send({
      name: `Daily ${tag}`,
      keywords: [`email marketing tips ${tag}`, `seo basics ${tag}`],
      cadence: { frequency: 'daily', time: '09:00' },
      timeZone: 'Europe/Paris',
      quality: { minWords: 100, minReadability: 0, maxOverlap: 0.9 },
      ...body,
    })
    .expect(201);
  return res.body.data as { id: string; next_slot_at: string };
}

const postsOf = (scheduleId: string) =>
  Post.countDocuments({ 'extendedData.generation.autoblogScheduleId': scheduleId });

describe('one article per slot', () => {
  it('two workers ticking at once at the same (fake) time write the slot once, charged once', async () => {
    const schedule = await newSchedule();
    const slot = Date.parse(schedule.next_slot_at);
    const now = new Date(slot + 30_000);
    const before = (await getBalances({ teamId: who.owner.teamId })).words;
    // Each worker ticks five times at once: one insert of the slot's key wins.
    const ticks = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        runAutoblogTick(engines[i % 2]!, now, { scheduleId: schedule.id }),
      ),
    );
    const key = slotKey(schedule.id, slot);
    expect(ticks.flatMap((t) => t.queued)).toEqual([key]);
    // A duplicate job for the same slot (a lost-enqueue retry racing the first) changes nothing.
    await engines[1]!.enqueue(AUTOBLOG_JOB, { slotId: key }, { teamId: who.owner.teamId });
    const done = await finished(key);
    expect(done).toMatchObject({ status: 'succeeded', writer: 'offline writer', reason: null });
    expect(done.postId).not.toBeNull();
    await until('the duplicate job to end', async () =>
      (await AutoblogClaim.findById(key).lean()) ? true : null,
    );
    // A clock set back an hour, or on an hour: the same slot, already written.
    for (const t of [slot - 3_600_000, slot + 3_600_000, slot + 60_000]) {
      const again = await runAutoblogTick(engines[1]!, new Date(t), { scheduleId: schedule.id });
      expect(again.queued).toEqual([]);
    }
    expect(await postsOf(schedule.id)).toBe(1);
    expect(await AutoblogSlot.countDocuments({ scheduleId: new Types.ObjectId(schedule.id) })).toBe(1);
    const charges = await LedgerEntry.find({ reason: 'autoblog', ref: key, op: 'settle' }).lean();
    expect(charges).toHaveLength(1);
    const after = (await getBalances({ teamId: who.owner.teamId })).words;
    expect(before - after).toBe(done.charged);
    expect(done.charged).toBeGreaterThan(0);

    // The next slot is the next day's, and gets its own article.
    const next = nextSlotAfter({ frequency: 'daily', days: [], time: '09:00' }, 'Europe/Paris', slot);
    expect(next - slot).toBeGreaterThanOrEqual(23 * 3_600_000);
    const second = await runAutoblogTick(engines[0]!, new Date(next + 1000), { scheduleId: schedule.id });
    expect(second.queued).toEqual([slotKey(schedule.id, next)]);
    await finished(second.queued[0]!);
    expect(await postsOf(schedule.id)).toBe(2);
    // The second article took the next keyword.
    const titles = (
      await AutoblogSlot.find({ scheduleId: new Types.ObjectId(schedule.id) })
        .sort({ slotAt: 1 })
        .lean<AutoblogSlotDoc[]>()
    ).map((s) => s.title?.toLowerCase());
    expect(titles).toEqual([`email marketing tips ${tag}`, `seo basics ${tag}`]);
  });

  it('a missed run of slots (every worker down five days) is written once, for the latest slot', async () => {
    const schedule = await newSchedule();
    const first = Date.parse(schedule.next_slot_at);
    const back = new Date(first + 5 * DAY + 120_000);
    const results = await Promise.all([
      runAutoblogTick(engines[0]!, back),
      runAutoblogTick(engines[1]!, back),
    ]);
    const mine = results.flatMap((r) => r.queued).filter((k) => k.startsWith(schedule.id));
    expect(mine).toHaveLength(1);
    const latest = nextSlotAfter(
      { frequency: 'daily', days: [], time: '09:00' },
      'Europe/Paris',
      back.getTime() - DAY,
    );
    expect(mine[0]).toBe(slotKey(schedule.id, latest));
    await finished(mine[0]!);
    // Ticks of the following minutes add nothing.
    for (let m = 1; m <= 3; m++) {
      const again = await runAutoblogTick(engines[m % 2]!, new Date(back.getTime() + m * 60_000), {
        scheduleId: schedule.id,
      });
      expect(again.queued).toEqual([]);
    }
    expect(await AutoblogSlot.countDocuments({ scheduleId: new Types.ObjectId(schedule.id) })).toBe(1);
    expect(await postsOf(schedule.id)).toBe(1);
  });

  it('a paused schedule writes nothing, and a resumed one does not catch up the paused slots', async () => {
    const schedule = await newSchedule();
    const slot = Date.parse(schedule.next_slot_at);
    await who.as.owner.post(`/api/autoblog/${schedule.id}/pause`).expect(200);
    expect(
      (await runAutoblogTick(engines[0]!, new Date(slot + 1000), { scheduleId: schedule.id })).queued,
    ).toEqual([]);
    const resumed = await who.as.owner.post(`/api/autoblog/${schedule.id}/resume`).expect(200);
    expect(resumed.body.data.status).toBe('active');
    expect(await AutoblogSlot.countDocuments({ scheduleId: new Types.ObjectId(schedule.id) })).toBe(0);
  });
});

describe('the quality gate', () => {
  it('holds a weak draft back with the reason, refunds it and saves no post', async () => {
    const schedule = await newSchedule({ quality: { minWords: 10_000, minReadability: 0, maxOverlap: 0.9 } });
    const slot = Date.parse(schedule.next_slot_at);
    const before = (await getBalances({ teamId: who.owner.teamId })).words;
    const { queued } = await runAutoblogTick(engines[0]!, new Date(slot + 5000), { scheduleId: schedule.id });
    const held = await finished(queued[0]!);
    expect(held.status).toBe('held');
    expect(held.reason).toMatch(/^Held back: Too short: \d+ words, the minimum is 10000\.$/);
    expect(held.words).toBeGreaterThan(0);
    expect(held.postId).toBeNull();
    expect(await postsOf(schedule.id)).toBe(0);
    expect((await getBalances({ teamId: who.owner.teamId })).words).toBe(before);
    expect(await LedgerEntry.countDocuments({ ref: queued[0], op: 'refund' })).toBe(1);

    const history = await who.as.owner.get(`/api/autoblog/${schedule.id}/slots`).expect(200);
    expect(history.body.data[0]).toMatchObject({ status: 'held', post_id: null, charged: 0 });
    expect(history.body.data[0].reason).toMatch(/Too short/);
  });
});

describe('topic sources', () => {
  it('takes the feed’s newest item not on the user’s site (sitemap), through the guarded fetch', async () => {
    const schedule = await newSchedule({
      keywords: [],
      rssUrl: `${siteUrl}/feed.xml`,
      sitemapUrl: `${siteUrl}/sitemap.xml`,
    });
    const slot = Date.parse(schedule.next_slot_at);
    const { queued } = await runAutoblogTick(engines[0]!, new Date(slot + 5000), { scheduleId: schedule.id });
    const done = await finished(queued[0]!);
    // "Spring Gardening Guide" is a page of the sitemap already: the next item is written.
    expect(done).toMatchObject({ status: 'succeeded', source: 'rss', title: 'Autumn Pruning Calendar' });
  });

  it('skips a slot with the reason when no topic is left, charging nothing', async () => {
    const schedule = await newSchedule();
    await Post.create({
      teamId: new Types.ObjectId(who.owner.teamId),
      collectionId: new Types.ObjectId(),
      createdBy: new Types.ObjectId(who.owner.id),
      title: `SEO basics ${tag}`,
    });
    await Post.create({
      teamId: new Types.ObjectId(who.owner.teamId),
      collectionId: new Types.ObjectId(),
      createdBy: new Types.ObjectId(who.owner.id),
      title: `Email marketing tips ${tag}`,
    });
    const slot = Date.parse(schedule.next_slot_at);
    const { queued } = await runAutoblogTick(engines[1]!, new Date(slot + 5000), { scheduleId: schedule.id });
    const done = await finished(queued[0]!);
    expect(done.status).toBe('skipped');
    expect(done.reason).toMatch(/^No new topic/);
    expect(await LedgerEntry.countDocuments({ ref: queued[0] })).toBe(0);
  });
});

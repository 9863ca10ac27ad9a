/**
 * /api/autoblog through the real router on the real database: schedules
 * created, read, changed, paused, resumed and deleted by their team only
 * (others' ids answer 404), bad input answered 400 naming the problem, the
 * plan's bulk generator required, the history of a schedule's slots, and the
 * test-only tick that exists only in the test configuration.
 */
import { randomBytes } from 'node:crypto';
import { AutoblogScheduleList, AutoblogScheduleResponse, AutoblogSlotList } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import {
  createIdentities,
  createUser,
  ensurePlanWith,
  type Identities,
  signIn,
} from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { JobEngine, useJobEngine } from '../../jobs/engine';
import { AutoblogSchedule, AutoblogSlot } from '../../models/Autoblog';

jest.setTimeout(60_000);

let api: TestApi;
let who: Identities;
let engine: JobEngine;

beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
  await ensurePlanWith(api, who.owner, 'bulkGenerator');
  await ensurePlanWith(api, who.other, 'bulkGenerator');
  // No worker: a tick only queues (the job tests run the workers).
  engine = new JobEngine({
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:16479',
    prefix: `inkpress-test-${randomBytes(4).toString('hex')}`,
  });
  useJobEngine(engine);
});

afterAll(async () => {
  await engine.queue('jobs').obliterate({ force: true });
  await engine.close();
  useJobEngine(undefined);
  await api.close();
});

const body = (extra: Record<string, unknown> = {}) => ({
  name: 'Weekday posts',
  keywords: ['seo basics', 'local seo'],
  cadence: { frequency: 'weekly', days: [1, 3, 5], time: '07:30' },
  timeZone: 'America/New_York',
  ...extra,
});

async function create(extra: Record<string, unknown> = {}) {
  const res = await who.as.owner.post('/api/autoblog').send(body(extra)).expect(201);
  return AutoblogScheduleResponse.parse(res.body).data;
}

describe('POST /api/autoblog', () => {
  it('creates an active schedule with its defaults and its next slot in its time zone', async () => {
    const s = await create();
    expect(s).toMatchObject({
      status: 'active',
      mode: 'draft',
      integration_id: null,
      time_zone: 'America/New_York',
      cadence: { frequency: 'weekly', days: [1, 3, 5], time: '07:30' },
      quality: { minWords: 300, minReadability: 30, maxOverlap: 0.5 },
      last_slot_at: null,
    });
    expect(s.estimate).toBeGreaterThan(0);
    const next = new Date(s.next_slot_at!);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    }).format(next);
    expect(local).toMatch(/^(Mon|Wed|Fri) 07:30$/);
    // The actor the workers act as is never shown.
    expect(JSON.stringify(s)).not.toContain('actor');
  });

  it('answers bad schedules with 400 naming the problem, and stores nothing', async () => {
    const before = await AutoblogSchedule.countDocuments({});
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ keywords: [], rssUrl: null }, /keywords or an RSS feed/],
      [{ timeZone: 'Mars/Olympus' }, /IANA time zone/],
      [{ cadence: { frequency: 'weekly', days: [], time: '07:30' } }, /at least one day/],
      [{ cadence: { frequency: 'daily', time: '25:00' } }, /HH:MM/],
      [{ mode: 'publish' }, /connected site/],
      [{ rssUrl: 'ftp://example.com/feed' }, /http\(s\)/],
      [{ templateId: 'no-such-template' }, /no template/],
      [{ quality: { minWords: -1, minReadability: 30, maxOverlap: 0.5 } }, /./],
    ];
    for (const [extra, problem] of cases) {
      const res = await who.as.owner.post('/api/autoblog').send(body(extra)).expect(400);
      expect(JSON.stringify(res.body)).toMatch(problem);
    }
    expect(await AutoblogSchedule.countDocuments({})).toBe(before);
  });

  it('answers 404 for a folder or a site of another team', async () => {
    const id = new Types.ObjectId().toHexString();
    await who.as.owner
      .post('/api/autoblog')
      .send(body({ folderId: id }))
      .expect(404);
    await who.as.owner
      .post('/api/autoblog')
      .send(body({ integrationId: id }))
      .expect(404);
  });

  it('requires a plan with the bulk generator (403) and a session (401)', async () => {
    const free = await signIn(api, await createUser(api));
    const res = await free.post('/api/autoblog').send(body()).expect(403);
    expect(res.body).toMatchObject({ data: { reason: 'plan-required', capability: 'bulkGenerator' } });
    await who.as.anonymous.post('/api/autoblog').send(body()).expect(401);
  });
});

describe('a schedule’s calls', () => {
  it('lists, reads, changes, pauses, resumes and deletes the team’s schedules; a member shares them', async () => {
    const s = await create({ name: 'Team schedule' });
    const list = AutoblogScheduleList.parse((await who.as.member.get('/api/autoblog').expect(200)).body);
    expect(list.data.map((x) => x.id)).toContain(s.id);
    expect((await who.as.member.get(`/api/autoblog/${s.id}`).expect(200)).body.data.name).toBe(
      'Team schedule',
    );

    const changed = await who.as.owner
      .patch(`/api/autoblog/${s.id}`)
      .send({ name: 'Daily now', cadence: { frequency: 'daily', time: '12:00' }, timeZone: 'Asia/Tokyo' })
      .expect(200);
    expect(changed.body.data).toMatchObject({
      name: 'Daily now',
      time_zone: 'Asia/Tokyo',
      cadence: { days: [] },
    });
    // The whole schedule is checked after a change: no topics left is refused.
    await who.as.owner.patch(`/api/autoblog/${s.id}`).send({ keywords: [] }).expect(400);
    await who.as.owner.patch(`/api/autoblog/${s.id}`).send({ bogus: 1 }).expect(400);

    const paused = await who.as.owner.post(`/api/autoblog/${s.id}/pause`).expect(200);
    expect(paused.body.data).toMatchObject({ status: 'paused', next_slot_at: null });
    const resumed = await who.as.owner.post(`/api/autoblog/${s.id}/resume`).expect(200);
    expect(resumed.body.data.status).toBe('active');
    expect(resumed.body.data.next_slot_at).not.toBeNull();

    await who.as.owner.delete(`/api/autoblog/${s.id}`).expect(204);
    await who.as.owner.get(`/api/autoblog/${s.id}`).expect(404);
  });

  it('answers 404 to another team for every call, changing nothing', async () => {
    const s = await create({ name: 'Mine' });
    const other = who.as.other;
    await other.get(`/api/autoblog/${s.id}`).expect(404);
    await other.patch(`/api/autoblog/${s.id}`).send({ name: 'Theirs' }).expect(404);
    await other.post(`/api/autoblog/${s.id}/pause`).expect(404);
    await other.post(`/api/autoblog/${s.id}/resume`).expect(404);
    await other.get(`/api/autoblog/${s.id}/slots`).expect(404);
    await other.post(`/api/autoblog/${s.id}/test-tick`).send({ now: new Date().toISOString() }).expect(404);
    await other.delete(`/api/autoblog/${s.id}`).expect(404);
    expect(
      (await other.get('/api/autoblog').expect(200)).body.data.map((x: { id: string }) => x.id),
    ).not.toContain(s.id);
    expect((await who.as.owner.get(`/api/autoblog/${s.id}`).expect(200)).body.data).toMatchObject({
      name: 'Mine',
      status: 'active',
    });
    await who.as.owner.get('/api/autoblog/not-an-id').expect(400);
  });

  it('the test tick (test configuration only) takes the slot due at its clock once; the history shows it', async () => {
    const s = await create({ cadence: { frequency: 'daily', time: '09:00' }, timeZone: 'UTC' });
    const now = new Date(Date.parse(s.next_slot_at!) + 60_000).toISOString();
    const first = await who.as.owner.post(`/api/autoblog/${s.id}/test-tick`).send({ now }).expect(200);
    expect(first.body.data.queued).toHaveLength(1);
    const again = await who.as.owner.post(`/api/autoblog/${s.id}/test-tick`).send({ now }).expect(200);
    expect(again.body.data.queued).toEqual([]);
    await who.as.owner.post(`/api/autoblog/${s.id}/test-tick`).send({ now: 'tomorrow' }).expect(400);

    const history = AutoblogSlotList.parse(
      (await who.as.owner.get(`/api/autoblog/${s.id}/slots`).expect(200)).body,
    );
    expect(history.total).toBe(1);
    expect(history.data[0]).toMatchObject({ schedule_id: s.id, slot_at: s.next_slot_at, status: 'queued' });
    expect(JSON.stringify(history.data[0])).not.toContain('reservation');

    // Deleting the schedule keeps a slot still being written (its job ends it).
    await who.as.owner.delete(`/api/autoblog/${s.id}`).expect(204);
    expect(await AutoblogSlot.countDocuments({ scheduleId: new Types.ObjectId(s.id) })).toBe(1);

    const prod = api.variant({ NODE_ENV: 'development' });
    const owner = await signIn(prod, who.owner);
    const t = await create();
    await owner.post(`/api/autoblog/${t.id}/test-tick`).send({ now }).expect(404);
  });
});

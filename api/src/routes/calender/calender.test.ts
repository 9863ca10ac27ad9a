/**
 * /api/calender (SPEC's spelling) through the real router on the real
 * database: a team's autoblog slots (upcoming and taken) and scheduled
 * publishes in one list, cancel of an upcoming slot (no tick can take it
 * then) and of a scheduled publish, and another team's items answering 404.
 */
import { randomBytes } from 'node:crypto';
import { CalendarView } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { createIdentities, ensurePlanWith, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { runAutoblogTick } from '../../commands/autoblog';
import { JobEngine, useJobEngine } from '../../jobs/engine';
import { Post } from '../../models/Post';
import { Publication } from '../../models/Publication';

jest.setTimeout(60_000);

const DAY = 86_400_000;
let api: TestApi;
let who: Identities;
let engine: JobEngine;

beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
  await ensurePlanWith(api, who.owner, 'bulkGenerator');
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

async function calendar(session = who.as.owner, query = '') {
  const res = await session.get(`/api/calender${query}`).expect(200);
  return CalendarView.parse(res.body);
}

async function schedule() {
  const res = await who.as.owner
    .post('/api/autoblog')
    .send({
      name: `Calendar ${randomBytes(3).toString('hex')}`,
      keywords: ['content calendar'],
      cadence: { frequency: 'daily', time: '10:15' },
      timeZone: 'Europe/Berlin',
    })
    .expect(201);
  return res.body.data as { id: string; next_slot_at: string };
}

describe('GET /api/calender', () => {
  it('lists the upcoming slots of the team’s schedules and their scheduled publishes, in order', async () => {
    const s = await schedule();
    const post = await Post.create({
      teamId: new Types.ObjectId(who.owner.teamId),
      collectionId: new Types.ObjectId(),
      createdBy: new Types.ObjectId(who.owner.id),
      title: 'Launch announcement',
    });
    const integrationId = new Types.ObjectId();
    const when = new Date(Date.now() + 3 * DAY);
    await Publication.create({
      _id: `${integrationId}:${post._id}`,
      teamId: new Types.ObjectId(who.owner.teamId),
      postId: post._id,
      integrationId,
      type: 'api',
      state: 'scheduled',
      scheduledFor: when,
    });
    const view = await calendar();
    const mine = view.data.filter((i) => i.schedule_id === s.id);
    // The default range runs five weeks on from a week ago: a daily slot each day from now.
    expect(mine.length).toBeGreaterThanOrEqual(34);
    expect(mine[0]).toMatchObject({
      kind: 'autoblog',
      status: 'scheduled',
      cancellable: true,
      at: s.next_slot_at,
    });
    const publish = view.data.find((i) => i.kind === 'publish');
    expect(publish).toMatchObject({
      id: `publish_${integrationId}_${post._id}`,
      title: 'Launch announcement',
      at: when.toISOString(),
      cancellable: true,
      post_id: String(post._id),
    });
    const times = view.data.map((i) => i.at);
    expect([...times].sort()).toEqual(times);
    // Another team sees none of it.
    const theirs = await calendar(who.as.other);
    expect(theirs.data.filter((i) => i.schedule_id === s.id || i.kind === 'publish')).toEqual([]);
  });

  it('answers a bad range with 400', async () => {
    await who.as.owner.get('/api/calender?from=yesterday').expect(400);
    const from = new Date().toISOString();
    const to = new Date(Date.now() + 90 * DAY).toISOString();
    const res = await who.as.owner.get(`/api/calender?from=${from}&to=${to}`).expect(400);
    expect(res.body.message).toMatch(/at most 62 days/);
    await who.as.owner.get(`/api/calender?from=${to}&to=${from}`).expect(400);
    await who.as.anonymous.get('/api/calender').expect(401);
  });
});

describe('POST /api/calender/{id}/cancel', () => {
  it('cancels an upcoming slot: it leaves the calendar and no tick takes it', async () => {
    const s = await schedule();
    const item = (await calendar()).data.find((i) => i.schedule_id === s.id)!;
    await who.as.other.post(`/api/calender/${item.id}/cancel`).expect(404);
    const res = await who.as.owner.post(`/api/calender/${item.id}/cancel`).expect(200);
    expect(res.body.data).toEqual({ id: item.id, cancelled: true });
    const after = (await calendar()).data.filter((i) => i.schedule_id === s.id);
    expect(after.map((i) => i.id)).not.toContain(item.id);
    // The schedule's next slot is the one after it.
    const view = (await who.as.owner.get(`/api/autoblog/${s.id}`).expect(200)).body.data;
    expect(Date.parse(view.next_slot_at)).toBeGreaterThan(Date.parse(item.at));
    const tick = await runAutoblogTick(engine, new Date(Date.parse(item.at) + 60_000), { scheduleId: s.id });
    expect(tick.queued).toEqual([]);
    // Twice: already cancelled.
    await who.as.owner.post(`/api/calender/${item.id}/cancel`).expect(409);
  });

  it('refuses a taken or past slot (409) and an instant the schedule has no slot at (404)', async () => {
    const s = await schedule();
    const slot = Date.parse(s.next_slot_at);
    await runAutoblogTick(engine, new Date(slot + 1000), { scheduleId: s.id });
    // The slot is taken (its article is being written): not cancellable, shown with its state.
    const taken = `autoblog_${s.id}_${slot}`;
    await who.as.owner.post(`/api/calender/${taken}/cancel`).expect(409);
    await who.as.owner.post(`/api/calender/autoblog_${s.id}_${slot + 60_000}/cancel`).expect(404);
    await who.as.owner.post(`/api/calender/autoblog_${s.id}_${slot - DAY}/cancel`).expect(409);
    for (const id of ['nothing', 'autoblog_x_1', `publish_${s.id}_zz`, `autoblog_${s.id}_${slot}_1`])
      await who.as.owner.post(`/api/calender/${id}/cancel`).expect(404);
  });

  it('cancels a scheduled publish: the publication goes back to draft; another team gets 404', async () => {
    const post = await Post.create({
      teamId: new Types.ObjectId(who.owner.teamId),
      collectionId: new Types.ObjectId(),
      createdBy: new Types.ObjectId(who.owner.id),
      title: 'Scheduled elsewhere',
      status: 'scheduled',
    });
    const integrationId = new Types.ObjectId();
    await Publication.create({
      _id: `${integrationId}:${post._id}`,
      teamId: new Types.ObjectId(who.owner.teamId),
      postId: post._id,
      integrationId,
      type: 'api',
      state: 'scheduled',
      scheduledFor: new Date(Date.now() + 2 * DAY),
    });
    const id = `publish_${integrationId}_${post._id}`;
    await who.as.other.post(`/api/calender/${id}/cancel`).expect(404);
    expect((await Publication.findById(`${integrationId}:${post._id}`).lean())?.state).toBe('scheduled');
    await who.as.owner.post(`/api/calender/${id}/cancel`).expect(200);
    expect((await Publication.findById(`${integrationId}:${post._id}`).lean())?.state).toBe('draft');
    expect((await calendar()).data.map((i) => i.id)).not.toContain(id);
    await who.as.owner.post(`/api/calender/${id}/cancel`).expect(404);
  });
});

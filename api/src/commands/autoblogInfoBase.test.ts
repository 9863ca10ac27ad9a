/**
 * "Ground articles in my info base" on an autoblog schedule (issue 15),
 * through the real router on the real database and the job engine on a real
 * Redis: the flag is stored and presented, each article its schedule writes
 * draws on the team's own info-base files and cites them (the offline
 * writer quotes the passage and the saved article ends with its Sources),
 * another team's files are never used, and a schedule without the flag
 * writes as before (no passage, no Sources).
 */
import { randomBytes } from 'node:crypto';
import { AutoblogScheduleList, AutoblogScheduleResponse } from '@inkpress/shared-core';
import { createIdentities, ensurePlanWith, type Identities } from '../../test/factories';
import { startTestApi, type TestApi } from '../../test/harness';
import { newTestEngine, until } from '../../test/jobs';
import { OfflineProvider } from '../ai';
import type { JobEngine, JobWorker } from '../jobs/engine';
import {
  AutoblogSchedule,
  type AutoblogScheduleDoc,
  AutoblogSlot,
  type AutoblogSlotDoc,
} from '../models/Autoblog';
import { Post } from '../models/Post';
import { clearRetrievalCache } from '../services/retrieval';
import { runAutoblogTick } from './autoblog';
import { setAutoblogProvider } from './autoblogJob';

jest.setTimeout(180_000);

let api: TestApi;
let who: Identities;
let engine: JobEngine;
let worker: JobWorker;

/** The owner's team's file, and another team's on the same topic with facts of its own. */
const OURS = 'Our bakery sells sourdough loaves every morning from seven until noon, baked with spelt flour.';
const THEIRS =
  'The rival mill sells sourdough loaves at midnight only, baked with purple barley from Quebec.';

beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
  await ensurePlanWith(api, who.owner, 'bulkGenerator');
  setAutoblogProvider(new OfflineProvider());
  engine = newTestEngine();
  worker = engine.startWorker({ concurrency: 2 });
  await worker.ready();
  clearRetrievalCache();
  await who.as.owner
    .post('/api/train')
    .send({ type: 'info-base', name: 'Bakery facts', text: OURS })
    .expect(201);
  await who.as.other
    .post('/api/train')
    .send({ type: 'info-base', name: 'Rival mill facts', text: THEIRS })
    .expect(201);
}, 60_000);

afterAll(async () => {
  await worker.close();
  await engine.queue('jobs').obliterate({ force: true });
  await engine.close();
  setAutoblogProvider(undefined);
  await api.close();
});

/** A daily schedule of the owner's team on the bakery's topic (a tag of its own per schedule). */
async function newSchedule(extra: Record<string, unknown> = {}) {
  const tag = randomBytes(3).toString('hex');
  const res = await who.as.owner
    .post('/api/autoblog')
    .send({
      name: `Bakery ${tag}`,
      keywords: [`sourdough loaves morning ${tag}`],
      cadence: { frequency: 'daily', time: '09:00' },
      timeZone: 'Europe/Paris',
      quality: { minWords: 100, minReadability: 0, maxOverlap: 1 },
      ...extra,
    })
    .expect(201);
  return AutoblogScheduleResponse.parse(res.body).data;
}

/** Ticks the schedule at its next slot and waits for its article: the slot and the saved post's text. */
async function writeNextSlot(schedule: { id: string; next_slot_at: string | null }) {
  const slotAt = Date.parse(schedule.next_slot_at!);
  const { queued } = await runAutoblogTick(engine, new Date(slotAt + 5000), { scheduleId: schedule.id });
  expect(queued).toHaveLength(1);
  const slot = await until('the slot to finish', async () => {
    const found = await AutoblogSlot.findById(queued[0]).lean<AutoblogSlotDoc>();
    return found && !['queued', 'running'].includes(found.status) ? found : null;
  });
  expect(slot).toMatchObject({ status: 'succeeded', writer: 'offline writer' });
  const post = await Post.findById(slot.postId).lean();
  const content = (post?.content ?? []) as { value: string }[];
  const generation = (post?.extendedData as { generation?: { sources: { name: string }[] | null } })
    ?.generation;
  return { html: content.map((c) => c.value).join(''), sources: generation?.sources ?? null };
}

describe('an autoblog schedule with "ground articles in my info base"', () => {
  it('stores and presents the flag, off by default, and changes it by PATCH only when asked', async () => {
    const plain = await newSchedule();
    expect(plain.info_base).toBe(false);
    const grounded = await newSchedule({ infoBase: true });
    expect(grounded.info_base).toBe(true);
    const stored = await AutoblogSchedule.findById(grounded.id).lean<AutoblogScheduleDoc>();
    expect(stored?.infoBase).toBe(true);

    const list = AutoblogScheduleList.parse((await who.as.owner.get('/api/autoblog').expect(200)).body);
    expect(list.data.find((s) => s.id === grounded.id)?.info_base).toBe(true);
    expect(list.data.find((s) => s.id === plain.id)?.info_base).toBe(false);

    const off = await who.as.owner
      .patch(`/api/autoblog/${grounded.id}`)
      .send({ infoBase: false })
      .expect(200);
    expect(AutoblogScheduleResponse.parse(off.body).data.info_base).toBe(false);
    expect((await AutoblogSchedule.findById(grounded.id).lean<AutoblogScheduleDoc>())?.infoBase).toBe(false);
    // Another change keeps it as it is.
    const on = await who.as.owner.patch(`/api/autoblog/${plain.id}`).send({ infoBase: true }).expect(200);
    const renamed = await who.as.owner
      .patch(`/api/autoblog/${plain.id}`)
      .send({ name: 'Renamed' })
      .expect(200);
    expect(AutoblogScheduleResponse.parse(on.body).data.info_base).toBe(true);
    expect(AutoblogScheduleResponse.parse(renamed.body).data.info_base).toBe(true);

    const bad = await who.as.owner.patch(`/api/autoblog/${plain.id}`).send({ infoBase: 'yes' });
    expect(bad.status).toBe(400);
  });

  it('writes each article from the team’s own file, cited, and never from another team’s', async () => {
    const schedule = await newSchedule({ infoBase: true });
    const article = await writeNextSlot(schedule);
    // The passage of the team's file is in the text, cited, and named in the Sources list.
    expect(article.sources?.[0]).toMatchObject({ n: 1, name: 'Bakery facts' });
    expect(article.html).toContain('spelt flour');
    expect(article.html).toMatch(/\[1\]/);
    expect(article.html).toContain('<h2>Sources</h2>');
    expect(article.html).toContain('<strong>Bakery facts</strong>');
    // The other team's file on the same topic is not searched.
    expect(article.sources?.map((s) => s.name)).not.toContain('Rival mill facts');
    expect(article.html).not.toContain('purple barley');
    expect(article.html).not.toContain('Rival mill facts');

    // A schedule without the flag, on the same topic, writes as before: no passage, no Sources.
    const plain = await writeNextSlot(await newSchedule());
    expect(plain.sources).toBeNull();
    expect(plain.html).not.toContain('<h2>Sources</h2>');
    expect(plain.html).not.toContain('spelt flour');
  });
});

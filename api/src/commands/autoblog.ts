/**
 * Autoblogging (issue 11): schedules that write one article per slot.
 *
 * The tick (`runAutoblogTick`, a maintenance task of the job engine every
 * minute, or a test with its own clock) looks at each active schedule: its
 * due slot is the latest slot at or before `now`, never before the
 * schedule's `activeFrom`, and only when it is later than every slot the
 * schedule already has. Inserting the slot's record (`_id` schedule id +
 * slot instant) is its one-time ticket: two workers ticking at once, a
 * restart, or a clock set back reach the same key and lose on the unique
 * _id; a missed run of slots (every worker down) comes back as the one
 * latest slot, not one article per missed slot. The winner queues an
 * `autoblog.slot` job run (commands/autoblogJob.ts), which writes,
 * gates, saves and charges the article.
 */
import {
  type AutoblogScheduleBody,
  type AutoblogScheduleUpdate,
  autoblogLimits,
  AutoblogScheduleBody as ScheduleBodySchema,
} from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { estimateCredits } from '../ai';
import { isDuplicateKey } from '../db';
import { Conflict, NotFound, ValidationError } from '../errors';
import { type AuthUser, storedActor } from '../identity';
import type { JobEngine } from '../jobs/engine';
import {
  AutoblogClaim,
  AutoblogSchedule,
  type AutoblogScheduleDoc,
  AutoblogSlot,
  type AutoblogSlotDoc,
  slotKey,
} from '../models/Autoblog';
import { Folder } from '../models/Folder';
import { ownerScope } from '../policies';
import { latestSlotAtOrBefore, nextSlotAfter } from '../services/autoblog/slots';
import { assertCapability } from '../services/billing/plan';
import { findIntegration } from '../services/integrations';
import { templates } from '../services/templates';
import { AUTOBLOG_JOB } from './autoblogJob';

const templateIds = new Set(templates.map((t) => t.id));

/** A slot queued this long ago whose job never claimed it is queued again (its enqueue was lost). */
export const REQUEUE_AFTER_MS = 10 * 60_000;

function scheduleId(id: string): Types.ObjectId {
  if (!Types.ObjectId.isValid(id) || !/^[a-f0-9]{24}$/i.test(id)) throw NotFound('Schedule not found.');
  return new Types.ObjectId(id);
}

export async function findSchedule(user: AuthUser, id: string): Promise<AutoblogScheduleDoc> {
  const doc = await AutoblogSchedule.findOne({
    _id: scheduleId(id),
    ...ownerScope(user),
  }).lean<AutoblogScheduleDoc>();
  if (!doc) throw NotFound('Schedule not found.');
  return doc;
}

type ScheduleFields = Omit<
  AutoblogScheduleDoc,
  '_id' | 'teamId' | 'userId' | 'status' | 'activeFrom' | 'actor' | 'createdAt' | 'updatedAt'
>;

/** The schedule's fields checked against the team's templates, folders and sites (400/404). */
async function checkFields(
  user: AuthUser,
  body: ReturnType<typeof ScheduleBodySchema.parse>,
): Promise<ScheduleFields> {
  if (body.templateId && !templateIds.has(body.templateId))
    throw ValidationError(`templateId: there is no template ${body.templateId}.`);
  if (body.folderId) {
    const found = await Folder.exists({ _id: new Types.ObjectId(body.folderId), ...ownerScope(user) });
    if (!found) throw NotFound('Folder not found.');
  }
  if (body.integrationId) await findIntegration(user, body.integrationId);
  const keywords = [...new Map(body.keywords.map((k) => [k.toLowerCase(), k])).values()];
  return {
    name: body.name,
    keywords,
    rssUrl: body.rssUrl,
    sitemapUrl: body.sitemapUrl,
    cadence: {
      frequency: body.cadence.frequency,
      days: body.cadence.frequency === 'weekly' ? [...new Set(body.cadence.days)].sort() : [],
      time: body.cadence.time,
    },
    timeZone: body.timeZone,
    templateId: body.templateId,
    language: body.language,
    length: body.length,
    options: body.options as Record<string, boolean>,
    folderId: body.folderId ? new Types.ObjectId(body.folderId) : null,
    integrationId: body.integrationId ? new Types.ObjectId(body.integrationId) : null,
    mode: body.mode,
    quality: body.quality,
    infoBase: body.infoBase,
  };
}

export async function createSchedule(
  user: AuthUser,
  body: AutoblogScheduleBody,
  gpt4: boolean,
  now = new Date(),
): Promise<AutoblogScheduleDoc> {
  await assertCapability(user.teamId, 'bulkGenerator');
  const parsed = ScheduleBodySchema.parse(body);
  const fields = await checkFields(user, parsed);
  const count = await AutoblogSchedule.countDocuments(ownerScope(user));
  if (count >= autoblogLimits.maxSchedules)
    throw Conflict(`A team has at most ${autoblogLimits.maxSchedules} schedules: delete one first.`);
  const actor = storedActor(user, gpt4);
  const doc = await AutoblogSchedule.create({
    ...fields,
    teamId: new Types.ObjectId(user.teamId),
    userId: new Types.ObjectId(user.id),
    status: 'active',
    activeFrom: now,
    actor,
  });
  return doc.toObject() as unknown as AutoblogScheduleDoc;
}

/** The stored schedule as a request body, to check an update as a whole. */
function bodyOf(doc: AutoblogScheduleDoc) {
  return {
    name: doc.name,
    keywords: doc.keywords,
    rssUrl: doc.rssUrl,
    sitemapUrl: doc.sitemapUrl,
    cadence: doc.cadence,
    timeZone: doc.timeZone,
    templateId: doc.templateId,
    language: doc.language,
    length: doc.length,
    options: doc.options,
    folderId: doc.folderId ? String(doc.folderId) : null,
    integrationId: doc.integrationId ? String(doc.integrationId) : null,
    mode: doc.mode,
    quality: doc.quality,
    infoBase: doc.infoBase === true,
  };
}

export async function updateSchedule(
  user: AuthUser,
  id: string,
  patch: AutoblogScheduleUpdate,
  now = new Date(),
): Promise<AutoblogScheduleDoc> {
  const current = await findSchedule(user, id);
  const merged = ScheduleBodySchema.safeParse({ ...bodyOf(current), ...patch });
  if (!merged.success) throw ValidationError(merged.error.issues[0]?.message ?? 'Invalid schedule.');
  const fields = await checkFields(user, merged.data);
  const timing =
    JSON.stringify(fields.cadence) !== JSON.stringify(current.cadence) ||
    fields.timeZone !== current.timeZone;
  await AutoblogSchedule.updateOne(
    { _id: current._id },
    // A new cadence starts now: a slot of it already past never runs.
    { $set: { ...fields, ...(timing ? { activeFrom: now } : {}) } },
  );
  return findSchedule(user, id);
}

export async function setScheduleStatus(
  user: AuthUser,
  id: string,
  status: 'active' | 'paused',
  now = new Date(),
): Promise<AutoblogScheduleDoc> {
  const current = await findSchedule(user, id);
  if (current.status !== status)
    await AutoblogSchedule.updateOne(
      { _id: current._id },
      // Resumed: the slots missed while paused are not written afterwards.
      { $set: { status, ...(status === 'active' ? { activeFrom: now } : {}) } },
    );
  return findSchedule(user, id);
}

/** Deletes the schedule and its history (its articles stay where they were saved). */
export async function deleteSchedule(user: AuthUser, id: string): Promise<void> {
  const current = await findSchedule(user, id);
  await AutoblogSchedule.deleteOne({ _id: current._id });
  await AutoblogSlot.deleteMany({ scheduleId: current._id, status: { $nin: ['queued', 'running'] } });
}

export async function listSchedules(user: AuthUser, offset: number, limit: number) {
  const [schedules, total] = await Promise.all([
    AutoblogSchedule.find(ownerScope(user))
      .sort({ createdAt: -1 })
      .skip(offset)
      .limit(limit)
      .lean<AutoblogScheduleDoc[]>(),
    AutoblogSchedule.countDocuments(ownerScope(user)),
  ]);
  return { schedules, total };
}

export async function listSlots(user: AuthUser, id: string, offset: number, limit: number) {
  const schedule = await findSchedule(user, id);
  const filter = { scheduleId: schedule._id, ...ownerScope(user), status: { $ne: 'cancelled' as const } };
  const [slots, total] = await Promise.all([
    AutoblogSlot.find(filter).sort({ slotAt: -1 }).skip(offset).limit(limit).lean<AutoblogSlotDoc[]>(),
    AutoblogSlot.countDocuments(filter),
  ]);
  return { slots, total };
}

/** The latest slot the schedule has a record of (written or being written), not counting cancelled ones. */
export async function lastSlotOf(scheduleId: Types.ObjectId): Promise<AutoblogSlotDoc | null> {
  return AutoblogSlot.findOne({ scheduleId, status: { $ne: 'cancelled' } })
    .sort({ slotAt: -1 })
    .lean<AutoblogSlotDoc>();
}

/** The next slot the schedule will write (null while paused). */
export function nextSlotOf(schedule: AutoblogScheduleDoc, now = Date.now()): Date | null {
  if (schedule.status !== 'active') return null;
  const from = Math.max(now, schedule.activeFrom.getTime() - 1);
  return new Date(nextSlotAfter(schedule.cadence, schedule.timeZone, from));
}

/** Credits reserved for each article of the schedule. */
export function scheduleEstimate(
  schedule: Pick<AutoblogScheduleDoc, 'length' | 'language' | 'options'>,
): number {
  return estimateCredits('generate-article', {
    title: 'Autoblog article',
    length: schedule.length,
    language: schedule.language,
    options: schedule.options,
  });
}

/** The slot due at `now` for a schedule, or null (none yet, before activeFrom, or not after its last one). */
export async function dueSlot(schedule: AutoblogScheduleDoc, now: number): Promise<number | null> {
  if (schedule.status !== 'active') return null;
  const slot = latestSlotAtOrBefore(schedule.cadence, schedule.timeZone, now);
  if (slot === null || slot < schedule.activeFrom.getTime()) return null;
  const last = await lastSlotOf(schedule._id);
  if (last && last.slotAt.getTime() >= slot) return null;
  return slot;
}

export interface TickResult {
  /** Slot keys this tick won and queued. */
  queued: string[];
  /** Slot keys queued again (their first enqueue was lost). */
  requeued: string[];
}

/** Inserts a slot's record; true when this caller won it. */
async function takeSlot(schedule: AutoblogScheduleDoc, slot: number): Promise<boolean> {
  try {
    await AutoblogSlot.create({
      _id: slotKey(String(schedule._id), slot),
      scheduleId: schedule._id,
      teamId: schedule.teamId,
      slotAt: new Date(slot),
      status: 'queued',
    });
    return true;
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}

async function enqueueSlot(engine: JobEngine, schedule: AutoblogScheduleDoc, key: string) {
  await engine.enqueue(
    AUTOBLOG_JOB,
    { slotId: key },
    { teamId: String(schedule.teamId), userId: String(schedule.userId) },
  );
}

/**
 * One tick at `now` (the worker's clock, or a test's): queues the due slot
 * of each active schedule (or of the one named), once whatever runs at once.
 */
export async function runAutoblogTick(
  engine: JobEngine,
  now: Date = new Date(),
  only?: { scheduleId: string },
): Promise<TickResult> {
  const result: TickResult = { queued: [], requeued: [] };
  const filter = only
    ? { _id: new Types.ObjectId(only.scheduleId), status: 'active' as const }
    : { status: 'active' as const };
  const schedules = await AutoblogSchedule.find(filter).lean<AutoblogScheduleDoc[]>();
  for (const schedule of schedules) {
    const slot = await dueSlot(schedule, now.getTime());
    if (slot === null) continue;
    const key = slotKey(String(schedule._id), slot);
    if (!(await takeSlot(schedule, slot))) continue;
    result.queued.push(key);
    try {
      await enqueueSlot(engine, schedule, key);
    } catch {
      // The record stays queued: a later tick queues it again (below).
    }
  }
  // Slots won whose job was lost (the process died between the insert and the enqueue).
  const stale = await AutoblogSlot.find({
    status: 'queued',
    createdAt: { $lt: new Date(Date.now() - REQUEUE_AFTER_MS) },
    ...(only ? { scheduleId: new Types.ObjectId(only.scheduleId) } : {}),
  })
    .limit(50)
    .lean<AutoblogSlotDoc[]>();
  for (const slot of stale) {
    if (await AutoblogClaim.exists({ _id: slot._id })) continue;
    const schedule = await AutoblogSchedule.findById(slot.scheduleId).lean<AutoblogScheduleDoc>();
    if (!schedule) continue;
    await enqueueSlot(engine, schedule, slot._id);
    result.requeued.push(slot._id);
  }
  return result;
}

/**
 * Cancels an upcoming slot (the calendar): its record is inserted as
 * `cancelled`, so no tick can take it. A slot already taken is not
 * cancellable (409); one in the past is not either.
 */
export async function cancelSlot(user: AuthUser, id: string, slotAt: number, now = Date.now()) {
  const schedule = await findSchedule(user, id);
  const next = nextSlotOf(schedule, now);
  if (!next || slotAt < now) throw Conflict('Only an upcoming slot of an active schedule can be cancelled.');
  // Only the schedule's own slots: an instant its cadence does not produce is not one.
  const probe = nextSlotAfter(schedule.cadence, schedule.timeZone, slotAt - 1);
  if (probe !== slotAt) throw NotFound('This schedule has no slot at that time.');
  try {
    await AutoblogSlot.create({
      _id: slotKey(String(schedule._id), slotAt),
      scheduleId: schedule._id,
      teamId: schedule.teamId,
      slotAt: new Date(slotAt),
      status: 'cancelled',
      reason: 'Cancelled from the calendar.',
      finishedAt: new Date(),
    });
  } catch (err) {
    if (isDuplicateKey(err)) throw Conflict('This slot has already been taken or cancelled.');
    throw err;
  }
}

/** What the schedule's view shows besides its fields: its next open slot and its last written one. */
export async function scheduleTimes(
  schedule: AutoblogScheduleDoc,
  now = Date.now(),
): Promise<{ nextSlotAt: Date | null; lastSlotAt: Date | null }> {
  const last = await lastSlotOf(schedule._id);
  let next = nextSlotOf(schedule, now);
  // A cancelled slot is not the next one: the first after it without a record is.
  for (let i = 0; next && i < 20; i++) {
    if (!(await AutoblogSlot.exists({ _id: slotKey(String(schedule._id), next) }))) break;
    next = new Date(nextSlotAfter(schedule.cadence, schedule.timeZone, next.getTime()));
  }
  return { nextSlotAt: next, lastSlotAt: last?.slotAt ?? null };
}

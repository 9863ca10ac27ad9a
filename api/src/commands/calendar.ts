/**
 * The calendar (GET /api/calender, POST /api/calender/{id}/cancel — SPEC's
 * spelling): every scheduled item of the team in a range — autoblog slots
 * (upcoming ones, and the articles of past ones) and posts' scheduled
 * publishes on connected sites (Publication `scheduled`). Ids name their
 * kind: `autoblog_<scheduleId>_<slot ms>`, `publish_<integrationId>_<postId>`,
 * and scheduled workflow runs (commands/workflowSchedules.ts) `workflow_<id>_<ms>`.
 */
import { autoblogLimits, type CalendarItemView } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import type { Config } from '../config';
import { NotFound, ValidationError } from '../errors';
import type { AuthUser } from '../identity';
import { jobEngine } from '../jobs/engine';
import {
  AutoblogSchedule,
  type AutoblogScheduleDoc,
  AutoblogSlot,
  type AutoblogSlotDoc,
  slotKey,
} from '../models/Autoblog';
import { Post } from '../models/Post';
import { Publication, type PublicationDoc } from '../models/Publication';
import { ownerScope } from '../policies';
import { scheduleCalendarId } from '../presenters/workflowSchedule';
import { slotsBetween } from '../services/autoblog/slots';
import { cancelSlot } from './autoblog';
import { cancelOneScheduledPublish } from './scheduledPublish';
import { cancelSchedule, listSchedules } from './workflowSchedules';

const DAY_MS = 86_400_000;

export function calendarRange(from?: string, to?: string, now = Date.now()): { from: Date; to: Date } {
  const start = from ? Date.parse(from) : now - 7 * DAY_MS;
  const end = to ? Date.parse(to) : start + 42 * DAY_MS;
  if (!(end > start)) throw ValidationError('to must be after from.');
  if (end - start > autoblogLimits.maxCalendarDays * DAY_MS)
    throw ValidationError(`The calendar shows at most ${autoblogLimits.maxCalendarDays} days at once.`);
  return { from: new Date(start), to: new Date(end) };
}

const autoblogId = (scheduleId: string, at: number) => `autoblog_${scheduleId}_${at}`;
const publishId = (integrationId: string, postId: string) => `publish_${integrationId}_${postId}`;

export async function listCalendar(
  user: AuthUser,
  range: { from: Date; to: Date },
  now = Date.now(),
): Promise<CalendarItemView[]> {
  const items: CalendarItemView[] = [];
  const schedules = await AutoblogSchedule.find(ownerScope(user)).lean<AutoblogScheduleDoc[]>();
  const slots = await AutoblogSlot.find({
    ...ownerScope(user),
    slotAt: { $gte: range.from, $lt: range.to },
  }).lean<AutoblogSlotDoc[]>();
  const taken = new Set(slots.map((s) => s._id));
  const byId = new Map(schedules.map((s) => [String(s._id), s]));
  for (const slot of slots) {
    const schedule = byId.get(String(slot.scheduleId));
    if (!schedule || slot.status === 'cancelled') continue;
    items.push({
      id: autoblogId(String(schedule._id), slot.slotAt.getTime()),
      kind: 'autoblog',
      at: slot.slotAt.toISOString(),
      title: slot.title ?? schedule.name,
      status: slot.status,
      cancellable: false,
      schedule_id: String(schedule._id),
      post_id: slot.postId ? String(slot.postId) : null,
      collection_id: slot.collectionId ? String(slot.collectionId) : null,
      integration_id: schedule.integrationId ? String(schedule.integrationId) : null,
    });
  }
  for (const schedule of schedules) {
    if (schedule.status !== 'active') continue;
    const from = Math.max(range.from.getTime(), now, schedule.activeFrom.getTime());
    if (from >= range.to.getTime()) continue;
    for (const at of slotsBetween(schedule.cadence, schedule.timeZone, from, range.to.getTime())) {
      if (taken.has(slotKey(String(schedule._id), at))) continue;
      items.push({
        id: autoblogId(String(schedule._id), at),
        kind: 'autoblog',
        at: new Date(at).toISOString(),
        title: schedule.name,
        status: 'scheduled',
        cancellable: true,
        schedule_id: String(schedule._id),
        post_id: null,
        collection_id: null,
        integration_id: schedule.integrationId ? String(schedule.integrationId) : null,
      });
    }
  }
  const publications = await Publication.find({
    ...ownerScope(user),
    state: 'scheduled',
    scheduledFor: { $gte: range.from, $lt: range.to },
  }).lean<PublicationDoc[]>();
  const posts = await Post.find({ _id: { $in: publications.map((p) => p.postId) }, ...ownerScope(user) })
    .select('title collectionId')
    .lean<{ _id: Types.ObjectId; title?: string; collectionId: Types.ObjectId }[]>();
  const postById = new Map(posts.map((p) => [String(p._id), p]));
  for (const publication of publications) {
    const post = postById.get(String(publication.postId));
    if (!post || !publication.scheduledFor) continue;
    items.push({
      id: publishId(String(publication.integrationId), String(publication.postId)),
      kind: 'publish',
      at: publication.scheduledFor.toISOString(),
      title: post.title || 'Untitled',
      status: 'scheduled',
      cancellable: new Date(publication.scheduledFor).getTime() > now,
      schedule_id: null,
      post_id: String(publication.postId),
      collection_id: String(post.collectionId),
      integration_id: String(publication.integrationId),
    });
  }
  for (const scheduled of await listSchedules(user, range)) {
    const n = scheduled.keywords.length;
    const what = scheduled.video ? scheduled.video.url : n === 1 ? scheduled.keywords[0] : `${n} keywords`;
    items.push({
      id: scheduleCalendarId(scheduled),
      kind: 'workflow',
      at: new Date(scheduled.runAt).toISOString(),
      title: `${scheduled.workflowName} · ${what}`,
      status: scheduled.status,
      cancellable: scheduled.status === 'scheduled',
      schedule_id: String(scheduled._id),
      post_id: null,
      collection_id: null,
      integration_id: null,
    });
  }
  return items.sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
}

const isObjectId = (v: string) => /^[a-f0-9]{24}$/i.test(v);

/** Cancels one item: an upcoming autoblog slot, or a scheduled publish (404 for others' items). */
export async function cancelCalendarItem(config: Config, user: AuthUser, id: string, now = Date.now()) {
  const [kind, a, b, extra] = id.split('_');
  if (extra !== undefined || !a || !b) throw NotFound('Calendar item not found.');
  if (kind === 'autoblog' && isObjectId(a) && /^\d{1,15}$/.test(b)) {
    await cancelSlot(user, a, Number(b), now);
    return;
  }
  if (kind === 'publish' && isObjectId(a) && isObjectId(b)) {
    const publication = await Publication.findOne({
      integrationId: new Types.ObjectId(a),
      postId: new Types.ObjectId(b),
      ...ownerScope(user),
      state: 'scheduled',
    }).lean<PublicationDoc>();
    if (!publication) throw NotFound('Calendar item not found.');
    // This site's schedule only: the calendar lists each site's on its own.
    await cancelOneScheduledPublish(config, user, publication);
    return;
  }
  if (kind === 'workflow' && isObjectId(a) && /^\d{1,15}$/.test(b)) {
    await cancelSchedule(jobEngine(config.redisUrl), user, a, Number(b));
    return;
  }
  throw NotFound('Calendar item not found.');
}

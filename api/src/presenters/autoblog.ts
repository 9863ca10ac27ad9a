import type { AutoblogScheduleView, AutoblogSlotView } from '@inkpress/shared-core';
import type { AutoblogScheduleDoc, AutoblogSlotDoc } from '../models/Autoblog';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** An autoblog schedule (shared-core AutoblogScheduleView); the actor it runs as is not shown. */
export function presentSchedule(
  schedule: AutoblogScheduleDoc,
  times: { nextSlotAt: Date | null; lastSlotAt: Date | null },
  estimate: number,
): AutoblogScheduleView {
  return {
    id: String(schedule._id),
    name: schedule.name,
    status: schedule.status,
    keywords: [...schedule.keywords],
    rss_url: schedule.rssUrl ?? null,
    sitemap_url: schedule.sitemapUrl ?? null,
    cadence: {
      frequency: schedule.cadence.frequency,
      days: [...(schedule.cadence.days ?? [])],
      time: schedule.cadence.time,
    },
    time_zone: schedule.timeZone,
    template_id: schedule.templateId ?? null,
    language: schedule.language,
    length: schedule.length,
    options: { ...schedule.options },
    folder_id: schedule.folderId ? String(schedule.folderId) : null,
    integration_id: schedule.integrationId ? String(schedule.integrationId) : null,
    mode: schedule.mode,
    quality: {
      minWords: schedule.quality.minWords,
      minReadability: schedule.quality.minReadability,
      maxOverlap: schedule.quality.maxOverlap,
    },
    info_base: schedule.infoBase === true,
    next_slot_at: iso(times.nextSlotAt),
    last_slot_at: iso(times.lastSlotAt),
    estimate,
    created_at: iso(schedule.createdAt)!,
  };
}

/** One slot's article in the schedule's history (its reservation is not shown). */
export function presentSlot(slot: AutoblogSlotDoc): AutoblogSlotView {
  return {
    id: slot._id,
    schedule_id: String(slot.scheduleId),
    slot_at: slot.slotAt.toISOString(),
    status: slot.status,
    topic: slot.topic ?? null,
    source: slot.source ?? null,
    title: slot.title ?? null,
    reason: slot.reason ?? null,
    words: slot.words ?? null,
    readability: slot.readability ?? null,
    overlap: slot.overlap ?? null,
    collection_id: slot.collectionId ? String(slot.collectionId) : null,
    post_id: slot.postId ? String(slot.postId) : null,
    published_url: slot.publishedUrl ?? null,
    charged: slot.charged ?? 0,
    writer: slot.writer ?? null,
    created_at: iso(slot.createdAt)!,
    finished_at: iso(slot.finishedAt),
  };
}

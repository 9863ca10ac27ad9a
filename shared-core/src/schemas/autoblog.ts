import { z } from 'zod';
import { isLanguageCode } from '../constants/languages';
import { BulkArticleOptions } from './bulk';

/**
 * Autoblogging (issue 11): a schedule writes one article per slot of its
 * cadence (daily, or weekly on chosen days, at a time of day in an IANA time
 * zone) from its topic sources, holds back weak drafts (quality gate), and
 * saves the rest as drafts or publishes them to a connected site.
 */
export const autoblogLimits = {
  /** Schedules of one team. */
  maxSchedules: 20,
  /** Keywords of one schedule. */
  maxKeywords: 200,
  /** Characters of one keyword. */
  maxKeyword: 200,
  /** Calendar range, in days. */
  maxCalendarDays: 62,
} as const;

const objectId = z.string().regex(/^[a-f0-9]{24}$/i, 'Must be a valid id.');

/** True for a time zone name the runtime knows (IANA, e.g. Europe/Paris), and UTC. */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const httpUrl = (what: string) =>
  z
    .string()
    .trim()
    .max(2000, `${what} must be at most 2,000 characters.`)
    .refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'http:' || u.protocol === 'https:';
      } catch {
        return false;
      }
    }, `${what} must be an http(s) address.`);

export const AutoblogCadence = z
  .strictObject({
    frequency: z.enum(['daily', 'weekly']),
    /** Weekly: the days, 0 Sunday … 6 Saturday. */
    days: z.array(z.number().int().min(0).max(6)).max(7).default([]),
    /** Time of day in the schedule's time zone, HH:MM (24 h). */
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:MM (24-hour).'),
  })
  .refine((c) => c.frequency === 'daily' || c.days.length > 0, {
    message: 'A weekly cadence needs at least one day.',
    path: ['days'],
  });
export type AutoblogCadence = z.infer<typeof AutoblogCadence>;

export const AutoblogQuality = z.strictObject({
  /** Fewer words than this holds the draft back. */
  minWords: z.number().int().min(0).max(10_000).default(300),
  /** A Flesch reading-ease score below this holds it back (0 turns the check off). */
  minReadability: z.number().min(0).max(100).default(30),
  /**
   * Share (0…1) of the draft's word pairs found in one of the team's posts
   * above which it is held back as too close to it; a duplicate title always is.
   */
  maxOverlap: z.number().min(0.05).max(1).default(0.5),
});
export type AutoblogQuality = z.infer<typeof AutoblogQuality>;

/**
 * "Ground articles in my info base": each article of the schedule draws on
 * the team's info-base files and cites them, as a bulk run's (bulk.ts).
 */
const AutoblogInfoBase = z.boolean();

const AutoblogFields = {
  name: z.string().trim().min(1, 'name is required.').max(100, 'name must be at most 100 characters.'),
  keywords: z
    .array(z.string().trim().min(1).max(autoblogLimits.maxKeyword))
    .max(autoblogLimits.maxKeywords, `At most ${autoblogLimits.maxKeywords} keywords.`)
    .default([]),
  /** An RSS or Atom feed whose new items become topics. */
  rssUrl: httpUrl('rssUrl').nullable().default(null),
  /** The user's own sitemap: its pages' titles and slugs are not written again. */
  sitemapUrl: httpUrl('sitemapUrl').nullable().default(null),
  cadence: AutoblogCadence,
  timeZone: z.string().refine(isTimeZone, 'timeZone must be an IANA time zone, e.g. Europe/Paris.'),
  templateId: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/, 'Unknown template.')
    .nullable()
    .default(null),
  language: z
    .string()
    .refine((v) => isLanguageCode(v), 'Unknown language: use one of the content languages.')
    .default('en-US'),
  length: z.enum(['short', 'medium']).default('short'),
  options: BulkArticleOptions.default({}),
  /** The folder the drafts go to (none: the team's documents). */
  folderId: objectId.nullable().default(null),
  /** A connected site to send each article to (integrations). */
  integrationId: objectId.nullable().default(null),
  /** draft: saved as a draft (and sent as a draft); publish: published on the site. */
  mode: z.enum(['draft', 'publish']).default('draft'),
  quality: AutoblogQuality.default({ minWords: 300, minReadability: 30, maxOverlap: 0.5 }),
  infoBase: AutoblogInfoBase.default(false),
};

function checkSources(
  body: { keywords?: string[]; rssUrl?: string | null; mode?: string; integrationId?: string | null },
  ctx: z.RefinementCtx,
) {
  if (body.keywords !== undefined && body.rssUrl !== undefined && !body.keywords.length && !body.rssUrl)
    ctx.addIssue({
      code: 'custom',
      path: ['keywords'],
      message: 'Add keywords or an RSS feed: a schedule needs topics.',
    });
  if (body.mode === 'publish' && body.integrationId === null)
    ctx.addIssue({
      code: 'custom',
      path: ['integrationId'],
      message: 'Choose a connected site to publish to, or save drafts.',
    });
}

/** POST /api/autoblog: a new schedule (active). */
export const AutoblogScheduleBody = z.strictObject(AutoblogFields).superRefine(checkSources);
export type AutoblogScheduleBody = z.input<typeof AutoblogScheduleBody>;

/** PATCH /api/autoblog/{id}: any of the fields (the result is checked as a whole). */
export const AutoblogScheduleUpdate = z
  .strictObject({
    name: AutoblogFields.name,
    keywords: z
      .array(z.string().trim().min(1).max(autoblogLimits.maxKeyword))
      .max(autoblogLimits.maxKeywords, `At most ${autoblogLimits.maxKeywords} keywords.`),
    rssUrl: httpUrl('rssUrl').nullable(),
    sitemapUrl: httpUrl('sitemapUrl').nullable(),
    cadence: AutoblogCadence,
    timeZone: AutoblogFields.timeZone,
    templateId: z
      .string()
      .regex(/^[a-z0-9-]{1,60}$/, 'Unknown template.')
      .nullable(),
    language: z.string().refine((v) => isLanguageCode(v), 'Unknown language.'),
    length: z.enum(['short', 'medium']),
    options: BulkArticleOptions,
    folderId: objectId.nullable(),
    integrationId: objectId.nullable(),
    mode: z.enum(['draft', 'publish']),
    quality: AutoblogQuality,
    infoBase: AutoblogInfoBase,
  })
  .partial();
export type AutoblogScheduleUpdate = z.infer<typeof AutoblogScheduleUpdate>;

export const AutoblogScheduleView = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['active', 'paused']),
  keywords: z.array(z.string()),
  rss_url: z.string().nullable(),
  sitemap_url: z.string().nullable(),
  cadence: z.object({
    frequency: z.enum(['daily', 'weekly']),
    days: z.array(z.number().int()),
    time: z.string(),
  }),
  time_zone: z.string(),
  template_id: z.string().nullable(),
  language: z.string(),
  length: z.enum(['short', 'medium']),
  options: BulkArticleOptions,
  folder_id: z.string().nullable(),
  integration_id: z.string().nullable(),
  mode: z.enum(['draft', 'publish']),
  quality: z.object({ minWords: z.number(), minReadability: z.number(), maxOverlap: z.number() }),
  /** Its articles draw on the team's info base and cite it. */
  info_base: AutoblogInfoBase,
  /** The next slot (null while paused). */
  next_slot_at: z.string().nullable(),
  last_slot_at: z.string().nullable(),
  /** Credits reserved per article (SPEC §9's article price with the options). */
  estimate: z.number().int().min(0),
  created_at: z.string(),
});
export type AutoblogScheduleView = z.infer<typeof AutoblogScheduleView>;
export const AutoblogScheduleResponse = z.object({ data: AutoblogScheduleView });
export const AutoblogScheduleList = z.object({
  data: z.array(AutoblogScheduleView),
  total: z.number().int().min(0),
});
export type AutoblogScheduleList = z.infer<typeof AutoblogScheduleList>;

/**
 * One slot's article: queued/running while written; succeeded (a draft, or
 * published); held (the quality gate kept it back: `reason`); failed
 * (`reason`; refunded); skipped (no topic left); cancelled (from the calendar).
 */
export const AutoblogSlotStatus = z.enum([
  'queued',
  'running',
  'succeeded',
  'held',
  'failed',
  'skipped',
  'cancelled',
]);
export type AutoblogSlotStatus = z.infer<typeof AutoblogSlotStatus>;

export const AutoblogSlotView = z.object({
  id: z.string(),
  schedule_id: z.string(),
  slot_at: z.string(),
  status: AutoblogSlotStatus,
  topic: z.string().nullable(),
  /** Where the topic came from. */
  source: z.enum(['keyword', 'rss']).nullable(),
  title: z.string().nullable(),
  reason: z.string().nullable(),
  words: z.number().int().min(0).nullable(),
  readability: z.number().nullable(),
  overlap: z.number().nullable(),
  collection_id: z.string().nullable(),
  post_id: z.string().nullable(),
  published_url: z.string().nullable(),
  charged: z.number().int().min(0),
  /** 'offline writer' when the offline writer wrote it. */
  writer: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type AutoblogSlotView = z.infer<typeof AutoblogSlotView>;
export const AutoblogSlotList = z.object({
  data: z.array(AutoblogSlotView),
  total: z.number().int().min(0),
});
export type AutoblogSlotList = z.infer<typeof AutoblogSlotList>;

export const AutoblogListQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET /api/calender?from&to (ISO instants; at most 62 days apart; default: this month ± a week). */
export const CalendarQuery = z.object({
  from: z.iso.datetime({ offset: true, error: 'from must be an ISO date-time.' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'to must be an ISO date-time.' }).optional(),
});
export type CalendarQuery = z.infer<typeof CalendarQuery>;

export const CalendarItemKind = z.enum(['autoblog', 'publish', 'workflow']);
export type CalendarItemKind = z.infer<typeof CalendarItemKind>;

/**
 * One scheduled item: an autoblog slot (upcoming, or its article once
 * written) or a post's scheduled publish on a connected site.
 */
export const CalendarItemView = z.object({
  /**
   * `autoblog_<scheduleId>_<slot ms>`, `publish_<integrationId>_<postId>` or
   * `workflow_<scheduledRunId>_<ms>` (a scheduled workflow run; schedule_id is its id).
   */
  id: z.string(),
  kind: CalendarItemKind,
  at: z.string(),
  title: z.string(),
  /** scheduled (upcoming) or the slot's outcome. */
  status: z.string(),
  cancellable: z.boolean(),
  schedule_id: z.string().nullable(),
  post_id: z.string().nullable(),
  collection_id: z.string().nullable(),
  integration_id: z.string().nullable(),
});
export type CalendarItemView = z.infer<typeof CalendarItemView>;
export const CalendarView = z.object({
  data: z.array(CalendarItemView),
  from: z.string(),
  to: z.string(),
});
export type CalendarView = z.infer<typeof CalendarView>;
export const CalendarCancelResponse = z.object({
  data: z.object({ id: z.string(), cancelled: z.boolean() }),
});

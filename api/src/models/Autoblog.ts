import { model, Schema, type Types } from 'mongoose';
import type { RunActor, StoredReservation } from './Bulk';

/**
 * An autoblog schedule (commands/autoblog.ts): its topic sources, cadence in
 * a time zone, article options, target and quality gate. Written by the
 * user's calls only; the workers never update it (FerretDB applies updates
 * read-then-write on the whole document, so a worker's write could undo a
 * user's edit). What a slot did is in AutoblogSlot.
 */
const AutoblogScheduleSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true },
    status: { type: String, enum: ['active', 'paused'], default: 'active' },
    keywords: { type: [String], default: [] },
    rssUrl: { type: String, default: null },
    sitemapUrl: { type: String, default: null },
    cadence: { type: Schema.Types.Mixed, required: true },
    timeZone: { type: String, required: true },
    templateId: { type: String, default: null },
    language: { type: String, required: true },
    length: { type: String, enum: ['short', 'medium'], required: true },
    options: { type: Schema.Types.Mixed, default: () => ({}) },
    folderId: { type: Schema.Types.ObjectId, default: null },
    integrationId: { type: Schema.Types.ObjectId, default: null },
    mode: { type: String, enum: ['draft', 'publish'], default: 'draft' },
    quality: { type: Schema.Types.Mixed, required: true },
    /** Each article draws on the team's info base and cites it (absent on older schedules: off). */
    infoBase: { type: Boolean, default: false },
    /**
     * Slots before this instant never run: set at creation, on resume and
     * when the cadence or time zone changes (no article for a past slot).
     */
    activeFrom: { type: Date, required: true },
    /** Who set it up, as the workers act for them. */
    actor: { type: Schema.Types.Mixed, required: true },
  },
  { timestamps: true, versionKey: false, minimize: false },
);
AutoblogScheduleSchema.index({ teamId: 1, createdAt: -1 });
AutoblogScheduleSchema.index({ status: 1 });

export interface AutoblogScheduleDoc {
  _id: Types.ObjectId;
  teamId: Types.ObjectId;
  userId: Types.ObjectId;
  name: string;
  status: 'active' | 'paused';
  keywords: string[];
  rssUrl: string | null;
  sitemapUrl: string | null;
  cadence: { frequency: 'daily' | 'weekly'; days: number[]; time: string };
  timeZone: string;
  templateId: string | null;
  language: string;
  length: 'short' | 'medium';
  options: Record<string, boolean>;
  folderId: Types.ObjectId | null;
  integrationId: Types.ObjectId | null;
  mode: 'draft' | 'publish';
  quality: { minWords: number; minReadability: number; maxOverlap: number };
  /** Absent on schedules made before the option: off. */
  infoBase?: boolean;
  activeFrom: Date;
  actor: RunActor;
  createdAt: Date;
  updatedAt: Date;
}

export const AutoblogSchedule = model('AutoblogSchedule', AutoblogScheduleSchema);

/**
 * One slot of a schedule: `_id` is `<scheduleId>:<slot instant ISO>`. Its
 * insert is the slot's one-time ticket: two workers, a restart or a clock
 * change that reach the same slot fail on the unique _id, and a cancelled
 * slot is one inserted as `cancelled` before its time. After the insert only
 * the job run holding the slot's claim (AutoblogClaim) writes it.
 */
const AutoblogSlotSchema = new Schema(
  {
    _id: { type: String, required: true },
    scheduleId: { type: Schema.Types.ObjectId, required: true },
    teamId: { type: Schema.Types.ObjectId, required: true },
    slotAt: { type: Date, required: true },
    status: {
      type: String,
      enum: ['queued', 'running', 'succeeded', 'held', 'failed', 'skipped', 'cancelled'],
      required: true,
    },
    topic: { type: String, default: null },
    source: { type: String, default: null },
    title: { type: String, default: null },
    reason: { type: String, default: null },
    words: { type: Number, default: null },
    readability: { type: Number, default: null },
    overlap: { type: Number, default: null },
    collectionId: { type: Schema.Types.ObjectId, default: null },
    postId: { type: Schema.Types.ObjectId, default: null },
    publishedUrl: { type: String, default: null },
    reservation: { type: Schema.Types.Mixed, default: null },
    charged: { type: Number, default: 0 },
    writer: { type: String, default: null },
    finishedAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false },
);
AutoblogSlotSchema.index({ scheduleId: 1, slotAt: -1 });
AutoblogSlotSchema.index({ teamId: 1, slotAt: -1 });

export type AutoblogSlotStatusValue =
  | 'queued'
  | 'running'
  | 'succeeded'
  | 'held'
  | 'failed'
  | 'skipped'
  | 'cancelled';

export interface AutoblogSlotDoc {
  _id: string;
  scheduleId: Types.ObjectId;
  teamId: Types.ObjectId;
  slotAt: Date;
  status: AutoblogSlotStatusValue;
  topic: string | null;
  source: 'keyword' | 'rss' | null;
  title: string | null;
  reason: string | null;
  words: number | null;
  readability: number | null;
  overlap: number | null;
  collectionId: Types.ObjectId | null;
  postId: Types.ObjectId | null;
  publishedUrl: string | null;
  reservation: StoredReservation | null;
  charged: number;
  writer: string | null;
  finishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const AutoblogSlot = model('AutoblogSlot', AutoblogSlotSchema);

/** The job run writing a slot: `_id` is the slot's, so one run writes it whatever was queued. */
const AutoblogClaimSchema = new Schema(
  {
    _id: { type: String, required: true },
    runId: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
export interface AutoblogClaimDoc {
  _id: string;
  runId: string;
  at: Date;
}
export const AutoblogClaim = model('AutoblogClaim', AutoblogClaimSchema);

export const slotKey = (scheduleId: string, slotAt: number | Date) =>
  `${scheduleId}:${new Date(slotAt).toISOString()}`;

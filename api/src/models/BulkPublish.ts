import { model, Schema, type Types } from 'mongoose';
import type { StoredActor } from '../identity';

/**
 * A bulk publish (commands/bulkPublish.ts): many posts to one WordPress or
 * Ghost site with the same choices. Each post is an item of its own
 * (BulkPublishItem), published by one job run at a time; the run's state is
 * read from its items.
 */
const BulkPublishRunSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    integrationId: { type: Schema.Types.ObjectId, required: true },
    type: { type: String, required: true },
    /** The publish choices every post gets (status, schedule, tags, categories, author). */
    options: { type: Schema.Types.Mixed, required: true },
    /** Who started it, as the workers act. */
    actor: { type: Schema.Types.Mixed, required: true },
    total: { type: Number, required: true },
    /** When someone cancelled it: posts not yet sent are not sent. */
    cancelledAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false },
);
BulkPublishRunSchema.index({ teamId: 1, createdAt: -1 });

export interface BulkPublishOptions {
  status: 'draft' | 'publish' | 'future';
  schedulePublishConfig?: { date: string };
  tags?: (number | string)[];
  categories?: number[];
  author?: number | string;
  /** Shopify: the blog new articles go to. */
  blogId?: string;
}

export interface BulkPublishRunDoc {
  _id: Types.ObjectId;
  teamId: Types.ObjectId;
  userId: Types.ObjectId;
  integrationId: Types.ObjectId;
  type: 'wordpress' | 'ghost' | 'shopify' | 'medium';
  options: BulkPublishOptions;
  actor: StoredActor;
  total: number;
  cancelledAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
export const BulkPublishRun = model('BulkPublishRun', BulkPublishRunSchema);

/** One post of a bulk publish; `_id` is `${runId}:${index}`. */
const BulkPublishItemSchema = new Schema(
  {
    _id: { type: String, required: true },
    runId: { type: Schema.Types.ObjectId, required: true, index: true },
    teamId: { type: Schema.Types.ObjectId, required: true },
    index: { type: Number, required: true },
    postId: { type: Schema.Types.ObjectId, required: true },
    title: { type: String, required: true },
    status: {
      type: String,
      enum: ['queued', 'running', 'succeeded', 'failed', 'cancelled'],
      default: 'queued',
    },
    /** The job run publishing it now (a retry starts a new one). */
    jobRunId: { type: String, default: null },
    attempts: { type: Number, default: 1 },
    /** When this attempt was queued (the run's start, or the retry): a cancel after it stops its sends. */
    queuedAt: { type: Date, default: null },
    /** Sends claimed in this attempt: a post waiting to retry after a site error is sent again by claim n+1. */
    sends: { type: Number, default: 0 },
    state: { type: String, default: null },
    url: { type: String, default: null },
    remoteId: { type: String, default: null },
    error: { type: new Schema({ code: String, message: String }, { _id: false }), default: null },
    startedAt: { type: Date, default: null },
    finishedAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false },
);

export interface BulkPublishItemDoc {
  _id: string;
  runId: Types.ObjectId;
  teamId: Types.ObjectId;
  index: number;
  postId: Types.ObjectId;
  title: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
  jobRunId: string | null;
  attempts: number;
  queuedAt?: Date | null;
  sends?: number;
  state: 'draft' | 'published' | 'scheduled' | null;
  url: string | null;
  remoteId: string | null;
  error: { code: string; message: string } | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  createdAt: Date;
}
export const BulkPublishItem = model('BulkPublishItem', BulkPublishItemSchema);

/**
 * Who has one send of one post (`_id` `${runId}:${index}#${attempt}`, and
 * `…#${attempt}.${n}` for the n-th send of an attempt, after a temporary
 * site error): the worker about to send it, or a cancel of the run. A unique-_id insert
 * decides (FerretDB has no transactions), so a post is either sent or
 * cancelled, never both.
 */
const BulkPublishClaimSchema = new Schema(
  {
    _id: { type: String, required: true },
    runId: { type: Schema.Types.ObjectId, required: true, index: true },
    by: { type: String, enum: ['send', 'cancel'], required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
export interface BulkPublishClaimDoc {
  _id: string;
  runId: Types.ObjectId;
  by: 'send' | 'cancel';
  at: Date;
}
export const BulkPublishClaim = model('BulkPublishClaim', BulkPublishClaimSchema);

import { model, Schema, type Types } from 'mongoose';
import type { RunActor } from '../identity';

/**
 * A run of the bulk content generator (commands/bulkGenerate.ts). Its
 * articles are documents of their own (BulkArticle), each written by one
 * worker at a time: FerretDB applies updates read-then-write on the whole
 * document, so two workers must never update one document at once. The
 * run's state is read from its articles (presenters/bulk.ts).
 */
const BulkRunSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    /** The folder the articles go to when their row names none. */
    folderId: { type: Schema.Types.ObjectId, required: true },
    total: { type: Number, required: true },
    /** Articles written at once: the lanes (job runs) of the run. */
    parallel: { type: Number, required: true },
    /** Credits reserved at the start, all articles together. */
    estimate: { type: Number, required: true },
    laneRunIds: { type: [String], default: [] },
    /** Who started it, as the workers act: their id, team, role and gpt4 feature then. */
    actor: { type: Schema.Types.Mixed, required: true },
    cancelledAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false },
);
BulkRunSchema.index({ teamId: 1, createdAt: -1 });

export type { RunActor };

export interface BulkRunDoc {
  _id: Types.ObjectId;
  teamId: Types.ObjectId;
  userId: Types.ObjectId;
  folderId: Types.ObjectId;
  total: number;
  parallel: number;
  estimate: number;
  laneRunIds: string[];
  actor: RunActor;
  cancelledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const BulkRun = model('BulkRun', BulkRunSchema);

export const bulkArticleStatuses = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type BulkArticleStatusValue = (typeof bulkArticleStatuses)[number];

/** Credits held for one article (services/credits' Reservation, as stored). */
export interface StoredReservation {
  id: string;
  teamId: string;
  kind: 'words';
  amount: number;
  reason: string;
  ref?: string;
  userId?: string;
  createdAt: Date;
}

/** One article of a bulk run; `_id` is `${runId}:${index}`. */
const BulkArticleSchema = new Schema(
  {
    _id: { type: String, required: true },
    runId: { type: Schema.Types.ObjectId, required: true },
    teamId: { type: Schema.Types.ObjectId, required: true },
    index: { type: Number, required: true },
    keyword: { type: String, default: null },
    title: { type: String, required: true },
    templateId: { type: String, default: null },
    language: { type: String, required: true },
    length: { type: String, enum: ['short', 'medium'], required: true },
    folderId: { type: Schema.Types.ObjectId, required: true },
    options: { type: Schema.Types.Mixed, default: {} },
    /** "Use my info base": the team's info-base passages go to the writer, cited in the article. */
    infoBase: { type: Boolean, default: false },
    status: { type: String, enum: bulkArticleStatuses, default: 'queued' },
    progress: { type: Number, default: 0 },
    estimate: { type: Number, required: true },
    reservation: { type: Schema.Types.Mixed, default: null },
    charged: { type: Number, default: 0 },
    refunded: { type: Number, default: 0 },
    /** Times it was started by the user (1, then one more per retry). */
    attempts: { type: Number, default: 1 },
    /** The job run writing it now (a lane, or the run of a retry). */
    jobRunId: { type: String, default: null },
    error: { type: String, default: null },
    collectionId: { type: Schema.Types.ObjectId, default: null },
    postId: { type: Schema.Types.ObjectId, default: null },
    writer: { type: String, default: null },
    startedAt: { type: Date, default: null },
    finishedAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false, minimize: false },
);
BulkArticleSchema.index({ runId: 1, index: 1 });

export interface BulkArticleDoc {
  _id: string;
  runId: Types.ObjectId;
  teamId: Types.ObjectId;
  index: number;
  keyword: string | null;
  title: string;
  templateId: string | null;
  language: string;
  length: 'short' | 'medium';
  folderId: Types.ObjectId;
  options: Record<string, boolean>;
  infoBase?: boolean;
  status: BulkArticleStatusValue;
  progress: number;
  estimate: number;
  reservation: StoredReservation | null;
  charged: number;
  refunded: number;
  attempts: number;
  jobRunId: string | null;
  error: string | null;
  collectionId: Types.ObjectId | null;
  postId: Types.ObjectId | null;
  writer: string | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const BulkArticle = model('BulkArticle', BulkArticleSchema);

/**
 * Who writes an article: `_id` `${runId}:${index}` (a lane's claim, or the
 * cancel's) and `${runId}:${index}:retry:${attempt}` (a retry). Only one
 * insert of an `_id` wins, on MongoDB and on FerretDB alike.
 */
const BulkClaimSchema = new Schema(
  {
    _id: { type: String, required: true },
    runId: { type: Schema.Types.ObjectId, required: true },
    /** The lane's job run id, 'cancel', or the retry's job run. */
    by: { type: String, required: true },
    /** The lane's n-th claim (a lane taken over finds its own claim by it). */
    n: { type: Number, default: null },
    index: { type: Number, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
BulkClaimSchema.index({ by: 1, n: 1 });

export interface BulkClaimDoc {
  _id: string;
  runId: Types.ObjectId;
  by: string;
  n: number | null;
  index: number;
  at: Date;
}

export const BulkClaim = model('BulkClaim', BulkClaimSchema);

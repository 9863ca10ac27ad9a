import { model, Schema, type Types } from 'mongoose';
import type { StoredActor } from '../identity';

/**
 * A publish scheduled on our job engine (commands/scheduledPublish.ts), for a
 * target with no scheduler of its own (Shopify, Webflow, Medium, Reddit, the
 * API webhook): which post goes where, with which choices, and when. A
 * `publish.scheduled` job delayed to `runAt` publishes it then through
 * publishPost, with the post as it is at that time. Whether it ran or was
 * cancelled is decided by a ScheduledPublishClaim (a unique-_id insert:
 * FerretDB 1.24 applies updates read-then-write).
 */
const ScheduledPublishSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true, index: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    actor: { type: Schema.Types.Mixed, required: true },
    /** The Publication it publishes (`<integrationId>:<postId>`, a social target's suffix). */
    publicationKey: { type: String, required: true, index: true },
    postId: { type: Schema.Types.ObjectId, required: true },
    integrationId: { type: Schema.Types.ObjectId, required: true },
    type: { type: String, required: true },
    /** The publish's choices (tags, meta fields, Medium's or Reddit's options…), status aside. */
    options: { type: Schema.Types.Mixed, default: {} },
    runAt: { type: Date, required: true },
    status: { type: String, default: 'scheduled' },
    error: { type: new Schema({ code: String, message: String }, { _id: false }), default: null },
    url: { type: String, default: null },
    /** The publication as it was before this schedule: put back on a cancel or a failure. */
    previous: { type: Schema.Types.Mixed, default: null },
    jobRunId: { type: String, default: null },
  },
  { timestamps: true, versionKey: false },
);

export interface ScheduledPublishDoc {
  _id: Types.ObjectId;
  teamId: Types.ObjectId;
  userId: Types.ObjectId;
  actor: StoredActor;
  publicationKey: string;
  postId: Types.ObjectId;
  integrationId: Types.ObjectId;
  type: string;
  options: Record<string, unknown>;
  runAt: Date;
  /** scheduled → publishing → published | failed; or cancelled before it ran. */
  status: 'scheduled' | 'publishing' | 'published' | 'failed' | 'cancelled';
  error: { code: string; message: string } | null;
  url: string | null;
  previous: { state: string; url: string | null; scheduledFor: Date | null } | null;
  jobRunId: string | null;
  createdAt: Date;
}

export const ScheduledPublish = model('ScheduledPublish', ScheduledPublishSchema, 'scheduled_publishes');

/** Who got a scheduled publish first: its job run (`run`, with the run's id) or a cancel. */
const ScheduledPublishClaimSchema = new Schema(
  {
    _id: { type: String, required: true },
    by: { type: String, required: true },
    runId: { type: String, default: null },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);

export interface ScheduledPublishClaimDoc {
  _id: string;
  by: 'run' | 'cancel';
  runId: string | null;
  at: Date;
}

export const ScheduledPublishClaim = model(
  'ScheduledPublishClaim',
  ScheduledPublishClaimSchema,
  'scheduled_publish_claims',
);

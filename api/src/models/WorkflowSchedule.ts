import type { VideoToBlogInput } from '@inkpress/shared-core';
import { model, Schema, type Types } from 'mongoose';
import type { RunActor } from '../identity';

/**
 * A workflow run scheduled for later (commands/workflowSchedules.ts): a
 * custom workflow's runs on its keywords, or a video to blog; what to run,
 * for whom, and when; a `workflow.scheduled` job of the engine,
 * delayed to `runAt`, starts it. Nothing is held until then. Whether it
 * started or was cancelled is decided by a WorkflowScheduleClaim (a unique
 * _id insert: FerretDB 1.24 applies updates read-then-write).
 */
const WorkflowScheduleSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    actor: { type: Schema.Types.Mixed, required: true },
    type: { type: String, default: 'custom' },
    /** A custom run's saved workflow. */
    workflowId: { type: Schema.Types.ObjectId, default: null },
    workflowName: { type: String, required: true },
    keywords: { type: [String], default: [] },
    /** A video to blog's input ({url, language, length}). */
    video: { type: Schema.Types.Mixed, default: null },
    folderId: { type: String, default: null },
    runAt: { type: Date, required: true },
    timeZone: { type: String, required: true },
    status: { type: String, default: 'scheduled' },
    error: { type: String, default: null },
    runIds: { type: [String], default: [] },
    jobRunId: { type: String, default: null },
  },
  { timestamps: true, versionKey: false },
);
WorkflowScheduleSchema.index({ teamId: 1, runAt: 1 });

export interface WorkflowScheduleDoc {
  _id: Types.ObjectId;
  teamId: Types.ObjectId;
  userId: Types.ObjectId;
  actor: RunActor;
  type: 'custom' | 'video-to-blog';
  workflowId: Types.ObjectId | null;
  workflowName: string;
  keywords: string[];
  video: Omit<VideoToBlogInput, 'folderId'> | null;
  folderId: string | null;
  runAt: Date;
  timeZone: string;
  status: 'scheduled' | 'started' | 'failed' | 'cancelled';
  error: string | null;
  runIds: string[];
  jobRunId: string | null;
  createdAt: Date;
}

export const WorkflowSchedule = model('WorkflowSchedule', WorkflowScheduleSchema, 'workflow_schedules');

/** Who got a scheduled run first: its job (`run`) or a cancel. */
const WorkflowScheduleClaimSchema = new Schema(
  {
    _id: { type: String, required: true },
    by: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);

export interface WorkflowScheduleClaimDoc {
  _id: string;
  by: 'run' | 'cancel';
  at: Date;
}

export const WorkflowScheduleClaim = model(
  'WorkflowScheduleClaim',
  WorkflowScheduleClaimSchema,
  'workflow_schedule_claims',
);

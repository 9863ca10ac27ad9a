import type { CustomStep } from '@inkpress/shared-core';
import { model, Schema, type Types } from 'mongoose';
import type { RunActor } from '../identity';
import type { Reservation } from '../services/credits';

/**
 * A run of a catalogued workflow (commands/workflows.ts): its input, the
 * video and transcript it works from, the state of each step of its current
 * attempt, and the credits held for that attempt. How an attempt ended is a
 * WorkflowOutcome of its own: FerretDB 1.24 applies updates read-then-write,
 * so only a unique-_id insert decides between a finishing worker and a
 * cancel arriving at once.
 */
const WorkflowRunSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    type: { type: String, required: true },
    input: { type: Schema.Types.Mixed, required: true },
    /** Who started it, as the workers act (see models/Bulk RunActor). */
    actor: { type: Schema.Types.Mixed, required: true },
    video: { type: Schema.Types.Mixed, default: null },
    /** The caption lines ({start, duration, text}); not read by lists. */
    transcript: { type: Schema.Types.Mixed, default: [] },
    /** 1, then +1 per retry. */
    attempt: { type: Number, default: 1 },
    jobRunId: { type: String, default: null },
    /** Step key → {status, startedAt, finishedAt, detail, error}, for the current attempt. */
    steps: { type: Schema.Types.Mixed, default: {} },
    /** Credits held for the current attempt: words and workflows. */
    reservations: { type: Schema.Types.Mixed, default: {} },
    writer: { type: String, default: null },
    /** What one attempt holds (a custom run's, from its steps); null: the type's fixed cost. */
    cost: { type: Schema.Types.Mixed, default: null },
    startedAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false, minimize: false },
);
WorkflowRunSchema.index({ teamId: 1, createdAt: -1 });

export interface StepState {
  status: 'running' | 'succeeded' | 'failed';
  startedAt: Date | null;
  finishedAt: Date | null;
  detail: string | null;
  error: string | null;
  /** What a custom step made, shown with it. */
  output?: string | null;
}

export interface WorkflowRunDoc {
  _id: Types.ObjectId;
  teamId: Types.ObjectId;
  userId: Types.ObjectId;
  type: 'video-to-blog' | 'custom';
  /**
   * A video-to-blog run's {url, language, length}; a custom run's keyword,
   * its workflow and a snapshot of that workflow's steps at the start.
   */
  input: {
    url?: string;
    language?: string;
    length?: 'short' | 'medium';
    folderId?: string;
    keyword?: string;
    workflowId?: string;
    workflowName?: string;
    steps?: CustomStep[];
  };
  actor: RunActor;
  video: {
    id: string;
    title: string;
    author: string | null;
    durationSeconds: number;
    chapters: { title: string; start: number }[];
    language: string | null;
  } | null;
  transcript: { start: number; duration: number; text: string }[];
  attempt: number;
  jobRunId: string | null;
  steps: Record<string, StepState>;
  reservations: { words?: Reservation; workflows?: Reservation };
  writer: string | null;
  cost?: { words: number; workflows: number } | null;
  startedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const WorkflowRun = model('WorkflowRun', WorkflowRunSchema);

/**
 * How one attempt of a run ended; `_id` is `${runId}:${attempt}`. The first
 * insert wins: the worker's `finishing` (then `succeeded` with its result),
 * its `failed`, or the user's `cancelled`.
 */
const WorkflowOutcomeSchema = new Schema(
  {
    _id: { type: String, required: true },
    runId: { type: Schema.Types.ObjectId, required: true, index: true },
    attempt: { type: Number, required: true },
    status: { type: String, enum: ['finishing', 'succeeded', 'failed', 'cancelled'], required: true },
    error: { type: String, default: null },
    result: { type: Schema.Types.Mixed, default: null },
    charged: { words: { type: Number, default: 0 }, workflows: { type: Number, default: 0 } },
    at: { type: Date, required: true },
    finishedAt: { type: Date, default: null },
  },
  { versionKey: false, minimize: false },
);

export interface WorkflowOutcomeDoc {
  _id: string;
  runId: Types.ObjectId;
  attempt: number;
  status: 'finishing' | 'succeeded' | 'failed' | 'cancelled';
  error: string | null;
  result: unknown;
  charged: { words: number; workflows: number };
  at: Date;
  finishedAt: Date | null;
}

export const WorkflowOutcome = model('WorkflowOutcome', WorkflowOutcomeSchema);

import { model, Schema, type Types } from 'mongoose';

/**
 * One run of a job of the job engine (api/src/jobs): its state and history,
 * for the UI. The queue (BullMQ on Redis) is only the mechanism; this is the
 * record. The BullMQ job id is this document's id.
 */
export const jobStatuses = ['queued', 'running', 'succeeded', 'failed', 'dead', 'cancelled'] as const;
export type JobStatus = (typeof jobStatuses)[number];
export const stepStatuses = ['running', 'succeeded', 'failed'] as const;
export type StepStatus = (typeof stepStatuses)[number];

const StepSchema = new Schema(
  {
    name: { type: String, required: true },
    status: { type: String, enum: stepStatuses, required: true },
    startedAt: { type: Date, default: null },
    finishedAt: { type: Date, default: null },
    error: { type: String, default: null },
  },
  { _id: false },
);

const JobRunSchema = new Schema(
  {
    type: { type: String, required: true },
    teamId: { type: Schema.Types.ObjectId, default: null, index: true },
    userId: { type: Schema.Types.ObjectId, default: null },
    status: { type: String, enum: jobStatuses, default: 'queued' },
    input: { type: Schema.Types.Mixed, default: {} },
    result: { type: Schema.Types.Mixed, default: null },
    progress: {
      done: { type: Number, default: 0 },
      total: { type: Number, default: 0 },
    },
    steps: { type: [StepSchema], default: [] },
    /** Deliveries started so far (a retry or a worker taking over a stalled job adds one). */
    attempts: { type: Number, default: 0 },
    maxAttempts: { type: Number, default: 1 },
    lastError: { type: String, default: null },
    startedAt: { type: Date, default: null },
    finishedAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false, minimize: false },
);

export interface JobStepEntry {
  name: string;
  status: StepStatus;
  startedAt: Date | null;
  finishedAt: Date | null;
  error: string | null;
}

export interface JobRunDoc {
  _id: Types.ObjectId;
  type: string;
  teamId: Types.ObjectId | null;
  userId: Types.ObjectId | null;
  status: JobStatus;
  input: Record<string, unknown>;
  result: unknown;
  progress: { done: number; total: number };
  steps: JobStepEntry[];
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const JobRun = model('JobRun', JobRunSchema);

/**
 * A run's cancel (JobEngine.cancel): one unique-_id insert per run (its id).
 * The cancel also writes the run's status, but FerretDB applies updates
 * read-then-write, so a worker writing the run at that moment (a step's
 * entry) can undo it: the worker checks this record before each step.
 */
const JobCancelSchema = new Schema(
  { _id: { type: String, required: true }, at: { type: Date, required: true } },
  { versionKey: false },
);

export const JobCancel = model('JobCancel', JobCancelSchema);

import { model, Schema } from 'mongoose';

/**
 * The guard of one step of one job run (api/src/jobs/engine.ts). Its _id is
 * `${runId}:${stepName}`: inserting it is claiming the step, and only one
 * insert of an _id can win, also on FerretDB (no transactions, updates
 * applied read-then-write). A finished step keeps its result, so a retried or
 * duplicated delivery returns it instead of doing the side effect again.
 *
 * `delivery` is the BullMQ delivery (attemptsStarted) that holds the step. A
 * later delivery takes over an unfinished step only by inserting the takeover
 * guard `${runId}:${stepName}@${delivery}` first: one winner per delivery.
 */
const JobStepSchema = new Schema(
  {
    _id: { type: String, required: true },
    runId: { type: String, required: true, index: true },
    name: { type: String, required: true },
    status: { type: String, enum: ['running', 'succeeded', 'failed', 'takeover'], required: true },
    delivery: { type: Number, required: true },
    result: { type: Schema.Types.Mixed, default: null },
    error: { type: String, default: null },
    startedAt: { type: Date, required: true },
    finishedAt: { type: Date, default: null },
  },
  { versionKey: false, minimize: false },
);

export interface JobStepDoc {
  _id: string;
  runId: string;
  name: string;
  status: 'running' | 'succeeded' | 'failed' | 'takeover';
  delivery: number;
  result: unknown;
  error: string | null;
  startedAt: Date;
  finishedAt: Date | null;
}

export const JobStep = model('JobStep', JobStepSchema);

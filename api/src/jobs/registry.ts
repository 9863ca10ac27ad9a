/**
 * Job types: `defineJob(type, handler)` once per type, at module load. The
 * API enqueues by type; a worker runs every defined type.
 */
import type { JobRunDoc } from '../models/JobRun';

export interface JobContext<Input = Record<string, unknown>> {
  /** The run as it was when this delivery started. */
  run: JobRunDoc & { input: Input };
  /**
   * Runs `fn` once per run and step name, whatever the deliveries: a retried or
   * duplicated delivery gets the stored result back instead of running it again.
   * The result must be JSON-like (it is stored in MongoDB). Step names are
   * unique within a run. A step whose worker died in the middle of it runs
   * again in the next delivery: keep one side effect per step, itself
   * idempotent (a charge keyed on its reservation, a post on its slot).
   */
  step<T>(name: string, fn: () => Promise<T> | T): Promise<T>;
  /** Reports progress (stored on the run and pushed to the browser). */
  progress(done: number, total: number): Promise<void>;
  /** True when a failure of this delivery ends the run: no retry is left. */
  lastAttempt: boolean;
  /**
   * Takes (or renews, for `ttlMs`) one of `limit` slots of `group` for this
   * run, across every worker (a Redis sorted set, updated by one script); false
   * when all are held. A slot whose run stops renewing it frees itself after
   * `ttlMs`; `releaseSlot` frees it at once.
   */
  acquireSlot(group: string, limit: number, ttlMs: number): Promise<boolean>;
  releaseSlot(group: string): Promise<void>;
  /**
   * Hands the run back to the queue for `ms` without spending an attempt (it
   * waits for a slot); the delivery ends here (this throws).
   */
  defer(ms: number): Promise<never>;
  /** Pushes an event of a topic of one's own (e.g. `bulk:<id>`) to its listeners (engine.subscribeTopic). */
  publish(topic: string, event: { event: string; data: unknown }): Promise<void>;
}

export type JobHandler<Input = Record<string, unknown>> = (ctx: JobContext<Input>) => Promise<unknown>;

export interface JobOptions {
  /** Deliveries before the run is dead (default 5). */
  attempts?: number;
  /** First retry delay; each next one doubles (default 2 000 ms). */
  backoffMs?: number;
  /**
   * Runs once a run is dead (its last attempt failed, or its workers died
   * too often): gives back what the run holds (credits, claims). Its own
   * failure is only logged; it must be idempotent.
   */
  onDead?: (run: JobRunDoc) => Promise<void>;
}

export interface JobDefinition {
  type: string;
  handler: JobHandler;
  attempts: number;
  backoffMs: number;
  onDead?: (run: JobRunDoc) => Promise<void>;
}

const definitions = new Map<string, JobDefinition>();

export function defineJob<Input = Record<string, unknown>>(
  type: string,
  handler: JobHandler<Input>,
  options: JobOptions = {},
): JobDefinition {
  if (!/^[a-z][\w.-]*$/i.test(type)) throw new Error(`invalid job type: ${type}`);
  const definition: JobDefinition = {
    type,
    handler: handler as JobHandler,
    attempts: Math.max(1, options.attempts ?? 5),
    backoffMs: Math.max(0, options.backoffMs ?? 2000),
    onDead: options.onDead,
  };
  definitions.set(type, definition);
  return definition;
}

export function jobDefinition(type: string): JobDefinition | undefined {
  return definitions.get(type);
}

/** A failure that retrying cannot fix (bad input, a refusal): the run is dead at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

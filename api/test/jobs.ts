/**
 * For tests of work on the job engine: an engine on the test run's Redis
 * (REDIS_URL, started by `npm test` like the database) under a queue prefix
 * of its own, so test files running at once never see each other's jobs,
 * and a poll for a state that the work reaches eventually.
 */
import { randomBytes } from 'node:crypto';
import { JobEngine, type JobWorker, useJobEngine as setAppJobEngine } from '../src/jobs/engine';

export const testRedisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:16479';

export interface TestEngine {
  engine: JobEngine;
  /** The in-process worker, when one was asked for. */
  worker: JobWorker | undefined;
  /** Stops the worker, empties the queue and closes the engine (and stops being the app's). */
  close: () => Promise<void>;
}

/** A new engine; each call gets its own queue prefix. */
export function newTestEngine(): JobEngine {
  return new JobEngine({ redisUrl: testRedisUrl, prefix: `inkpress-test-${randomBytes(4).toString('hex')}` });
}

type WorkerOptions = Parameters<JobEngine['startWorker']>[0];

/**
 * An engine for a test file: `use` makes it the one the app's routes
 * enqueue on; `worker` (true or the worker's options) starts an in-process
 * worker and waits until it is ready.
 */
export async function startTestEngine(
  options: { use?: boolean; worker?: boolean | WorkerOptions } = {},
): Promise<TestEngine> {
  const engine = newTestEngine();
  if (options.use) setAppJobEngine(engine);
  const worker = options.worker
    ? engine.startWorker(options.worker === true ? undefined : options.worker)
    : undefined;
  await worker?.ready();
  return {
    engine,
    worker,
    close: async () => {
      await worker?.close();
      await engine.queue('jobs').obliterate({ force: true });
      await engine.close();
      if (options.use) setAppJobEngine(undefined);
    },
  };
}

/**
 * Polls `read` every 100 ms until it answers something truthy, and returns
 * that; after `ms` it fails naming `what` it waited for.
 */
export async function until<T>(
  what: string,
  read: () => Promise<T | null | undefined | false>,
  ms = 120_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

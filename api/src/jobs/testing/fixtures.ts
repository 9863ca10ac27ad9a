/**
 * Job types of the engine's own tests, defined in the test process and in
 * the child worker it kills (testing/childWorker.ts). Each side effect writes
 * one document to `job_test_effects`, so a test counts how often it happened.
 */
import mongoose from 'mongoose';
import { defineJob, PermanentJobError } from '../registry';

export interface Effect {
  run: string;
  step: string;
  pid: number;
  at: Date;
}

export const effects = () => mongoose.connection.collection<Effect>('job_test_effects');

async function sideEffect(run: string, step: string) {
  await effects().insertOne({ run, step, pid: process.pid, at: new Date() });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Fails `failures` times like a provider timing out, then succeeds. */
export const flaky = defineJob<{ failures: number }>(
  'test.flaky',
  async ({ run, step }) => {
    const runId = String(run._id);
    return step('call-provider', async () => {
      await sideEffect(runId, 'try');
      const tries = await effects().countDocuments({ run: runId, step: 'try' });
      if (tries <= run.input.failures) throw new Error(`provider timed out (try ${tries})`);
      return { tries };
    });
  },
  { attempts: 4, backoffMs: 300 },
);

/** Always fails: the run ends dead with the reason. */
export const broken = defineJob(
  'test.broken',
  async ({ run, step }) => {
    await step('call-provider', async () => {
      await sideEffect(String(run._id), 'try');
      throw new Error('provider answered 503 Service Unavailable');
    });
  },
  { attempts: 3, backoffMs: 50 },
);

/** Refused for good: dead at the first attempt. */
export const refused = defineJob(
  'test.refused',
  async () => {
    throw new PermanentJobError('the keyword list is empty');
  },
  { attempts: 5, backoffMs: 50 },
);

/** One charge: the side effect a duplicated delivery must not repeat. */
export const charge = defineJob(
  'test.charge',
  async ({ run, step }) => {
    return step('charge', async () => {
      await sideEffect(String(run._id), 'charge');
      await sleep(300);
      return { charged: 10 };
    });
  },
  { attempts: 3, backoffMs: 50 },
);

/**
 * Three steps, each a side effect. The step named by JOB_TEST_HOLD_STEP waits
 * a minute before its side effect in the process that has it set (the child
 * worker a test kills in the middle of it).
 */
export const multistep = defineJob(
  'test.multistep',
  async ({ run, step, progress }) => {
    const runId = String(run._id);
    const names = ['one', 'two', 'three'];
    const results: string[] = [];
    for (const [i, name] of names.entries()) {
      results.push(
        await step(name, async () => {
          if (process.env.JOB_TEST_HOLD_STEP === name) await sleep(60_000);
          await sideEffect(runId, name);
          return `${name} by ${process.pid}`;
        }),
      );
      await progress(i + 1, names.length);
    }
    return { results };
  },
  { attempts: 3, backoffMs: 100 },
);

/** Three slow steps: a worker asked to close meanwhile hands the run back between two of them. */
export const slowSteps = defineJob(
  'test.slow-steps',
  async ({ run, step }) => {
    const runId = String(run._id);
    for (const name of ['one', 'two', 'three']) {
      await step(name, async () => {
        await sleep(400);
        await sideEffect(runId, name);
        return name;
      });
    }
    return { done: true };
  },
  { attempts: 3, backoffMs: 100 },
);

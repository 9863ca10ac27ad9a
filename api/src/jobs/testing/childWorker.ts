/**
 * A worker in a process of its own for the engine's kill test: runs the test
 * job types (testing/fixtures.ts) on MONGODB_URI and REDIS_URL under
 * JOBS_PREFIX, with a short lock so another worker takes over soon after it is
 * killed. Writes "ready" when it takes jobs.
 */
import { connectDatabase } from '../../db';
import { JobEngine } from '../engine';
import './fixtures';

async function main() {
  await connectDatabase(process.env.MONGODB_URI!);
  const engine = new JobEngine({ redisUrl: process.env.REDIS_URL!, prefix: process.env.JOBS_PREFIX });
  const worker = engine.startWorker({ concurrency: 1, lockDurationMs: 2000, stalledIntervalMs: 1000 });
  await worker.ready();
  process.stdout.write('ready\n');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

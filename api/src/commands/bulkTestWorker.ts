/**
 * A worker process of the bulk generator's kill test: the engine on
 * MONGODB_URI and REDIS_URL under JOBS_PREFIX with a short lock, writing with
 * the offline writer paced by BULK_TEST_DELAY_MS. Writes "ready" when it
 * takes jobs.
 */
import { OfflineProvider } from '../ai';
import { connectDatabase } from '../db';
import { JobEngine } from '../jobs/engine';
import { setBulkProvider } from './bulkJobs';

async function main() {
  await connectDatabase(process.env.MONGODB_URI!);
  setBulkProvider(new OfflineProvider({ delayMs: Number(process.env.BULK_TEST_DELAY_MS ?? 0) }));
  const engine = new JobEngine({ redisUrl: process.env.REDIS_URL!, prefix: process.env.JOBS_PREFIX });
  const worker = engine.startWorker({
    concurrency: Number(process.env.WORKER_CONCURRENCY ?? 2),
    lockDurationMs: 2000,
    stalledIntervalMs: 1000,
  });
  await worker.ready();
  process.stdout.write('ready\n');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

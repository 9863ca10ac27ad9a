/**
 * A job worker process for `npm run bench:publish`: the engine on MONGODB_URI
 * and REDIS_URL under JOBS_PREFIX, running the bulk publisher's jobs
 * (`publish.item`, api/src/commands/bulkPublish.ts) one at a time with the
 * configuration the job reads from its environment (FETCH_ALLOW_HOSTS reaches the bench's
 * WordPress). Writes "ready" when it takes jobs.
 */
import { connectDatabase } from '../api/src/db';
import '../api/src/jobs/definitions';
import { JobEngine } from '../api/src/jobs/engine';

async function main() {
  await connectDatabase(process.env.MONGODB_URI!);
  const engine = new JobEngine({ redisUrl: process.env.REDIS_URL!, prefix: process.env.JOBS_PREFIX });
  const worker = engine.startWorker({ concurrency: 1, lockDurationMs: 30_000, stalledIntervalMs: 5000 });
  await worker.ready();
  process.stdout.write('ready\n');
  process.on('SIGTERM', () => {
    void worker
      .close()
      .then(() => engine.close())
      .finally(() => process.exit(0));
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

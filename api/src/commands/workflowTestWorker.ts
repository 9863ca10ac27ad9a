/**
 * A worker process for the workflow runs' kill test: the engine on
 * MONGODB_URI and REDIS_URL under JOBS_PREFIX with a short lock (another
 * worker takes a killed one's runs over soon), running workflow jobs with the
 * offline writer paced by WORKFLOW_TEST_DELAY_MS. Writes "ready" when it
 * takes jobs.
 */
import { OfflineProvider } from '../ai';
import { connectDatabase } from '../db';
import { JobEngine } from '../jobs/engine';
import { setWorkflowProvider } from './workflowJobs';
import './workflowsCustomJob';

async function main() {
  await connectDatabase(process.env.MONGODB_URI!);
  setWorkflowProvider(new OfflineProvider({ delayMs: Number(process.env.WORKFLOW_TEST_DELAY_MS ?? 0) }));
  const engine = new JobEngine({ redisUrl: process.env.REDIS_URL!, prefix: process.env.JOBS_PREFIX });
  const worker = engine.startWorker({ concurrency: 2, lockDurationMs: 2000, stalledIntervalMs: 1000 });
  await worker.ready();
  process.stdout.write('ready\n');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

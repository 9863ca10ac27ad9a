/**
 * A worker process of the job engine (`node dist/worker.js`): runs queued job
 * runs and the recurring upkeep. `npm start` runs WORKERS of them (1) beside
 * the API; in production they scale on their own. SIGTERM/SIGINT: the job in
 * progress finishes its step and goes back to the queue, then the process exits.
 */
import { createProvider } from './ai';
import { setAutoblogProvider } from './commands/autoblogJob';
import { setBulkProvider } from './commands/bulkJobs';
import { setWorkflowProvider } from './commands/workflowJobs';
import { ConfigError, loadConfig } from './config';
import { connectDatabase, disconnectDatabase, dropRetiredCollections, ensureIndexes } from './db';
import './jobs/definitions';
import { JobEngine, useJobEngine as setProcessEngine } from './jobs/engine';
import { installSchedules, maintenanceTasks } from './jobs/schedules';
import { createLogger } from './logger';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel, { buffered: true });
  if (!config.redisUrl) {
    console.error('REDIS_URL is required by the worker (see .env.example)');
    process.exit(78);
  }
  await connectDatabase(config.mongodbUri);
  await ensureIndexes();
  const dropped = await dropRetiredCollections();
  if (dropped.length) logger.info({ dropped }, 'retired collections dropped');
  // Job types write with the app's AI configuration (the offline writer without a key).
  setBulkProvider(createProvider(config.ai));
  setAutoblogProvider(createProvider(config.ai));
  setWorkflowProvider(createProvider(config.ai));
  const engine = new JobEngine({ redisUrl: config.redisUrl });
  // The process's engine: maintenance tasks (the autoblog tick) queue their runs on it.
  setProcessEngine(engine);
  const worker = engine.startWorker({
    concurrency: Number(process.env.WORKER_CONCURRENCY ?? 2),
    maintenance: maintenanceTasks(config),
  });
  worker.worker.on('failed', (job, err) =>
    logger.warn({ job: job?.id, type: job?.name, err: err.message }, 'job attempt failed'),
  );
  worker.maintenanceWorker?.on('failed', (job, err) =>
    logger.warn({ task: job?.name, err: err.message }, 'maintenance task failed'),
  );
  await worker.ready();
  await installSchedules(engine);
  logger.info({ pid: process.pid }, 'worker ready');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker stopping: handing back the job in progress after its step');
    // A step that never ends must not keep the process: the lock then expires and another worker takes over.
    const force = setTimeout(() => process.exit(1), 60_000);
    force.unref();
    await worker.close().catch(() => undefined);
    await engine.close().catch(() => undefined);
    await disconnectDatabase().catch(() => undefined);
    logger.info('worker stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error('worker failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});

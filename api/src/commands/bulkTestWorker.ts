/**
 * A worker process for the bulk generator's kill test and its benchmark:
 * the engine on MONGODB_URI and REDIS_URL under JOBS_PREFIX with a short
 * lock, writing with the offline writer paced by BULK_TEST_DELAY_MS. Writes
 * "ready" when it takes jobs. With BULK_STATS set it also writes, every
 * half second, `stats <db ms> <db commands>`: the time its database
 * commands took (the driver's command monitoring), and `kinds <json>`: how
 * many commands of each name and collection it sent.
 */
import mongoose from 'mongoose';
import { OfflineProvider } from '../ai';
import { connectDatabase } from '../db';
import { JobEngine } from '../jobs/engine';
import { setBulkProvider } from './bulkJobs';

async function main() {
  const uri = new URL(process.env.MONGODB_URI!);
  // The driver reports each command's duration only with command monitoring on.
  if (process.env.BULK_STATS) uri.searchParams.set('monitorCommands', 'true');
  await connectDatabase(uri.toString());
  if (process.env.BULK_STATS) {
    let ms = 0;
    let commands = 0;
    /** Commands by name and collection ("update bulkarticles"), and the ones in flight by request id. */
    const byKind: Record<string, number> = {};
    const inFlight = new Map<number, string>();
    const client = mongoose.connection.getClient();
    client.on('commandStarted', (event) => {
      const target = event.command[event.commandName];
      inFlight.set(
        event.requestId,
        `${event.commandName} ${typeof target === 'string' ? target : ''}`.trim(),
      );
    });
    const ended = (event: { requestId: number; duration: number }) => {
      ms += event.duration;
      commands += 1;
      const kind = inFlight.get(event.requestId) ?? 'unknown';
      inFlight.delete(event.requestId);
      byKind[kind] = (byKind[kind] ?? 0) + 1;
    };
    client.on('commandSucceeded', ended);
    client.on('commandFailed', ended);
    setInterval(() => {
      process.stdout.write(`stats ${ms.toFixed(1)} ${commands}\n`);
      process.stdout.write(`kinds ${JSON.stringify(byKind)}\n`);
    }, 500).unref();
  }
  setBulkProvider(new OfflineProvider({ delayMs: Number(process.env.BULK_TEST_DELAY_MS ?? 0) }));
  const engine = new JobEngine({ redisUrl: process.env.REDIS_URL!, prefix: process.env.JOBS_PREFIX });
  const worker = engine.startWorker({
    concurrency: Number(process.env.WORKER_CONCURRENCY ?? 2),
    lockDurationMs: Number(process.env.BULK_LOCK_MS ?? 2000),
    stalledIntervalMs: 1000,
  });
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

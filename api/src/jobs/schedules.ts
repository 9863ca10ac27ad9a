/**
 * Recurring upkeep on the engine's scheduler (BullMQ job schedulers on the
 * maintenance queue): one schedule per task, kept in Redis, so however many
 * workers run, each tick runs once.
 *
 * - plan-grants: gives every account whose plan grant is due its credits
 *   (runGrantJob); reads and charges still do it for the account they touch.
 * - upload-parts-sweep: deletes the parts of partial uploads abandoned for a
 *   day (commands/chatTrainParts.ts).
 * - autoblog-tick: queues the due slot of each autoblog schedule, once per
 *   slot whatever the workers (commands/autoblog.ts).
 * - reservation-sweep: gives back credits held by work that died before it
 *   could close its reservation (services/credits/sweep.ts).
 */
import { runAutoblogTick } from '../commands/autoblog';
import { sweepAbandonedUploads } from '../commands/chatTrainParts';
import { reservationHolders } from '../commands/reservationHolders';
import type { Config } from '../config';
import { runGrantJob } from '../services/billing/grants';
import { sweepOrphanReservations } from '../services/credits/sweep';
import { sweepVisitorResults } from '../services/storage/visitorResults';
import { type JobEngine, jobEngine, type MaintenanceTasks, QUEUES } from './engine';

const MINUTE = 60_000;

/** The tasks of a worker with this configuration (the file storage the visitor sweep cleans). */
export const maintenanceTasks = (config: Config): MaintenanceTasks => ({
  'plan-grants': () => runGrantJob(),
  'upload-parts-sweep': () => sweepAbandonedUploads(),
  'autoblog-tick': async () => {
    const engine = jobEngine(process.env.REDIS_URL);
    if (!engine) return { queued: [], requeued: [] };
    return runAutoblogTick(engine, new Date());
  },
  'visitor-results-sweep': () => sweepVisitorResults(config),
  'reservation-sweep': async () => {
    const { checked, held, refunded } = await sweepOrphanReservations({ holders: reservationHolders });
    return { checked, held, refunded: refunded.length, refundedIds: refunded.slice(0, 50).map((r) => r.id) };
  },
});

/** How often each task runs, in milliseconds. */
export const defaultSchedules: Record<string, number> = {
  'plan-grants': 15 * MINUTE,
  'upload-parts-sweep': 60 * MINUTE,
  'autoblog-tick': MINUTE,
  'visitor-results-sweep': 15 * MINUTE,
  'reservation-sweep': 15 * MINUTE,
};

/**
 * Creates or updates each task's schedule, and removes the schedules of
 * tasks no longer listed (idempotent: every worker calls it at start; a
 * changed interval replaces the old one, a retired task stops ticking).
 */
export async function installSchedules(
  engine: JobEngine,
  schedules: Record<string, number> = defaultSchedules,
): Promise<void> {
  const queue = engine.queue(QUEUES.maintenance);
  for (const scheduler of await queue.getJobSchedulers()) {
    if (!(scheduler.key in schedules)) await queue.removeJobScheduler(scheduler.key);
  }
  for (const [name, every] of Object.entries(schedules)) {
    await queue.upsertJobScheduler(
      name,
      { every },
      {
        name,
        opts: {
          removeOnComplete: 100,
          removeOnFail: 100,
          attempts: 3,
          backoff: { type: 'exponential', delay: 5000 },
        },
      },
    );
  }
}

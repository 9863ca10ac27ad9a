import { ErrorCode } from '@inkpress/shared-core';
import Router from '@koa/router';
import type { Config } from '../../config';
import { AppError, NotFound } from '../../errors';
import type { AuthUser } from '../../identity';
import { finalStatuses, jobEngine, type RunEvent } from '../../jobs/engine';
import { withEventStream } from '../../lib/sse';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { JobRun, type JobRunDoc } from '../../models/JobRun';
import { presentJob } from '../../presenters/job';
import * as T from './schema';

/** A run the user may see: one of their team's, or their own when it has no team; 404 otherwise. */
async function findRun(user: AuthUser, id: string): Promise<JobRunDoc> {
  const run = await JobRun.findById(id).lean<JobRunDoc>();
  const visible =
    run && (run.teamId ? String(run.teamId) === user.teamId : run.userId && String(run.userId) === user.id);
  if (!run || !visible) throw NotFound('No such job.');
  return run;
}

/**
 * Job runs of the job engine (api/src/jobs): their state, and their progress
 * pushed as server-sent events.
 */
export function jobsRouter(config: Config) {
  const router = new Router({ prefix: '/jobs' });

  router.get('/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.JobParams });
    ctx.body = { data: presentJob(await findRun(authUser(ctx), params.id)) };
  });

  /**
   * `event: state` (a JobView) first and on every state change, `event:
   * progress` ({id, progress}) as work advances; the stream ends after a
   * final state (succeeded, dead, cancelled).
   */
  router.get('/:id/events', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.JobParams });
    const run = await findRun(authUser(ctx), params.id);
    const engine = jobEngine(config.redisUrl);
    if (!engine)
      throw new AppError(
        503,
        ErrorCode.ServiceUnavailable,
        'Job progress is unavailable: no REDIS_URL is set.',
      );
    await withEventStream(ctx, async (events) => {
      await new Promise<void>((resolve) => {
        const early: RunEvent[] = [];
        let live = false;
        let done = false;
        let unsubscribe: (() => Promise<void>) | undefined;
        const finish = () => {
          if (done) return;
          done = true;
          void unsubscribe?.();
          resolve();
        };
        const deliver = (event: RunEvent) => {
          if (done) return;
          events.send(event.event, event.data);
          if (event.event === 'state' && finalStatuses.includes(event.data.status)) finish();
        };
        events.signal.addEventListener('abort', finish, { once: true });
        // Subscribe, then read the state: a change between the two is queued and sent after it.
        engine
          .subscribe(String(run._id), (event) => (live ? deliver(event) : early.push(event)))
          .then(async (stop) => {
            unsubscribe = stop;
            if (done) return void stop();
            const fresh = await JobRun.findById(run._id).lean<JobRunDoc>();
            deliver({ event: 'state', data: presentJob(fresh ?? run) });
            live = true;
            for (const event of early.splice(0)) deliver(event);
          })
          .catch(finish);
      });
    });
  });

  return router;
}

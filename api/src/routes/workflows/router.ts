import { ErrorCode, finalWorkflowStatuses, type WorkflowRunStatus } from '@inkpress/shared-core';
import Router from '@koa/router';
import { gpt4Of } from '../../commands/charging';
import { workflowTopic } from '../../commands/workflowJobs';
import {
  cancelWorkflowRun,
  deleteWorkflowRun,
  findWorkflowRun,
  listWorkflowRuns,
  retryWorkflowRun,
  startWorkflowRun,
} from '../../commands/workflows';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import { jobEngine, type TopicEvent } from '../../jobs/engine';
import { withEventStream } from '../../lib/sse';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentWorkflowRun } from '../../presenters/workflow';
import * as T from './schema';

/** A run's state is re-read this often while its stream is open, in case an event was missed. */
const RECHECK_MS = 10_000;

/**
 * Workflow runs (issue 11, SPEC §7): a run of a catalogued workflow on the
 * job engine's workers, its progress pushed as server-sent events, charged
 * one workflow of the plan and its article's words. Runs are the team's:
 * others' ids answer 404.
 */
export function workflowsRouter(config: Config) {
  const router = new Router({ prefix: '/workflows' });
  const source = { fetchPolicy: config.fetchPolicy, baseUrl: config.youtube.baseUrl };

  const engineOr503 = () => {
    const engine = jobEngine(config.redisUrl);
    if (!engine)
      throw new AppError(
        503,
        ErrorCode.ServiceUnavailable,
        'Workflows are unavailable: no job queue (REDIS_URL) is set.',
      );
    return engine;
  };

  router.post('/', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.WorkflowRunBody });
    const engine = engineOr503();
    const { run, outcome } = await startWorkflowRun(engine, source, authUser(ctx), body, await gpt4Of(ctx));
    ctx.status = 202;
    ctx.body = { data: presentWorkflowRun(run, outcome) };
  });

  router.get('/', requireUser, async (ctx) => {
    const { query } = readInput(ctx, { query: T.WorkflowListQuery });
    const { runs, total } = await listWorkflowRuns(authUser(ctx), query);
    ctx.body = { data: runs.map(({ run, outcome }) => presentWorkflowRun(run, outcome)), total };
  });

  router.get('/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.WorkflowParams });
    const { run, outcome } = await findWorkflowRun(authUser(ctx), params.id);
    ctx.body = { data: presentWorkflowRun(run, outcome) };
  });

  /** {action: 'retry'} (202, a new attempt) or {action: 'cancel'}. */
  router.post('/:id', requireUser, async (ctx) => {
    const { params, body } = readInput(ctx, { params: T.WorkflowParams, body: T.WorkflowActionBody });
    const user = authUser(ctx);
    await findWorkflowRun(user, params.id);
    const engine = engineOr503();
    if (body.action === 'retry') {
      const { run, outcome } = await retryWorkflowRun(engine, user, params.id);
      ctx.status = 202;
      ctx.body = { data: presentWorkflowRun(run, outcome) };
    } else {
      const { run, outcome } = await cancelWorkflowRun(engine, user, params.id);
      ctx.body = { data: presentWorkflowRun(run, outcome) };
    }
  });

  /** Removes the run from history (cancelling it first when it runs); its post stays. */
  router.delete('/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.WorkflowParams });
    await deleteWorkflowRun(jobEngine(config.redisUrl), authUser(ctx), params.id);
    ctx.status = 204;
  });

  /**
   * `run` (a WorkflowRunView) first and on each change, `progress`
   * ({progress}) while the article is written; the stream ends with the run
   * (succeeded, failed, cancelled).
   */
  router.get('/:id/events', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.WorkflowParams });
    const user = authUser(ctx);
    await findWorkflowRun(user, params.id);
    const engine = engineOr503();
    const isFinal = (status: unknown) => finalWorkflowStatuses.includes(status as WorkflowRunStatus);
    await withEventStream(ctx, async (events) => {
      await new Promise<void>((resolve) => {
        let done = false;
        let live = false;
        const early: TopicEvent[] = [];
        let unsubscribe: (() => Promise<void>) | undefined;
        let timer: NodeJS.Timeout | undefined;
        const finish = () => {
          if (done) return;
          done = true;
          if (timer) clearInterval(timer);
          void unsubscribe?.();
          resolve();
        };
        const sendRun = async () => {
          const { run, outcome } = await findWorkflowRun(user, params.id);
          const view = presentWorkflowRun(run, outcome);
          if (done) return;
          events.send('run', view);
          if (isFinal(view.status)) finish();
        };
        const deliver = (event: TopicEvent) => {
          if (done) return;
          events.send(event.event, event.data);
          if (event.event === 'run' && isFinal((event.data as { status?: string } | null)?.status)) finish();
        };
        events.signal.addEventListener('abort', finish, { once: true });
        // Subscribe, then read the state: a change between the two is queued and sent after it.
        engine
          .subscribeTopic(workflowTopic(params.id), (event) => (live ? deliver(event) : early.push(event)))
          .then(async (stop) => {
            unsubscribe = stop;
            if (done) return void stop();
            await sendRun();
            live = true;
            for (const event of early.splice(0)) deliver(event);
            timer = setInterval(() => void sendRun().catch(finish), RECHECK_MS);
          })
          .catch(finish);
      });
    });
  });

  return router;
}

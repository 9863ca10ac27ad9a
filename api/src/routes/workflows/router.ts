import { finalWorkflowStatuses, type WorkflowRunStatus } from '@inkpress/shared-core';
import Router from '@koa/router';
import { gpt4Of } from '../../commands/charging';
import { workflowTopic } from '../../commands/workflowJobs';
import { scheduleVideoRun } from '../../commands/workflowSchedules';
import {
  cancelWorkflowRun,
  deleteWorkflowRun,
  findWorkflowRun,
  listWorkflowRuns,
  retryWorkflowRun,
  startWorkflowRun,
} from '../../commands/workflows';
import type { Config } from '../../config';
import { jobEngine } from '../../jobs/engine';
import { engineOr503 as requireEngine, streamTopic } from '../../lib/topicStream';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentWorkflowRun } from '../../presenters/workflow';
import { presentSchedule } from '../../presenters/workflowSchedule';
import * as T from './schema';

/**
 * Workflow runs (issue 11, SPEC §7): a run of a catalogued workflow on the
 * job engine's workers, its progress pushed as server-sent events, charged
 * one workflow of the plan and its article's words. Runs are the team's:
 * others' ids answer 404.
 */
export function workflowsRouter(config: Config) {
  const router = new Router({ prefix: '/workflows' });
  const source = { fetchPolicy: config.fetchPolicy, baseUrl: config.youtube.baseUrl };

  const engineOr503 = () => requireEngine(config.redisUrl, 'Workflows are');

  router.post('/', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.WorkflowRunBody });
    const engine = engineOr503();
    const { run, outcome } = await startWorkflowRun(engine, source, authUser(ctx), body, await gpt4Of(ctx));
    ctx.status = 202;
    ctx.body = { data: presentWorkflowRun(run, outcome) };
  });

  /** A video to blog later (201): listed in the calendar, cancelled there, held and run at its time. */
  router.post('/schedule', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.WorkflowScheduleBody });
    const scheduled = await scheduleVideoRun(engineOr503(), authUser(ctx), body, await gpt4Of(ctx));
    ctx.status = 201;
    ctx.body = { data: presentSchedule(scheduled) };
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
    const isFinal = (status: unknown) => finalWorkflowStatuses.includes(status as WorkflowRunStatus);
    await streamTopic(ctx, engineOr503(), workflowTopic(params.id), {
      sendState: async (send) => {
        const { run, outcome } = await findWorkflowRun(user, params.id);
        const view = presentWorkflowRun(run, outcome);
        send('run', view);
        return isFinal(view.status);
      },
      afterEvent: (event) =>
        event.event === 'run' && isFinal((event.data as { status?: string } | null)?.status)
          ? 'end'
          : undefined,
    });
  });

  return router;
}

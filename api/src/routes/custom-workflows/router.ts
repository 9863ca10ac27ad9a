import { customWorkflowCost } from '@inkpress/shared-core';
import Router from '@koa/router';
import { gpt4Of } from '../../commands/charging';
import { scheduleCustomRuns } from '../../commands/workflowSchedules';
import {
  createCustomWorkflow,
  deleteCustomWorkflow,
  findCustomWorkflow,
  listCustomWorkflows,
  startCustomRuns,
  updateCustomWorkflow,
} from '../../commands/workflowsCustom';
import type { Config } from '../../config';
import { engineOr503 } from '../../lib/topicStream';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentCustomWorkflow } from '../../presenters/customWorkflow';
import { presentWorkflowRun } from '../../presenters/workflow';
import { presentSchedule } from '../../presenters/workflowSchedule';
import * as T from './schema';

/**
 * Custom workflows (issue 11, /dashboard/custom-workflow): the team's saved
 * workflows — GET list, POST, GET/PATCH/DELETE by id, other teams' ids 404 —
 * and POST /{id}/run {keywords, folderId?}: one run per keyword (202), each
 * holding one workflow of the plan and its steps' words before it starts
 * (402 holds nothing). Runs are then read, followed (events), cancelled,
 * retried and deleted through /api/workflows/{id}.
 */
export function customWorkflowsRouter(config: Config) {
  const router = new Router({ prefix: '/custom-workflows' });

  router.get('/', requireUser, async (ctx) => {
    const { list, total } = await listCustomWorkflows(authUser(ctx));
    ctx.body = { data: list.map(presentCustomWorkflow), total };
  });

  router.post('/', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.CustomWorkflowBody });
    ctx.status = 201;
    ctx.body = { data: presentCustomWorkflow(await createCustomWorkflow(authUser(ctx), body)) };
  });

  router.get('/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.CustomWorkflowParams });
    ctx.body = { data: presentCustomWorkflow(await findCustomWorkflow(authUser(ctx), params.id)) };
  });

  router.patch('/:id', requireUser, async (ctx) => {
    const { params, body } = readInput(ctx, { params: T.CustomWorkflowParams, body: T.CustomWorkflowPatch });
    ctx.body = { data: presentCustomWorkflow(await updateCustomWorkflow(authUser(ctx), params.id, body)) };
  });

  /** The saved workflow only: its runs keep their own copy of the steps. */
  router.delete('/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.CustomWorkflowParams });
    await deleteCustomWorkflow(authUser(ctx), params.id);
    ctx.status = 204;
  });

  router.post('/:id/run', requireUser, async (ctx) => {
    const { params, body } = readInput(ctx, {
      params: T.CustomWorkflowParams,
      body: T.CustomWorkflowRunBody,
    });
    const engine = engineOr503(config.redisUrl, 'Workflows are');
    if (body.runAt && body.timeZone) {
      // Scheduled: nothing is held until it runs; the calendar lists it.
      const { runAt, timeZone, ...rest } = body;
      const scheduled = await scheduleCustomRuns(
        engine,
        authUser(ctx),
        params.id,
        { ...rest, runAt, timeZone },
        await gpt4Of(ctx),
      );
      const workflow = await findCustomWorkflow(authUser(ctx), params.id);
      const one = customWorkflowCost(workflow.steps);
      ctx.status = 201;
      ctx.body = {
        data: {
          runs: [],
          cost: { words: one.words * body.keywords.length, workflows: one.workflows * body.keywords.length },
          scheduled: presentSchedule(scheduled),
        },
      };
      return;
    }
    const { runs, cost } = await startCustomRuns(engine, authUser(ctx), params.id, body, await gpt4Of(ctx));
    ctx.status = 202;
    ctx.body = { data: { runs: runs.map(({ run, outcome }) => presentWorkflowRun(run, outcome)), cost } };
  });

  return router;
}

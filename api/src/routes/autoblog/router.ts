import { ErrorCode } from '@inkpress/shared-core';
import Router from '@koa/router';
import {
  createSchedule,
  deleteSchedule,
  findSchedule,
  listSchedules,
  listSlots,
  runAutoblogTick,
  scheduleEstimate,
  scheduleTimes,
  setScheduleStatus,
  updateSchedule,
} from '../../commands/autoblog';
import { gpt4Of } from '../../commands/charging';
import type { Config } from '../../config';
import { AppError, NotFound } from '../../errors';
import { jobEngine } from '../../jobs/engine';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import type { AutoblogScheduleDoc } from '../../models/Autoblog';
import { presentSchedule, presentSlot } from '../../presenters/autoblog';
import * as T from './schema';

async function view(schedule: AutoblogScheduleDoc) {
  return presentSchedule(schedule, await scheduleTimes(schedule), scheduleEstimate(schedule));
}

/**
 * Autoblogging (issue 11): the team's schedules and the history of the
 * articles they wrote. The workers write each slot (commands/autoblog.ts);
 * these calls only change schedules. Others' schedules answer 404.
 */
export function autoblogRouter(config: Config) {
  const router = new Router({ prefix: '/autoblog' });

  router.get('/', requireUser, async (ctx) => {
    const { query } = readInput(ctx, { query: T.AutoblogListQuery });
    const { schedules, total } = await listSchedules(authUser(ctx), query.offset, query.limit);
    ctx.body = { data: await Promise.all(schedules.map(view)), total };
  });

  router.post('/', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.AutoblogScheduleBody });
    const schedule = await createSchedule(authUser(ctx), body, await gpt4Of(ctx));
    ctx.status = 201;
    ctx.body = { data: await view(schedule) };
  });

  router.get('/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.ScheduleParams });
    ctx.body = { data: await view(await findSchedule(authUser(ctx), params.id)) };
  });

  router.patch('/:id', requireUser, async (ctx) => {
    const { params, body } = readInput(ctx, { params: T.ScheduleParams, body: T.AutoblogScheduleUpdate });
    ctx.body = { data: await view(await updateSchedule(authUser(ctx), params.id, body)) };
  });

  router.post('/:id/pause', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.ScheduleParams });
    ctx.body = { data: await view(await setScheduleStatus(authUser(ctx), params.id, 'paused')) };
  });

  router.post('/:id/resume', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.ScheduleParams });
    ctx.body = { data: await view(await setScheduleStatus(authUser(ctx), params.id, 'active')) };
  });

  router.delete('/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.ScheduleParams });
    await deleteSchedule(authUser(ctx), params.id);
    ctx.status = 204;
  });

  /** The articles the schedule wrote (or held back, with the reason), newest slot first. */
  router.get('/:id/slots', requireUser, async (ctx) => {
    const { params, query } = readInput(ctx, { params: T.ScheduleParams, query: T.AutoblogListQuery });
    const { slots, total } = await listSlots(authUser(ctx), params.id, query.offset, query.limit);
    ctx.body = { data: slots.map(presentSlot), total };
  });

  /**
   * Test configuration only (NODE_ENV=test; 404 otherwise): runs the tick of
   * this schedule at the given clock, as a worker whose clock reads `now`
   * would — the end-to-end tests drive a slot without waiting for it.
   */
  router.post('/:id/test-tick', requireUser, async (ctx) => {
    if (config.env !== 'test') throw NotFound();
    const { params, body } = readInput(ctx, { params: T.ScheduleParams, body: T.TestTickBody });
    const schedule = await findSchedule(authUser(ctx), params.id);
    const engine = jobEngine(config.redisUrl);
    if (!engine) throw new AppError(503, ErrorCode.ServiceUnavailable, 'No job queue (REDIS_URL) is set.');
    const result = await runAutoblogTick(engine, new Date(body.now), { scheduleId: String(schedule._id) });
    ctx.body = { data: result };
  });

  return router;
}

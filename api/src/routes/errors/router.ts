import Router from '@koa/router';
import type { Context } from 'koa';
import type { Config } from '../../config';
import { rateLimit } from '../../middlewares/rateLimit';
import { readInput } from '../../middlewares/validate';
import { presentErrorReport } from '../../presenters/errorReport';
import { recordErrorReport } from '../../services/errorReports';
import * as T from './schema';

/** Reports one client (IP) may send per minute: a page stuck in an error loop cannot flood the store. */
export const ERROR_REPORTS_PER_MINUTE = 30;

const errorReportLimit = rateLimit({
  name: 'error-reports',
  max: () => ERROR_REPORTS_PER_MINUTE,
  windowMs: () => 60_000,
  key: (ctx: Context) => ctx.ip || 'unknown',
});

/** The error boundary's reports (SPEC §8): no sign-in needed, validated, rate limited per IP. */
export function errorsRouter(_config: Config) {
  const router = new Router({ prefix: '/errors' });

  router.post('/', errorReportLimit, async (ctx) => {
    const { body } = readInput(ctx, { body: T.ErrorReportBody });
    const user = ctx.state.user;
    const report = await recordErrorReport(body, { userId: user?.id, userAgent: ctx.get('User-Agent') });
    ctx.status = report ? 201 : 200;
    ctx.body = { data: presentErrorReport(report) };
  });

  return router;
}

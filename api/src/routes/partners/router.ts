import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireInternal } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentPartner } from '../../presenters/partner';
import {
  createPartner,
  deletePartner,
  getPartner,
  listPartners,
  updatePartner,
} from '../../services/partners';
import * as T from './schema';

/**
 * Partners that embed the free tools (issue 13): internal users only. The
 * embed page and the runs read partners by their public key (routes/embed,
 * commands/runTool.ts).
 */
export function partnersRouter(_config: Config) {
  const router = new Router({ prefix: '/partners' });

  router.post('/', requireInternal, async (ctx) => {
    const { body } = readInput(ctx, { body: T.CreatePartnerBody });
    ctx.status = 201;
    ctx.body = { data: presentPartner(await createPartner(authUser(ctx), body)) };
  });

  router.get('/', requireInternal, async (ctx) => {
    ctx.body = { data: (await listPartners(ctx.services.quotas)).map(presentPartner) };
  });

  router.get('/:id', requireInternal, async (ctx) => {
    const { params } = readInput(ctx, { params: T.PartnerParams });
    ctx.body = { data: presentPartner(await getPartner(ctx.services.quotas, params.id)) };
  });

  router.patch('/:id', requireInternal, async (ctx) => {
    const { params, body } = readInput(ctx, { params: T.PartnerParams, body: T.UpdatePartnerBody });
    ctx.body = { data: presentPartner(await updatePartner(ctx.services.quotas, params.id, body)) };
  });

  router.delete('/:id', requireInternal, async (ctx) => {
    const { params } = readInput(ctx, { params: T.PartnerParams });
    await deletePartner(params.id);
    ctx.body = { data: { id: params.id, deleted: true } };
  });

  return router;
}

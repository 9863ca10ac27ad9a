import {
  PageBoosterAcceptBody,
  PageBoosterGenerateBody,
  PageBoosterSuggestBody,
} from '@inkpress/shared-core';
import Router from '@koa/router';
import { aiProvider, gpt4Of, requestSignal } from '../../commands/charging';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentGenerated, presentPageBoost } from '../../presenters/pageBooster';
import { accept, findBoost, generate, suggest } from '../../services/pageBooster';

/**
 * The page booster (issue 11; SPEC §7): assess a page of the user's
 * (suggest), improve chosen sections (generate, charged), and accept
 * improved sections into a new post or one of the team's posts.
 */
export function pageBoosterRouter(config: Config) {
  const router = new Router({ prefix: '/page-booster' });

  router.post('/suggest', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: PageBoosterSuggestBody });
    const doc = await suggest(config, authUser(ctx), body);
    ctx.status = 201;
    ctx.body = { data: presentPageBoost(doc) };
  });

  router.post('/generate', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: PageBoosterGenerateBody });
    const user = authUser(ctx);
    const signal = requestSignal(ctx);
    const doc = body.id
      ? await findBoost(user, body.id)
      : await suggest(config, user, {
          url: body.url!,
          ...(body.keyphrase ? { keyphrase: body.keyphrase } : {}),
        });
    const outcome = await generate(user, doc, body.sections, {
      ...(body.keyphrase !== undefined ? { keyphrase: body.keyphrase } : {}),
      provider: aiProvider(ctx),
      gpt4: await gpt4Of(ctx),
      signal,
    });
    ctx.body = { data: presentGenerated(outcome) };
  });

  router.get('/:id', requireUser, async (ctx) => {
    ctx.body = { data: presentPageBoost(await findBoost(authUser(ctx), ctx.params.id!)) };
  });

  router.post('/:id/accept', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: PageBoosterAcceptBody });
    const user = authUser(ctx);
    const doc = await findBoost(user, ctx.params.id!);
    const outcome = await accept(user, doc, body);
    ctx.status = outcome.created ? 201 : 200;
    ctx.body = { data: outcome };
  });

  return router;
}

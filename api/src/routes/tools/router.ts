import Router from '@koa/router';
import { completeCharged } from '../../commands/charging';
import type { Config } from '../../config';
import { requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import * as T from './schema';

/** Small AI tools answered in one piece (not streamed), charged in words. */
export function toolsRouter(_config: Config) {
  const router = new Router();
  router.post('/tools', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.ToolsBody });
    const { type, ...input } = body;
    const result = await completeCharged(ctx, type, input, { reason: `tools:${type}` });
    ctx.body = {
      data: { type, text: result.output, words: result.words, credits: result.credits, label: result.label },
    };
  });
  return router;
}

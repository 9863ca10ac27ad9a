import { toolBySlug } from '@inkpress/shared-core/tools';
import Router from '@koa/router';
import { completeCharged } from '../../commands/charging';
import { runTool } from '../../commands/runTool';
import type { Config } from '../../config';
import { NotFound } from '../../errors';
import { requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { warmUpGrammar } from '../../services/tools/engines/grammar';
import * as T from './schema';

/**
 * The free tools (issue 13): POST /api/tools/{slug} runs one tool of the
 * catalogue for anyone (visitors under a daily quota, signed-in users on
 * their credits); POST /api/tools {type: condensed-text} is SPEC §7's small
 * charged tool, answered in one piece.
 */
export function toolsRouter(config: Config) {
  const router = new Router();
  // The grammar checker's worker loads 16 MB of WebAssembly (1–3 s, far more on a busy machine):
  // started with the app, not by the first visitor's request. Jest's many apps start it when they need it.
  if (config.env !== 'test' || !process.env.JEST_WORKER_ID) warmUpGrammar().catch(() => undefined);
  router.post('/tools', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.ToolsBody });
    const { type, ...input } = body;
    const result = await completeCharged(ctx, type, input, { reason: `tools:${type}` });
    ctx.body = {
      data: { type, text: result.output, words: result.words, credits: result.credits, label: result.label },
    };
  });

  router.post('/tools/:slug', async (ctx) => {
    const { params } = readInput(ctx, { params: T.ToolParams });
    const tool = toolBySlug.get(params.slug);
    if (tool?.area !== 'tools') throw NotFound('There is no free tool at this address.');
    await runTool(ctx, tool);
  });

  /** SPEC §7's names for two of the tools: POST /api/ai-detect {content} and POST /api/citation (the citation tool's fields). */
  router.post('/ai-detect', async (ctx) => {
    const { body } = readInput(ctx, { body: T.AiDetectBody });
    (ctx.request as { body?: unknown }).body = { text: body.content };
    await runTool(ctx, toolOf('ai-detector'));
  });
  router.post('/citation', async (ctx) => {
    await runTool(ctx, toolOf('citation-generator'));
  });

  return router;
}

function toolOf(slug: string) {
  const tool = toolBySlug.get(slug);
  if (!tool) throw new Error(`The catalogue has no ${slug}`);
  return tool;
}

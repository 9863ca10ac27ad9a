import Router from '@koa/router';
import { htmlToParagraphs } from '../../ai/prompt';
import { completeCharged, streamCharged } from '../../commands/charging';
import { generateArticle } from '../../commands/generateArticle';
import { generateFields } from '../../commands/generateFields';
import type { Config } from '../../config';
import { ValidationError } from '../../errors';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { resolveVoice } from '../../services/voices/resolve';
import * as T from './schema';

/** What an improvement of a prompt or a brand voice asks for (POST /api/op/improve). */
const improveInstructions = {
  prompt:
    'Improve this prompt for an AI writing assistant: make the goal, the audience, the format and the constraints ' +
    'explicit and unambiguous. Keep the intent and any {placeholders}. Answer with the improved prompt only.',
  style:
    'Improve this brand voice description so a writer can follow it: tone, vocabulary, sentence style, what to do ' +
    'and what to avoid. Keep what it says. Answer with the improved description only.',
} as const;

/**
 * The AI engine's endpoints (SPEC §7): streamed generation (server-sent
 * events: meta, delta…, done; error on failure) and the small non-streamed
 * calls. Every call is charged in words through the credits ledger.
 */
export function generateRouter(_config: Config) {
  const router = new Router();

  /** Streamed: {operation, ...input}; generate-article has its own body and saves a post. */
  router.post('/generate', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.GenerateBody });
    if (body.operation === 'generate-article') {
      await generateArticle(ctx, T.GenerateArticleBody.parse(body));
      return;
    }
    const { operation, ...input } = body;
    // A brand voice named by id (the editor's rewrites take one): the team's, or 404.
    if (input.style !== undefined) {
      const { style } = await resolveVoice(authUser(ctx), {
        style: typeof input.style === 'string' ? input.style : undefined,
      });
      if (typeof style !== 'object') throw ValidationError('style: send the id of one of your brand voices.');
      input.style = style;
    }
    await streamCharged(ctx, operation, input, { reason: operation });
  });

  router.post('/generate-fields', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.GenerateFieldsBody });
    await generateFields(ctx, body);
  });

  router.post('/summarize', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.SummarizeBody });
    await streamCharged(ctx, 'summarize', body, { reason: 'summarize' });
  });

  /** Not streamed: FAQs for the editor's FAQ block. */
  router.post('/generate-node', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.GenerateNodeBody });
    const { operation: _, ...input } = body;
    const result = await completeCharged(ctx, 'faqs', input, { reason: 'generate-node:faqs' });
    ctx.body = {
      data: { faqs: result.output, words: result.words, credits: result.credits, label: result.label },
    };
  });

  /** Not streamed: a better prompt, brand voice or text. */
  router.post('/op/improve', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.ImproveBody });
    const result =
      body.type === 'text'
        ? await completeCharged(
            ctx,
            'improve',
            { text: body.text, language: body.language },
            { reason: 'op/improve' },
          )
        : await completeCharged(
            ctx,
            'command',
            { text: body.text, instruction: improveInstructions[body.type], language: body.language },
            { reason: `op/improve:${body.type}` },
          );
    ctx.body = {
      data: {
        type: body.type,
        html: result.output,
        text: htmlToParagraphs(result.output),
        words: result.words,
        credits: result.credits,
        label: result.label,
      },
    };
  });

  return router;
}

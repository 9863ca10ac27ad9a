import { defaultWordCount } from '@inkpress/shared-core';
import Router from '@koa/router';
import { completeCharged } from '../../commands/charging';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentTemplate } from '../../presenters/template';
import {
  findTemplate,
  keywordOf,
  parseFields,
  templateBrief,
  templates,
  toneOf,
} from '../../services/templates';
import * as T from './schema';

/**
 * The template catalogue (public: the marketing site's /templates pages
 * show it too) and the first two steps of an article from a template:
 * title, then outline, which the user edits before POST /api/generate
 * {operation: 'generate-article'} writes the article.
 */
export function templatesRouter(_config: Config) {
  const router = new Router({ prefix: '/templates' });

  router.get('/', async (ctx) => {
    ctx.body = { data: templates.map(presentTemplate) };
  });

  router.get('/:id', async (ctx) => {
    const { params } = readInput(ctx, { params: T.TemplateParams });
    ctx.body = { data: presentTemplate(findTemplate(params.id)) };
  });

  router.post('/:id/generate-title', requireUser, async (ctx) => {
    const { params, body } = readInput(ctx, { params: T.TemplateParams, body: T.GenerateTitleBody });
    const template = findTemplate(params.id);
    const values = parseFields(template, body.fields);
    const result = await completeCharged(
      ctx,
      'generate-title',
      {
        keyword: keywordOf(values),
        brief: templateBrief(template, values),
        language: body.language,
        tone: toneOf(values),
        ...(body.previous?.length ? { avoid: body.previous } : {}),
      },
      { reason: 'generate-title', ref: template.id },
    );
    ctx.body = {
      data: { title: result.output, words: result.words, credits: result.credits, label: result.label },
    };
  });

  router.post('/:id/generate-outline', requireUser, async (ctx) => {
    const { params, body } = readInput(ctx, { params: T.TemplateParams, body: T.GenerateOutlineBody });
    const template = findTemplate(params.id);
    const values = parseFields(template, body.fields);
    const length = body.length ?? template.defaults.length;
    const result = await completeCharged(
      ctx,
      'generate-outline',
      {
        title: body.title,
        keyword: keywordOf(values),
        length,
        wordCount: defaultWordCount(length, authUser(ctx).isInternal),
        brief: templateBrief(template, values),
        language: body.language,
      },
      { reason: 'generate-outline', ref: template.id },
    );
    ctx.body = {
      data: { outline: result.output, words: result.words, credits: result.credits, label: result.label },
    };
  });

  return router;
}

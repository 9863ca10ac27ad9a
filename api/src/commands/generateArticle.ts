/**
 * POST /api/generate {operation: 'generate-article'}: the article of a
 * template, streamed, charged at the article price of SPEC §9, and saved as
 * a new post of the collection. Events: meta, delta…, done (ai/stream.ts),
 * then `delivery` {charged, refunded, notes} — each chosen option that the
 * article does not deliver is refunded, with a note — and `post` {post}
 * once it is saved; the stream then ends.
 */
import { defaultWordCount } from '@inkpress/shared-core';
import type { Context } from 'koa';
import { estimateCredits, runOperation, streamOperation } from '../ai';
import { ValidationError } from '../errors';
import { authUser } from '../middlewares/auth';
import { presentPost } from '../presenters/post';
import type { GenerateArticleBody } from '../routes/generate/schema';
import { createCollection, findCollection } from '../services/collections';
import { createPost } from '../services/posts';
import { articlePost } from '../services/posts/article';
import { checkArticleOptions, undeliveredCost } from '../services/posts/delivery';
import { suggestLinks } from '../services/posts/links';
import {
  type FieldValues,
  findTemplate,
  keywordOf,
  parseFields,
  templateBrief,
  toneOf,
} from '../services/templates';
import { aiProvider, chargedStream, creditsOf, gpt4Of } from './charging';

/** Internal links offered to the model when the option is on. */
const INTERNAL_LINKS = 8;

export async function generateArticle(ctx: Context, body: GenerateArticleBody): Promise<void> {
  const user = authUser(ctx);
  if (body.fields && !body.templateId) throw ValidationError('fields: send templateId with template fields.');
  const template = body.templateId ? findTemplate(body.templateId) : undefined;
  const values: FieldValues = template ? parseFields(template, body.fields ?? {}) : {};
  const collection = body.collectionId ? await findCollection(user, body.collectionId) : null;
  const length = body.length ?? template?.defaults.length ?? 'short';
  const options = body.options ?? template?.defaults.options ?? {};
  const keyword = body.keyword ?? keywordOf(values);
  const links = options.internalLinks
    ? (
        await suggestLinks(user, {
          content: [body.title, keyword, ...(body.outline ?? [])].join(' '),
          limit: INTERNAL_LINKS,
          excludeCollectionId: collection ? String(collection._id) : undefined,
        })
      ).map((link) => ({ url: link.url, title: link.title.slice(0, 200) }))
    : undefined;
  const input = {
    title: body.title,
    keyword,
    outline: body.outline,
    length,
    wordCount: defaultWordCount(length, user.isInternal),
    brief: template ? templateBrief(template, values) : undefined,
    language: body.language,
    tone: body.tone ?? toneOf(values),
    options,
    links,
  };
  const estimate = estimateCredits('generate-article', input);
  const gpt4 = await gpt4Of(ctx);
  const provider = aiProvider(ctx);

  await chargedStream(
    ctx,
    estimate,
    { reason: 'generate-article', ref: collection ? String(collection._id) : template?.id },
    async (events, meter) => {
      const run = runOperation(provider, 'generate-article', input, { gpt4, signal: events.signal });
      const result = await streamOperation(events, run);
      // Nothing is charged until the article is saved: a client gone before that pays nothing.
      if (result.aborted || events.closed) return;

      let featureImage: { url: string; alt: string } | null = null;
      if (options.featureImage) {
        try {
          const [image] = await provider.generateImage({
            prompt: body.title,
            size: '1792x1024',
            signal: events.signal,
          });
          if (image) featureImage = { url: image.url, alt: body.title };
        } catch (err) {
          // The article stands without its image, and the image's part of the price comes back.
          ctx.state.log?.warn({ err }, 'feature image failed');
        }
        if (events.closed) return;
      }
      // Every option charged is delivered, or its part is refunded with a note saying why.
      const outcomes = checkArticleOptions(result.output, options, {
        featureImage: featureImage !== null,
        internalLinks: links ?? [],
        offline: result.provider === 'offline',
      });
      const charged = Math.max(0, creditsOf(result) - undeliveredCost(outcomes));
      const notes = outcomes
        .filter((o) => o.note)
        .map((o) => ({ option: o.option, refunded: o.cost, note: o.note }));
      const target =
        collection ??
        (await createCollection(user, { title: body.title, templateId: template?.id ?? null })).collection;
      const post = await createPost(
        user,
        target._id,
        articlePost(result.output, {
          title: body.title,
          keyword,
          language: body.language,
          templateId: template?.id ?? null,
          featureImage,
          extendedData: {
            generation: {
              templateId: template?.id ?? null,
              keyword: keyword ?? null,
              outline: body.outline ?? [],
              length,
              wordCount: input.wordCount,
              options,
              provider: result.provider,
              model: result.model,
              charged,
              delivery: outcomes,
            },
          },
        }),
        'generate',
      );
      meter.add(charged);
      events.send('delivery', { charged, refunded: creditsOf(result) - charged, notes });
      events.send('post', { post: presentPost(post) });
    },
  );
}

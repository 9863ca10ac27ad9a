/**
 * POST /api/generate {operation: 'generate-article'}: the article of a
 * template, streamed, charged at the article price of SPEC §9, and saved as
 * a new post of the collection. Events: meta, delta…, done (ai/stream.ts),
 * then `delivery` {charged, refunded, notes} — each chosen option that the
 * article does not deliver is refunded, with a note — and `post` {post}
 * once it is saved; the stream then ends.
 */
import { type ChatCitation, defaultWordCount } from '@inkpress/shared-core';
import type { Context } from 'koa';
import { type AiProvider, estimateCredits, type OperationResult, runOperation, streamOperation } from '../ai';
import type { PersonaBrief, VoiceBrief } from '../ai/voice';
import { ValidationError } from '../errors';
import type { AuthUser } from '../identity';
import { authUser } from '../middlewares/auth';
import type { CollectionDoc } from '../models/Collection';
import { presentPost } from '../presenters/post';
import type { GenerateArticleBody } from '../routes/generate/schema';
import { createCollection, findCollection } from '../services/collections';
import { createPost } from '../services/posts';
import { articlePost } from '../services/posts/article';
import { checkArticleOptions, undeliveredCost } from '../services/posts/delivery';
import { suggestLinks } from '../services/posts/links';
import { infoBasePassages, withSources } from '../services/retrieval/infoBase';
import { fileUrl, teamFile } from '../services/storage';
import {
  type FieldValues,
  findTemplate,
  keywordOf,
  parseFields,
  templateBrief,
  toneOf,
} from '../services/templates';
import { resolveVoice } from '../services/voices/resolve';
import { aiProvider, chargedStream, creditsOf, gpt4Of } from './charging';

/** Internal links offered to the model when the option is on. */
const INTERNAL_LINKS = 8;

/** The article request of POST /api/generate and of a bulk run's row. */
export type ArticleRequest = Omit<GenerateArticleBody, 'operation'>;

/** What an article is written from: the checked request, the operation's input and its price. */
export interface PreparedArticle {
  template?: ReturnType<typeof findTemplate>;
  collection: CollectionDoc | null;
  keyword?: string;
  length: 'short' | 'medium';
  options: NonNullable<GenerateArticleBody['options']>;
  links?: { url: string; title: string }[];
  /** "Use my info base": the passages given to the writer, numbered (null when not asked). */
  sources: ChatCitation[] | null;
  input: {
    title: string;
    keyword?: string;
    outline?: string[];
    length: 'short' | 'medium';
    wordCount: number;
    brief?: string;
    language?: string;
    tone?: string;
    options: NonNullable<GenerateArticleBody['options']>;
    links?: { url: string; title: string }[];
    style?: VoiceBrief;
    persona?: PersonaBrief;
    sources?: { n: number; name: string; text: string }[];
  };
  /** Credits reserved for it (the catalogue's estimate). */
  estimate: number;
  /** The team's image chosen as the feature image (featureImageFile), used as it is. */
  chosenImage?: { url: string; alt: string } | null;
}

/**
 * The retrieval hook of every article: the team's info-base passages on its
 * topic (title, keyword, outline), through retrieval's one search — the
 * chat's — with the writing provider embedding the topic.
 */
function articleSources(
  user: AuthUser,
  body: ArticleRequest,
  keyword: string | undefined,
  provider: AiProvider,
): Promise<ChatCitation[]> {
  const topic = [body.title, keyword, ...(body.outline ?? [])].filter(Boolean).join(' ');
  return infoBasePassages(user.teamId, topic, undefined, { provider });
}

/**
 * Checks an article request (template fields, collection) and builds the
 * operation's input; 400/404 before any work. `templateFields: false` takes
 * the template's brief and defaults without its fields (a bulk row has a
 * keyword or a title only).
 */
export async function prepareArticle(
  user: AuthUser,
  body: ArticleRequest,
  {
    templateFields = true,
    provider,
  }: {
    templateFields?: boolean;
    /**
     * The provider the article is written with. Required on every path (the
     * request, a bulk run, autoblogging, a workflow): it embeds the topic for
     * the info base's search, so "use my info base" is the chat's hybrid
     * retrieval wherever an article is written, lexical exactly where chat's is.
     */
    provider: AiProvider;
  },
): Promise<PreparedArticle> {
  if (body.fields && !body.templateId) throw ValidationError('fields: send templateId with template fields.');
  const template = body.templateId ? findTemplate(body.templateId) : undefined;
  const values: FieldValues = template
    ? templateFields
      ? parseFields(template, body.fields ?? {})
      : body.keyword
        ? { keyword: body.keyword }
        : {}
    : {};
  const collection = body.collectionId ? await findCollection(user, body.collectionId) : null;
  const length = body.length ?? template?.defaults.length ?? 'short';
  // The chosen image must be the team's own (404 otherwise), checked before anything is charged.
  const chosenFile = body.featureImageFile ? await teamFile(user, body.featureImageFile) : null;
  const chosenImage = chosenFile
    ? { url: fileUrl(chosenFile._id), alt: (chosenFile.prompt ?? body.title).slice(0, 300) }
    : null;
  const asked = body.options ?? template?.defaults.options ?? {};
  // A chosen image replaces the paid one: nothing is drawn, so nothing is charged for it.
  const options = chosenImage ? { ...asked, featureImage: false } : asked;
  const keyword = body.keyword ?? keywordOf(values);
  // Ids only here (the body's schema): each resolves to a brief, or 404 for another team's.
  const voice = await resolveVoice(user, { style: body.style, persona: body.persona });
  const links = options.internalLinks
    ? (
        await suggestLinks(user, {
          content: [body.title, keyword, ...(body.outline ?? [])].join(' '),
          limit: INTERNAL_LINKS,
          excludeCollectionId: collection ? String(collection._id) : undefined,
        })
      ).map((link) => ({ url: link.url, title: link.title.slice(0, 200) }))
    : undefined;
  // The team's own info base only (searchPassages is scoped to the team), searched with the article's topic.
  const sources = body.infoBase ? await articleSources(user, body, keyword, provider) : null;
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
    style: typeof voice.style === 'object' ? voice.style : undefined,
    persona: typeof voice.persona === 'object' ? voice.persona : undefined,
    sources: sources?.length ? sources.map((s) => ({ n: s.n, name: s.name, text: s.text })) : undefined,
  };
  return {
    template,
    collection,
    keyword,
    length,
    options,
    links,
    sources,
    input,
    estimate: estimateCredits('generate-article', input),
    chosenImage,
  };
}

/** What a written article delivers of what was charged: its image, each option's outcome, the price. */
export interface ArticleDelivery {
  featureImage: { url: string; alt: string } | null;
  outcomes: ReturnType<typeof checkArticleOptions>;
  charged: number;
  refunded: number;
  notes: { option: string; refunded: number; note: string | undefined }[];
}

/**
 * After the text: the feature image when chosen (the article stands without
 * it, and its part of the price comes back), then each charged option
 * checked — delivered, or refunded with a note saying why.
 */
export async function deliverArticle(
  provider: AiProvider,
  prepared: PreparedArticle,
  result: Pick<OperationResult, 'output' | 'provider' | 'aborted' | 'credits'>,
  { signal, onImageError }: { signal?: AbortSignal; onImageError?: (err: unknown) => void } = {},
): Promise<ArticleDelivery> {
  let featureImage: { url: string; alt: string } | null = prepared.chosenImage ?? null;
  if (prepared.options.featureImage && !featureImage) {
    try {
      const [image] = await provider.generateImage({
        prompt: prepared.input.title,
        size: '1792x1024',
        signal,
      });
      if (image) featureImage = { url: image.url, alt: prepared.input.title };
    } catch (err) {
      onImageError?.(err);
    }
  }
  const outcomes = checkArticleOptions(String(result.output), prepared.options, {
    featureImage: featureImage !== null,
    internalLinks: prepared.links ?? [],
    offline: result.provider === 'offline',
  });
  const charged = Math.max(0, creditsOf(result) - undeliveredCost(outcomes));
  const notes = outcomes
    .filter((o) => o.note)
    .map((o) => ({ option: o.option, refunded: o.cost, note: o.note }));
  return { featureImage, outcomes, charged, refunded: creditsOf(result) - charged, notes };
}

/** The post of a written article, with what generated it in extendedData.generation. */
export function articlePostOf(
  prepared: PreparedArticle,
  written: { html: string; provider: string; model: string },
  delivery: Pick<ArticleDelivery, 'featureImage' | 'outcomes' | 'charged'>,
  extra: Record<string, unknown> = {},
) {
  const { input, template } = prepared;
  // Citations kept: [n] names passage n of the "Sources" list the article ends with.
  return articlePost(withSources(written.html, prepared.sources ?? []), {
    title: input.title,
    keyword: prepared.keyword,
    language: input.language,
    templateId: template?.id ?? null,
    featureImage: delivery.featureImage,
    extendedData: {
      generation: {
        templateId: template?.id ?? null,
        keyword: prepared.keyword ?? null,
        outline: input.outline ?? [],
        length: prepared.length,
        wordCount: input.wordCount,
        options: prepared.options,
        /** The brand voice and persona it was written in and for (their names). */
        style: input.style?.name ?? null,
        persona: input.persona?.name ?? null,
        /** The info-base passages it drew on: file, passage, number (null: not asked). */
        sources:
          prepared.sources?.map((s) => ({ n: s.n, sourceId: s.sourceId, name: s.name, chunk: s.chunk })) ??
          null,
        provider: written.provider,
        model: written.model,
        charged: delivery.charged,
        delivery: delivery.outcomes,
        ...extra,
      },
    },
  });
}

export async function generateArticle(ctx: Context, body: GenerateArticleBody): Promise<void> {
  const user = authUser(ctx);
  const { operation: _operation, ...request } = body;
  const provider = aiProvider(ctx);
  const prepared = await prepareArticle(user, request, { provider });
  const { input, template, collection } = prepared;
  const gpt4 = await gpt4Of(ctx);

  await chargedStream(
    ctx,
    prepared.estimate,
    { reason: 'generate-article', ref: collection ? String(collection._id) : template?.id },
    async (events, meter) => {
      // Before any text: the info-base passages the article draws on (an empty list: nothing matched).
      if (prepared.sources) events.send('sources', { citations: prepared.sources });
      const run = runOperation(provider, 'generate-article', input, { gpt4, signal: events.signal });
      const result = await streamOperation(events, run);
      // Nothing is charged until the article is saved: a client gone before that pays nothing.
      if (result.aborted || events.closed) return;

      const delivery = await deliverArticle(provider, prepared, result, {
        signal: events.signal,
        // The article stands without its image, and the image's part of the price comes back.
        onImageError: (err) => ctx.state.log?.warn({ err }, 'feature image failed'),
      });
      if (events.closed) return;
      const target =
        collection ??
        (await createCollection(user, { title: body.title, templateId: template?.id ?? null })).collection;
      const post = await createPost(
        user,
        target._id,
        articlePostOf(
          prepared,
          { html: String(result.output), provider: result.provider, model: result.model },
          delivery,
        ),
        'generate',
      );
      meter.add(delivery.charged);
      events.send('delivery', {
        charged: delivery.charged,
        refunded: delivery.refunded,
        notes: delivery.notes,
      });
      events.send('post', { post: presentPost(post) });
    },
  );
}

/**
 * One run of an image tool (POST /api/image-tools/{slug}, issue 16): the image
 * is the request body, checked by its bytes and re-encoded before anything
 * reads it. Visitors run under the daily quota of the image tools (429
 * RateLimitError once used up; a failed run gives its slot back). Reading
 * text is OCR and free; alt text, captions and descriptions come from the AI
 * provider's vision model (signed in: the catalogue's credits, reserved first,
 * refunded on failure) or, with no vision model, from measured facts,
 * labelled "basic description" and free.
 */

import {
  ALT_TEXT_MAX_CHARS,
  BASIC_DESCRIPTION_LABEL,
  DEFAULT_OCR_LANGUAGE,
  ErrorCode,
  IMAGE_TOOL_MAX_BYTES,
  type ImageFactsView,
  type ImageToolResult,
  type ImageToolSlug,
  type ImageToolView,
  type OcrLanguage,
  ocrLanguageName,
} from '@inkpress/shared-core';
import { toolBySlug } from '@inkpress/shared-core/tools';
import type { Context } from 'koa';
import { AppError, ValidationError } from '../errors';
import { authUser } from '../middlewares/auth';
import { readRawBody } from '../routes/webhooks/rawBody';
import { cleanImage } from '../services/images';
import {
  basicAltText,
  basicCaption,
  basicDescription,
  MIN_TEXT_CONFIDENCE,
  measureImage,
} from '../services/images/describe';
import { countFaces } from '../services/images/faces';
import { readText } from '../services/images/ocr';
import { type QuotaTicket, takeAnonymousRun, VISITOR_COOKIE } from '../services/tools/quota';
import { aiProvider, closeReservation, requestSignal, reserveWords } from './charging';

/** The answer to a run whose model replied with nothing usable (a visitor's run is given back too). */
const NO_ANSWER = 'The AI service gave no answer for this image. Nothing was charged; try again.';

/** What the vision model is asked, per tool. */
const INSTRUCTIONS: Record<Exclude<ImageToolSlug, 'image-to-text-generator'>, string> = {
  'alt-text-generator': `Write alt text for this image: what it shows, specific and plain, under ${ALT_TEXT_MAX_CHARS} characters, without "image of" or "picture of". Answer with the alt text only.`,
  'image-caption-generator':
    'Write a one-sentence caption for this image, as under a photo in an article. Answer with the caption only.',
  'image-description-generator':
    'Describe this image in a short paragraph (3–5 sentences): subject, setting, notable details, colours, and any text in it. Answer with the description only.',
};

/** Fits a model's alt text under the limit, cut at a word, without quotes around the whole of it. */
function fitAltText(text: string): string {
  let flat = text.replace(/\s+/g, ' ').trim();
  if (/^["“].*["”]$/.test(flat)) flat = flat.slice(1, -1).trim();
  if (flat.length <= ALT_TEXT_MAX_CHARS) return flat;
  const cut = flat.slice(0, ALT_TEXT_MAX_CHARS - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

function fromModel(slug: ImageToolSlug, text: string): string {
  return slug === 'alt-text-generator' ? fitAltText(text) : text.trim();
}

function resultOf(slug: ImageToolSlug, text: string, facts: ImageFactsView): ImageToolResult {
  if (slug === 'alt-text-generator') return { kind: 'alt-text', altText: text, facts };
  if (slug === 'image-caption-generator') return { kind: 'caption', caption: text, facts };
  return { kind: 'description', description: text, facts };
}

/**
 * The facts code can measure, with the text OCR read when it is sure enough
 * of it and the faces the detector found (null, and logged, when it failed).
 */
async function factsOf(ctx: Context, image: Buffer, language: OcrLanguage): Promise<ImageFactsView> {
  const [measured, read, faces] = await Promise.all([
    measureImage(image),
    readText(image, language),
    countFaces(image, (err) => ctx.state.log?.warn({ err }, 'face detection failed')),
  ]);
  const text = read.text && read.confidence >= MIN_TEXT_CONFIDENCE ? read.text : null;
  return { ...measured, text, faces };
}

async function run(
  ctx: Context,
  slug: ImageToolSlug,
  image: Buffer,
  contentType: string,
  language: OcrLanguage,
): Promise<ImageToolView> {
  if (slug === 'image-to-text-generator') {
    const read = await readText(image, language);
    return {
      slug,
      engine: 'ocr',
      label: 'OCR (Tesseract)',
      result: { kind: 'text', ...read, language: ocrLanguageName(language) },
      credits: 0,
    };
  }
  const provider = aiProvider(ctx);
  const facts = await factsOf(ctx, image, language);
  if (!provider.describeImage) {
    const text =
      slug === 'alt-text-generator'
        ? basicAltText(facts)
        : slug === 'image-caption-generator'
          ? basicCaption(facts)
          : basicDescription(facts);
    return {
      slug,
      engine: 'basic',
      label: BASIC_DESCRIPTION_LABEL,
      result: resultOf(slug, text, facts),
      credits: 0,
    };
  }
  const describe = provider.describeImage.bind(provider);
  const request = {
    image: `data:${contentType};base64,${image.toString('base64')}`,
    instruction: INSTRUCTIONS[slug],
    maxTokens: slug === 'image-description-generator' ? 300 : 100,
    signal: requestSignal(ctx),
  };
  /** The model's text; an empty answer is the service's failure (502), not the user's input. */
  const answer = async () => {
    const text = fromModel(slug, await describe(request));
    if (!text) throw new AppError(502, ErrorCode.InternalError, NO_ANSWER);
    return text;
  };
  const credits = ctx.state.user ? (toolBySlug.get(slug)?.credits ?? 0) : 0;
  if (!credits) {
    const text = await answer();
    return { slug, engine: 'vision', label: provider.label, result: resultOf(slug, text, facts), credits: 0 };
  }
  const reservation = await reserveWords(authUser(ctx), credits, { reason: `tool:${slug}` });
  let used = 0;
  try {
    const text = await answer();
    used = credits;
    return { slug, engine: 'vision', label: provider.label, result: resultOf(slug, text, facts), credits };
  } finally {
    await closeReservation(reservation, used);
  }
}

export async function runImageTool(
  ctx: Context,
  slug: ImageToolSlug,
  language: OcrLanguage = DEFAULT_OCR_LANGUAGE,
): Promise<ImageToolView> {
  if (ctx.request.is('json', 'urlencoded', 'multipart')) {
    throw ValidationError('Send the image itself as the request body (not JSON or a form).');
  }
  const data = await readRawBody(ctx, IMAGE_TOOL_MAX_BYTES);
  if (data.length === 0) throw ValidationError('The file is empty.');
  const config = ctx.services.config;
  const clean = await cleanImage(data, {
    maxInputPixels: config.media.maxInputPixels,
    maxDimension: config.media.maxDimension,
  });
  let ticket: QuotaTicket | null = null;
  if (!ctx.state.user) {
    ticket = await takeAnonymousRun(
      ctx.services.quotas,
      { ip: ctx.ip, visitorId: ctx.cookies.get(VISITOR_COOKIE) },
      'Images',
    );
  }
  try {
    return await run(ctx, slug, clean.data, clean.contentType, language);
  } catch (err) {
    await ticket?.release();
    throw err;
  }
}

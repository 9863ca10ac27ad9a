/**
 * The image tools of the free tools catalogue (issue 16): text read from an
 * image (OCR), alt text, a caption and a description. POST
 * /api/image-tools/{slug} takes the image itself as the body (PNG, JPEG, WebP
 * or GIF, at most IMAGE_TOOL_MAX_BYTES) and answers one JSON report.
 *
 * Reading text is OCR (tesseract.js with its English data, on the server,
 * offline). Alt text, captions and descriptions come from the AI provider's
 * vision model when it has one; without one they are built from what code
 * can measure (size, shape, colours, brightness, the text read) and labelled
 * "basic description".
 */
import { z } from 'zod';

export const imageToolSlugs = [
  'image-to-text-generator',
  'alt-text-generator',
  'image-caption-generator',
  'image-description-generator',
] as const;
export type ImageToolSlug = (typeof imageToolSlugs)[number];

/** The largest image the tools read, in bytes. */
export const IMAGE_TOOL_MAX_BYTES = 5 * 1024 * 1024;
/** Alt text is kept under this many characters (screen readers read it in one breath). */
export const ALT_TEXT_MAX_CHARS = 125;
/** The label of measured (not AI) descriptions. */
export const BASIC_DESCRIPTION_LABEL = 'basic description';

/**
 * The languages OCR reads (Tesseract's codes), each from its own npm data
 * package (`@tesseract.js-data/{code}`, installed with the API: nothing is
 * fetched at run time). English first: the default.
 */
export const ocrLanguages = [
  { code: 'eng', name: 'English' },
  { code: 'deu', name: 'German' },
  { code: 'fra', name: 'French' },
  { code: 'spa', name: 'Spanish' },
  { code: 'ita', name: 'Italian' },
  { code: 'por', name: 'Portuguese' },
  { code: 'nld', name: 'Dutch' },
] as const;
export type OcrLanguage = (typeof ocrLanguages)[number]['code'];
export const ocrLanguageCodes = ocrLanguages.map((l) => l.code) as [OcrLanguage, ...OcrLanguage[]];
export const DEFAULT_OCR_LANGUAGE: OcrLanguage = 'eng';

/** The English name of an OCR language. */
export function ocrLanguageName(code: OcrLanguage): string {
  return ocrLanguages.find((l) => l.code === code)?.name ?? code;
}

/** POST /api/image-tools/{slug}?language=: the language OCR reads the image's text in. */
export const ImageToolQuery = z.object({
  language: z
    .enum(ocrLanguageCodes, {
      error: `Language must be one of ${ocrLanguageCodes.join(', ')} (${ocrLanguages.map((l) => l.name).join(', ')}).`,
    })
    .default(DEFAULT_OCR_LANGUAGE),
});
export type ImageToolQuery = z.input<typeof ImageToolQuery>;

/** POST /api/image-tools/{slug} */
export const ImageToolParams = z.object({
  slug: z.enum(imageToolSlugs, { error: `Tool must be one of ${imageToolSlugs.join(', ')}.` }),
});

export const ImageColourView = z.object({
  /** A plain colour name ("dark blue"). */
  name: z.string(),
  hex: z.string(),
  /** Its share of the picture, 0–1. */
  share: z.number(),
});
export type ImageColourView = z.infer<typeof ImageColourView>;

/** What code measured in the image: the facts a basic description is built from, shown beside it. */
export const ImageFactsView = z.object({
  width: z.number().int(),
  height: z.number().int(),
  orientation: z.enum(['landscape', 'portrait', 'square']),
  colours: z.array(ImageColourView),
  /** Mean lightness, 0 (black) – 1 (white). */
  brightness: z.number(),
  /** Whether the image is (nearly) black and white. */
  greyscale: z.boolean(),
  /** The text OCR read, if it read any with confidence. */
  text: z.string().nullable(),
  /** Faces the face detector found (0: none); null when it could not tell. */
  faces: z.number().int().nullable(),
});
export type ImageFactsView = z.infer<typeof ImageFactsView>;

export const OcrWordView = z.object({ text: z.string(), confidence: z.number() });

export const ImageToolResult = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('text'),
    text: z.string(),
    /** Mean word confidence, 0–100. */
    confidence: z.number(),
    words: z.array(OcrWordView),
    lines: z.number().int(),
    language: z.string(),
  }),
  z.object({
    kind: z.literal('alt-text'),
    altText: z.string().max(ALT_TEXT_MAX_CHARS),
    facts: ImageFactsView,
  }),
  z.object({ kind: z.literal('caption'), caption: z.string(), facts: ImageFactsView }),
  z.object({ kind: z.literal('description'), description: z.string(), facts: ImageFactsView }),
]);
export type ImageToolResult = z.infer<typeof ImageToolResult>;

export const ImageToolView = z.object({
  slug: z.enum(imageToolSlugs),
  /** How the answer was made: OCR, the provider's vision model, or measured by code. */
  engine: z.enum(['ocr', 'vision', 'basic']),
  /** Shown beside the answer ("OCR", "OpenAI", "basic description"). */
  label: z.string(),
  result: ImageToolResult,
  /** Credits charged (signed-in vision runs only). */
  credits: z.number().int(),
});
export type ImageToolView = z.infer<typeof ImageToolView>;

import { z } from 'zod';
import { editorOperationIds, generateOperationIds } from '../../ai';
import { fields } from '../../ai/prompt';
import { ObjectId } from '../schemas';

/**
 * Operations POST /api/generate streams: the editor's operations on a
 * selection (SPEC §9), the generate operations of SPEC §7, the three
 * steps of an article (title, outline, article), and the repurpose popup's.
 */
export const streamedOperations = [
  ...new Set([
    ...editorOperationIds,
    ...generateOperationIds,
    'generate-title',
    'generate-outline',
    'repurpose',
  ]),
] as const;

/**
 * Any streamed operation but the article: the operation's own input beside
 * it, validated by the engine's catalogue (a 400 listing the problems).
 */
export const GenerateBody = z.looseObject({
  operation: z.enum(['generate-article', ...streamedOperations], {
    error: 'Unknown operation.',
  }),
});

const ArticleOptions = z.strictObject({
  featureImage: z.boolean().optional(),
  simplifiedSentences: z.boolean().optional(),
  readability: z.boolean().optional(),
  faqs: z.boolean().optional(),
  externalLinks: z.boolean().optional(),
  internalLinks: z.boolean().optional(),
});

/**
 * POST /api/generate {operation: 'generate-article'}: the last step of a
 * template. The article lands in a new post of `collectionId` (a new
 * collection when absent). Its length is the server's: short 3000 or medium
 * 4000 words, 2000 for special users (SPEC §9).
 */
export const GenerateArticleBody = z.strictObject({
  operation: z.literal('generate-article'),
  collectionId: ObjectId.optional(),
  templateId: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional(),
  /** The template's field values (checked against the template). */
  fields: z.record(z.string().max(60), z.unknown()).optional(),
  title: fields.title,
  keyword: fields.keyword.optional(),
  outline: z.array(z.string().trim().min(1).max(200)).max(30).optional(),
  length: z.enum(['short', 'medium']).optional(),
  language: fields.language.optional(),
  tone: fields.tone.optional(),
  options: ArticleOptions.optional(),
  /** One of the team's brand voices and personas, by id: the article is written in it, for them. */
  style: ObjectId.optional(),
  persona: ObjectId.optional(),
  /** "Use my info base": the team's info-base passages on the topic go to the writer, cited in the article. */
  infoBase: z.boolean().optional(),
  /**
   * An image of the team's (a media file id, chosen in the template flow's image
   * form) as the article's feature image; 404 for another team's. Free: the
   * paid featureImage option draws a new one instead.
   */
  featureImageFile: ObjectId.optional(),
});
export type GenerateArticleBody = z.infer<typeof GenerateArticleBody>;

/** Fields POST /api/generate-fields can write, in the order they are written. */
export const generatedFields = [
  'title',
  'metaTitle',
  'metaDescription',
  'slug',
  'categories',
  'tags',
  'faqs',
  'headlines',
  'talkingPoints',
] as const;
export type GeneratedField = (typeof generatedFields)[number];

export const GenerateFieldsBody = z.strictObject({
  fields: z
    .array(z.enum(generatedFields))
    .min(1)
    .max(generatedFields.length)
    .refine((list) => new Set(list).size === list.length, 'Each field once.'),
  /** The document the fields are about (HTML or text). */
  text: fields.text,
  title: fields.title.optional(),
  keyword: fields.keyword.optional(),
  language: fields.language.optional(),
  /** The team's categories, preferred when they fit. */
  categories: z.array(z.string().trim().min(1).max(100)).max(200).optional(),
});

export const SummarizeBody = z.strictObject({
  text: fields.text,
  previous: fields.optionalText,
  language: fields.language.optional(),
});

export const GenerateNodeBody = z.strictObject({
  operation: z.literal('faqs'),
  contextText: fields.text,
  previousQuestions: z.array(z.string().trim().max(300)).max(50).optional(),
  count: z.number().int().min(1).max(10).optional(),
  language: fields.language.optional(),
});

/** What POST /api/op/improve improves: a prompt of the prompt library, a brand voice, or any text. */
export const improveTypes = ['prompt', 'style', 'text'] as const;

export const ImproveBody = z.strictObject({
  type: z.enum(improveTypes),
  text: z.string().trim().min(1).max(20_000),
  language: fields.language.optional(),
});

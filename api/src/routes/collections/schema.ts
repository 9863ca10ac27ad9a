import { z } from 'zod';
import { postStatuses } from '../../models/Post';
import { isSafeImageUrl } from '../../services/sanitize';
import { IdParams, ObjectId, Pagination } from '../schemas';

/** The most posts one collection save carries, and variants one post has. */
export const MAX_POSTS = 200;
export const MAX_VARIANTS = 20;
/** One variant's HTML, in characters; the body limit (BODY_LIMIT) bounds the whole request first. */
export const MAX_VARIANT_CHARS = 2_000_000;
/** A free-form JSON field (metaData, extendedData, postMetadata), serialised. */
export const MAX_JSON_CHARS = 100_000;
const MAX_JSON_DEPTH = 8;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A key the database stores as it is: not an operator, no path dot, no NUL, not a prototype key. */
const storableKey = (key: string) =>
  key.length > 0 &&
  key.length <= 200 &&
  !key.startsWith('$') &&
  !key.includes('.') &&
  !key.includes('\u0000') &&
  !FORBIDDEN_KEYS.has(key);

function storableJson(value: unknown, depth = 0): boolean {
  if (depth > MAX_JSON_DEPTH) return false;
  if (value === null || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return !value.includes('\u0000');
  if (Array.isArray(value)) return value.every((v) => storableJson(v, depth + 1));
  if (typeof value === 'object') {
    return Object.entries(value).every(([k, v]) => storableKey(k) && storableJson(v, depth + 1));
  }
  return false;
}

/**
 * A free-form JSON object the client keeps on a collection or post. Read on
 * the raw value (never rebuilt by zod), so a `__proto__` key is seen and
 * refused rather than turned into a prototype.
 */
export const JsonObject = z.custom<Record<string, unknown>>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    storableJson(value) &&
    JSON.stringify(value).length <= MAX_JSON_CHARS,
  `Must be a JSON object of at most ${MAX_JSON_CHARS} characters, without keys starting with $ or holding a dot.`,
);

/** Text without NUL characters, trimmed, at most `max` characters. */
const Str = (max: number) =>
  z
    .string()
    .max(max, `At most ${max} characters.`)
    .refine((v) => !v.includes('\u0000'), 'Must not contain NUL characters.')
    .transform((v) => v.trim());

const Label = (max: number) => Str(max).pipe(z.string().min(1, 'Cannot be empty.'));
const ClientId = Str(100).nullable();
/** A locale code: "en", "en-US", "zh-Hans-CN". */
const Locale = z
  .string()
  .regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,3}$/, 'Must be a locale code like en-US.');
const TemplateId = Str(100).nullable();
const DateTime = z
  .string()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Must be a date and time (ISO 8601).');

const Variant = z.strictObject({ value: z.string().max(MAX_VARIANT_CHARS) });
const Faq = z.strictObject({ question: Label(500), answer: Label(5000) });

/** One post of a collection save (SPEC §3). Read-only fields the client echoes back are accepted and ignored. */
export const PostBody = z.strictObject({
  id: ObjectId.nullish(),
  clientId: ClientId.optional(),
  title: Str(300).optional(),
  content: z.array(Variant).max(MAX_VARIANTS).optional(),
  categories: z.array(Label(100)).max(50).optional(),
  metaTitle: Str(300).optional(),
  metaDescription: Str(1000).optional(),
  slug: Str(300).optional(),
  tags: z.array(Label(100)).max(50).optional(),
  authorId: Str(100).nullable().optional(),
  featureImage: z
    .strictObject({
      url: z
        .string()
        .max(MAX_VARIANT_CHARS)
        .refine(isSafeImageUrl, 'Must be an http(s) URL, a path or an image.'),
      alt: Str(300).nullish(),
    })
    .nullable()
    .optional(),
  extendedData: JsonObject.optional(),
  postMetadata: JsonObject.optional(),
  postConfig: z
    .strictObject({ faqs: z.array(Faq).max(50).optional(), language: Str(40).nullish() })
    .optional(),
  date: DateTime.nullable().optional(),
  draft: z.boolean().optional(),
  public: z.boolean().optional(),
  templateId: TemplateId.optional(),
  generatorOpen: z.boolean().optional(),
  selectedContentIndex: z.number().int().min(0).max(1000).optional(),
  // Echoed back by the editor's stores; the server owns these.
  collectionId: z.string().max(100).nullish(),
  status: z.enum(postStatuses).optional(),
  createdAt: z.string().max(40).nullish(),
  updatedAt: z.string().max(40).nullish(),
  unsavedChanges: z.boolean().optional(),
  wordCount: z.number().optional(),
});

const unique = <T>(list: T[], key: (item: T) => unknown) => {
  const keys = list.map(key).filter((k) => k !== undefined && k !== null);
  return new Set(keys).size === keys.length;
};

/** A collection save (SPEC §3): its fields and, optionally, its posts. */
export const CollectionBody = z.strictObject({
  id: ObjectId.nullish(),
  clientId: ClientId.optional(),
  title: Str(300).optional(),
  locales: z.array(Locale).max(50).optional(),
  templateId: TemplateId.optional(),
  metaData: JsonObject.optional(),
  draft: z.boolean().optional(),
  autoSave: z.boolean().optional(),
  folder_id: ObjectId.nullable().optional(),
  posts: z
    .array(PostBody)
    .max(MAX_POSTS)
    .refine((posts) => unique(posts, (p) => p.id?.toLowerCase()), 'Two posts have the same id.')
    .refine((posts) => unique(posts, (p) => p.clientId), 'Two posts have the same clientId.')
    .optional(),
  // Echoed back by the editor's stores; the server owns these.
  createdAt: z.string().max(40).nullish(),
  updatedAt: z.string().max(40).nullish(),
  createdBy: z.string().max(40).nullish(),
  unsavedChanges: z.boolean().optional(),
});
export type CollectionBody = z.infer<typeof CollectionBody>;

export const ListCollectionsQuery = Pagination.extend({
  folderId: z.union([ObjectId, z.literal('none')]).optional(),
  sort: z.enum(['updatedAt', 'createdAt']).default('updatedAt'),
});

export const MoveCollectionsBody = z.strictObject({
  collectionIds: z.array(ObjectId).min(1).max(100),
  folderId: ObjectId.nullable(),
});

export const DeleteCollectionsBody = z.strictObject({ ids: z.array(ObjectId).min(1).max(100) });

export const CollectionParams = IdParams;

/**
 * Posts and collections (SPEC §3), defined once: what a client sends in a
 * collection save (`PostBody`, `CollectionBody`), what the API answers
 * (`PostView`, `CollectionView`, `SavedCollectionView`), and the defaults
 * of a new post. The API validates with the bodies and presents the views;
 * the editor's stores are typed from the views and parse every answer.
 */
import { z } from 'zod';
import { isSafeImageUrl } from '../text/url';

/** The title of a post until it gets one (SPEC §3). */
export const DEFAULT_POST_TITLE = 'Untitled Document';
/** The title of a collection until it gets one (SPEC §3). */
export const DEFAULT_COLLECTION_TITLE = 'Untitled Collection';

/** Where a post is in publishing: drafts, scheduled, on their way, published, failed. */
export const postStatuses = ['draft', 'scheduled', 'publishing', 'published', 'failed'] as const;
export type PostStatus = (typeof postStatuses)[number];

/** The most posts one collection save carries, and variants one post has. */
export const MAX_POSTS = 200;
export const MAX_VARIANTS = 20;
/** One variant's HTML, in characters; the API's body limit bounds the whole request first. */
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
const Id = z.string().regex(/^[a-f0-9]{24}$/i, 'Must be a valid id.');
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

const VariantBody = z.strictObject({ value: z.string().max(MAX_VARIANT_CHARS) });
const FaqBody = z.strictObject({ question: Label(500), answer: Label(5000) });
const FeatureImageBody = z.strictObject({
  url: z
    .string()
    .max(MAX_VARIANT_CHARS)
    .refine(isSafeImageUrl, 'Must be an http(s) URL, a path or an image.'),
  alt: Str(300).nullish(),
});

/**
 * The fields a client writes on a post, each with its limits. Every one is
 * optional in a save: a save changes what it sends.
 */
const postWritable = {
  clientId: ClientId,
  title: Str(300),
  content: z.array(VariantBody).max(MAX_VARIANTS),
  categories: z.array(Label(100)).max(50),
  metaTitle: Str(300),
  metaDescription: Str(1000),
  slug: Str(300),
  tags: z.array(Label(100)).max(50),
  authorId: Str(100).nullable(),
  featureImage: FeatureImageBody.nullable(),
  extendedData: JsonObject,
  postMetadata: JsonObject,
  postConfig: z.strictObject({
    faqs: z.array(FaqBody).max(50).optional(),
    language: Str(40).nullish(),
  }),
  date: DateTime.nullable(),
  draft: z.boolean(),
  public: z.boolean(),
  templateId: TemplateId,
  generatorOpen: z.boolean(),
  selectedContentIndex: z.number().int().min(0).max(1000),
};

/** One post of a collection save (SPEC §3). Read-only fields the client echoes back are accepted and ignored. */
export const PostBody = z.strictObject({
  id: Id.nullish(),
  ...z.object(postWritable).partial().shape,
  // Echoed back by the editor's stores; the server owns these.
  collectionId: z.string().max(100).nullish(),
  status: z.enum(postStatuses).optional(),
  createdAt: z.string().max(40).nullish(),
  updatedAt: z.string().max(40).nullish(),
  unsavedChanges: z.boolean().optional(),
  wordCount: z.number().optional(),
});
/** A post as a save carries it, after validation. */
export type PostInput = z.output<typeof PostBody>;

const unique = <T>(list: T[], key: (item: T) => unknown) => {
  const keys = list.map(key).filter((k) => k !== undefined && k !== null);
  return new Set(keys).size === keys.length;
};

/** A collection save (SPEC §3): its fields and, optionally, its posts. */
export const CollectionBody = z.strictObject({
  id: Id.nullish(),
  clientId: ClientId.optional(),
  title: Str(300).optional(),
  locales: z.array(Locale).max(50).optional(),
  templateId: TemplateId.optional(),
  metaData: JsonObject.optional(),
  draft: z.boolean().optional(),
  autoSave: z.boolean().optional(),
  folder_id: Id.nullable().optional(),
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
export type CollectionBody = z.output<typeof CollectionBody>;

const Iso = z.string().nullable();
const FeatureImageView = z.object({ url: z.string(), alt: z.string().nullable() }).nullable();

/** The stored, client-writable fields of a post as the API presents them (dates as ISO strings). */
export const PostFieldsView = z.object({
  clientId: z.string().nullable(),
  title: z.string(),
  content: z.array(z.object({ value: z.string() })).min(1),
  categories: z.array(z.string()),
  metaTitle: z.string(),
  metaDescription: z.string(),
  slug: z.string(),
  tags: z.array(z.string()),
  authorId: z.string().nullable(),
  featureImage: FeatureImageView,
  extendedData: z.record(z.string(), z.unknown()),
  postMetadata: z.record(z.string(), z.unknown()),
  postConfig: z.object({
    faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
    language: z.string().nullable(),
  }),
  date: Iso,
  draft: z.boolean(),
  public: z.boolean(),
  templateId: z.string().nullable(),
  generatorOpen: z.boolean(),
  selectedContentIndex: z.number().int().min(0),
});
export type PostFieldsView = z.infer<typeof PostFieldsView>;

/** A post (SPEC §3) as the API answers it: its fields, its variants' HTML, and what the server owns. */
export const PostView = PostFieldsView.extend({
  id: z.string(),
  collectionId: z.string(),
  status: z.enum(postStatuses),
  wordCount: z.number().int().min(0),
  createdAt: Iso,
  updatedAt: Iso,
});
export type PostView = z.infer<typeof PostView>;

/** A post in a list of collections: no HTML, just what a list row shows. */
export const PostSummaryView = PostView.pick({
  id: true,
  clientId: true,
  collectionId: true,
  title: true,
  slug: true,
  status: true,
  draft: true,
  featureImage: true,
  updatedAt: true,
});
export type PostSummaryView = z.infer<typeof PostSummaryView>;

/** The fields of a new post, before anything is written (the server's and the editor's defaults). */
export function defaultPostFields(): PostFieldsView {
  return {
    clientId: null,
    title: DEFAULT_POST_TITLE,
    content: [{ value: '' }],
    categories: [],
    metaTitle: '',
    metaDescription: '',
    slug: '',
    tags: [],
    authorId: null,
    featureImage: null,
    extendedData: {},
    postMetadata: {},
    postConfig: { faqs: [], language: null },
    date: null,
    draft: true,
    public: false,
    templateId: null,
    generatorOpen: false,
    selectedContentIndex: 0,
  };
}

/** SPEC §4: a variant index past either end wraps to the other end. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  if (index >= length) return 0;
  if (index < 0) return length - 1;
  return index;
}

/** A collection's own fields as the API answers them. */
export const CollectionFieldsView = z.object({
  id: z.string(),
  clientId: z.string().nullable(),
  title: z.string(),
  locales: z.array(z.string()),
  templateId: z.string().nullable(),
  metaData: z.record(z.string(), z.unknown()),
  draft: z.boolean(),
  autoSave: z.boolean(),
  folder_id: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CollectionFieldsView = z.infer<typeof CollectionFieldsView>;

/** GET /api/collections/{id}: a collection with its posts in list order, HTML included. */
export const CollectionView = CollectionFieldsView.extend({ posts: z.array(PostView) });
export type CollectionView = z.infer<typeof CollectionView>;

/** One row of GET /api/collections: the collection, its posts summarised and counted. */
export const CollectionListItemView = CollectionFieldsView.extend({
  postCount: z.number().int().min(0),
  posts: z.array(PostSummaryView),
});
export type CollectionListItemView = z.infer<typeof CollectionListItemView>;

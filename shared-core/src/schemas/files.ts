import { z } from 'zod';
import { sourceTypes } from '../constants/media';
import { body, textField } from './fields';

/**
 * Chat with files (SPEC §7, §9): the sources a team adds — uploaded files,
 * info-base facts and web pages — their passages, and the search over them.
 */

/** SPEC §9: where a source comes from (constants/media's list). */
export const SourceTypeField = z.enum(sourceTypes, {
  error: 'Type must be chat-file-upload, info-base or web-page.',
});

/** What a source was read from. */
export const sourceKinds = ['pdf', 'docx', 'txt', 'markdown', 'html', 'web-page', 'text'] as const;
export type SourceKind = (typeof sourceKinds)[number];

/** The largest file accepted for upload (bytes). */
export const SOURCE_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** The most text kept of one source (characters, after extraction). */
export const SOURCE_TEXT_MAX_CHARS = 2_000_000;
/** The longest pasted text. */
export const SOURCE_PASTE_MAX_CHARS = 200_000;

const objectId = (label: string) => z.string().regex(/^[a-f0-9]{24}$/i, `${label} is not a valid id.`);
export const SourceId = objectId('Source id');

/**
 * POST /api/train as JSON: pasted text (`text`) or a web page (`url`) to
 * chunk and index. A file is sent as the raw body instead (any other
 * content type), with `?type&name` in the query string: TrainFileQuery.
 */
export const TrainBody = body({
  type: SourceTypeField.default('chat-file-upload'),
  name: textField('Name', 200).optional(),
  text: textField('Text', SOURCE_PASTE_MAX_CHARS).optional(),
  url: z
    .string({ error: 'URL must be text.' })
    .trim()
    .max(2000, 'URL must be at most 2000 characters.')
    .refine((value) => /^https?:\/\//i.test(value), 'Enter a web address starting with http:// or https://.')
    .optional(),
}).refine((b) => Boolean(b.text) !== Boolean(b.url), 'Send either the text or the url of the source.');
export type TrainBody = z.infer<typeof TrainBody>;

export const TrainFileQuery = z.object({
  type: SourceTypeField.default('chat-file-upload'),
  name: textField('File name', 200),
});
export type TrainFileQuery = z.infer<typeof TrainFileQuery>;

/**
 * POST /api/train?partialUpload=true: one part of a large file (parts 0 to
 * parts-1, in any order, each its raw bytes). Resumable: a part sent again
 * is stored once, and GET /api/train/{uploadId} says which parts are in.
 * The last part in joins them, checks and indexes the file (201 FileView);
 * before that each part answers 202 TrainPartView.
 */
export const TrainPartQuery = TrainFileQuery.extend({
  partialUpload: z.literal('true'),
  uploadId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'uploadId: 8 to 64 letters, digits, - or _.'),
  part: z.coerce.number().int().min(0).max(999),
  parts: z.coerce.number().int().min(1).max(1000),
}).refine((q) => q.part < q.parts, { message: 'part must be below parts.', path: ['part'] });
export type TrainPartQuery = z.infer<typeof TrainPartQuery>;

/** Where a partial upload stands: the parts received so far. */
export const TrainPartView = z.object({
  uploadId: z.string(),
  name: z.string(),
  parts: z.number(),
  received: z.array(z.number()),
});
export type TrainPartView = z.infer<typeof TrainPartView>;

/** GET /api/files?type */
export const FilesQuery = z.object({ type: SourceTypeField.optional() });

/** POST /api/files {sourceIds, operation: 'delete'} */
export const FilesOperationBody = body({
  sourceIds: z.array(SourceId).min(1, 'Choose at least one file.').max(200),
  operation: z.literal('delete', { error: 'Operation must be delete.' }),
});
export type FilesOperationBody = z.infer<typeof FilesOperationBody>;

/** PATCH /api/files/{id}: rename, or move between the chat files and the info base. */
export const FilePatchBody = body({
  name: textField('Name', 200).optional(),
  type: SourceTypeField.optional(),
}).refine((b) => b.name !== undefined || b.type !== undefined, 'Send a name or a type.');
export type FilePatchBody = z.infer<typeof FilePatchBody>;

/**
 * Where a source's embeddings stand (hybrid retrieval): 'indexing' while a
 * job embeds its passages (`done` of `total`; `attempt` counts the tries,
 * `error` is the last try's failure while a retry waits), 'ready', or
 * 'failed' after the last try, with the reason (the user may retry by hand:
 * POST /api/files/{id}/retry). Null when the provider has no semantic
 * embeddings (the offline writer): the source is searched by its words,
 * as every source always is.
 */
export const embeddingStates = ['indexing', 'ready', 'failed'] as const;
export const FileEmbeddingView = z.object({
  state: z.enum(embeddingStates),
  done: z.number().int(),
  total: z.number().int(),
  attempt: z.number().int(),
  maxAttempts: z.number().int(),
  error: z.string().nullable(),
  updatedAt: z.string(),
});
export type FileEmbeddingView = z.infer<typeof FileEmbeddingView>;

/** A source as the API answers it. */
export const FileView = z.object({
  id: z.string(),
  name: z.string(),
  type: SourceTypeField,
  kind: z.enum(sourceKinds),
  url: z.string().nullable(),
  size: z.number().int(),
  words: z.number().int(),
  chunks: z.number().int(),
  embedding: FileEmbeddingView.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FileView = z.infer<typeof FileView>;

/** One passage of a source. */
export const PassageView = z.object({
  sourceId: z.string(),
  name: z.string(),
  chunk: z.number().int(),
  text: z.string(),
});
export type PassageView = z.infer<typeof PassageView>;

/** GET /api/files/{id}: the source with its passages. */
export const FileDetailView = FileView.extend({
  passages: z.array(PassageView.omit({ sourceId: true, name: true })),
});
export type FileDetailView = z.infer<typeof FileDetailView>;

/** POST /api/doc-search {query, sourceIds?, type?, limit?} */
export const DocSearchBody = body({
  query: textField('Query', 1000),
  sourceIds: z.array(SourceId).max(200).optional(),
  type: SourceTypeField.optional(),
  limit: z.number().int().min(1).max(50).default(5),
});
export type DocSearchBody = z.infer<typeof DocSearchBody>;

export const SearchHitView = PassageView.extend({ score: z.number() });
export type SearchHitView = z.infer<typeof SearchHitView>;

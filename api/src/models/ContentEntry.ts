import { CONTENT_KINDS } from '@inkpress/shared-core';
import { type InferSchemaType, model, Schema } from 'mongoose';

/**
 * One entry of the public site's content (issue 14): a blog post, a docs
 * page, an announcement, a site page or a sample article. `_id` is `kind:lang:slug`, so the
 * start-up load of the repository's Markdown is an idempotent upsert (two
 * API processes starting together insert each entry once). Entries written
 * or edited through the API (`source: 'api'` or `editedAt` set) are never
 * overwritten by the repository's copy.
 */
const ContentEntrySchema = new Schema(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true, enum: [...CONTENT_KINDS] },
    slug: { type: String, required: true },
    lang: { type: String, required: true },
    title: { type: String, required: true },
    description: { type: String, required: true },
    /** Markdown source. */
    body: { type: String, required: true },
    category: { type: String, default: null },
    order: { type: Number, default: 100 },
    tags: { type: [String], default: [] },
    author: { type: String, default: null },
    image: { type: String, default: null },
    /** Entries that share it are one text in several languages (hreflang). */
    translationKey: { type: String, default: null },
    /** Extra front-matter fields a layout reads. */
    data: { type: Map, of: String, default: {} },
    status: { type: String, required: true, enum: ['published', 'draft'] },
    publishedAt: { type: Date, default: null },
    source: { type: String, required: true, enum: ['repository', 'api'] },
    /** Hash of the repository file the entry was last loaded from. */
    sourceHash: { type: String, default: null },
    /** Set when an internal user changed the entry through the API. */
    editedAt: { type: Date, default: null },
    editedBy: { type: String, default: null },
  },
  { timestamps: true, versionKey: false },
);
ContentEntrySchema.index({ kind: 1, status: 1, publishedAt: -1 });

export type ContentEntryDoc = InferSchemaType<typeof ContentEntrySchema> & {
  _id: string;
  createdAt: Date;
  updatedAt: Date;
};
export const ContentEntry = model('ContentEntry', ContentEntrySchema);

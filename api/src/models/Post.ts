import { DEFAULT_POST_TITLE, postStatuses } from '@inkpress/shared-core';
import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

/** The title and the publishing states are shared-core's (schemas/posts.ts). */
export { DEFAULT_POST_TITLE, type PostStatus, postStatuses } from '@inkpress/shared-core';

const VariantSchema = new Schema({ value: { type: String, default: '' } }, { _id: false });
const FaqSchema = new Schema(
  { question: { type: String, required: true }, answer: { type: String, required: true } },
  { _id: false },
);

/**
 * A post of a collection (SPEC §3). `content` holds the variants' sanitised
 * HTML. `saveHash` is a digest of everything the client saved last, so a
 * save that changes nothing writes nothing; `revisionHash` is the digest of
 * the last revision kept, so an unchanged text adds no revision.
 */
const PostSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true, index: true },
    collectionId: { type: Schema.Types.ObjectId, required: true },
    createdBy: { type: Schema.Types.ObjectId, required: true },
    clientId: { type: String, default: null },
    title: { type: String, default: DEFAULT_POST_TITLE },
    content: { type: [VariantSchema], default: () => [{ value: '' }] },
    categories: { type: [String], default: [] },
    metaTitle: { type: String, default: '' },
    metaDescription: { type: String, default: '' },
    slug: { type: String, default: '' },
    tags: { type: [String], default: [] },
    authorId: { type: String, default: null },
    featureImage: {
      type: new Schema(
        { url: { type: String, required: true }, alt: { type: String, default: null } },
        { _id: false },
      ),
      default: null,
    },
    extendedData: { type: Schema.Types.Mixed, default: () => ({}) },
    postMetadata: { type: Schema.Types.Mixed, default: () => ({}) },
    postConfig: {
      faqs: { type: [FaqSchema], default: [] },
      language: { type: String, default: null },
    },
    date: { type: Date, default: null },
    draft: { type: Boolean, default: true },
    public: { type: Boolean, default: false },
    /** While public: whether search engines may index its page (the owner's choice; off by default). */
    publicIndexable: { type: Boolean, default: false },
    templateId: { type: String, default: null },
    generatorOpen: { type: Boolean, default: false },
    status: { type: String, enum: postStatuses, default: 'draft' },
    /** Set by the publishing integrations when a publication is scheduled; cleared by cancel-publish. */
    schedulePublishConfig: { type: Schema.Types.Mixed, default: null },
    selectedContentIndex: { type: Number, default: 0 },
    /** Position in the collection's list of posts, as last saved. */
    order: { type: Number, default: 0 },
    saveHash: { type: String, default: null },
    revisionHash: { type: String, default: null },
    /**
     * How many revisions of this post were kept so far: the newest revision's
     * `seq`. The cap drops the revision numbered `revisionSeq - 50` by
     * equality, without reading the post's revisions. Absent on posts saved
     * before it existed (their revisions are numbered on their next change).
     */
    revisionSeq: { type: Number },
  },
  { timestamps: true, versionKey: false, minimize: false },
);
PostSchema.index({ teamId: 1, updatedAt: -1 });
PostSchema.index({ collectionId: 1, order: 1 });

export type PostFields = InferSchemaType<typeof PostSchema>;
export type PostDoc = Omit<PostFields, 'extendedData' | 'postMetadata'> & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
  extendedData: Record<string, unknown>;
  postMetadata: Record<string, unknown>;
};
export const Post = model('Post', PostSchema);

import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

/** Why a revision was kept. */
export const revisionReasons = ['save', 'restore', 'generate', 'improve', 'translate'] as const;
export type RevisionReason = (typeof revisionReasons)[number];

/**
 * One saved state of a post's text (its title, variants and meta fields),
 * kept on every save that changed them; the newest 50 per post are kept.
 */
const RevisionSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true },
    postId: { type: Schema.Types.ObjectId, required: true },
    collectionId: { type: Schema.Types.ObjectId, required: true },
    createdBy: { type: Schema.Types.ObjectId, required: true },
    reason: { type: String, enum: revisionReasons, default: 'save' },
    /** The revision this one restored, for reason 'restore'. */
    restoredFrom: { type: Schema.Types.ObjectId, default: null },
    hash: { type: String, required: true },
    title: { type: String, default: '' },
    content: { type: [new Schema({ value: { type: String, default: '' } }, { _id: false })], default: [] },
    selectedContentIndex: { type: Number, default: 0 },
    metaTitle: { type: String, default: '' },
    metaDescription: { type: String, default: '' },
    slug: { type: String, default: '' },
    /** The post's revision number (1, 2, …; see Post.revisionSeq); null on revisions kept before it existed. */
    seq: { type: Number, default: null },
    /** Words of the selected variant, for the list. */
    words: { type: Number, default: 0 },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
RevisionSchema.index({ postId: 1, createdAt: -1 });

export type RevisionDoc = InferSchemaType<typeof RevisionSchema> & { _id: Types.ObjectId; createdAt: Date };
export const Revision = model('Revision', RevisionSchema);

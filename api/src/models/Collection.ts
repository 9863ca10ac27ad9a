import { DEFAULT_COLLECTION_TITLE } from '@inkpress/shared-core';
import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

/** The title of a collection until it gets one (SPEC §3). */
export { DEFAULT_COLLECTION_TITLE } from '@inkpress/shared-core';

/**
 * A collection of posts (SPEC §3), shared by a team. `folder_id` and
 * `teamId` keep these exact names: the folders service counts and releases
 * collections by them.
 */
const CollectionSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true, index: true },
    createdBy: { type: Schema.Types.ObjectId, required: true },
    /** The id the client gave the collection before it was saved. */
    clientId: { type: String, default: null },
    title: { type: String, default: DEFAULT_COLLECTION_TITLE },
    locales: { type: [String], default: [] },
    templateId: { type: String, default: null },
    metaData: { type: Schema.Types.Mixed, default: () => ({}) },
    draft: { type: Boolean, default: true },
    autoSave: { type: Boolean, default: true },
    folder_id: { type: Schema.Types.ObjectId, default: null },
  },
  { timestamps: true, versionKey: false, minimize: false },
);
CollectionSchema.index({ teamId: 1, updatedAt: -1 });
CollectionSchema.index({ teamId: 1, createdAt: -1 });

export type CollectionFields = InferSchemaType<typeof CollectionSchema>;
export type CollectionDoc = CollectionFields & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
  metaData: Record<string, unknown>;
};
export const Collection = model('Collection', CollectionSchema);

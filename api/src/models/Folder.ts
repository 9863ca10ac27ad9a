import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

/** A folder of collections, shared by a team. */
const FolderSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true, index: true },
    createdBy: { type: Schema.Types.ObjectId, required: true },
    title: { type: String, required: true },
  },
  { timestamps: true, versionKey: false },
);

export type FolderDoc = InferSchemaType<typeof FolderSchema> & { _id: Types.ObjectId; createdAt: Date };
export const Folder = model('Folder', FolderSchema);

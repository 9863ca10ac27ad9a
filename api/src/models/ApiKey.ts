import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

/** A key for the public API. Only its SHA-256 is stored; `prefix` lets the owner recognise it. */
const ApiKeySchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    teamId: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true },
    prefix: { type: String, required: true },
    keyHash: { type: String, required: true, unique: true },
    lastUsedAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false },
);

export type ApiKeyDoc = InferSchemaType<typeof ApiKeySchema> & { _id: Types.ObjectId; createdAt: Date };
export const ApiKey = model('ApiKey', ApiKeySchema);

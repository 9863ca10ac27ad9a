import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

/**
 * A stored file of a team (issue 16): an upload, an AI image, a variation, a
 * restored image or a piece of music (WAV, MIDI). The bytes live in the storage (services/storage) under
 * `key`; this record says whose they are and what they are.
 */
const MediaFileSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true },
    createdBy: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, required: true, enum: ['upload', 'ai-image', 'variation', 'restored', 'music'] },
    key: { type: String, required: true },
    name: { type: String, required: true },
    contentType: { type: String, required: true },
    bytes: { type: Number, required: true },
    width: { type: Number, default: null },
    height: { type: Number, default: null },
    prompt: { type: String, default: null },
    size: { type: String, default: null },
    style: { type: String, default: null },
    label: { type: String, default: null },
    sourceId: { type: Schema.Types.ObjectId, default: null },
  },
  { timestamps: true, versionKey: false },
);
MediaFileSchema.index({ teamId: 1, createdAt: -1 });

export type MediaFileDoc = InferSchemaType<typeof MediaFileSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const MediaFile = model('MediaFile', MediaFileSchema);

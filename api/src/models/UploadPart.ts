import { type InferSchemaType, model, Schema } from 'mongoose';

/**
 * One part of a large file sent to POST /api/train in parts (partialUpload):
 * kept until every part of its upload is in, then joined and indexed. The
 * `_id` is team:upload:part, so a part sent twice (a resumed upload) is
 * stored once.
 */
const UploadPartSchema = new Schema(
  {
    _id: { type: String, required: true },
    teamId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    uploadId: { type: String, required: true },
    part: { type: Number, required: true },
    parts: { type: Number, required: true },
    name: { type: String, required: true },
    type: { type: String, required: true },
    size: { type: Number, required: true },
    data: { type: Buffer, required: true },
  },
  { timestamps: true, collection: 'upload_parts' },
);
UploadPartSchema.index({ teamId: 1, uploadId: 1, part: 1 });

export type UploadPartDoc = InferSchemaType<typeof UploadPartSchema>;
export const UploadPart = model('UploadPart', UploadPartSchema);

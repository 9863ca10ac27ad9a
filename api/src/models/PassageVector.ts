import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

/**
 * The embeddings of a run of one source's passages (hybrid retrieval,
 * services/retrieval/vectors.ts): `count` vectors of `dimensions` float32
 * values each, L2-normalised, for passages `from` … `from + count - 1`,
 * packed little-endian in `data`. Kept per batch, not per source, so a large
 * file's vectors never approach the document size limit. `model` names the
 * embedding model: a query is compared only with vectors of its own model.
 */
const PassageVectorSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true },
    sourceId: { type: Schema.Types.ObjectId, required: true },
    model: { type: String, required: true },
    dimensions: { type: Number, required: true },
    from: { type: Number, required: true },
    count: { type: Number, required: true },
    data: { type: Buffer, required: true },
  },
  { timestamps: true, versionKey: false },
);
PassageVectorSchema.index({ teamId: 1 });
PassageVectorSchema.index({ sourceId: 1, from: 1 });

export type PassageVectorDoc = InferSchemaType<typeof PassageVectorSchema> & { _id: Types.ObjectId };
export const PassageVector = model('PassageVector', PassageVectorSchema);

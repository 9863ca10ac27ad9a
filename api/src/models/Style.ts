import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

/**
 * A brand voice of a team (SPEC §3 settings "styles"): its measured traits
 * (services/voices/traits.ts), its written description, and the samples it
 * was analysed from.
 */
const StyleSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true, index: true },
    createdBy: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true },
    description: { type: String, required: true },
    /** StyleTraits of shared-core, as measured. */
    traits: { type: Schema.Types.Mixed, required: true },
    /** Who wrote the description: the provider's label ('offline writer' without a key). */
    writer: { type: String, required: true },
    sourceUrl: { type: String, default: null },
    /** The sample text analysed (kept, so the voice can be measured again). */
    sample: { type: String, required: true },
  },
  { timestamps: true, versionKey: false },
);

export type StyleDoc = InferSchemaType<typeof StyleSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const Style = model('Style', StyleSchema);

import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

/**
 * A site that embeds the free tools (issue 13): its public key `pk_…` (in
 * its embed code; unique, looked up on every embed page and run), the
 * origins that may frame the embed page (CSP frame-ancestors) and its daily
 * quota of runs. Not owned by a team: internal users manage partners.
 */
const PartnerSchema = new Schema(
  {
    name: { type: String, required: true },
    key: { type: String, required: true, unique: true },
    origins: { type: [String], required: true },
    dailyQuota: { type: Number, required: true },
    createdBy: { type: Schema.Types.ObjectId, required: true },
  },
  { timestamps: true, versionKey: false },
);

export type PartnerDoc = InferSchemaType<typeof PartnerSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const Partner = model('Partner', PartnerSchema);

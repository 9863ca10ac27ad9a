import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

/** SPEC §1: 'christmas' (worded as a New Year deal) and 'special-discount'. */
export const promotionTypes = ['christmas', 'special-discount'] as const;
export type PromotionType = (typeof promotionTypes)[number];

/**
 * A time-limited promotion set by an internal user: active from `startDate`
 * (inclusive) until `endDate` (exclusive). When windows overlap, the one that
 * started last wins.
 */
const PromotionSchema = new Schema(
  {
    type: { type: String, enum: promotionTypes, required: true },
    startDate: { type: Date, required: true, index: true },
    endDate: { type: Date, required: true, index: true },
    createdBy: { type: Schema.Types.ObjectId, required: true },
    updatedBy: { type: Schema.Types.ObjectId, default: null },
  },
  { timestamps: true, versionKey: false },
);

export type PromotionDoc = InferSchemaType<typeof PromotionSchema> & {
  _id: Types.ObjectId;
  type: PromotionType;
  createdAt: Date;
  updatedAt: Date;
};
export const Promotion = model('Promotion', PromotionSchema);

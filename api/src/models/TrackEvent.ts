import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

/**
 * One analytics event (POST /api/op/track), e.g. an Upgrade click with its
 * source. `userId` is the signed-in user's id; a visitor's claimed id is kept
 * with `verified: false`.
 */
const TrackEventSchema = new Schema(
  {
    event: { type: String, required: true, index: true },
    location: { type: String, required: true },
    source: { type: String, required: true },
    userId: { type: String, default: null, index: true },
    verified: { type: Boolean, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

export type TrackEventDoc = InferSchemaType<typeof TrackEventSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
};
export const TrackEvent = model('TrackEvent', TrackEventSchema);

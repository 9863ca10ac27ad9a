import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

/** Settings a team shares (GET /api/common): for now its article categories. */
const TeamSettingsSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true, unique: true },
    categories: { type: [String], default: [] },
  },
  { timestamps: true, versionKey: false },
);

export type TeamSettingsDoc = InferSchemaType<typeof TeamSettingsSchema> & {
  _id: Types.ObjectId;
  updatedAt: Date;
};
export const TeamSettings = model('TeamSettings', TeamSettingsSchema);

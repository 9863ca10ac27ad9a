import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

/** A saved prompt of a team's prompt library. */
const PromptSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true, index: true },
    createdBy: { type: Schema.Types.ObjectId, required: true },
    title: { type: String, required: true },
    prompt: { type: String, required: true },
    categories: { type: [String], default: [] },
  },
  { timestamps: true, versionKey: false },
);

export type PromptDoc = InferSchemaType<typeof PromptSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const Prompt = model('Prompt', PromptSchema);

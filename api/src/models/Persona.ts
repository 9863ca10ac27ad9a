import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

/** A persona of a team: who an article or a chat answer speaks to. */
const PersonaSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true, index: true },
    createdBy: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true },
    role: { type: String, required: true },
    goals: { type: [String], default: [] },
    pains: { type: [String], default: [] },
    knowledgeLevel: { type: String, required: true, enum: ['beginner', 'intermediate', 'expert'] },
    tone: { type: String, default: '' },
  },
  { timestamps: true, versionKey: false },
);

export type PersonaDoc = InferSchemaType<typeof PersonaSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const Persona = model('Persona', PersonaSchema);

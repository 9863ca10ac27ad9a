import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

export const DEFAULT_TEAM_SIZE = 3;

/** A team: its owner's documents are shared with its members. Every account owns one. */
const TeamSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, required: true, unique: true },
    /** Members plus pending invitations allowed (the owner not counted); plans raise it later. */
    maxTeamSize: { type: Number, default: DEFAULT_TEAM_SIZE, min: 0 },
  },
  { timestamps: true, versionKey: false },
);

export type TeamDoc = InferSchemaType<typeof TeamSchema> & { _id: Types.ObjectId };
export const Team = model('Team', TeamSchema);

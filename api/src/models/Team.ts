import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

/** A team: its owner's documents are shared with its members. Every account owns one. */
const TeamSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, required: true, unique: true },
    /**
     * Members plus pending invitations allowed (the owner not counted): the
     * plan's seats − 1, kept in step by billing. The free plan invites nobody.
     */
    maxTeamSize: { type: Number, default: 0, min: 0 },
  },
  { timestamps: true, versionKey: false },
);

export type TeamDoc = InferSchemaType<typeof TeamSchema> & { _id: Types.ObjectId };
export const Team = model('Team', TeamSchema);

import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

export const seatStatuses = ['invited', 'active'] as const;

/**
 * One place in a team: a pending invitation or a member. The unique
 * (teamId, slot) index caps a team at maxTeamSize places even when invitations
 * race, without transactions: claiming a place is inserting a free slot.
 */
const TeamSeatSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true },
    slot: { type: Number, required: true, min: 0 },
    email: { type: String, required: true, lowercase: true },
    status: { type: String, enum: seatStatuses, required: true },
    invitedBy: { type: Schema.Types.ObjectId, required: true },
    /** Set once the invitation is accepted. */
    userId: { type: Schema.Types.ObjectId, default: null, index: true },
    /** SHA-256 of the invitation token; removed on acceptance. */
    tokenHash: { type: String, default: null, index: true },
    expiresAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false },
);
TeamSeatSchema.index({ teamId: 1, slot: 1 }, { unique: true });
TeamSeatSchema.index({ teamId: 1, email: 1 }, { unique: true });

export type TeamSeatDoc = InferSchemaType<typeof TeamSeatSchema> & { _id: Types.ObjectId; createdAt: Date };
export const TeamSeat = model('TeamSeat', TeamSeatSchema);

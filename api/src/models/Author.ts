import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

/** An article author (SPEC §3), shared by a team; may mirror an author on a publishing platform. */
const AuthorSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true, index: true },
    createdBy: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true },
    picture: { type: String, default: '' },
    bio: { type: String, default: '' },
    designation: { type: String, default: '' },
    email: { type: String, default: '' },
    categories: { type: [String], default: [] },
    entryId: { type: String, default: null },
    clientId: { type: String, default: null },
    platform: { type: String, default: null },
  },
  { timestamps: true, versionKey: false },
);

export type AuthorDoc = InferSchemaType<typeof AuthorSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const Author = model('Author', AuthorSchema);

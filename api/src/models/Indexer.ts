import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

/** A team's IndexNow key (_id = the team's id: one key per team, created on first use by an insert). */
const IndexerKeySchema = new Schema(
  {
    _id: { type: String, required: true },
    key: { type: String, required: true },
  },
  { timestamps: true, versionKey: false },
);
export type IndexerKeyDoc = InferSchemaType<typeof IndexerKeySchema> & { _id: string; createdAt: Date };
export const IndexerKey = model('IndexerKey', IndexerKeySchema);

/** A host whose key file answered with the team's key (_id = `${teamId}:${host}`). */
const IndexerHostSchema = new Schema(
  {
    _id: { type: String, required: true },
    teamId: { type: Schema.Types.ObjectId, required: true, index: true },
    host: { type: String, required: true },
    keyLocation: { type: String, required: true },
    verifiedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
export type IndexerHostDoc = InferSchemaType<typeof IndexerHostSchema> & { _id: string };
export const IndexerHost = model('IndexerHost', IndexerHostSchema);

/** One URL submitted to the search engines, and what they answered. */
const IndexSubmissionSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    url: { type: String, required: true },
    host: { type: String, required: true },
    status: { type: String, enum: ['submitted', 'refused'], required: true },
    engineStatus: { type: Number, default: null },
    reason: { type: String, default: null },
    credits: { type: Number, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
IndexSubmissionSchema.index({ teamId: 1, createdAt: -1 });
IndexSubmissionSchema.index({ teamId: 1, url: 1 });
export type IndexSubmissionDoc = InferSchemaType<typeof IndexSubmissionSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
};
export const IndexSubmission = model('IndexSubmission', IndexSubmissionSchema);

import { type InferSchemaType, model, Schema, type Types } from 'mongoose';
import type { SealedSecret } from './Integration';

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

/**
 * A team's Google Indexing API connection (_id = the team's id): the service
 * account's email and token endpoint in clear, its private key sealed like
 * the integration secrets (AES-256-GCM, associated data `indexer-google:{teamId}`).
 */
const IndexerGoogleSchema = new Schema(
  {
    _id: { type: String, required: true },
    clientEmail: { type: String, required: true },
    tokenUri: { type: String, required: true },
    /** The sealed PEM private key. */
    secret: {
      type: new Schema(
        {
          kid: { type: String, required: true },
          iv: { type: String, required: true },
          tag: { type: String, required: true },
          data: { type: String, required: true },
        },
        { _id: false },
      ),
      required: true,
    },
    /** Changes whenever the key is replaced: a cached access token of another key is not reused. */
    keyId: { type: String, required: true },
    connectedBy: { type: Schema.Types.ObjectId, required: true },
  },
  { timestamps: true, versionKey: false },
);
export type IndexerGoogleDoc = Omit<InferSchemaType<typeof IndexerGoogleSchema>, 'secret'> & {
  _id: string;
  secret: SealedSecret;
  createdAt: Date;
  updatedAt: Date;
};
export const IndexerGoogle = model('IndexerGoogle', IndexerGoogleSchema);

const EngineResultSchema = new Schema(
  {
    state: { type: String, enum: ['accepted', 'refused', 'failed'], required: true },
    httpStatus: { type: Number, default: null },
    reason: { type: String, default: null },
  },
  { _id: false },
);

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
    /** Each engine's answer (null: not sent to it). Older records have IndexNow's in engineStatus/reason only. */
    indexNow: { type: EngineResultSchema, default: null },
    google: { type: EngineResultSchema, default: null },
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

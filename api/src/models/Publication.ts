import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

/**
 * Where one post went on one integration: `_id` is `<integrationId>:<postId>`,
 * so a post has one remote post per site, and a new publish updates it
 * (`remoteId`) rather than creating another. Written only by the holder of the
 * publish lease (PublishLease), so FerretDB's read-then-write updates are safe.
 */
const PublicationSchema = new Schema(
  {
    _id: { type: String, required: true },
    teamId: { type: Schema.Types.ObjectId, required: true, index: true },
    postId: { type: Schema.Types.ObjectId, required: true, index: true },
    integrationId: { type: Schema.Types.ObjectId, required: true },
    type: { type: String, required: true },
    /** draft, published, scheduled on the target; failed when the last try failed. */
    state: { type: String, enum: ['pending', 'draft', 'published', 'scheduled', 'failed'], required: true },
    remoteId: { type: String, default: null },
    url: { type: String, default: null },
    /** The slug sent, to find a post a crashed publish created before its id was stored. */
    slug: { type: String, default: null },
    scheduledFor: { type: Date, default: null },
    /** The ScheduledPublish that publishes it at `scheduledFor` (a target with no scheduler of its own). */
    scheduleId: { type: String, default: null },
    /** The feature image uploaded to the target's media library, by its source address. */
    media: {
      type: new Schema({ source: String, remoteId: String }, { _id: false }),
      default: null,
    },
    lastError: { type: new Schema({ code: String, message: String }, { _id: false }), default: null },
    /** When the target first showed it live. */
    publishedAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false },
);

export type PublicationDoc = Omit<InferSchemaType<typeof PublicationSchema>, 'media' | 'lastError'> & {
  _id: string;
  postId: Types.ObjectId;
  integrationId: Types.ObjectId;
  media: { source: string; remoteId: string } | null;
  lastError: { code: string; message: string } | null;
  createdAt: Date;
  updatedAt: Date;
};
export const Publication = model('Publication', PublicationSchema);

/**
 * The publish lease of one post on one integration: inserting `_id`
 * `<integrationId>:<postId>` is holding it (a unique-_id insert is the one
 * exclusive write FerretDB offers). Only the holder calls the target; a lease
 * past `expiresAt` (a crashed process) may be taken over.
 */
const PublishLeaseSchema = new Schema(
  {
    _id: { type: String, required: true },
    token: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);
export interface PublishLeaseDoc {
  _id: string;
  token: string;
  expiresAt: Date;
}
export const PublishLease = model('PublishLease', PublishLeaseSchema);

/**
 * A send to a target that can neither be read back nor updated (Medium):
 * `_id` `<publication key>:send` is inserted (unique) just before the create
 * call and stays. A later publish that finds it without the target's id
 * stored cannot know whether the create reached the target (a crash between
 * its answer and our record), so it refuses to send again until the person
 * has checked (`medium.resendUnconfirmed`).
 */
const PublishSendClaimSchema = new Schema(
  {
    _id: { type: String, required: true },
    at: { type: Date, required: true },
    /** Where the person can check: the account's profile on the target. */
    checkUrl: { type: String, default: null },
  },
  { versionKey: false },
);
export interface PublishSendClaimDoc {
  _id: string;
  at: Date;
  checkUrl: string | null;
}
export const PublishSendClaim = model('PublishSendClaim', PublishSendClaimSchema);

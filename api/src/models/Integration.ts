import { integrationStates, integrationTypes } from '@inkpress/shared-core';
import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

/**
 * A secret sealed with AES-256-GCM (services/integrations/secrets.ts): the id
 * of the key that sealed it (keys rotate), the 12-byte nonce, the tag and the
 * ciphertext, base64. The integration's id is the associated data, so a sealed
 * secret copied onto another integration does not open.
 */
const SealedSchema = new Schema(
  {
    kid: { type: String, required: true },
    iv: { type: String, required: true },
    tag: { type: String, required: true },
    data: { type: String, required: true },
  },
  { _id: false },
);

/** A Webflow integration's site, CMS collection and post field → collection field slug mapping. */
const WebflowSchema = new Schema(
  {
    siteId: { type: String, required: true },
    siteName: { type: String, required: true },
    collectionId: { type: String, required: true },
    collectionName: { type: String, required: true },
    collectionSlug: { type: String, required: true },
    mapping: { type: Schema.Types.Mixed, required: true },
  },
  { _id: false },
);

/**
 * A website a team publishes to (SPEC §3 Integration). The secret (a
 * WordPress application password, a webhook signing secret) is stored sealed
 * and never presented.
 */
const IntegrationSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true, index: true },
    createdBy: { type: Schema.Types.ObjectId, required: true },
    type: { type: String, enum: integrationTypes, required: true },
    name: { type: String, required: true },
    /** The site (WordPress) or the webhook (custom API). */
    url: { type: String, required: true },
    username: { type: String, default: null },
    secret: { type: SealedSchema, required: true },
    /** Reddit: the subreddits it posts to. */
    subreddits: { type: [String], default: undefined },
    state: { type: String, enum: integrationStates, default: 'connected' },
    problem: {
      type: new Schema({ code: String, message: String }, { _id: false }),
      default: null,
    },
    lastCheckedAt: { type: Date, default: null },
    /** Webflow only: the collection its posts become items of. */
    webflow: { type: WebflowSchema, default: null },
  },
  { timestamps: true, versionKey: false },
);

export type SealedSecret = InferSchemaType<typeof SealedSchema>;
export interface WebflowDetails {
  siteId: string;
  siteName: string;
  collectionId: string;
  collectionName: string;
  collectionSlug: string;
  mapping: Record<string, string>;
}
export type IntegrationDoc = Omit<
  InferSchemaType<typeof IntegrationSchema>,
  'problem' | 'secret' | 'webflow'
> & {
  _id: Types.ObjectId;
  secret: SealedSecret;
  webflow?: WebflowDetails | null;
  problem: { code: string; message: string } | null;
  createdAt: Date;
  updatedAt: Date;
};
export const Integration = model('Integration', IntegrationSchema);

import { type HydratedDocument, type InferSchemaType, model, Schema, type Types } from 'mongoose';

export const roles = ['Owner', 'Member'] as const;
export type Role = (typeof roles)[number];

/**
 * An account. Credits and usage default to the free plan (SPEC §3, §9); the
 * integration credentials are secrets and never leave the API (presenters
 * only report whether each is set).
 */
const UserSchema = new Schema(
  {
    email: { type: String, required: true, lowercase: true, trim: true, unique: true },
    passwordHash: { type: String, required: true },
    name: { type: String, default: '' },
    emailVerifiedAt: { type: Date, default: null },
    role: { type: String, enum: roles, default: 'Owner' },
    /** The team whose documents this user works on (its own team, or the team it joined). */
    teamId: { type: Schema.Types.ObjectId, required: true, index: true },
    /** The team created with the account; the user returns to it when removed from another team. */
    homeTeamId: { type: Schema.Types.ObjectId, required: true },
    locale: { type: String, default: 'en' },
    location: { type: String, default: 'United States' },
    onboardingOption: { type: String, default: null },
    createdFromShopify: { type: Boolean, default: false },
    features: { gpt4: { type: Boolean, default: false } },
    totalWordsUsed: { type: Number, default: 0 },
    totalCredits: { type: Number, default: 5000 },
    paidCredits: { type: Number, default: 0 },
    workflows: { type: Number, default: 0 },
    workflowsUsed: { type: Number, default: 0 },
    paidWorkflows: { type: Number, default: 0 },
    paidWorkflowsUsed: { type: Number, default: 0 },
    freeAiImages: { type: Number, default: 0 },
    freeAiImagesUsed: { type: Number, default: 0 },
    canHavePaidTrial: { type: Boolean, default: true },
    inLegacyPlan: { type: Boolean, default: false },
    isFirstTimeChatWithFile: { type: Boolean, default: true },
    integrations: {
      shopify: { url: String, accessToken: String, secret: String },
      medium: { token: String },
      reddit: { id: String, secret: String, username: String, password: String, subreddits: [String] },
      /** The WordPress token itself is stored encrypted by the integrations work; here only its presence. */
      wordpressTokenEncrypted: String,
    },
    /**
     * The active plan (SPEC §3), kept in sync by billing (Stripe webhooks,
     * AppSumo codes). Team members use their owner's plan.
     */
    plan: {
      planName: { type: String, default: 'Free' },
      /** Catalogue key ('starter_monthly', 'lifetime_3') or 'free'. */
      planKey: { type: String, default: 'free' },
      tier: { type: String, default: 'Free' },
      priceId: { type: String, default: null },
      /** Stripe's subscription status (trialing, active, past_due, canceled…), 'lifetime', or null on Free. */
      status: { type: String, default: null },
      interval: { type: String, default: null },
      trialEnd: { type: Date, default: null },
      cancelAtPeriodEnd: { type: Boolean, default: false },
      currentPeriodStart: { type: Date, default: null },
      currentPeriodEnd: { type: Date, default: null },
      nextGivenAt: { type: Date, default: null },
      advancedWords: { type: Number, default: 0 },
      aiImages: { type: Number, default: 0 },
      workflows: { type: Number, default: 0 },
      withAccessToBulkGenerator: { type: Boolean, default: false },
      withAPIAccess: { type: Boolean, default: false },
      maxTeamSize: { type: Number, default: null },
      subscriptionId: { type: String, default: null },
      metadata: { type: Schema.Types.Mixed, default: {} },
      updatedAt: { type: Date, default: null },
    },
    /** The Stripe customer of this user (created on first checkout, or POST /api/users/stripe-customer). */
    stripeCustomerId: { type: String, default: null },
    /** Lifetime deal: the tier held (0 none, 1–5), from AppSumo codes (stacking) or a Stripe purchase. */
    lifetimeLevel: { type: Number, default: 0, min: 0, max: 5 },
    marketing: {
      unsubscribed: { type: Boolean, default: false },
      /** The random id in /email/resubscribe/{id}; never the user id. */
      token: { type: String, required: true, unique: true },
      /** The key that signs a link's issue time (services/marketing.ts); never in a link. */
      linkKey: { type: String, default: null },
    },
  },
  { timestamps: true, versionKey: false },
);

export type UserFields = InferSchemaType<typeof UserSchema>;
export type UserDoc = UserFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
export type UserDocument = HydratedDocument<UserFields>;
export const User = model('User', UserSchema);

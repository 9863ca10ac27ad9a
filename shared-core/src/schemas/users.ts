import { z } from 'zod';

/**
 * GET /api/users/me (SPEC §3): identity, the account's credits from its
 * ledger, usage, flags, and whether each integration is connected — never
 * an integration's secret.
 */
export const UserView = z.object({
  id: z.string(),
  email: z.string(),
  /** The name the user gave ('' when none). */
  name: z.string(),
  emailVerified: z.boolean(),
  role: z.string(),
  teamId: z.string(),
  locale: z.string(),
  location: z.string(),
  onboardingOption: z.string().nullable(),
  created_at: z.string().nullable(),
  user_metadata: z.object({ createdFromShopify: z.boolean() }),
  totalWordsUsed: z.number(),
  /** Words of credit left: the ledger's balance, bought credits included. */
  totalCredits: z.number(),
  /** The bought part of totalCredits. */
  paidCredits: z.number(),
  workflows: z.number(),
  workflowsUsed: z.number(),
  paidWorkflows: z.number(),
  paidWorkflowsUsed: z.number(),
  freeAiImages: z.number(),
  freeAiImagesUsed: z.number(),
  features: z.object({ gpt4: z.boolean() }),
  canHavePaidTrial: z.boolean(),
  inLegacyPlan: z.boolean(),
  isFirstTimeChatWithFile: z.boolean(),
  hasShopify: z.boolean(),
  hasMedium: z.boolean(),
  hasReddit: z.boolean(),
  hasWordpressToken: z.boolean(),
  marketingSubscribed: z.boolean(),
});
export type UserView = z.infer<typeof UserView>;

import type { UserView } from '@inkpress/shared-core';
import type { UserDoc } from '../models/User';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const has = (...values: (string | null | undefined)[]) =>
  values.some((v) => typeof v === 'string' && v.length > 0);

/** The account's (the team's) credits, from the ledger: what is left, the bought part, and words used. */
export interface UserCredits {
  balances: { words: number; workflows: number; aiImages: number };
  paid: { words: number; workflows: number };
  wordsUsed: number;
}

/**
 * User details (SPEC §3): identity, credits and usage, flags, and whether
 * each integration is connected. Integration secrets are never included.
 * Credits belong to the account and come from its ledger, never from
 * counters on the user document (which no charge updates).
 */
export function presentUser(user: UserDoc, credits: UserCredits): UserView {
  const integrations = user.integrations ?? {};
  return {
    id: String(user._id),
    email: user.email,
    name: user.name ?? '',
    emailVerified: Boolean(user.emailVerifiedAt),
    role: user.role ?? 'Owner',
    teamId: String(user.teamId),
    locale: user.locale ?? 'en',
    location: user.location ?? 'United States',
    onboardingOption: user.onboardingOption ?? null,
    created_at: iso(user.createdAt),
    user_metadata: { createdFromShopify: Boolean(user.createdFromShopify) },
    totalWordsUsed: credits.wordsUsed,
    totalCredits: credits.balances.words,
    paidCredits: credits.paid.words,
    workflows: credits.balances.workflows,
    workflowsUsed: user.workflowsUsed ?? 0,
    paidWorkflows: credits.paid.workflows,
    paidWorkflowsUsed: user.paidWorkflowsUsed ?? 0,
    freeAiImages: credits.balances.aiImages,
    freeAiImagesUsed: user.freeAiImagesUsed ?? 0,
    features: { gpt4: Boolean(user.features?.gpt4) },
    canHavePaidTrial: user.canHavePaidTrial ?? true,
    inLegacyPlan: Boolean(user.inLegacyPlan),
    isFirstTimeChatWithFile: user.isFirstTimeChatWithFile ?? true,
    hasShopify: has(integrations.shopify?.url) && has(integrations.shopify?.accessToken),
    hasMedium: has(integrations.medium?.token),
    hasReddit: has(integrations.reddit?.id) && has(integrations.reddit?.secret),
    hasWordpressToken: has(integrations.wordpressTokenEncrypted),
    marketingSubscribed: !user.marketing?.unsubscribed,
  };
}

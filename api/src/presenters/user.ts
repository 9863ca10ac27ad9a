import type { UserDoc } from '../models/User';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const has = (...values: (string | null | undefined)[]) =>
  values.some((v) => typeof v === 'string' && v.length > 0);

/**
 * User details (SPEC §3): identity, credits and usage, flags, and whether
 * each integration is connected. Integration secrets are never included.
 */
export function presentUser(user: UserDoc) {
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
    totalWordsUsed: user.totalWordsUsed ?? 0,
    totalCredits: user.totalCredits ?? 0,
    paidCredits: user.paidCredits ?? 0,
    workflows: user.workflows ?? 0,
    workflowsUsed: user.workflowsUsed ?? 0,
    paidWorkflows: user.paidWorkflows ?? 0,
    paidWorkflowsUsed: user.paidWorkflowsUsed ?? 0,
    freeAiImages: user.freeAiImages ?? 0,
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

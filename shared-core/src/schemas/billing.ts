/**
 * Billing responses (GET /api/billing, POST /api/checkout/stripe), defined
 * once: the API's presenters are typed by them and mfe-billing parses what
 * arrives with them. Dates are ISO strings; amounts of money in cents.
 */
import { z } from 'zod';

export const creditKinds = ['words', 'workflows', 'aiImages', 'imageRestores'] as const;
export const CreditKindSchema = z.enum(creditKinds);
export type CreditKind = z.infer<typeof CreditKindSchema>;

/** What a ledger entry records (api/src/models/LedgerEntry.ts says what each means). */
export const ledgerOps = ['grant', 'expire', 'reserve', 'settle', 'refund'] as const;
export type LedgerOp = (typeof ledgerOps)[number];

export const BalancesView = z.object({
  words: z.number(),
  workflows: z.number(),
  aiImages: z.number(),
  imageRestores: z.number(),
});
export type BalancesView = z.infer<typeof BalancesView>;

/** One line of the credits ledger. */
export const LedgerEntryView = z.object({
  id: z.string(),
  kind: CreditKindSchema,
  op: z.enum(ledgerOps),
  amount: z.number(),
  balanceAfter: z.number(),
  reason: z.string(),
  ref: z.string().nullable(),
  userId: z.string().nullable(),
  reservationId: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type LedgerEntryView = z.infer<typeof LedgerEntryView>;

/** The active plan (SPEC §3) with what billing derives from it. */
export const ActivePlanView = z.object({
  planName: z.string(),
  planKey: z.string(),
  tier: z.string(),
  priceId: z.string().nullable(),
  /** trialing, active, past_due, canceled…, 'lifetime', or null on Free. */
  status: z.string().nullable(),
  interval: z.enum(['monthly', 'yearly']).nullable(),
  /** Only while trialing. */
  trialEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  /** When the next credits arrive; null while trialing (the trial end shows instead). */
  nextGivenAt: z.string().nullable(),
  advancedWords: z.number(),
  aiImages: z.number(),
  workflows: z.number(),
  withAccessToBulkGenerator: z.boolean(),
  withAPIAccess: z.boolean(),
  workflowsGivenInCurrentPeriod: z.number(),
  workflowsUsedInCurrentPeriod: z.number(),
  aiImagesGivenInCurrentPeriod: z.number(),
  aiImagesUsedInCurrentPeriod: z.number(),
  isLifetime: z.boolean(),
  lifetimeLevel: z.number(),
  isPaid: z.boolean(),
  metadata: z.record(z.string(), z.unknown()),
});
export type ActivePlanView = z.infer<typeof ActivePlanView>;

export const MeterView = z.object({
  kind: CreditKindSchema,
  label: z.string(),
  used: z.number(),
  granted: z.number(),
  balance: z.number(),
});
export type MeterView = z.infer<typeof MeterView>;

export const UpgradeAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('lifetime-deal'), url: z.string() }),
  z.object({ action: z.literal('popup') }),
]);
export type UpgradeAction = z.infer<typeof UpgradeAction>;

/** GET /api/billing */
export const BillingSummaryView = z.object({
  plan: ActivePlanView,
  role: z.enum(['Owner', 'Member']),
  canManageBilling: z.boolean(),
  canHavePaidTrial: z.boolean(),
  upgrade: UpgradeAction,
  /** shared-core's capability table for the plan in force (plans/capabilities.ts). */
  capabilities: z.object({
    bulkGenerator: z.boolean(),
    apiAccess: z.boolean(),
    gpt4: z.boolean(),
    maxTeamSize: z.number(),
  }),
  balances: BalancesView,
  period: z.object({ start: z.string().nullable(), end: z.string().nullable() }),
  meters: z.array(MeterView),
  usageByDay: z.object({
    kind: CreditKindSchema,
    days: z.array(z.object({ day: z.string(), used: z.number() })),
  }),
  ledger: z.object({
    items: z.array(LedgerEntryView),
    total: z.number(),
    offset: z.number(),
    limit: z.number(),
  }),
});
export type BillingSummaryView = z.infer<typeof BillingSummaryView>;

/** POST /api/checkout/stripe: where the browser goes to pay (or the plan changed in place). */
export const CheckoutResultView = z.object({
  url: z.string(),
  id: z.string(),
  kind: z.enum(['subscription', 'lifetime', 'lifetime-upgrade', 'credit-pack']),
  mode: z.enum(['checkout', 'subscription-updated']),
});
export type CheckoutResultView = z.infer<typeof CheckoutResultView>;

/**
 * The billing calls of mfe-billing, typed, on the shell's one API client
 * (credentials, CSRF header, client headers). Stores and screens call these,
 * never fetch.
 */
import {
  type ApiClient,
  type CheckoutBody,
  InvoiceList,
  type InvoiceView,
  type LifetimeTier5Offer,
  type PlanCatalogue,
  type PlanTier,
  TestCheckoutRedirect,
  TestCheckoutView,
  TestPortalView,
} from '@inkpress/shared-core';
import type { SessionUser } from '@inkpress/shared-ui';

export type CreditKind = 'words' | 'workflows' | 'aiImages' | 'imageRestores';
export type Balances = Record<CreditKind, number>;

/** The active plan (SPEC §3) with what billing derives from it. */
export interface ActivePlan {
  planName: string;
  planKey: string;
  tier: PlanTier | (string & {});
  priceId: string | null;
  /** trialing, active, past_due, canceled…, 'lifetime', or null on Free. */
  status: string | null;
  interval: 'monthly' | 'yearly' | null;
  /** Only while trialing. */
  trialEnd: string | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  /** When the next credits arrive; null while trialing (the trial end shows instead). */
  nextGivenAt: string | null;
  advancedWords: number;
  aiImages: number;
  workflows: number;
  withAccessToBulkGenerator: boolean;
  withAPIAccess: boolean;
  workflowsGivenInCurrentPeriod: number;
  workflowsUsedInCurrentPeriod: number;
  aiImagesGivenInCurrentPeriod: number;
  aiImagesUsedInCurrentPeriod: number;
  isLifetime: boolean;
  lifetimeLevel: number;
  isPaid: boolean;
}

export interface Meter {
  kind: CreditKind;
  label: string;
  used: number;
  granted: number;
  balance: number;
}

export interface LedgerEntry {
  id: string;
  kind: CreditKind;
  op: 'grant' | 'expire' | 'reserve' | 'settle' | 'refund';
  amount: number;
  balanceAfter: number;
  reason: string;
  ref: string | null;
  userId: string | null;
  reservationId: string | null;
  createdAt: string;
}

export type UpgradeAction = { action: 'lifetime-deal'; url: string } | { action: 'popup' };

/** GET /api/billing */
export interface BillingSummary {
  plan: ActivePlan;
  role: 'Owner' | 'Member';
  canManageBilling: boolean;
  canHavePaidTrial: boolean;
  upgrade: UpgradeAction;
  capabilities: { bulkGenerator: boolean; apiAccess: boolean; gpt4: boolean; maxTeamSize: number };
  balances: Balances;
  period: { start: string | null; end: string | null };
  meters: Meter[];
  usageByDay: { kind: CreditKind; days: { day: string; used: number }[] };
  ledger: { items: LedgerEntry[]; total: number; offset: number; limit: number };
}

export interface CheckoutResult {
  url: string;
  id: string;
  kind: 'subscription' | 'lifetime' | 'lifetime-upgrade' | 'credit-pack';
  mode: 'checkout' | 'subscription-updated';
}

export type Invoice = InvoiceView;

export interface LifetimeDeal {
  level: number;
  tier: PlanTier | null;
  planName: string | null;
  maxLevel: number;
  codes: { code: string; level: number | null; redeemedAt: string | null }[];
  upgrade: LifetimeTier5Offer | null;
  dealUrl: string;
}

export interface RegisterWithCodeBody {
  email: string;
  password: string;
  name?: string;
  code: string;
}

export interface RegisteredWithCode {
  user: SessionUser;
  isInternal: boolean;
  lifetime: { level: number; tier: string | null };
}

export function billingApi(api: ApiClient) {
  return {
    plans: () => api.get<PlanCatalogue>('/api/plans'),
    summary: (page: { offset: number; limit: number }) =>
      api.get<BillingSummary>('/api/billing', { query: page }),
    checkout: (body: Partial<CheckoutBody> & { priceId: string }) =>
      api.post<CheckoutResult>('/api/checkout/stripe', body),
    portal: (returnUrl = '/dashboard/billing') =>
      api.post<{ url: string }>('/api/checkout/stripe-portal', { returnUrl }),
    invoices: () => api.getList('/api/billing/invoices', { schema: InvoiceList }),
    redeem: (code: string) =>
      api.post<{ level: number; tier: string | null }>('/api/appsumo/redeem', { code }),
    registerWithCode: (body: RegisterWithCodeBody) =>
      api.post<RegisteredWithCode>('/api/appsumo/register', body),
    lifetimeDeal: () => api.get<LifetimeDeal>('/api/appsumo/lifetime-deal'),
    /** The local test checkout (no real Stripe key on this server). */
    testCheckout: {
      get: (id: string) =>
        api.get(`/api/test-checkout/${encodeURIComponent(id)}`, { schema: TestCheckoutView }),
      complete: (id: string) =>
        api.post(
          `/api/test-checkout/${encodeURIComponent(id)}/complete`,
          {},
          { schema: TestCheckoutRedirect },
        ),
      cancel: (id: string) =>
        api.post(`/api/test-checkout/${encodeURIComponent(id)}/cancel`, {}, { schema: TestCheckoutRedirect }),
      portal: () => api.get('/api/test-checkout/portal', { schema: TestPortalView }),
      changePortal: (action: 'cancel' | 'resume') =>
        api.post('/api/test-checkout/portal', { action }, { schema: TestPortalView }),
    },
  };
}

export type BillingApi = ReturnType<typeof billingApi>;

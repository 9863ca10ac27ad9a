/**
 * The billing calls of mfe-billing, typed, on the shell's one API client
 * (credentials, CSRF header, client headers). Stores and screens call these,
 * never fetch.
 */
import {
  type ActivePlanView,
  type ApiClient,
  type BalancesView,
  BillingSummaryView,
  type CheckoutBody,
  CheckoutResultView,
  InvoiceList,
  type InvoiceView,
  type LedgerEntryView,
  type LifetimeTier5Offer,
  type MeterView,
  type PlanCatalogue,
  type PlanTier,
  type CreditKind as SharedCreditKind,
  TestCheckoutRedirect,
  TestCheckoutView,
  TestPortalView,
  type UpgradeAction,
} from '@inkpress/shared-core';
import type { SessionUser } from '@inkpress/shared-ui';

export type CreditKind = SharedCreditKind;
export type Balances = BalancesView;
/** The active plan (SPEC §3) with what billing derives from it. */
export type ActivePlan = ActivePlanView;
export type Meter = MeterView;
export type LedgerEntry = LedgerEntryView;
export type { UpgradeAction };
/** GET /api/billing */
export type BillingSummary = BillingSummaryView;
export type CheckoutResult = CheckoutResultView;

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
      api.get('/api/billing', { query: page, schema: BillingSummaryView }),
    checkout: (body: Partial<CheckoutBody> & { priceId: string }) =>
      api.post('/api/checkout/stripe', body, { schema: CheckoutResultView }),
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

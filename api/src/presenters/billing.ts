/**
 * Billing responses: plans, the billing summary, ledger entries, invoices,
 * the lifetime deal and AppSumo codes. Dates are ISO strings; ids strings.
 */
import type {
  BillingSummaryView,
  InvoiceView,
  LedgerEntryView,
  PlanCatalogue,
  TestCheckoutView,
  TestPortalView,
} from '@inkpress/shared-core';
import type { AppSumoCodeDoc } from '../models/AppSumoCode';
import type { InvoiceDoc } from '../models/Invoice';
import type { LedgerEntryDoc } from '../models/LedgerEntry';
import type { TestCheckoutDoc } from '../models/TestCheckout';
import type { LifetimeDeal } from '../services/billing/appsumo';
import type { BillingSummary } from '../services/billing/summary';
import type { TestPortalView as TestPortal } from '../services/billing/testCheckout';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/** The catalogue with this deploy's price ids (GET /api/plans). */
export function presentPlanCatalogue(catalogue: PlanCatalogue) {
  return {
    plans: catalogue.plans.map((p) => ({ ...p, priceIds: [...p.priceIds], features: [...p.features] })),
    lifetimeUpgrades: catalogue.lifetimeUpgrades.map((u) => ({ ...u, priceIds: [...u.priceIds] })),
    creditPack: { ...catalogue.creditPack, priceIds: [...catalogue.creditPack.priceIds] },
  };
}

export function presentLedgerEntry(entry: LedgerEntryDoc): LedgerEntryView {
  return {
    id: entry._id,
    kind: entry.kind,
    op: entry.op,
    amount: entry.amount,
    balanceAfter: entry.balanceAfter,
    reason: entry.reason,
    ref: entry.ref,
    userId: entry.userId ? String(entry.userId) : null,
    reservationId: entry.reservationId,
    createdAt: iso(entry.createdAt),
  };
}

/** GET /api/billing (shared-core BillingSummaryView, which mfe-billing parses). */
export function presentBillingSummary(summary: BillingSummary): BillingSummaryView {
  const { plan } = summary;
  return {
    plan: {
      planName: plan.planName,
      planKey: plan.planKey,
      tier: plan.tier,
      priceId: plan.priceId ?? null,
      status: plan.status ?? null,
      interval: plan.interval === 'monthly' || plan.interval === 'yearly' ? plan.interval : null,
      trialEnd: iso(plan.trialEnd),
      cancelAtPeriodEnd: Boolean(plan.cancelAtPeriodEnd),
      currentPeriodStart: iso(plan.currentPeriodStart),
      currentPeriodEnd: iso(plan.currentPeriodEnd),
      nextGivenAt: iso(plan.nextGivenAt),
      advancedWords: plan.advancedWords ?? 0,
      aiImages: plan.aiImages ?? 0,
      workflows: plan.workflows ?? 0,
      withAccessToBulkGenerator: Boolean(plan.withAccessToBulkGenerator),
      withAPIAccess: Boolean(plan.withAPIAccess),
      workflowsGivenInCurrentPeriod: plan.workflowsGivenInCurrentPeriod,
      workflowsUsedInCurrentPeriod: plan.workflowsUsedInCurrentPeriod,
      aiImagesGivenInCurrentPeriod: plan.aiImagesGivenInCurrentPeriod,
      aiImagesUsedInCurrentPeriod: plan.aiImagesUsedInCurrentPeriod,
      isLifetime: plan.isLifetime,
      lifetimeLevel: plan.lifetimeLevel,
      isPaid: plan.isPaid,
      metadata: plan.metadata ?? {},
    },
    role: summary.role,
    canManageBilling: summary.canManageBilling,
    canHavePaidTrial: summary.canHavePaidTrial,
    upgrade: summary.upgrade,
    capabilities: summary.capabilities,
    balances: summary.balances,
    period: { start: iso(summary.period.start), end: iso(summary.period.end) },
    meters: summary.meters,
    usageByDay: summary.usageByDay,
    ledger: {
      items: summary.ledger.items.map(presentLedgerEntry),
      total: summary.ledger.total,
      offset: summary.ledger.offset,
      limit: summary.ledger.limit,
    },
  };
}

/** An invoice of the account (shared-core InvoiceView); it downloads through our API. */
export function presentInvoice(doc: InvoiceDoc): InvoiceView {
  return {
    id: doc._id,
    number: doc.number,
    status: doc.status,
    total: doc.total,
    amountPaid: doc.amountPaid,
    currency: doc.currency,
    created: iso(doc.stripeCreated),
    periodStart: iso(doc.periodStart),
    periodEnd: iso(doc.periodEnd),
    description: doc.description,
    hostedInvoiceUrl: doc.hostedInvoiceUrl,
    pdfUrl: doc.pdfUrl,
    downloadUrl: `/api/billing/invoices/${encodeURIComponent(doc._id)}/download`,
  };
}

export function presentLifetimeDeal(deal: LifetimeDeal) {
  return {
    ...deal,
    codes: deal.codes.map((c) => ({ ...c, redeemedAt: iso(c.redeemedAt) })),
  };
}

/** Minted codes, shown once to the internal user who minted them. */
export function presentMintedCode(code: AppSumoCodeDoc) {
  return { code: code._id, batch: code.batch, createdAt: iso(code.createdAt) };
}

/** A purchase on the local test checkout page (shared-core TestCheckoutView). */
export function presentTestCheckout(doc: TestCheckoutDoc): TestCheckoutView {
  return {
    id: doc._id,
    mode: doc.mode,
    kind: doc.kind,
    description: doc.description,
    quantity: doc.quantity,
    unitAmount: doc.unitAmount,
    amountTotal: doc.amountTotal,
    currency: doc.currency,
    interval: doc.interval,
    freeTrial: doc.freeTrial,
    trialDays: doc.trialDays,
    status: doc.status,
    expiresAt: doc.expiresAt.toISOString(),
  };
}

/** The local test portal (shared-core TestPortalView). */
export function presentTestPortal(view: TestPortal): TestPortalView {
  const sub = view.subscription;
  return {
    subscription: sub
      ? {
          id: sub.id,
          planKey: sub.planKey,
          status: sub.status,
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
          currentPeriodEnd: sub.currentPeriodEnd?.toISOString() ?? null,
          trialEnd: sub.trialEnd?.toISOString() ?? null,
        }
      : null,
  };
}

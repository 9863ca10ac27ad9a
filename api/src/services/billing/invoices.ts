import { escapeHtml } from '@inkpress/shared-core';
/**
 * Invoices and receipts (/dashboard/recipets). They are recorded from
 * Stripe's signed webhooks under the account the invoice belongs to, and
 * listed from the database: an account sees only what was billed to it,
 * never another customer's (or a mock's fixture). Each downloads as
 * Stripe's PDF when Stripe made one, otherwise as a receipt we render.
 */
import { Types } from 'mongoose';
import { NotFound } from '../../errors';
import type { AuthUser } from '../../identity';
import { Invoice, type InvoiceDoc } from '../../models/Invoice';
import { Subscription, type SubscriptionDoc } from '../../models/Subscription';
import { authorizeBilling } from './plan';
import { accountFor, withBillingLock } from './planSync';
import type { Stripe } from './stripe';
import { idOf, invoiceFacts, metadataOf, secondsToDate } from './stripeObjects';

export const INVOICES_LISTED = 24;

/** Statuses a receipt list shows: drafts are Stripe's work in progress. */
const LISTED_STATUSES = ['open', 'paid', 'void', 'uncollectible'];

/** Within one second of Stripe's clock an invoice only moves forward. */
const statusRank: Record<string, number> = { draft: 0, open: 1, paid: 2, void: 2, uncollectible: 2 };

function describe(invoice: Stripe.Invoice): string {
  const lines = invoice.lines?.data ?? [];
  const text = lines
    .map((l) => l.description)
    .filter(Boolean)
    .join('; ');
  return (text || invoice.description || 'Inkpress').slice(0, 500);
}

/** The account an invoice bills: its subscription's team, else its metadata or customer. */
async function accountOf(invoice: Stripe.Invoice) {
  const facts = invoiceFacts(invoice);
  if (facts.subscriptionId) {
    const sub = await Subscription.findById(facts.subscriptionId)
      .select('teamId')
      .lean<Pick<SubscriptionDoc, 'teamId'>>();
    if (sub) {
      const account = await accountFor({ teamId: String(sub.teamId) });
      if (account) return account;
    }
  }
  const loose = invoice as unknown as { parent?: { subscription_details?: unknown } };
  const meta = { ...metadataOf(loose.parent?.subscription_details), ...metadataOf(invoice) };
  return accountFor({ teamId: meta.teamId, userId: meta.userId, customerId: facts.customerId });
}

/**
 * Records an invoice.* event under its account. Newer events win; an
 * older one (late or replayed) is acknowledged and changes nothing.
 */
export async function recordInvoice(
  event: Stripe.Event,
  invoice: Stripe.Invoice,
): Promise<{ recorded: boolean; outcome: string }> {
  const id = invoice.id;
  if (!id) return { recorded: false, outcome: 'invoice without id' };
  if (event.type === 'invoice.deleted') {
    await Invoice.deleteOne({ _id: id });
    return { recorded: true, outcome: `invoice ${id} deleted` };
  }
  const account = await accountOf(invoice);
  if (!account) return { recorded: false, outcome: 'no account for this invoice' };
  const status = invoice.status ?? null;
  const rank = statusRank[status ?? ''] ?? 0;
  return withBillingLock(account.teamId, async () => {
    const existing = await Invoice.findById(id).lean<InvoiceDoc>();
    if (
      existing &&
      (event.created < existing.lastEventAt ||
        (event.created === existing.lastEventAt && rank < existing.statusRank))
    ) {
      return { recorded: false, outcome: `invoice ${id}: older than the stored one` };
    }
    const facts = invoiceFacts(invoice);
    const fields = {
      teamId: new Types.ObjectId(account.teamId),
      userId: account.owner._id,
      customerId: idOf(invoice.customer),
      subscriptionId: facts.subscriptionId,
      number: invoice.number ?? null,
      status,
      total: invoice.total ?? 0,
      amountPaid: invoice.amount_paid ?? 0,
      currency: invoice.currency ?? 'usd',
      stripeCreated: secondsToDate(invoice.created),
      periodStart: facts.periodStart ?? secondsToDate(invoice.period_start),
      periodEnd: facts.periodEnd ?? secondsToDate(invoice.period_end),
      description: describe(invoice),
      hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
      pdfUrl: invoice.invoice_pdf ?? null,
      lastEventAt: event.created,
      statusRank: rank,
    };
    if (existing) await Invoice.updateOne({ _id: id }, { $set: fields });
    else await Invoice.create({ _id: id, ...fields });
    return { recorded: true, outcome: `invoice ${id} ${status ?? ''}`.trim() };
  });
}

/** GET /api/billing/invoices: the owner's team's invoices, newest first. */
export async function listInvoices(actor: AuthUser): Promise<InvoiceDoc[]> {
  authorizeBilling(actor);
  const docs = await Invoice.find({ teamId: new Types.ObjectId(actor.teamId) })
    .sort({ stripeCreated: -1 })
    .limit(INVOICES_LISTED * 2)
    .lean<InvoiceDoc[]>();
  return docs.filter((d) => LISTED_STATUSES.includes(d.status ?? '')).slice(0, INVOICES_LISTED);
}

export type InvoiceDownload = { redirect: string } | { filename: string; html: string };

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** GET /api/billing/invoices/:id/download: only an invoice of the owner's own team. */
export async function downloadInvoice(actor: AuthUser, id: string): Promise<InvoiceDownload> {
  authorizeBilling(actor);
  const doc = await Invoice.findOne({ _id: id, teamId: new Types.ObjectId(actor.teamId) }).lean<InvoiceDoc>();
  if (!doc || !LISTED_STATUSES.includes(doc.status ?? '')) throw NotFound('Invoice not found.');
  if (doc.pdfUrl) return { redirect: doc.pdfUrl };
  const v = { ...doc, id: doc._id };
  const date = v.stripeCreated ? v.stripeCreated.toISOString().slice(0, 10) : '';
  const title = `Inkpress receipt ${v.number ?? v.id}`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:640px;margin:40px auto;color:#1b1f24}table{width:100%;border-collapse:collapse}td,th{padding:8px;border-bottom:1px solid #ddd;text-align:left}</style>
</head><body>
<h1>${escapeHtml(title)}</h1>
<table>
<tr><th scope="row">Invoice</th><td>${escapeHtml(v.number ?? v.id)}</td></tr>
<tr><th scope="row">Date</th><td>${escapeHtml(date)}</td></tr>
<tr><th scope="row">Description</th><td>${escapeHtml(v.description)}</td></tr>
<tr><th scope="row">Status</th><td>${escapeHtml(v.status ?? '')}</td></tr>
<tr><th scope="row">Total</th><td>${escapeHtml(money(v.total, v.currency))}</td></tr>
<tr><th scope="row">Paid</th><td>${escapeHtml(money(v.amountPaid, v.currency))}</td></tr>
</table>
</body></html>
`;
  return { filename: `inkpress-receipt-${(v.number ?? v.id).replace(/[^A-Za-z0-9_-]/g, '')}.html`, html };
}

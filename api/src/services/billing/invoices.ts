/**
 * Invoices and receipts from Stripe (/dashboard/recipets). Only the owner's
 * Stripe customer is listed; each invoice downloads as Stripe's PDF when
 * Stripe has one, otherwise as a receipt we render from the invoice.
 */
import type { AppServices } from '../../context';
import { NotFound } from '../../errors';
import type { AuthUser } from '../../middlewares/auth';
import { User, type UserDoc } from '../../models/User';
import { authorizeBilling } from './checkout';
import { callStripe, type Stripe, stripeClient } from './stripe';
import { secondsToDate } from './stripeObjects';

export const INVOICES_LISTED = 24;

export interface InvoiceView {
  id: string;
  number: string | null;
  status: string | null;
  /** Cents. */
  total: number;
  amountPaid: number;
  currency: string;
  created: Date | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  description: string;
  hostedInvoiceUrl: string | null;
  pdfUrl: string | null;
  /** Our download address: Stripe's PDF, or a receipt rendered by the API. */
  downloadUrl: string;
}

async function customerOf(actor: AuthUser): Promise<string | null> {
  authorizeBilling(actor);
  const user = await User.findById(actor.id).select('stripeCustomerId').lean<UserDoc>();
  return user?.stripeCustomerId ?? null;
}

function describe(invoice: Stripe.Invoice): string {
  const lines = invoice.lines?.data ?? [];
  const text = lines
    .map((l) => l.description)
    .filter(Boolean)
    .join('; ');
  return text || invoice.description || 'Inkpress';
}

function view(invoice: Stripe.Invoice): InvoiceView {
  const id = invoice.id ?? '';
  return {
    id,
    number: invoice.number ?? null,
    status: invoice.status ?? null,
    total: invoice.total ?? 0,
    amountPaid: invoice.amount_paid ?? 0,
    currency: invoice.currency ?? 'usd',
    created: secondsToDate(invoice.created),
    periodStart: secondsToDate(invoice.period_start),
    periodEnd: secondsToDate(invoice.period_end),
    description: describe(invoice),
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    pdfUrl: invoice.invoice_pdf ?? null,
    downloadUrl: `/api/billing/invoices/${encodeURIComponent(id)}/download`,
  };
}

async function fetchInvoices(services: AppServices, customer: string): Promise<Stripe.Invoice[]> {
  const stripe = stripeClient(services.config);
  const list = await callStripe('invoices.list', () =>
    stripe.invoices.list({ customer, limit: INVOICES_LISTED }),
  );
  return list.data;
}

/** GET /api/billing/invoices: the owner's invoices, newest first. */
export async function listInvoices(services: AppServices, actor: AuthUser): Promise<InvoiceView[]> {
  const customer = await customerOf(actor);
  if (!customer) return [];
  const invoices = await fetchInvoices(services, customer);
  return invoices.map(view).sort((a, b) => (b.created?.getTime() ?? 0) - (a.created?.getTime() ?? 0));
}

export type InvoiceDownload = { redirect: string } | { filename: string; html: string };

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** GET /api/billing/invoices/:id/download: only an invoice of the owner's own customer. */
export async function downloadInvoice(
  services: AppServices,
  actor: AuthUser,
  id: string,
): Promise<InvoiceDownload> {
  const customer = await customerOf(actor);
  if (!customer) throw NotFound('Invoice not found.');
  const invoice = (await fetchInvoices(services, customer)).find((i) => i.id === id);
  if (!invoice) throw NotFound('Invoice not found.');
  if (invoice.invoice_pdf) return { redirect: invoice.invoice_pdf };
  const v = view(invoice);
  const date = v.created ? v.created.toISOString().slice(0, 10) : '';
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

import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentBillingSummary, presentInvoice } from '../../presenters/billing';
import { downloadInvoice, listInvoices } from '../../services/billing/invoices';
import { billingSummary } from '../../services/billing/summary';
import * as T from './schema';

/** The billing screen's data, and the invoices recorded from Stripe's webhooks (owner only). */
export function billingRouter(_config: Config) {
  const router = new Router({ prefix: '/billing' });

  router.get('/', requireUser, async (ctx) => {
    const { query } = readInput(ctx, { query: T.BillingQuery });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: presentBillingSummary(await billingSummary(ctx.services, authUser(ctx), query)) };
  });

  router.get('/invoices', requireUser, async (ctx) => {
    const invoices = await listInvoices(authUser(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: invoices.map(presentInvoice), total: invoices.length };
  });

  router.get('/invoices/:id/download', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.InvoiceParams });
    const download = await downloadInvoice(authUser(ctx), params.id);
    ctx.set('Cache-Control', 'no-store');
    if ('redirect' in download) {
      ctx.redirect(download.redirect);
      return;
    }
    ctx.set('Content-Disposition', `attachment; filename="${download.filename}"`);
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = download.html;
  });

  return router;
}

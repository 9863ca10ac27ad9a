import { z } from 'zod';
import { Pagination } from '../schemas';

/** GET /api/billing?offset&limit: the ledger page shown with the summary. */
export const BillingQuery = Pagination;

export const InvoiceParams = z.object({
  id: z.string().regex(/^in_[A-Za-z0-9_]{1,100}$/, 'Must be a Stripe invoice id.'),
});

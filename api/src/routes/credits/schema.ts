import { z } from 'zod';
import { creditKinds } from '../../models/LedgerEntry';
import { Pagination } from '../schemas';

/** GET /api/credits/ledger?offset&limit&kind */
export const LedgerQuery = Pagination.extend({ kind: z.enum(creditKinds).optional() });

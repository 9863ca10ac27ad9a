import { z } from 'zod';
import { promotionTypes } from '../../models/Promotion';
import { IdParams } from '../schemas';

/** How far ahead a promotion may end: one year after it starts. */
export const MAX_PROMOTION_DAYS = 366;

const DateTime = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be an ISO 8601 date and time (2025-12-01T00:00:00Z).` })
    .transform((value) => new Date(value));

/** A promotion's type and window: the end after the start, at most a year apart. */
export const PromotionBody = z
  .object({
    type: z.enum(promotionTypes, { error: `The type must be one of: ${promotionTypes.join(', ')}.` }),
    startDate: DateTime('The start date'),
    endDate: DateTime('The end date'),
  })
  .strict()
  .superRefine((p, ctx) => {
    // zod runs object checks even when a field failed; only compare two real dates.
    if (!(p.startDate instanceof Date) || !(p.endDate instanceof Date)) return;
    const span = p.endDate.getTime() - p.startDate.getTime();
    if (span <= 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'The end date must be after the start date.',
        path: ['endDate'],
      });
    } else if (span > MAX_PROMOTION_DAYS * 86_400_000) {
      ctx.addIssue({
        code: 'custom',
        message: `A promotion runs for at most ${MAX_PROMOTION_DAYS} days.`,
        path: ['endDate'],
      });
    }
  });

export const PromotionParams = IdParams;

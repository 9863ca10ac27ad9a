import { analyticsEvents } from '@inkpress/shared-core';
import { z } from 'zod';
import { ObjectId } from '../schemas';

/** An analytics event (SPEC §6, §7): where it happened, what caused it, and for whom. */
export const TrackBody = z
  .object({
    event: z
      .enum(analyticsEvents, {
        error: `The event must be one of: ${Object.values(analyticsEvents).join(', ')}.`,
      })
      .default(analyticsEvents.upgradeClick),
    location: z
      .string()
      .trim()
      .min(1, 'The location cannot be empty.')
      .max(2048, 'The location is at most 2048 characters.'),
    source: z
      .string()
      .trim()
      .min(1, 'The source cannot be empty.')
      .max(100, 'The source is at most 100 characters.')
      .regex(/^[\w .:/-]+$/, 'The source may use letters, digits, spaces and . : / _ -.'),
    userId: ObjectId.optional(),
  })
  .strict();

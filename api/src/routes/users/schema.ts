import { z } from 'zod';
import { IdParams } from '../schemas';

export const UserParams = IdParams;

/** Only these fields can be changed by PATCH /api/users/:id; anything else is a 400. */
export const UpdateUserBody = z
  .object({
    name: z.string().trim().max(100, 'Names are at most 100 characters.'),
    locale: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'Use a locale code such as en or pt-BR.'),
    location: z.string().trim().min(1).max(100),
    onboardingOption: z.string().trim().max(100).nullable(),
    features: z.object({ gpt4: z.boolean() }).partial().strict(),
  })
  .partial()
  .strict();

import { newPasswordField, passwordNotEmail, TokenType } from '@inkpress/shared-core';
import { z } from 'zod';
import { Email } from '../schemas';

/** An AppSumo code as typed: letters, digits and dashes (case and spaces ignored). */
export const Code = z
  .string()
  .trim()
  .min(4, 'Enter your AppSumo code.')
  .max(40, 'That is not an AppSumo code.')
  .regex(/^[A-Za-z0-9 -]+$/, 'That is not an AppSumo code.');

export const RedeemBody = z.object({ code: Code }).strict();

/** POST /api/appsumo/register: a new account with its first code (/login/appsumo). */
export const RegisterWithCodeBody = z
  .object({
    email: Email,
    password: newPasswordField,
    name: z.string().trim().max(100, 'Names are at most 100 characters.').optional(),
    code: Code,
    tokenType: TokenType,
  })
  .strict()
  .superRefine(passwordNotEmail);

/** POST /api/appsumo/codes (internal users): mint a batch of codes. */
export const MintBody = z
  .object({
    count: z.number().int().min(1).max(500),
    batch: z.string().trim().min(1).max(100).optional(),
  })
  .strict();

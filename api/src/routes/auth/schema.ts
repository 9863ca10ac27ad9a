import { z } from 'zod';
import { passwordProblem } from '../../services/passwords';
import { Email, LinkKey, Password } from '../schemas';

/** 'cookie' (default) sets the session cookies; 'bearer' returns the token for an API client instead. */
const TokenType = z.enum(['cookie', 'bearer']).default('cookie');

export const RegisterBody = z
  .object({
    email: Email,
    password: Password,
    name: z.string().trim().max(100, 'Names are at most 100 characters.').optional(),
    tokenType: TokenType,
  })
  .strict()
  .superRefine((body, ctx) => {
    const problem = passwordProblem(body.password, body.email);
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  });

export const LoginBody = z.object({ email: Email, password: Password, tokenType: TokenType }).strict();

export const ChangePasswordBody = z
  .object({ password: Password, currentPassword: z.string().min(1, 'Enter your current password.').max(200) })
  .strict();

export const VerifyEmailBody = z.object({ key: LinkKey }).strict();
export const ForgotPasswordBody = z.object({ email: Email }).strict();
export const ResetPasswordBody = z.object({ key: LinkKey, password: Password }).strict();
export const EmptyBody = z.object({}).strict();

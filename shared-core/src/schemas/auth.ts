/**
 * The bodies of the auth routes (SPEC §7), defined once: the API validates
 * with these and the forms check the same rules before sending.
 */
import { z } from 'zod';
import { body, emailField, newPasswordField, passwordField, passwordNotEmail } from './fields';

/** 'cookie' (default) sets the session cookies; 'bearer' returns the token for an API client instead. */
export const TokenType = z.enum(['cookie', 'bearer']).default('cookie');

/** A one-time key or token from an emailed link. */
export const LinkKeyField = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid.');

/** POST /api/auth/register */
export const RegisterBody = body({
  email: emailField,
  password: newPasswordField,
  name: z.string().trim().max(100, 'Names are at most 100 characters.').optional(),
  tokenType: TokenType,
}).superRefine(passwordNotEmail);
export type RegisterBody = z.input<typeof RegisterBody>;

/** POST /api/auth/login */
export const LoginBody = body({ email: emailField, password: passwordField, tokenType: TokenType });
export type LoginBody = z.input<typeof LoginBody>;

/** POST /api/auth/change-password {password, currentPassword} (SPEC §7). */
export const ChangePasswordBody = body({
  password: newPasswordField,
  currentPassword: passwordField,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** POST /api/auth/verify-email */
export const VerifyEmailBody = body({ key: LinkKeyField });
/** POST /api/auth/forgot-password */
export const ForgotPasswordBody = body({ email: emailField });
/** POST /api/auth/reset-password */
export const ResetPasswordBody = body({ key: LinkKeyField, password: newPasswordField });
/** A body that must be empty. */
export const EmptyBody = body({});

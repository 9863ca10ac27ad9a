import type { z } from 'zod';
import { body, emailField, newPasswordField, passwordField, textField } from './fields';

/** POST /api/auth/register */
export const RegisterBody = body({
  email: emailField,
  password: newPasswordField,
  name: textField('Name', 100).optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/** POST /api/auth/login */
export const LoginBody = body({
  email: emailField,
  password: passwordField,
});
export type LoginBody = z.infer<typeof LoginBody>;

/**
 * POST /api/auth/change-password {password} (SPEC §7). currentPassword is
 * accepted so the API can ask for it from a signed-in session.
 */
export const ChangePasswordBody = body({
  password: newPasswordField,
  currentPassword: passwordField.optional(),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

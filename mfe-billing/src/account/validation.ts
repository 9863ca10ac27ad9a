/**
 * Client-side checks of the account forms, run before anything is sent. Email
 * addresses go through the email field of the request schemas shared with the
 * API (shared-core: trimmed, lowercased, SPEC §5's check); new passwords
 * through the password policy the API enforces (./passwordPolicy). Login
 * passwords are only required to be present, so no rule ever leaks or locks
 * out an older password. Each validator returns field name → message; an
 * empty object means valid.
 */
import { emailField, passwordProblem } from '@inkpress/shared-core';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** What is wrong with an email address as typed, or undefined. */
export function emailProblem(value: string): string | undefined {
  if (!value.trim()) return 'Enter your email address.';
  const result = emailField.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'Enter a valid email address.');
}

export interface LoginValues {
  email: string;
  password: string;
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  const email = emailProblem(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = 'Enter your password.';
  return errors;
}

export interface RegisterValues {
  email: string;
  password: string;
}

export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  const errors: FieldErrors<keyof RegisterValues> = {};
  const email = emailProblem(values.email);
  if (email) errors.email = email;
  const password = passwordProblem(values.password, values.email);
  if (password) errors.password = password;
  return errors;
}

export interface EmailValues {
  email: string;
}

export function validateEmailOnly(values: EmailValues): FieldErrors<'email'> {
  const email = emailProblem(values.email);
  return email ? { email } : {};
}

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

/** A new password typed twice (reset, change). The policy checks `email` when it is known. */
export function validateNewPassword(
  values: NewPasswordValues,
  email = '',
): FieldErrors<keyof NewPasswordValues> {
  const errors: FieldErrors<keyof NewPasswordValues> = {};
  const password = passwordProblem(values.password, email);
  if (password) errors.password = password;
  if (!values.confirm) errors.confirm = 'Type the new password again.';
  else if (values.confirm !== values.password) errors.confirm = 'The two passwords do not match.';
  return errors;
}

export interface ChangePasswordValues extends NewPasswordValues {
  currentPassword: string;
}

export function validateChangePassword(
  values: ChangePasswordValues,
  email = '',
): FieldErrors<keyof ChangePasswordValues> {
  const errors: FieldErrors<keyof ChangePasswordValues> = validateNewPassword(values, email);
  if (!values.currentPassword) errors.currentPassword = 'Enter your current password.';
  else if (!errors.password && values.password === values.currentPassword)
    errors.password = 'Choose a password different from the current one.';
  return errors;
}

/** An invitation: a valid address that is not the inviter's own. */
export function validateInvite(values: EmailValues, ownEmail = ''): FieldErrors<'email'> {
  const email = emailProblem(values.email);
  if (email) return { email };
  if (ownEmail && values.email.trim().toLowerCase() === ownEmail.trim().toLowerCase())
    return { email: 'That is your own address: you are already in this team.' };
  return {};
}

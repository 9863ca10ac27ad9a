import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { type AppError, ValidationError } from '../errors';

/** argon2id (the enum is const in the typings, so its value is spelled here). */
const ARGON2ID = 2 as Algorithm;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** Verifies a password; a malformed stored hash counts as a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of one verification, so a login for an unknown email takes as long as a wrong password. */
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword('inkpress-dummy-password');
  await verifyPassword(await dummyHash, password);
}

/**
 * The password policy: at least 10 characters, characters of at least two
 * classes (lowercase, uppercase, digits, others), and not the email address
 * or its local part. Returns what is wrong, or null.
 */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((re) => re.test(password)).length;
  if (classes < 2) return 'Mix at least two kinds of characters: lowercase, uppercase, digits or symbols.';
  if (email) {
    const lower = password.trim().toLowerCase();
    const address = email.trim().toLowerCase();
    if (lower === address || lower === address.split('@')[0])
      return 'Do not use your email address as password.';
  }
  return null;
}

/** A 400 that names the field, shaped like a zod validation error. */
export function fieldError(path: string, message: string): AppError {
  return ValidationError(`${path}: ${message}`, { issues: [{ path, message }] });
}

/** Checks the password policy for a user's email; throws a 400 naming the field. */
export function assertPasswordPolicy(password: string, email: string, field = 'password') {
  const problem = passwordProblem(password, email);
  if (problem) throw fieldError(field, problem);
}

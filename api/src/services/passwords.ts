import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { type AppError, ValidationError } from '../errors';

/** argon2id (the enum is const in the typings, so its value is spelled here). */
const ARGON2ID = 2 as Algorithm;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

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

/** The policy itself lives in shared-core (text/password.ts), with the forms that check it. */
import { passwordProblem } from '@inkpress/shared-core';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '@inkpress/shared-core';

/** A 400 that names the field, shaped like a zod validation error. */
export function fieldError(path: string, message: string): AppError {
  return ValidationError(`${path}: ${message}`, { issues: [{ path, message }] });
}

/** Checks the password policy for a user's email; throws a 400 naming the field. */
export function assertPasswordPolicy(password: string, email: string, field = 'password') {
  const problem = passwordProblem(password, email);
  if (problem) throw fieldError(field, problem);
}

/**
 * zod building blocks shared by the route schemas. Strings are always
 * strings: an object or array where a string is expected fails here, so
 * nothing like {"$gt": ""} reaches a query.
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../services/passwords';

/** A MongoDB ObjectId in a path parameter or body. */
export const ObjectId = z.string().regex(/^[a-f0-9]{24}$/i, 'Must be a valid id.');

/** SPEC §5: a local part, an @ and a domain (here: with a dot). Trimmed and lowercased. */
export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email addresses are at most 254 characters.')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter a valid email address (name@example.com).');

/** A password as sent; the policy (length, classes, not the email) is checked with the email at hand. */
export const Password = z.string().min(1, 'Enter a password.').max(PASSWORD_MAX_LENGTH);

/** A one-time key or token from an emailed link. */
export const LinkKey = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid.');

/** Trimmed non-empty text of at most `max` characters. */
export const Text = (max: number, label = 'This field') =>
  z.string().trim().min(1, `${label} cannot be empty.`).max(max, `${label} is at most ${max} characters.`);

/** A decimal integer in a query string (never an array). */
const queryInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, 'Must be a whole number.')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

export const Pagination = z.object({
  offset: queryInt(0, 1_000_000).default(0),
  limit: queryInt(1, 100).default(25),
});
export type Pagination = z.infer<typeof Pagination>;

export const IdParams = z.object({ id: ObjectId });

/**
 * zod building blocks shared by the route schemas. Strings are always
 * strings: an object or array where a string is expected fails here, so
 * nothing like {"$gt": ""} reaches a query.
 */

import { emailField, LinkKeyField, passwordField } from '@inkpress/shared-core';
import { z } from 'zod';

/** A MongoDB ObjectId in a path parameter or body. */
export const ObjectId = z.string().regex(/^[a-f0-9]{24}$/i, 'Must be a valid id.');

/** SPEC §5's email check, trimmed and lowercased: shared-core's, the same the forms use. */
export const Email = emailField;

/** A password to check (never the policy: that is newPasswordField's, in shared-core). */
export const Password = passwordField;

/** A one-time key or token from an emailed link. */
export const LinkKey = LinkKeyField;

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

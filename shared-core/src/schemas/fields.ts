import { z } from 'zod';
import { isValidEmail } from '../text/email';
import { isEmailLike, PASSWORD_MAX_LENGTH, passwordProblem } from '../text/password';

/**
 * Field schemas shared by the request bodies. Every message is a sentence a
 * person can act on; the API's error middleware shows the first one.
 */

/** A required string: "<Label> is required." when missing, "<Label> must be text." when not a string. */
function requiredString(label: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`),
  });
}

/** Trimmed text of 1 to `max` characters. */
export function textField(label: string, max: number) {
  return requiredString(label)
    .trim()
    .min(1, `${label} cannot be empty.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

/** Trimmed text of 0 to `max` characters (an empty string clears the field). */
export function optionalTextField(label: string, max: number) {
  return requiredString(label).trim().max(max, `${label} must be at most ${max} characters.`);
}

/** An email address: trimmed, lowercased, checked by isValidEmail (SPEC §5), at most 254 characters. */
export const emailField = requiredString('Email')
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .max(254, 'Email must be at most 254 characters.')
  .refine(isValidEmail, 'Enter a valid email address, like name@example.com.');

/**
 * A new password, held to the policy of text/password.ts (10 to 200
 * characters, two kinds of characters). Never trimmed. Bodies that carry the
 * email too refuse the email as password with `passwordNotEmail`.
 */
export const newPasswordField = requiredString('Password').superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A password to check (login, current password): any non-empty string up to the policy's maximum, so rules never leak. */
export const passwordField = requiredString('Password')
  .min(1, 'Enter your password.')
  .max(PASSWORD_MAX_LENGTH, `Passwords are at most ${PASSWORD_MAX_LENGTH} characters.`);

/** For a body with `email` and `password`: refuses the email (or its local part) as password. */
export function passwordNotEmail(body: { email?: string; password?: string }, ctx: z.RefinementCtx) {
  if (body.email && body.password && isEmailLike(body.password, body.email)) {
    ctx.addIssue({
      code: 'custom',
      path: ['password'],
      message: 'Do not use your email address as password.',
    });
  }
}

/** True for an absolute http: or https: URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An absolute http(s) URL of at most 2048 characters; with `allowEmpty`, '' too (to clear it). */
export function httpUrlField(label: string, options: { allowEmpty?: boolean } = {}) {
  return requiredString(label)
    .trim()
    .max(2048, `${label} must be at most 2048 characters.`)
    .refine(
      (value) => (options.allowEmpty && value === '') || isHttpUrl(value),
      `${label} must be a full web address starting with http:// or https://.`,
    );
}

/** An email address or '' (an optional email that can be cleared). */
export const optionalEmailField = requiredString('Email')
  .trim()
  .toLowerCase()
  .max(254, 'Email must be at most 254 characters.')
  .refine(
    (value) => value === '' || isValidEmail(value),
    'Enter a valid email address, like name@example.com.',
  );

/** A category name: 1 to 100 characters. */
export const categoryField = textField('Category', 100);

/**
 * A list of up to `max` category names, each trimmed; a name repeated (in
 * any case) is kept once, as first written, so nothing the person typed is
 * refused for it.
 */
export function categoriesField(max: number) {
  return z
    .array(categoryField, { error: 'Categories must be a list of names.' })
    .max(max, `At most ${max} categories.`)
    .transform((list) => {
      const seen = new Set<string>();
      return list.filter((name) => {
        const key = name.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    });
}

/**
 * A strict request body: unknown fields are refused with a message naming
 * them, and anything but a JSON object is refused as a whole.
 */
export function body<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') {
        return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
      }
      if (issue.code === 'invalid_type') return 'The request body must be a JSON object.';
      return undefined;
    },
  });
}

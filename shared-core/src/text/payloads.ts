/**
 * What the client sends for a few resources (SPEC §5): only whitelisted
 * fields go out, so UI-only state (ids of the form, flags, nested objects)
 * never reaches the API.
 */

/** Fields an author is created with. */
export const authorCreateFields = [
  'name',
  'picture',
  'bio',
  'designation',
  'email',
  'categories',
  'entryId',
  'clientId',
  'platform',
] as const;

/** Fields an author update may change (no ids, no platform). */
export const authorUpdateFields = ['name', 'picture', 'bio', 'designation', 'email', 'categories'] as const;

export type AuthorCreateField = (typeof authorCreateFields)[number];
export type AuthorUpdateField = (typeof authorUpdateFields)[number];

/** A copy of `source` with only those of `keys` it has; undefined values are left out. */
export function pickKeys<T extends object, K extends string>(
  source: T,
  keys: readonly K[],
): Pick<T, Extract<keyof T, K>> {
  const values = source as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    if (Object.hasOwn(values, key) && values[key] !== undefined) out[key] = values[key];
  }
  return out as Pick<T, Extract<keyof T, K>>;
}

/** The body of POST /api/authors: name, picture, bio, designation, email, categories, entryId, clientId, platform. */
export function pickAuthorCreate<T extends object>(author: T): Pick<T, Extract<keyof T, AuthorCreateField>> {
  return pickKeys(author, authorCreateFields);
}

/** The body of PATCH /api/authors/{id}: name, picture, bio, designation, email, categories. */
export function pickAuthorUpdate<T extends object>(author: T): Pick<T, Extract<keyof T, AuthorUpdateField>> {
  return pickKeys(author, authorUpdateFields);
}

/** A prompt as it is sent: everything but its categories (SPEC §5). */
export function promptForSending<P extends object>(prompt: P): Omit<P, 'categories'> {
  const { categories: _categories, ...rest } = prompt as P & { categories?: unknown };
  return rest;
}

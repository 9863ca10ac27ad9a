/**
 * Makes a URL slug, SPEC §5, in this order: lowercase, whitespace to
 * hyphens, drop non-word characters (anything but [a-z0-9_] and the
 * hyphen), collapse repeated hyphens, trim hyphens at both ends. Letters
 * outside ASCII are non-word characters and are dropped ("Café" → "caf"),
 * so a title in another script can give an empty slug: callers fall back to
 * an id then. The result matches /^[a-z0-9_]+(-[a-z0-9_]+)*$/ or is empty.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9_-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What slugify can return (the empty string aside). */
export const SLUG_PATTERN = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;

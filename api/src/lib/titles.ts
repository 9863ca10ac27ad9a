/** Short function words kept lower-case inside a title made from a keyword. */
const minorWords = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/**
 * "email marketing tips" → "Email Marketing Tips": the title of an article
 * asked for by keyword only (a bulk row, an autoblog topic). Each word's
 * first letter is raised, except minor words after the first; the rest of
 * each word is kept as typed (SEO, iPhone).
 */
export function titleOfKeyword(keyword: string): string {
  return keyword
    .split(/\s+/)
    .filter(Boolean)
    .map((w, i) => (i > 0 && minorWords.has(w) ? w : w[0]!.toUpperCase() + w.slice(1)))
    .join(' ');
}

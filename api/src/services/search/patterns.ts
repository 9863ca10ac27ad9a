/**
 * Include and exclude patterns of the site crawl: comma-separated globs
 * matched against a page's path and query (`/blog/*`, `*\/tag/*`), `*`
 * standing for any run of characters. A pattern without `*` matches a path
 * that starts with it. Globs, not regular expressions: a user's pattern
 * cannot make the matcher run for ever.
 */

export type PathMatcher = (pathAndQuery: string) => boolean;

/**
 * Whether `text` matches `glob` (`*` = any run of characters) from its
 * start to its end: the classic greedy matcher that backtracks only to the
 * last `*`, so it takes at most len(text) × len(glob) steps.
 */
export function globMatches(glob: string, text: string): boolean {
  let g = 0;
  let t = 0;
  let star = -1;
  let mark = 0;
  while (t < text.length) {
    if (g < glob.length && glob[g] !== '*' && glob[g] === text[t]) {
      g++;
      t++;
    } else if (g < glob.length && glob[g] === '*') {
      star = g++;
      mark = t;
    } else if (star >= 0) {
      g = star + 1;
      t = ++mark;
    } else {
      return false;
    }
  }
  while (g < glob.length && glob[g] === '*') g++;
  return g === glob.length;
}

/** The matcher of a pattern list, or null for an empty one. */
export function matcherOf(patterns: string | undefined): PathMatcher | null {
  const globs = (patterns ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    // Without a `*`, a prefix: "/blog" is "/blog*".
    .map((p) => (p.includes('*') ? p : `${p}*`));
  if (globs.length === 0) return null;
  return (path) => globs.some((glob) => globMatches(glob, path));
}

/** Whether a page passes: matches the include list (when there is one) and not the exclude list. */
export function passes(
  include: PathMatcher | null,
  exclude: PathMatcher | null,
  pathAndQuery: string,
): boolean {
  if (include && !include(pathAndQuery)) return false;
  if (exclude?.(pathAndQuery)) return false;
  return true;
}

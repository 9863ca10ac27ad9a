/**
 * Strips the lightweight-markup (Markdown) symbols of SPEC §5 and nothing
 * else: heading hashes, bold and italic marks, strikethrough, code ticks and
 * link syntax (links and images become their text). Lists, quotes and tables
 * keep their symbols. Underscore emphasis only counts at word edges, so
 * snake_case words survive.
 */

const rules: readonly [RegExp, string][] = [
  // Code fences: the fence lines go, the code stays.
  [/^[ \t]*(?:```|~~~)[^\n]*$\n?/gm, ''],
  // Inline code on one line: `code` or ``code with ` inside``.
  [/(?<!`)(`+)([^`\n]|[^`\n][^\n]*?[^`\n])\1(?!`)/g, '$2'],
  // Images and links: ![alt](url "title") and [text](url), keeping the text.
  [/!?\[([^[\]\n]*)\]\((?:[^()\s]|\([^()\s]*\))*(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)/g, '$1'],
  // Reference links [text][ref] and their definitions [ref]: url.
  [/^[ \t]{0,3}\[[^\]\n]+\]:[ \t]+\S+.*$\n?/gm, ''],
  [/!?\[([^[\]\n]+)\]\[[^[\]\n]*\]/g, '$1'],
  // Autolinks: <https://…> keeps the address.
  [/<((?:https?|mailto):[^<>\s]+)>/gi, '$1'],
  // Headings: leading hashes and optional closing hashes.
  [/^([ \t]{0,3})#{1,6}(?:[ \t]+|$)(.*?)(?:[ \t]+#+)?[ \t]*$/gm, '$1$2'],
  // Bold, then italic, then strikethrough.
  [/\*\*(?=\S)([\s\S]*?\S)\*\*/g, '$1'],
  [/(^|[^\w])__(?=\S)([\s\S]*?\S)__(?!\w)/g, '$1$2'],
  [/\*(?=[^\s*])([^*\n]*?[^\s*])\*/g, '$1'],
  [/(^|[^\w])_(?=[^\s_])([^_\n]*?[^\s_])_(?!\w)/g, '$1$2'],
  [/~~(?=\S)([\s\S]*?\S)~~/g, '$1'],
];

/**
 * Removes Markdown symbols, keeping the words. Applied until nothing changes,
 * so nested marks (`***bold italic***`, `**[link](u)**`) all go and the result
 * is stable: stripping it again changes nothing.
 */
export function stripMarkdown(markdown: string): string {
  let current = markdown;
  for (;;) {
    let next = current;
    for (const [pattern, replacement] of rules) next = next.replace(pattern, replacement);
    if (next === current) return current;
    current = next;
  }
}

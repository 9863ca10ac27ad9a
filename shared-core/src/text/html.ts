/**
 * Markup-tag rules of SPEC §5. Regex based so they run in node and the
 * browser alike (no DOM). They strip tags; they do not sanitise HTML for
 * display (the API does that with sanitize-html) and never decode entities
 * on their own, since decoding `&lt;b&gt;` would create a tag again.
 */

const COMMENT = /<!--[\s\S]*?-->/g;
/** A tag whose quoted attribute values may hold `<` or `>`. */
const QUOTED_TAG = /<\/?[a-zA-Z](?:[^<>"']|"[^"]*"|'[^']*')*>/g;
/**
 * Anything tag-shaped: `<` then a letter, `/`, `!` or `?`, up to the next `>`.
 * Also what "no tag left" means: no match of this pattern.
 */
export const TAG_PATTERN = /<\/?[a-zA-Z!?][^<>]*>/g;

const QUOTED_IMAGE = /<img\b(?:[^<>"']|"[^"]*"|'[^']*')*>/gi;
const IMAGE = /<img\b[^<>]*>/gi;

/** Applies `step` until the text stops changing; each change shortens it, so this ends. */
function untilStable(text: string, step: (s: string) => string): string {
  let current = text;
  for (;;) {
    const next = step(current);
    if (next === current) return current;
    current = next;
  }
}

/**
 * Removes every markup tag (and comment), keeping the text between them.
 * Repeats until nothing tag-shaped is left, so `<<b>b>` cannot leave `<b>`
 * behind and the result is stable (stripping it again changes nothing).
 * With `separator` ' ' each tag becomes a space, so "<p>a</p><p>b</p>"
 * reads "a b" (use it before counting words).
 */
export function stripTags(html: string, separator: '' | ' ' = ''): string {
  return untilStable(html, (s) =>
    s.replace(COMMENT, separator).replace(QUOTED_TAG, separator).replace(TAG_PATTERN, separator),
  );
}

/** Removes `<img>` tags only, leaving all other markup as it is. */
export function removeImageTags(html: string): string {
  return untilStable(html, (s) => s.replace(QUOTED_IMAGE, '').replace(IMAGE, ''));
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * Decodes the common named entities and numeric ones, for reading text out
 * of HTML (link text, word counts). Its output is text: never put it back
 * into HTML unescaped.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? Number.parseInt(entity.slice(2), 16)
          : Number(entity.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** Plain text of an HTML fragment: tags become spaces, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(stripTags(html, ' ')).replace(/\s+/g, ' ').trim();
}

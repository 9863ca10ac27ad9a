/**
 * Markup-tag rules of SPEC §5. They run in node and the browser alike (no
 * DOM) and in time linear in the input: attackers control this text, and a
 * rule that is quadratic on some input blocks the API's event loop (a
 * repeat-until-stable regex stripper took seconds on 72 KB of `<!`).
 * They strip tags; they do not sanitise HTML for display (the API does that
 * with sanitize-html) and never decode entities on their own, since decoding
 * `&lt;b&gt;` would create a tag again.
 */

/** Inputs longer than this are cut to it first (a bound on the work, far above any document). */
export const TEXT_RULE_LIMIT = 5_000_000;

/**
 * Anything tag-shaped: `<` then a letter, `/`, `!` or `?`, up to the next `>`.
 * Also what "no tag left" means: no match of this pattern.
 */
export const TAG_PATTERN = /<\/?[a-zA-Z!?][^<>]*>/g;

const LT = 60; // <
const GT = 62; // >
const DOUBLE = 34; // "
const SINGLE = 39; // '

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isWordChar = (c: number) => isLetter(c) || (c >= 48 && c <= 57) || c === 95;
const opensTag = (c: number) => isLetter(c) || c === 33 || c === 63; // letter ! ?

/** What one scan needs to know about the tags it removes. */
interface TagRules {
  /**
   * The end (exclusive) of a comment or a tag with quoted attribute values
   * (which may hold `<` and `>`) starting at `i`, or -1. Called at each `<`.
   */
  matchAt(input: string, i: number, scan: ScanState): number;
  /**
   * Whether `<` followed by the character codes `c0`…`c3` (-1 past the `>`
   * that closes it) starts a tag to remove.
   */
  isTag(c0: number, c1: number, c2: number, c3: number): boolean;
}

interface ScanState {
  /** Characters the quoted-attribute scans may still read; past it, tags are read plainly. */
  budget: number;
  /** For `"` and `'`, a position after which it does not occur again (so no scan looks twice). */
  noQuoteAfter: [number, number];
  /** The next `-->` at or after the last position asked for, -1 for none left, -2 not looked up yet. */
  commentClose: number;
}

/** Scans a tag with quoted attribute values from `k` (after its name) to its `>`. */
function quotedTagEnd(input: string, k: number, scan: ScanState): number {
  for (let j = k; j < input.length; j++) {
    if (--scan.budget < 0) return -1;
    const c = input.charCodeAt(j);
    if (c === GT) return j + 1;
    if (c === LT) return -1;
    if (c === DOUBLE || c === SINGLE) {
      const quote = c === DOUBLE ? 0 : 1;
      if (j >= scan.noQuoteAfter[quote]) return -1;
      const close = input.indexOf(c === DOUBLE ? '"' : "'", j + 1);
      if (close < 0) {
        scan.noQuoteAfter[quote] = j;
        return -1;
      }
      scan.budget -= close - j;
      j = close;
    }
  }
  return -1;
}

/** The code at `k` of the first `length` codes, or -1 past them. */
const codeAt = (codes: Uint16Array, length: number, k: number): number =>
  k < length ? (codes[k] as number) : -1;

/** The text of `codes[0..length)`, in slices small enough for `fromCharCode`'s argument list. */
function fromCodes(codes: Uint16Array, length: number): string {
  let text = '';
  for (let at = 0; at < length; at += 8192)
    text += String.fromCharCode.apply(
      null,
      codes.subarray(at, Math.min(length, at + 8192)) as unknown as number[],
    );
  return text;
}

/**
 * One left-to-right pass. Comments and quoted tags are recognised in the
 * input; every other tag on the output, so that a tag assembled from the
 * pieces around a removed one (`<<b>b>`) is removed as well: `open` holds the
 * output positions of the `<` that no `>` has followed yet, and a `>` closes
 * the last of them when it starts a tag. The output never outgrows the input
 * (a removed tag leaves at most one character), so it is one fixed buffer.
 */
function scanOnce(input: string, separator: string, rules: TagRules): { text: string; settled: boolean } {
  const out = new Uint16Array(input.length);
  let length = 0;
  const open = new Int32Array(input.length);
  let opened = 0;
  const sep = separator ? separator.charCodeAt(0) : -1;
  const scan: ScanState = {
    budget: 4 * input.length + 64,
    noQuoteAfter: [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY],
    commentClose: -2,
  };
  // Only a comment or quoted tag removed after a '<' still open can leave a
  // new comment or quoted tag behind; plain tags are settled by `open`.
  let settled = true;
  for (let i = 0; i < input.length; ) {
    const c = input.charCodeAt(i);
    if (c === GT) {
      const last = opened > 0 ? (open[opened - 1] as number) : -1;
      if (
        last >= 0 &&
        rules.isTag(
          codeAt(out, length, last + 1),
          codeAt(out, length, last + 2),
          codeAt(out, length, last + 3),
          codeAt(out, length, last + 4),
        )
      ) {
        length = last;
        opened--;
        if (sep >= 0) out[length++] = sep;
      } else {
        out[length++] = GT;
        opened = 0; // a '>' that stays can be inside no tag
      }
      i++;
    } else if (c === LT) {
      const end = rules.matchAt(input, i, scan);
      if (end > 0) {
        if (opened > 0) settled = false;
        if (sep >= 0) out[length++] = sep;
        i = end;
      } else {
        open[opened++] = length;
        out[length++] = LT;
        i++;
      }
    } else {
      out[length++] = c;
      i++;
    }
  }
  return { text: fromCodes(out, length), settled };
}

/**
 * Passes until nothing changes. One pass leaves something to remove only
 * when pieces around a removed comment or quoted tag form another one (it
 * says so); past
 * a few passes the input is an attack, and dropping its remaining `<` ends it
 * with nothing tag-shaped left.
 */
function scanUntilStable(text: string, separator: string, rules: TagRules): string {
  let current = text.length > TEXT_RULE_LIMIT ? text.slice(0, TEXT_RULE_LIMIT) : text;
  if (!current.includes('<')) return current;
  for (let pass = 0; pass < 4; pass++) {
    const { text: next, settled } = scanOnce(current, separator, rules);
    if (settled || next === current) return next;
    current = next;
  }
  return current.replaceAll('<', '');
}

const lower = (c: number) => c | 32;

const tagRules: TagRules = {
  isTag: (c0, c1) => opensTag(c0) || (c0 === 47 && opensTag(c1)),
  matchAt(input, i, scan) {
    if (input.startsWith('<!--', i)) {
      if (scan.commentClose === -2 || (scan.commentClose >= 0 && scan.commentClose < i + 4))
        scan.commentClose = input.indexOf('-->', i + 4);
      if (scan.commentClose >= 0) return scan.commentClose + 3;
    }
    const name = input.charCodeAt(i + 1) === 47 ? i + 2 : i + 1;
    return isLetter(input.charCodeAt(name)) ? quotedTagEnd(input, name + 1, scan) : -1;
  },
};

const imageRules: TagRules = {
  // <img\b: i, m, g in either case, then no word character.
  isTag: (c0, c1, c2, c3) => lower(c0) === 105 && lower(c1) === 109 && lower(c2) === 103 && !isWordChar(c3),
  matchAt(input, i, scan) {
    const starts = imageRules.isTag(
      input.charCodeAt(i + 1) || -1,
      input.charCodeAt(i + 2) || -1,
      input.charCodeAt(i + 3) || -1,
      input.charCodeAt(i + 4) || -1,
    );
    return starts ? quotedTagEnd(input, i + 4, scan) : -1;
  },
};

/**
 * Removes every markup tag (and comment), keeping the text between them,
 * in time linear in the input. Nothing tag-shaped is left, so `<<b>b>`
 * cannot leave `<b>` behind, and the result is stable (stripping it again
 * changes nothing). With `separator` ' ' each tag becomes a space, so
 * "<p>a</p><p>b</p>" reads "a b" (use it before counting words).
 */
export function stripTags(html: string, separator: '' | ' ' = ''): string {
  return scanUntilStable(html, separator, tagRules);
}

/** Removes `<img>` tags only, leaving all other markup as it is; linear like stripTags. */
export function removeImageTags(html: string): string {
  return scanUntilStable(html, '', imageRules);
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

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to put in HTML, in element content or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * Words and sentences with their offsets (UTF-16 indexes into the text), for
 * every engine. Both scans visit each character a bounded number of times, so
 * they run in linear time whatever the input (no backtracking regex).
 */

export interface Piece {
  start: number;
  end: number;
  text: string;
}

/**
 * A word: letters or digits, joined by an apostrophe or a hyphen between two
 * of them ("don't", "well-known"), or by a point or comma between digits
 * ("3.14", "10,000"). Every branch consumes one character and looks one ahead.
 */
const WORD = /[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}]|['’-](?=[\p{L}\p{N}])|(?<=\p{N})[.,](?=\p{N}))*/gu;

export function words(text: string): Piece[] {
  const out: Piece[] = [];
  for (const m of text.matchAll(WORD)) {
    const start = m.index;
    out.push({ start, end: start + m[0].length, text: m[0] });
  }
  return out;
}

export function countWords(text: string): number {
  let n = 0;
  for (const _ of text.matchAll(WORD)) n++;
  return n;
}

const TERMINALS = new Set(['.', '!', '?', '…', '。', '！', '？']);
const CLOSERS = new Set(['"', '”', '’', "'", ')', ']', '»']);
const BULLETS = new Set(['-', '*', '•', '#', '>', '–', '—']);
/** Words that end with a point without ending the sentence (lower case, without the point). */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sr',
  'jr',
  'st',
  'mt',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'eg',
  'ie',
  'cf',
  'al',
  'fig',
  'no',
  'nos',
  'vol',
  'pp',
  'p',
  'ed',
  'eds',
  'inc',
  'ltd',
  'co',
  'corp',
  'approx',
  'dept',
  'est',
  'gen',
  'gov',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'u.s',
  'u.k',
  'a.m',
  'p.m',
]);

const isSpace = (c: string | undefined) =>
  c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v' || c === '\u00a0';
const isUpper = (c: string | undefined) => c !== undefined && c !== c.toLowerCase() && c === c.toUpperCase();
const isLower = (c: string | undefined) => c !== undefined && c !== c.toUpperCase() && c === c.toLowerCase();
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/** The word (letters and inner points) that ends right before `end`, looking back at most 12 characters. */
function wordBefore(text: string, end: number): string {
  let i = end;
  while (i > 0 && end - i < 12) {
    const c = text[i - 1]!;
    if (c === '.' || /\p{L}/u.test(c)) i--;
    else break;
  }
  return text.slice(i, end).toLowerCase();
}

/**
 * Sentences: text up to . ! ? … (with closing quotes or brackets) followed by a
 * space, unless the point ends an abbreviation or an initial ("Dr.", "J.") or
 * the next word starts in lower case; a blank line, a list item or a heading
 * line also ends one. Offsets exclude the surrounding white space.
 */
export function sentences(text: string): Piece[] {
  const out: Piece[] = [];
  const n = text.length;
  let start = -1; // first character of the current sentence, -1 between sentences
  let lineStart = 0;
  let lastNonSpace = -1; // index of the last non-space character seen

  const close = (end: number) => {
    if (start >= 0 && end > start) out.push({ start, end, text: text.slice(start, end) });
    start = -1;
  };

  let i = 0;
  while (i < n) {
    const c = text[i]!;
    if (isSpace(c)) {
      // One white-space run at a time, so each character is visited once.
      let k = i;
      let newlines = 0;
      while (k < n && isSpace(text[k])) {
        if (text[k] === '\n') newlines++;
        k++;
      }
      if (newlines > 0 && start >= 0) {
        const next = text[k];
        const prev = lastNonSpace >= 0 ? text[lastNonSpace] : undefined;
        const lineLength = i - lineStart;
        const heading =
          prev !== undefined &&
          !TERMINALS.has(prev) &&
          !CLOSERS.has(prev) &&
          lineLength < 60 &&
          isUpper(next);
        const listItem =
          next !== undefined &&
          (BULLETS.has(next) || (isDigit(next) && /^\d{1,3}[.)]\s/.test(text.slice(k, k + 5))));
        if (newlines >= 2 || heading || listItem || k === n) close(lastNonSpace + 1);
      }
      if (newlines > 0) lineStart = k;
      i = k;
      continue;
    }
    if (start < 0) start = i;
    if (TERMINALS.has(c)) {
      let j = i;
      while (j < n && TERMINALS.has(text[j]!)) j++;
      while (j < n && CLOSERS.has(text[j]!)) j++;
      lastNonSpace = j - 1;
      if (j >= n || isSpace(text[j])) {
        let boundary = true;
        if (c === '.' && j - i === 1 + countClosers(text, i + 1, j)) {
          const before = wordBefore(text, i);
          const single = before.length === 1 && /\p{L}/u.test(before);
          if (ABBREVIATIONS.has(before) || single) boundary = false;
        }
        if (boundary) {
          // A lower-case word after the point continues the sentence ("e.g. the").
          let k = j;
          while (k < n && k - j < 4 && isSpace(text[k])) k++;
          if (k < n && isLower(text[k])) boundary = false;
        }
        if (boundary) close(j);
      }
      i = j;
      continue;
    }
    lastNonSpace = i;
    i++;
  }
  close(lastNonSpace + 1);
  return out;
}

function countClosers(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) if (CLOSERS.has(text[i]!)) count++;
  return count;
}

/** Upper-cases the first letter. */
export function capitalize(s: string): string {
  return s.length === 0 ? s : s[0]!.toUpperCase() + s.slice(1);
}

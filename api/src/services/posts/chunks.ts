/**
 * Cutting an article into parts the AI operations can take whole. A rewrite
 * (translate, improve…) sees at most the selection budget of SPEC §9 (1000
 * tokens, about 4000 characters, markup included) and silently drops the
 * rest, so a whole article goes through in parts of whole blocks, each
 * within `maxChars`. A single block over the limit is split too: a list or
 * table by its items or rows, a paragraph by sentences.
 */

/** The part size used for rewrites: the selection budget with room to spare. */
export const DEFAULT_PART_CHARS = 3600;

const VOID = new Set(['br', 'hr', 'img', 'col', 'wbr', 'input', 'meta', 'link', 'source']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b(?:[^<>"']|"[^"]*"|'[^']*')*?(\/?)>/g;

/** The top-level elements (and text runs) of an HTML fragment, in order; they join back to the input. */
export function topLevelBlocks(html: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  for (const match of html.matchAll(TAG)) {
    const [whole, closing, rawName, selfClosing] = match;
    const name = (rawName ?? '').toLowerCase();
    const at = match.index ?? 0;
    if (depth === 0 && at > start && html.slice(start, at).trim()) {
      blocks.push(html.slice(start, at));
      start = at;
    }
    if (VOID.has(name) || selfClosing) {
      if (depth === 0) {
        blocks.push(html.slice(start, at + whole.length));
        start = at + whole.length;
      }
      continue;
    }
    if (closing) depth = Math.max(0, depth - 1);
    else depth++;
    if (depth === 0) {
      blocks.push(html.slice(start, at + whole.length));
      start = at + whole.length;
    }
  }
  if (html.slice(start).trim()) blocks.push(html.slice(start));
  return blocks.filter((b) => b.trim());
}

/** The tag name and inner HTML of a block that is one element. */
function unwrap(block: string): { name: string; open: string; inner: string; close: string } | null {
  const match = /^\s*(<([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>)([\s\S]*)(<\/\2\s*>)\s*$/i.exec(block);
  if (!match) return null;
  return { open: match[1]!, name: match[2]!.toLowerCase(), inner: match[3]!, close: match[4]! };
}

/** Packs pieces into groups of at most `maxChars` (a piece over it stays alone). */
function pack(pieces: string[], maxChars: number, wrap: (inner: string) => string = (s) => s): string[] {
  const groups: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (current && wrap(current + piece).length > maxChars) {
      groups.push(wrap(current));
      current = '';
    }
    current += piece;
  }
  if (current) groups.push(wrap(current));
  return groups;
}

/** One block over the limit, split into blocks of the same kind. */
function splitBlock(block: string, maxChars: number): string[] {
  const element = unwrap(block);
  if (!element) return [block];
  const wrap = (inner: string) => `${element.open}${inner}${element.close}`;
  if (['ul', 'ol', 'tbody', 'thead', 'blockquote'].includes(element.name)) {
    return pack(topLevelBlocks(element.inner), maxChars, wrap);
  }
  if (element.name === 'table') {
    const rows = topLevelBlocks(element.inner).flatMap((part) => {
      const inner = unwrap(part);
      return inner && ['tbody', 'thead', 'tfoot'].includes(inner.name)
        ? pack(topLevelBlocks(inner.inner), maxChars, (s) => `${inner.open}${s}${inner.close}`)
        : [part];
    });
    return pack(rows, maxChars, wrap);
  }
  if (['p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre'].includes(element.name)) {
    const sentences = element.inner.match(/[^.!?]+(?:[.!?]+\s*|$)/g) ?? [element.inner];
    return pack(sentences, maxChars, wrap);
  }
  return [block];
}

/** The article in parts of whole blocks, each within `maxChars` where a block allows it. */
export function chunkHtml(html: string, maxChars = DEFAULT_PART_CHARS): string[] {
  const blocks = topLevelBlocks(html).flatMap((b) => (b.length > maxChars ? splitBlock(b, maxChars) : [b]));
  return pack(blocks, maxChars);
}

import { countWords, decodeEntities } from '@inkpress/shared-core';

/** A block of text read out of HTML: a heading (with its level), a paragraph-like block, or code. */
export interface TextBlock {
  kind: 'heading' | 'paragraph' | 'code';
  /** Heading level 1–6; undefined for other kinds. */
  level?: number;
  text: string;
}

const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)(?:[^<>"']|"[^"]*"|'[^']*')*>/g;
/** Elements whose start or end ends a block of text. */
const BLOCK_TAGS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'blockquote',
  'pre',
  'td',
  'th',
  'tr',
  'table',
  'ul',
  'ol',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'figure',
  'figcaption',
  'hr',
  'dd',
  'dt',
]);
/** Elements whose content is never read as prose. */
const SKIPPED_TAGS = new Set(['script', 'style', 'template', 'noscript']);

/**
 * The text blocks of an HTML fragment in document order, without a DOM: each
 * heading, paragraph, list item, cell or preformatted block becomes one
 * block with its entities decoded and its whitespace collapsed; `<br>` is a
 * space; empty blocks are left out.
 */
export function htmlBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  // The kind of block being read: the innermost open heading or pre, else a paragraph.
  const open: { tag: string; kind: TextBlock['kind']; level?: number }[] = [];
  let buffer = '';
  let skipping: string | null = null;
  let last = 0;

  const flush = () => {
    const text = decodeEntities(buffer).replace(/\s+/g, ' ').trim();
    buffer = '';
    if (!text) return;
    const context = open[open.length - 1];
    blocks.push(context ? { kind: context.kind, level: context.level, text } : { kind: 'paragraph', text });
  };

  for (const match of html.matchAll(TAG)) {
    if (!skipping) buffer += html.slice(last, match.index);
    last = match.index + match[0].length;
    const closing = match[1] === '/';
    const tag = (match[2] ?? '').toLowerCase();
    if (!tag) continue; // a comment
    if (skipping) {
      if (closing && tag === skipping) skipping = null;
      continue;
    }
    if (SKIPPED_TAGS.has(tag)) {
      if (!closing && !match[0].endsWith('/>')) skipping = tag;
      continue;
    }
    if (tag === 'br') {
      buffer += ' ';
      continue;
    }
    if (!BLOCK_TAGS.has(tag)) continue;
    flush();
    const heading = /^h([1-6])$/.exec(tag);
    if (heading || tag === 'pre') {
      if (closing) {
        const index = open.map((o) => o.tag).lastIndexOf(tag);
        if (index >= 0) open.splice(index);
      } else {
        open.push(heading ? { tag, kind: 'heading', level: Number(heading[1]) } : { tag, kind: 'code' });
      }
    }
  }
  if (!skipping) buffer += html.slice(last);
  flush();
  return blocks;
}

/** Common abbreviations that end with a period but do not end a sentence. */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sr',
  'jr',
  'st',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'inc',
  'ltd',
  'co',
  'no',
  'fig',
  'approx',
]);

/** Sentences of a text: split after . ! ? … (and closing quotes) before whitespace, not after common abbreviations. */
export function splitSentences(text: string): string[] {
  const pieces = text.split(/(?<=[.!?…]+["'”’)\]]*)\s+/);
  const sentences: string[] = [];
  let current = '';
  for (const piece of pieces) {
    current = current ? `${current} ${piece}` : piece;
    const lastWord = /([\p{L}.]+)\.$/u.exec(current)?.[1]?.toLowerCase();
    if (lastWord && (ABBREVIATIONS.has(lastWord) || /^\p{L}$/u.test(lastWord))) continue;
    if (countWords(current) > 0) sentences.push(current.trim());
    current = '';
  }
  if (current && countWords(current) > 0) sentences.push(current.trim());
  return sentences;
}

/** The words of a text (letters, digits, inner apostrophes and hyphens), as written. */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
}

/**
 * English syllables of a word by the usual heuristic: groups of vowels, less
 * a silent final "e" (but not "-le"), "-es" and "-ed" (but not after t or d).
 * Numbers count one syllable per digit group; at least one per word.
 */
export function countSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!w) return 1;
  if (w.length <= 3) return 1;
  const trimmed = w
    .replace(/(?:[^laeiouy]es|[^laeiouytd]ed|[^laeiouy]e)$/, (ending) => ending[0]!)
    .replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]+/g)?.length ?? 0;
  return Math.max(1, groups);
}

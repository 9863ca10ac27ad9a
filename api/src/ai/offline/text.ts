/**
 * Small text tools of the offline writer: reading blocks out of HTML or
 * plain text and writing them back, sentences, topics, title case, clipping
 * and the chunks a stream is cut into. Generic text rules (tags, words,
 * budgets) come from shared-core; only what the writer alone needs is here.
 */
import { countWords, escapeHtml, htmlToText } from '@inkpress/shared-core';

export { escapeHtml } from '@inkpress/shared-core';

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'but',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'vs',
  'with',
]);

/** Headline case: every word capitalised except short function words after the first. */
export function titleCase(text: string): string {
  return text
    .split(/(\s+)/)
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : capitalize(word)))
    .join('');
}

/** Sentences of a plain text, each with its closing punctuation. */
export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?…])\s+(?=["'“(\p{Lu}\p{N}])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Ends a sentence with punctuation when it has none. */
export function terminate(sentence: string): string {
  const s = sentence.trim();
  return /[.!?…:]["'”)]?$/.test(s) ? s : `${s}.`;
}

/**
 * Cuts `text` to at most `max` characters at a word boundary and drops a
 * dangling comma, colon or function word, so a clipped title still reads.
 */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  let cut = clean.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  cut = space > 0 ? cut.slice(0, space) : clean.slice(0, max);
  for (;;) {
    const next = cut
      .replace(/[\s,;:\-–—(]+$/, '')
      .replace(/\s+(?:a|an|and|for|of|or|the|to|with|in|on)$/i, '');
    if (next === cut) break;
    cut = next;
  }
  return cut.slice(0, max);
}

export type BlockTag = 'h1' | 'h2' | 'h3' | 'p' | 'li' | 'blockquote';

/** One block of content as plain text, with the element it came from. */
export interface Block {
  tag: BlockTag;
  text: string;
  /** A link that follows the text ("Read more: <a>title</a>."), for the internal links of an article. */
  link?: { url: string; title: string };
}

const BLOCK = /<(h[1-6]|p|li|blockquote)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi;

/**
 * The blocks of HTML (headings, paragraphs, list items, quotes) or of plain
 * text (blank-line paragraphs, `- ` items, `#` headings). Inline markup is
 * reduced to its text.
 */
export function parseBlocks(input: string): Block[] {
  if (/<[a-z][^>]*>/i.test(input)) {
    const blocks: Block[] = [];
    for (const match of input.matchAll(BLOCK)) {
      const name = (match[1] ?? 'p').toLowerCase();
      const tag: BlockTag =
        name === 'h1' ? 'h1' : name === 'h2' ? 'h2' : /^h[3-6]$/.test(name) ? 'h3' : (name as BlockTag);
      const text = htmlToText(match[2] ?? '');
      if (text) blocks.push({ tag, text });
    }
    if (blocks.length > 0) return blocks;
    const text = htmlToText(input);
    return text ? [{ tag: 'p', text }] : [];
  }
  const blocks: Block[] = [];
  for (const chunk of input.split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ tag: 'p', text: paragraph.join(' ') });
      paragraph = [];
    };
    for (const line of lines) {
      const heading = /^#{1,6}\s+(.*)$/.exec(line);
      const item = /^(?:[-*•]|\d+[.)])\s+(.*)$/.exec(line);
      if (heading?.[1]) {
        flush();
        blocks.push({ tag: line.startsWith('# ') ? 'h1' : 'h2', text: heading[1] });
      } else if (item?.[1]) {
        flush();
        blocks.push({ tag: 'li', text: item[1] });
      } else {
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

/** HTML for blocks; consecutive list items share one `<ul>`. Text is escaped. */
export function renderBlocks(blocks: readonly Block[], lang?: string): string {
  const langAttr = lang ? ` lang="${escapeHtml(lang)}"` : '';
  let html = '';
  let inList = false;
  for (const block of blocks) {
    if (block.tag === 'li' && !inList) {
      html += `<ul${langAttr}>`;
      inList = true;
    } else if (block.tag !== 'li' && inList) {
      html += '</ul>';
      inList = false;
    }
    const attr = block.tag === 'li' ? '' : langAttr;
    const link = block.link
      ? ` Read more: <a href="${escapeHtml(block.link.url)}">${escapeHtml(block.link.title)}</a>.`
      : '';
    html += `<${block.tag}${attr}>${escapeHtml(block.text)}${link}</${block.tag}>`;
  }
  return inList ? `${html}</ul>` : html;
}

/** Plain text of blocks: one block per paragraph, items as `- ` lines. */
export function blocksToText(blocks: readonly Block[]): string {
  return blocks.map((b) => (b.tag === 'li' ? `- ${b.text}` : b.text)).join('\n\n');
}

export function blockWords(blocks: readonly Block[]): number {
  return blocks.reduce((sum, b) => sum + countWords(b.text), 0);
}

export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing down during each even every few for from further get got ' +
    'had has have having he her here hers him his how i if in into is it its itself just less let like make ' +
    'many may me might more most much must my no nor not now of off on once one only or other our ours out ' +
    'over own per same she should so some such than that the their theirs them then there these they this ' +
    'those through to too under until up upon us use used using very via was we well were what when where ' +
    'which while who whom why will with within without would yet you your yours new way ways things thing ' +
    'lot really often always never better best good great need needs want wants help helps make makes'
  ).split(' '),
);

/** Lower-case words of a text (letters and digits, inner apostrophes and hyphens kept). */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).map((w) =>
    w.replace(/['’]s$/, ''),
  );
}

/** The most frequent content words of a text, most frequent first (ties: first seen). */
export function keywords(text: string, limit = 5): string[] {
  const counts = new Map<string, number>();
  for (const word of contentWords(text)) {
    if (word.length < 4 || STOP_WORDS.has(word) || /^\d+$/.test(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || b[0].length - a[0].length)
    .slice(0, limit)
    .map(([word]) => word);
}

/**
 * What a text is about, in lower case: its most repeated two-word phrase of
 * content words, else its most frequent content word, else `fallback`.
 */
export function topicOf(text: string, fallback = 'this topic'): string {
  const words = contentWords(htmlToText(text));
  const pairs = new Map<string, number>();
  for (let i = 0; i + 1 < words.length; i++) {
    const a = words[i] as string;
    const b = words[i + 1] as string;
    if (STOP_WORDS.has(a) || STOP_WORDS.has(b) || a.length < 3 || b.length < 3) continue;
    const pair = `${a} ${b}`;
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  }
  const best = [...pairs.entries()].sort((x, y) => y[1] - x[1])[0];
  if (best && best[1] >= 2) return best[0];
  return keywords(htmlToText(text), 1)[0] ?? fallback;
}

/**
 * Cuts text into stream chunks the size of model tokens: a tag, or one word
 * with the whitespace before it. Joined, the chunks give the text back exactly.
 */
export function streamChunks(text: string): string[] {
  return text.match(/<[a-zA-Z/!][^<>]*>|\s*[^\s<]+|\s+|[\s\S]/g) ?? [];
}

const TITLE_NOISE = new Set(
  (
    'the a an complete ultimate definitive essential practical beginner beginners guide how to tips tricks ways ' +
    'best practices your you what why is are need know about everything step by simple easy explained top ' +
    'smart smarter proven quick'
  ).split(' '),
);
const TITLE_BREAK = new Set([
  'for',
  'in',
  'on',
  'with',
  'to',
  'of',
  'vs',
  'versus',
  'without',
  'from',
  'at',
  'by',
  'and',
]);

/**
 * The topic of a title in lower case: its first phrase of content words
 * ("The Complete Guide to Email Marketing" and "Email Marketing for Small
 * Businesses" both give "email marketing").
 */
export function topicFromTitle(title: string): string {
  for (const segment of title.toLowerCase().split(/\s*[:|–—]\s*|\s+-\s+/)) {
    const words = segment
      .replace(/[^\p{L}\p{N}\s'’-]/gu, ' ')
      .split(/\s+/)
      .filter(Boolean);
    let i = 0;
    while (i < words.length && (TITLE_NOISE.has(words[i] as string) || /^\d+$/.test(words[i] as string))) i++;
    const phrase: string[] = [];
    for (; i < words.length; i++) {
      const word = words[i] as string;
      if (TITLE_BREAK.has(word) && phrase.length > 0) break;
      if (!TITLE_NOISE.has(word) && !/^\d+$/.test(word)) phrase.push(word);
    }
    if (phrase.length > 0) return phrase.join(' ');
  }
  return title.toLowerCase().trim() || 'this topic';
}

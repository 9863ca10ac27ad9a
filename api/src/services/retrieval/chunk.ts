/**
 * Cutting a source's text into passages for retrieval: paragraphs joined
 * until a passage holds about TARGET_WORDS words (a few sentences), long paragraphs cut at
 * sentence ends, so each passage reads on its own and a citation of it
 * shows the reader a few sentences, not a page.
 */

/** Words a passage aims for, and the most it holds. */
export const TARGET_WORDS = 60;
export const MAX_WORDS = 140;

const wordCount = (text: string) => (text.match(/\S+/g) ?? []).length;

/** Sentences of a paragraph (ends at . ! ? followed by a capital, digit or quote). */
function sentencesOf(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?…])\s+(?=["'“(\p{Lu}\p{N}])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A paragraph longer than MAX_WORDS, cut at sentence ends (a sentence longer still is cut at words). */
function splitLong(paragraph: string): string[] {
  const pieces: string[] = [];
  let current: string[] = [];
  let words = 0;
  const flush = () => {
    if (current.length) pieces.push(current.join(' '));
    current = [];
    words = 0;
  };
  for (const sentence of sentencesOf(paragraph)) {
    const n = wordCount(sentence);
    if (n > MAX_WORDS) {
      flush();
      const tokens = sentence.split(/\s+/);
      for (let i = 0; i < tokens.length; i += TARGET_WORDS)
        pieces.push(tokens.slice(i, i + TARGET_WORDS).join(' '));
      continue;
    }
    if (words + n > TARGET_WORDS && words > 0) flush();
    current.push(sentence);
    words += n;
  }
  flush();
  return pieces;
}

/** The passages of a text, in order; empty for a text without words. */
export function chunkText(text: string): string[] {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .replace(/[ \t]*\n[ \t]*/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((p) => /[\p{L}\p{N}]/u.test(p));
  const chunks: string[] = [];
  let current: string[] = [];
  let words = 0;
  const flush = () => {
    if (current.length) chunks.push(current.join('\n\n'));
    current = [];
    words = 0;
  };
  for (const paragraph of paragraphs) {
    const n = wordCount(paragraph);
    if (n > MAX_WORDS) {
      flush();
      chunks.push(...splitLong(paragraph));
      continue;
    }
    if (words + n > TARGET_WORDS && words > 0) flush();
    current.push(paragraph);
    words += n;
  }
  flush();
  return chunks;
}

export { wordCount };

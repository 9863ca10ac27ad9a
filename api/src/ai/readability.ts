/**
 * Sentence statistics, to check that the readability options of an article
 * (SPEC §9: "readability", "simplified sentences") were delivered, whoever
 * wrote it. The offline writer applies them with the rewrite passes of
 * ./offline/rewrite.ts (readability, simplify).
 */
import { countWords } from '@inkpress/shared-core';
import { sentences } from './offline/text';

/** Readability: sentences of at most this many words… */
export const READABLE_SENTENCE_WORDS = 20;
/** …in paragraphs of at most this many sentences. */
export const READABLE_PARAGRAPH_SENTENCES = 3;
/**
 * Simplified sentences (one idea per sentence): at most this many words on
 * average (plain-language guides aim at 15 to 20; an unsimplified article
 * of the offline writer measures about 16), and hardly any over
 * READABLE_SENTENCE_WORDS.
 */
export const SIMPLE_AVERAGE_WORDS = 14;

export interface SentenceStats {
  sentences: number;
  averageWords: number;
  /** Share of sentences longer than `limit` words. */
  longShare: (limit: number) => number;
  /** Share of paragraphs with more than READABLE_PARAGRAPH_SENTENCES sentences. */
  longParagraphShare: number;
}

export function sentenceStats(paragraphs: readonly string[]): SentenceStats {
  const perParagraph = paragraphs.map((p) => sentences(p));
  const lengths = perParagraph.flat().map(countWords);
  const total = lengths.reduce((a, b) => a + b, 0);
  return {
    sentences: lengths.length,
    averageWords: lengths.length ? total / lengths.length : 0,
    longShare: (limit) => (lengths.length ? lengths.filter((n) => n > limit).length / lengths.length : 0),
    longParagraphShare: perParagraph.length
      ? perParagraph.filter((list) => list.length > READABLE_PARAGRAPH_SENTENCES).length / perParagraph.length
      : 0,
  };
}

import { countWords } from '@inkpress/shared-core';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Times `keyword` (a word or a phrase) occurs in `text`: case-insensitive,
 * whole words only ("seo" is not found in "seoul"), any run of whitespace
 * matching the spaces of the phrase.
 */
export function countKeyword(text: string, keyword: string): number {
  const words = keyword.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 0;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])${words.map(escapeRegExp).join('\\s+')}(?![\\p{L}\\p{N}])`,
    'giu',
  );
  return text.match(pattern)?.length ?? 0;
}

export interface KeywordDensity {
  occurrences: number;
  words: number;
  /** Occurrences per 100 words, rounded to two decimals (0 without words). */
  density: number;
}

/** Keyword density: occurrences of the focus keyword per hundred words of the text. */
export function keywordDensity(text: string, keyword: string): KeywordDensity {
  const occurrences = countKeyword(text, keyword);
  const words = countWords(text);
  const density = words === 0 ? 0 : Math.round((occurrences / words) * 10000) / 100;
  return { occurrences, words, density };
}

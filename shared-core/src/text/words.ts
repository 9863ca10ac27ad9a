import { htmlToText } from './html';

/** Words per minute used for reading time; a common average for online reading. */
export const WORDS_PER_MINUTE = 200;

/** Chinese characters and Japanese kana: each counts as a word, as those scripts have no spaces. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Words in plain text: whitespace-separated runs that hold a letter or a
 * digit (so "—" or "*" alone is not a word), plus one per Chinese or
 * Japanese character.
 */
export function countWords(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  let words = 0;
  for (const token of text.replace(CJK, ' ').split(/\s+/)) {
    if (HAS_LETTER_OR_DIGIT.test(token)) words++;
  }
  return cjk + words;
}

/** Words of an HTML fragment (tags count as spaces, so "<p>a</p><p>b</p>" is two words). */
export function countHtmlWords(html: string): number {
  return countWords(htmlToText(html));
}

/** Minutes to read `words` words, rounded up; 0 for none. */
export function readingTimeMinutes(words: number, wordsPerMinute = WORDS_PER_MINUTE): number {
  if (!(words > 0) || !(wordsPerMinute > 0)) return 0;
  return Math.ceil(words / wordsPerMinute);
}

/** Minutes to read a plain text. */
export function readingTime(text: string, wordsPerMinute = WORDS_PER_MINUTE): number {
  return readingTimeMinutes(countWords(text), wordsPerMinute);
}

/**
 * Syllables of English words, by the `syllable` package (rules plus a list of
 * exceptions; 4.x, the CommonJS line of the same rules as the ESM-only 5.x,
 * which Jest and our CommonJS build cannot require). Counts are cached
 * per word; very long tokens (no English word has 40 letters) are counted by
 * vowel groups instead, so a pasted hash or a megabyte of one letter costs a
 * single linear pass.
 */
import syllable from 'syllable';

const cache = new Map<string, number>();
const CACHE_MAX = 50_000;
const LONG_TOKEN = 40;

function vowelGroups(word: string): number {
  let groups = 0;
  let inVowel = false;
  for (const c of word.toLowerCase()) {
    const vowel = c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u' || c === 'y';
    if (vowel && !inVowel) groups++;
    inVowel = vowel;
  }
  return Math.max(1, groups);
}

/** Syllables in one word; at least 1 (a number such as "1949" counts as one). */
export function syllables(word: string): number {
  if (word.length > LONG_TOKEN) return vowelGroups(word);
  const key = word.toLowerCase();
  const known = cache.get(key);
  if (known !== undefined) return known;
  const count = Math.max(1, syllable(key));
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(key, count);
  return count;
}

/**
 * acronym-generator: acronyms built from the phrase by rules, checked against
 * the English word list of the spelling engine (dictionary-en), in a fixed
 * order, so the same phrase always gives the same list:
 *
 * 1. initials of every word ("PNG", "ASAP"), 2. without the small words ("of",
 * "the"…), 3. small words in lower case ("DoD"), 4. repeated initials counted ("W3C"),
 * 5. dotted ("P.N.G."), 6. real words spelled by the first letters of each word
 *    ("PoNG" → "PONG"), 7. first syllables joined ("FedEx", "PortNetGraph"),
 *    and mixes of a first syllable with initials ("PortNG", "PNGraph").
 */
import { inputError } from './errors';
import { isDictionaryWord } from './spelling';
import { words } from './text';

export const MAX_ACRONYMS = 50;
/** The word search tries every mix of 1–3 first letters of this many words at most (3^8 = 6,561 tries). */
const WORD_SEARCH_WORDS = 8;

const SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'and',
  'for',
  'to',
  'in',
  'on',
  'at',
  'by',
  'with',
  'or',
  'as',
  'from',
  'into',
  'via',
  'per',
  'vs',
]);
const VOWELS = /[aeiouy]/i;
const CLUSTERS = new Set([
  'ph',
  'th',
  'ch',
  'sh',
  'ck',
  'ng',
  'rt',
  'st',
  'nd',
  'nt',
  'rd',
  'rk',
  'rn',
  'sk',
  'mp',
]);

const initial = (w: string) => w[0]!.toUpperCase();
const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();

/** The first syllable: leading consonants, the first vowels, then one consonant (two when they belong together: "graph", "port"). */
export function firstSyllable(word: string): string {
  const w = word.toLowerCase();
  let i = 0;
  while (i < w.length && !VOWELS.test(w[i]!)) i++;
  while (i < w.length && VOWELS.test(w[i]!)) i++;
  if (i >= w.length) return w;
  if (i + 2 <= w.length && CLUSTERS.has(w.slice(i, i + 2))) return w.slice(0, i + 2);
  return w.slice(0, i + 1);
}

/** "WWWC" → "W3C": a run of three or more equal letters becomes the letter and its count. */
function counted(letters: string): string {
  return letters.replace(/(\p{L})\1{2,}/gu, (run, letter: string) => `${letter}${run.length}`);
}

/** Real words spelled by 1–3 first letters of each word, in order (shortest first, then by the letters taken). */
function dictionaryWords(significant: string[]): string[] {
  const list = significant.slice(0, WORD_SEARCH_WORDS).map((w) => w.toLowerCase().replace(/[^\p{L}]/gu, ''));
  if (list.length < 2 || list.some((w) => w.length === 0)) return [];
  const found: Array<{ word: string; display: string }> = [];
  const walk = (i: number, word: string, display: string) => {
    if (i === list.length) {
      if (word.length >= 3 && word.length > list.length && isDictionaryWord(word))
        found.push({ word, display });
      return;
    }
    const w = list[i]!;
    for (let take = 1; take <= Math.min(3, w.length); take++) {
      const part = w.slice(0, take);
      walk(i + 1, word + part, display + part[0]!.toUpperCase() + part.slice(1));
    }
  };
  walk(0, '', '');
  found.sort((a, b) => a.word.length - b.word.length || a.display.localeCompare(b.display));
  const out: string[] = [];
  for (const f of found) {
    out.push(f.word.toUpperCase(), f.display);
  }
  return out;
}

export function acronyms(phrase: string, count: number): string[] {
  if (!Number.isInteger(count) || count < 1 || count > MAX_ACRONYMS) {
    throw inputError('count', `Ask for 1 to ${MAX_ACRONYMS} acronyms.`);
  }
  const all = words(phrase).map((w) => w.text);
  if (all.length === 0) throw inputError('text', 'Type a phrase of one or more words.');
  const significant = all.filter((w) => !SMALL_WORDS.has(w.toLowerCase()));
  const main = significant.length ? significant : all;

  const out: string[] = [];
  const seen = new Set<string>();
  const push = (value: string) => {
    if (value.length >= 2 && !seen.has(value)) {
      seen.add(value);
      out.push(value);
    }
  };

  const initials = all.map(initial).join('');
  const mainInitials = main.map(initial).join('');
  push(initials);
  push(mainInitials);
  push(
    all
      .map((w, i) => (i > 0 && SMALL_WORDS.has(w.toLowerCase()) ? w[0]!.toLowerCase() : initial(w)))
      .join(''),
  );
  push(counted(initials));
  push(counted(mainInitials));
  push(`${mainInitials.split('').join('.')}.`);
  for (const w of dictionaryWords(main)) push(w);

  const syllables = main.map(firstSyllable);
  push(syllables.map(title).join(''));
  if (main.length >= 2) {
    push(title(syllables[0]!) + main.slice(1).map(initial).join(''));
    push(main.slice(0, -1).map(initial).join('') + title(syllables.at(-1)!));
    push(syllables.map((s) => title(s.slice(0, 2))).join(''));
  }
  push(syllables.join('').toUpperCase());
  return out.slice(0, count);
}

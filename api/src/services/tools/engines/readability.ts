/**
 * Readability scores by their published formulas, on our own word and
 * sentence scan and the `syllable` package's counts (one pass over the text):
 *
 *   Flesch reading ease   206.835 − 1.015·(W/S) − 84.6·(Y/W)
 *   Flesch–Kincaid grade  0.39·(W/S) + 11.8·(Y/W) − 15.59
 *   SMOG grade            1.0430·√(P·30/S) + 3.1291
 *   Gunning fog           0.4·(W/S + 100·C/W)
 *   Coleman–Liau          0.0588·(100·L/W) − 0.296·(100·S/W) − 15.8
 *   ARI                   4.71·(L/W) + 0.5·(W/S) − 21.43
 *
 * W words, S sentences, Y syllables, L letters and digits, P words of three or
 * more syllables, C the fog index's "complex" words: three or more syllables,
 * not a capitalised name inside a sentence, not hyphenated, and not reaching
 * three only through an -es, -ed or -ing ending (Gunning's own exclusions).
 */
import type { ReadabilityReport } from '@inkpress/shared-core/tools';
import { assertMaxLength, inputError } from './errors';
import { syllables } from './syllables';
import { sentences, words } from './text';

/** Above this the engine refuses the text (the catalogue allows far less). */
export const READABILITY_MAX_CHARS = 2_000_000;

/** A sentence is flagged when it has more words than this… */
export const LONG_SENTENCE_WORDS = 25;
/** …or when its own Flesch–Kincaid grade reaches this (sentences of 8 words or more). */
export const HARD_SENTENCE_GRADE = 12;
const MIN_WORDS_FOR_GRADE = 8;

interface Counts {
  words: number;
  sentences: number;
  syllables: number;
  letters: number;
  polysyllables: number;
  complex: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function lettersIn(word: string): number {
  let n = 0;
  for (const c of word) if (c !== "'" && c !== '’' && c !== '-' && c !== '.' && c !== ',') n++;
  return n;
}

function isComplex(word: string, syl: number, sentenceInitial: boolean): boolean {
  if (syl < 3) return false;
  if (word.includes('-')) return false;
  const first = word[0]!;
  if (!sentenceInitial && first !== first.toLowerCase()) return false;
  const stem = /(?:es|ed|ing)$/i.exec(word);
  if (stem && syllables(word.slice(0, stem.index)) < 3 && syllables(word.slice(0, stem.index)) + 1 >= syl)
    return false;
  return true;
}

export function scoresOf(c: Counts): ReadabilityReport['scores'] {
  const wps = c.words / c.sentences;
  const spw = c.syllables / c.words;
  return {
    flesch: round1(206.835 - 1.015 * wps - 84.6 * spw),
    fleschKincaid: round1(0.39 * wps + 11.8 * spw - 15.59),
    smog: round1(1.043 * Math.sqrt((c.polysyllables * 30) / c.sentences) + 3.1291),
    fog: round1(0.4 * (wps + (100 * c.complex) / c.words)),
    colemanLiau: round1(
      0.0588 * ((100 * c.letters) / c.words) - 0.296 * ((100 * c.sentences) / c.words) - 15.8,
    ),
    ari: round1(4.71 * (c.letters / c.words) + 0.5 * wps - 21.43),
  };
}

/** The plain-words band of a Flesch reading-ease score (Flesch, 1948). */
export function fleschLevel(flesch: number): string {
  if (flesch >= 90) return 'Very easy';
  if (flesch >= 80) return 'Easy';
  if (flesch >= 70) return 'Fairly easy';
  if (flesch >= 60) return 'Plain English';
  if (flesch >= 50) return 'Fairly difficult';
  if (flesch >= 30) return 'Difficult';
  return 'Very difficult';
}

export function readabilityReport(text: string): ReadabilityReport {
  assertMaxLength('text', text, READABILITY_MAX_CHARS);
  const tokens = words(text);
  if (tokens.length === 0) throw inputError('text', 'There are no words to measure.');
  const spans = sentences(text);
  const total: Counts = { words: 0, sentences: 0, syllables: 0, letters: 0, polysyllables: 0, complex: 0 };
  const hardSentences: ReadabilityReport['hardSentences'] = [];

  let t = 0;
  for (const s of spans) {
    const own: Counts = { words: 0, sentences: 1, syllables: 0, letters: 0, polysyllables: 0, complex: 0 };
    // Tokens and sentences are both in text order: one walk assigns each token once.
    while (t < tokens.length && tokens[t]!.start < s.end) {
      const token = tokens[t]!;
      t++;
      if (token.start < s.start) continue;
      const syl = syllables(token.text);
      own.words++;
      own.syllables += syl;
      own.letters += lettersIn(token.text);
      if (syl >= 3) own.polysyllables++;
      if (isComplex(token.text, syl, own.words === 1)) own.complex++;
    }
    if (own.words === 0) continue;
    total.words += own.words;
    total.sentences++;
    total.syllables += own.syllables;
    total.letters += own.letters;
    total.polysyllables += own.polysyllables;
    total.complex += own.complex;

    const grade = round1(0.39 * own.words + 11.8 * (own.syllables / own.words) - 15.59);
    const long = own.words > LONG_SENTENCE_WORDS;
    const dense = grade >= HARD_SENTENCE_GRADE && own.words >= MIN_WORDS_FOR_GRADE;
    if (long || dense) {
      const reasons: string[] = [];
      if (long) reasons.push(`very long: ${own.words} words`);
      if (dense && own.polysyllables / own.words >= 0.2) {
        reasons.push(`long words: ${own.polysyllables} of ${own.words} have three or more syllables`);
      } else if (dense && !long) {
        reasons.push(`long and dense: grade ${grade}`);
      }
      hardSentences.push({
        start: s.start,
        end: s.end,
        text: s.text,
        words: own.words,
        grade,
        reason: reasons.join('; '),
      });
    }
  }

  const scores = scoresOf(total);
  return {
    scores,
    words: total.words,
    sentences: total.sentences,
    level: fleschLevel(scores.flesch),
    hardSentences,
  };
}

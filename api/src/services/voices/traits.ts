/**
 * The measurable traits of a brand voice, computed from its sample texts by
 * code (never by the model), so every figure can be checked by hand:
 *
 * - sentence length: words per sentence (mean, population standard
 *   deviation, shortest, longest), on the engines' word and sentence scans;
 * - reading level: Flesch reading ease and Flesch–Kincaid grade (the
 *   readability engine's formulas);
 * - person: first-, second- and third-person pronouns per 100 words, and the
 *   one used most (ties: second, then first, then third; none at all counts
 *   as third: the text talks about things);
 * - contractions per 100 words (n't, 're, 've, 'll, 'd, 'm always; 's only
 *   after a pronoun or it/that/there/here/what/who/where/how/let, so a
 *   possessive such as "the team's" is not one);
 * - vocabulary: distinct words over words on the first 1,000 words, mean
 *   letters per word, share of words of three syllables or more;
 * - punctuation: questions and exclamations per 100 sentences, commas per
 *   sentence, dashes and semicolons per 100 sentences;
 * - top phrases: two- and three-word phrases seen at least twice inside one
 *   sentence, neither end a stop word, most frequent first.
 */
import { STYLE_MIN_WORDS, type StyleTraits, type VoicePerson } from '@inkpress/shared-core';
import { STOP_WORDS } from '../../ai/offline/text';
import { ValidationError } from '../../errors';
import { readabilityReport } from '../tools/engines/readability';
import { syllables } from '../tools/engines/syllables';
import { sentences, words } from '../tools/engines/text';

const FIRST = new Set([
  'i',
  'me',
  'my',
  'mine',
  'myself',
  'we',
  'us',
  'our',
  'ours',
  'ourselves',
  "i'm",
  "i've",
  "i'll",
  "i'd",
  "we're",
  "we've",
  "we'll",
  "we'd",
]);
const SECOND = new Set([
  'you',
  'your',
  'yours',
  'yourself',
  'yourselves',
  "you're",
  "you've",
  "you'll",
  "you'd",
]);
const THIRD = new Set([
  'he',
  'him',
  'his',
  'himself',
  'she',
  'her',
  'hers',
  'herself',
  'they',
  'them',
  'their',
  'theirs',
  'themselves',
  "he's",
  "she's",
  "they're",
  "they've",
  "they'll",
  "they'd",
  "he'd",
  "she'd",
  "he'll",
  "she'll",
]);
/** Words after which 's is "is", "has" or "us", not a possessive. */
const S_CONTRACTS = new Set([
  'it',
  'that',
  'there',
  'here',
  'what',
  'who',
  'where',
  'how',
  'let',
  'he',
  'she',
  'this',
]);

/** Phrases listed at most. */
export const TOP_PHRASES = 5;
/** Words the vocabulary variety is measured on (variety falls as a text grows, so it is capped). */
export const VARIETY_WORDS = 1000;

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
const per100 = (count: number, of: number) => (of > 0 ? round1((count * 100) / of) : 0);

/** A word in lower case with curly apostrophes made straight. */
const normal = (word: string) => word.toLowerCase().replace(/’/g, "'");

export function isContraction(word: string): boolean {
  const w = normal(word);
  const at = w.lastIndexOf("'");
  if (at <= 0) return false;
  const tail = w.slice(at + 1);
  if (w.endsWith("n't")) return true;
  if (tail === 're' || tail === 've' || tail === 'll' || tail === 'd' || tail === 'm') return true;
  if (tail === 's') {
    const stem = w.slice(0, at);
    return S_CONTRACTS.has(stem) || FIRST.has(stem) || SECOND.has(stem);
  }
  return false;
}

function lettersIn(word: string): number {
  let n = 0;
  for (const c of word) if (/[\p{L}\p{N}]/u.test(c)) n++;
  return n;
}

function dominantPerson(first: number, second: number, third: number): VoicePerson {
  const best = Math.max(first, second, third);
  if (best === 0) return 'third';
  if (second === best) return 'second';
  if (first === best) return 'first';
  return 'third';
}

function topPhrases(sentenceWords: readonly string[][]): string[] {
  const counts = new Map<string, number>();
  for (const list of sentenceWords) {
    for (let size = 2; size <= 3; size++) {
      for (let i = 0; i + size <= list.length; i++) {
        const gram = list.slice(i, i + size);
        const first = gram[0] as string;
        const last = gram[size - 1] as string;
        if (STOP_WORDS.has(first) || STOP_WORDS.has(last)) continue;
        if (gram.some((w) => /^\d/.test(w))) continue;
        const phrase = gram.join(' ');
        counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
      }
    }
  }
  return [...counts.entries()]
    .filter(([, n]) => n >= 2)
    .sort((a, b) => b[1] - a[1] || b[0].split(' ').length - a[0].split(' ').length || (a[0] < b[0] ? -1 : 1))
    .slice(0, TOP_PHRASES)
    .map(([phrase]) => phrase);
}

/** The traits of a sample text; 400 when it has fewer than STYLE_MIN_WORDS words. */
export function measureStyle(text: string): StyleTraits {
  const tokens = words(text);
  if (tokens.length < STYLE_MIN_WORDS) {
    throw ValidationError(
      `The samples have ${tokens.length} words: a voice needs at least ${STYLE_MIN_WORDS} to be measured.`,
    );
  }
  const spans = sentences(text);
  const lengths: number[] = [];
  const sentenceWords: string[][] = [];
  let questions = 0;
  let exclamations = 0;
  let t = 0;
  for (const s of spans) {
    const own: string[] = [];
    while (t < tokens.length && (tokens[t] as { start: number }).start < s.end) {
      const token = tokens[t] as { start: number; text: string };
      t++;
      if (token.start >= s.start) own.push(normal(token.text));
    }
    if (own.length === 0) continue;
    lengths.push(own.length);
    sentenceWords.push(own);
    const end = s.text.replace(/["”’')\]»\s]+$/u, '');
    if (end.endsWith('?')) questions++;
    else if (end.endsWith('!')) exclamations++;
  }
  const sentenceCount = lengths.length;
  const total = lengths.reduce((a, b) => a + b, 0);
  const mean = total / sentenceCount;
  const variance = lengths.reduce((sum, n) => sum + (n - mean) ** 2, 0) / sentenceCount;

  let first = 0;
  let second = 0;
  let third = 0;
  let contractions = 0;
  let letters = 0;
  let long = 0;
  for (const token of tokens) {
    const w = normal(token.text);
    if (FIRST.has(w)) first++;
    else if (SECOND.has(w)) second++;
    else if (THIRD.has(w)) third++;
    if (isContraction(w)) contractions++;
    letters += lettersIn(token.text);
    if (syllables(token.text.replace(/['’]/g, '')) >= 3) long++;
  }
  const head = tokens.slice(0, VARIETY_WORDS).map((token) => normal(token.text));
  const report = readabilityReport(text);

  let commas = 0;
  let dashes = 0;
  let semicolons = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === ',') commas++;
    else if (c === ';') semicolons++;
    else if (c === '—' || c === '–') dashes++;
    else if (c === '-' && text[i - 1] === ' ' && text[i + 1] === ' ') dashes++;
  }

  const person = {
    first: per100(first, tokens.length),
    second: per100(second, tokens.length),
    third: per100(third, tokens.length),
  };
  return {
    words: tokens.length,
    sentences: sentenceCount,
    sentenceLength: {
      average: round1(mean),
      spread: round1(Math.sqrt(variance)),
      shortest: Math.min(...lengths),
      longest: Math.max(...lengths),
    },
    readingLevel: {
      flesch: report.scores.flesch,
      grade: report.scores.fleschKincaid,
      label: report.level,
    },
    person: { ...person, dominant: dominantPerson(first, second, third) },
    contractions: per100(contractions, tokens.length),
    vocabulary: {
      variety: round2(new Set(head).size / head.length),
      averageWordLength: round1(letters / tokens.length),
      longWords: per100(long, tokens.length),
    },
    punctuation: {
      questions: per100(questions, sentenceCount),
      exclamations: per100(exclamations, sentenceCount),
      commasPerSentence: round2(commas / sentenceCount),
      dashes: per100(dashes, sentenceCount),
      semicolons: per100(semicolons, sentenceCount),
    },
    topPhrases: topPhrases(sentenceWords),
  };
}

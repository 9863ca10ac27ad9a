/**
 * ai-detector (and POST /api/ai-detect): statistics of the text itself, each
 * explained. Real detection needs a language model's token probabilities,
 * which no offline library has; these signals only say how much the text
 * looks like typical machine output, so the report calls itself indicative.
 *
 * Each signal's value is placed between a "human" and an "AI" threshold
 * (0 at the first, 1 at the second); the score is their weighted mean × 100.
 * A signal without enough text to measure is shown but left out of the score.
 * One pass over the words and sentences, plus hash maps: linear time.
 */
import type { DetectorReport } from '@inkpress/shared-core/tools';
import { assertMaxLength, inputError } from './errors';
import { sentences, words } from './text';

/** Above this the engine refuses the text (the catalogue allows far less). */
export const DETECTOR_MAX_CHARS = 2_000_000;
/** Fewer words than this and the report says its signals are weak. */
export const RELIABLE_WORDS = 150;

type Signal = DetectorReport['signals'][number];

/** Phrases typical of AI-written prose (lower case, as our word scan splits them). */
const STOCK_PHRASES = [
  "in today's fast-paced world",
  "in today's digital age",
  "in today's world",
  'in the ever-evolving',
  'ever-evolving landscape',
  'it is important to note',
  "it's important to note",
  'it is worth noting',
  "it's worth noting",
  'it is essential to',
  'plays a crucial role',
  'play a crucial role',
  'plays a vital role',
  'play a vital role',
  'plays a pivotal role',
  'a testament to',
  'in the realm of',
  'navigate the complexities',
  'navigating the complexities',
  'unlock the potential',
  'unlock the power',
  'harness the power',
  'delve into',
  'delves into',
  'delving into',
  'dive into',
  "let's dive",
  'embark on a journey',
  'in conclusion',
  'to sum up',
  'in summary',
  'when it comes to',
  'look no further',
  "whether you're a",
  'rich tapestry',
  'a myriad of',
  'a wide range of',
  'serves as a',
  'stands as a',
  'take it to the next level',
  'elevate your',
  'game-changer',
  'game changer',
  'seamlessly',
  'seamless',
  'tapestry',
  'multifaceted',
  'meticulous',
  'meticulously',
  'paramount',
  'pivotal',
  'synergy',
  'holistic',
  'leverage',
  'leveraging',
  'foster',
  'fostering',
  'bustling',
  'vibrant',
  'intricate',
  'unleash',
  'embark',
  'realm',
  'showcasing',
  'underscores',
  'furthermore',
  'moreover',
].map((p) => p.split(' '));

/** Words that open a sentence as a connective, typical of templated prose. */
const CONNECTIVES = new Set([
  'additionally',
  'furthermore',
  'moreover',
  'however',
  'overall',
  'ultimately',
  'consequently',
  'therefore',
  'notably',
  'importantly',
  'firstly',
  'secondly',
  'thirdly',
  'lastly',
  'finally',
  'in',
  'by',
  'thus',
  'hence',
]);
/** Two-word openers that start with a word also common elsewhere ("In addition", "By contrast"). */
const CONNECTIVE_PAIRS = new Set([
  'in addition',
  'in conclusion',
  'in summary',
  'in fact',
  'in particular',
  'in contrast',
  'by contrast',
  'in essence',
]);

/** "'s" is a contraction after these words, a possessive after most others ("John's"). */
const S_CONTRACTIONS = new Set(
  ['it', 'that', 'there', 'here', 'what', 'who', 'he', 'she', 'let', 'where', 'how', 'when'].map(
    (w) => `${w}'s`,
  ),
);

const phrasesByFirstWord = new Map<string, string[][]>();
for (const phrase of STOCK_PHRASES) {
  const list = phrasesByFirstWord.get(phrase[0]!) ?? [];
  list.push(phrase);
  phrasesByFirstWord.set(phrase[0]!, list);
}

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
/** 0 at the human threshold, 1 at the AI threshold (either may be the larger). */
const ainess = (value: number, human: number, ai: number) => clamp01((value - human) / (ai - human));
const leaningOf = (value: number, human: number, ai: number): Signal['leaning'] => {
  const a = ainess(value, human, ai);
  return a >= 0.75 ? 'ai' : a <= 0.25 ? 'human' : 'neutral';
};
const fixed = (n: number, digits = 2) => n.toFixed(digits);
const percent = (n: number) => `${Math.round(n * 100)} %`;

interface Measured {
  signal: Signal;
  /** Between 0 (human) and 1 (AI); undefined when there was too little text. */
  ainess: number | undefined;
  weight: number;
}

function measured(
  base: Omit<Signal, 'leaning'>,
  thresholds: [human: number, ai: number] | undefined,
  weight: number,
): Measured {
  if (!thresholds) return { signal: { ...base, leaning: 'neutral' }, ainess: undefined, weight };
  const [human, ai] = thresholds;
  return {
    signal: { ...base, leaning: leaningOf(base.value, human, ai) },
    ainess: ainess(base.value, human, ai),
    weight,
  };
}

export function detectAi(text: string): DetectorReport {
  assertMaxLength('text', text, DETECTOR_MAX_CHARS);
  const tokens = words(text);
  if (tokens.length === 0) throw inputError('text', 'There are no words to measure.');
  const lower = tokens.map((t) => t.text.toLowerCase().replace(/’/g, "'"));
  const n = lower.length;

  // Sentence lengths in words (tokens and sentences are both in text order).
  const lengths: number[] = [];
  const openers: string[][] = [];
  let t = 0;
  for (const s of sentences(text)) {
    let count = 0;
    const first: string[] = [];
    while (t < tokens.length && tokens[t]!.start < s.end) {
      if (tokens[t]!.start >= s.start) {
        if (first.length < 2) first.push(lower[t]!);
        count++;
      }
      t++;
    }
    if (count > 0) {
      lengths.push(count);
      openers.push(first);
    }
  }
  const signals: Measured[] = [];

  // 1. Burstiness: how much sentence lengths vary (coefficient of variation).
  const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
  const sd = Math.sqrt(lengths.reduce((a, b) => a + (b - mean) ** 2, 0) / lengths.length);
  const cv = mean > 0 ? sd / mean : 0;
  const enoughSentences = lengths.length >= 4;
  signals.push(
    measured(
      {
        id: 'sentence-length-variation',
        name: 'Sentence length variation',
        value: Number(fixed(cv)),
        display: enoughSentences ? fixed(cv) : 'too few sentences',
        meaning: enoughSentences
          ? `Sentences run ${Math.round(mean)} words on average, give or take ${Math.round(sd)}. People mix short and long sentences (variation above 0.55); machine text is often even (below 0.3).`
          : 'Needs at least four sentences: people mix short and long sentences, machine text is often even.',
      },
      enoughSentences ? [0.55, 0.3] : undefined,
      0.25,
    ),
  );

  // 2. Vocabulary variety: moving-average type–token ratio over 50-word windows (length-independent).
  const window = Math.min(50, n);
  const counts = new Map<string, number>();
  let distinct = 0;
  let ratioSum = 0;
  let windows = 0;
  for (let i = 0; i < n; i++) {
    const w = lower[i]!;
    const c = counts.get(w) ?? 0;
    if (c === 0) distinct++;
    counts.set(w, c + 1);
    if (i >= window) {
      const old = lower[i - window]!;
      const oc = counts.get(old)!;
      if (oc === 1) {
        counts.delete(old);
        distinct--;
      } else counts.set(old, oc - 1);
    }
    if (i >= window - 1) {
      ratioSum += distinct / window;
      windows++;
    }
  }
  const variety = windows ? ratioSum / windows : 0;
  const enoughWords = n >= 50;
  signals.push(
    measured(
      {
        id: 'vocabulary-variety',
        name: 'Vocabulary variety',
        value: Number(fixed(variety)),
        display: enoughWords ? fixed(variety) : 'too few words',
        meaning: enoughWords
          ? `In any 50 words, ${Math.round(variety * 50)} on average are different words. Varied writing scores above 0.72; templated text that repeats itself scores below 0.62.`
          : 'Needs at least 50 words: the share of different words in each 50-word stretch.',
      },
      enoughWords ? [0.72, 0.62] : undefined,
      0.1,
    ),
  );

  // 3. Repeated phrases: share of three-word sequences that occur more than once.
  const trigrams = new Map<string, number>();
  for (let i = 0; i + 2 < n; i++) {
    const key = `${lower[i]} ${lower[i + 1]} ${lower[i + 2]}`;
    trigrams.set(key, (trigrams.get(key) ?? 0) + 1);
  }
  const totalTrigrams = Math.max(0, n - 2);
  let repeated = 0;
  for (const c of trigrams.values()) if (c > 1) repeated += c;
  const repetition = totalTrigrams ? repeated / totalTrigrams : 0;
  const enoughTrigrams = totalTrigrams >= 30;
  signals.push(
    measured(
      {
        id: 'repeated-phrases',
        name: 'Repeated phrases',
        value: Number(fixed(repetition, 3)),
        display: enoughTrigrams ? percent(repetition) : 'too few words',
        meaning: enoughTrigrams
          ? `${percent(repetition)} of the three-word sequences appear more than once. Fresh writing stays under 3 %; text built from templates repeats 10 % or more.`
          : 'Needs at least 32 words: how often three-word sequences come back.',
      },
      enoughTrigrams ? [0.03, 0.1] : undefined,
      0.15,
    ),
  );

  // 4. Stock phrases per 1,000 words.
  let stock = 0;
  const found = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const candidates = phrasesByFirstWord.get(lower[i]!);
    if (!candidates) continue;
    for (const phrase of candidates) {
      let ok = i + phrase.length <= n;
      for (let k = 1; ok && k < phrase.length; k++) ok = lower[i + k] === phrase[k];
      if (ok) {
        stock++;
        const key = phrase.join(' ');
        found.set(key, (found.get(key) ?? 0) + 1);
        break;
      }
    }
  }
  const perThousand = (stock * 1000) / n;
  const examples = [...found.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([p]) => `“${p}”`);
  signals.push(
    measured(
      {
        id: 'stock-phrases',
        name: 'Stock phrases',
        value: Number(fixed(perThousand, 1)),
        display: `${fixed(perThousand, 1)} per 1,000 words`,
        meaning:
          stock > 0
            ? `${stock} phrase${stock === 1 ? '' : 's'} common in AI output (such as ${examples.join(', ')}). Above 3 per 1,000 words leans towards machine text.`
            : 'None of the phrases common in AI output (“delve into”, “it is important to note”…) appear.',
      },
      [0, 3],
      0.25,
    ),
  );

  // 5. Sentences opening with a connective ("Furthermore,", "In addition,").
  let connectiveOpeners = 0;
  for (const [a, b] of openers) {
    if (!a) continue;
    if (a === 'in' || a === 'by') {
      if (b && CONNECTIVE_PAIRS.has(`${a} ${b}`)) connectiveOpeners++;
    } else if (CONNECTIVES.has(a)) connectiveOpeners++;
  }
  const openerShare = openers.length ? connectiveOpeners / openers.length : 0;
  signals.push(
    measured(
      {
        id: 'connective-openers',
        name: 'Sentences opening with a connective',
        value: Number(fixed(openerShare, 3)),
        display: enoughSentences ? percent(openerShare) : 'too few sentences',
        meaning: enoughSentences
          ? `${connectiveOpeners} of ${openers.length} sentences open with words such as “Furthermore”, “Additionally” or “In conclusion”. Above 20 % reads templated; people rarely pass 8 %.`
          : 'Needs at least four sentences: how many open with “Furthermore”, “Additionally”…',
      },
      enoughSentences ? [0.08, 0.2] : undefined,
      0.15,
    ),
  );

  // 6. Contractions per 100 words: people write "don't" and "it's"; machine prose tends to spell them out.
  let contractions = 0;
  for (const w of lower) if (/'(?:t|re|ve|ll|d|m)$/.test(w) || S_CONTRACTIONS.has(w)) contractions++;
  const perHundred = (contractions * 100) / n;
  const enoughForContractions = n >= 100;
  signals.push(
    measured(
      {
        id: 'contractions',
        name: 'Contractions',
        value: Number(fixed(perHundred, 1)),
        display: enoughForContractions ? `${fixed(perHundred, 1)} per 100 words` : 'too few words',
        meaning: enoughForContractions
          ? `${contractions} contraction${contractions === 1 ? '' : 's'} (“don’t”, “it’s”…). Casual human writing often has more than 1.5 per 100 words; none at all is common in machine text (and in formal writing).`
          : 'Needs at least 100 words: how often the text uses contractions.',
      },
      enoughForContractions ? [1.5, 0] : undefined,
      0.05,
    ),
  );

  // 7. Average word length in letters.
  let letters = 0;
  for (const w of lower) letters += w.replace(/['-]/g, '').length;
  const avgLength = letters / n;
  signals.push(
    measured(
      {
        id: 'average-word-length',
        name: 'Average word length',
        value: Number(fixed(avgLength, 1)),
        display: `${fixed(avgLength, 1)} letters`,
        meaning: `Words average ${fixed(avgLength, 1)} letters. Everyday writing sits near 4.5; polished machine prose favours longer words (5.2 and up).`,
      },
      n >= 30 ? [4.6, 5.2] : undefined,
      0.05,
    ),
  );

  const scored = signals.filter((s) => s.ainess !== undefined);
  const weight = scored.reduce((a, s) => a + s.weight, 0);
  // With most signals unmeasurable (a few words) there is nothing to lean on: the middle.
  const score =
    weight >= 0.5 ? Math.round((100 * scored.reduce((a, s) => a + s.weight * s.ainess!, 0)) / weight) : 50;
  const verdict: DetectorReport['verdict'] =
    score >= 65 ? 'likely-ai' : score <= 35 ? 'likely-human' : 'mixed';

  let limits =
    'Indicative, not proof: these are statistics of the text itself, not a language model’s probabilities. Edited AI text can read as human, and plain or formulaic human writing (reports, lists, non-native English) can read as machine-made. Never use the score as evidence against anyone.';
  if (n < RELIABLE_WORDS)
    limits += ` This text has only ${n} words: below ${RELIABLE_WORDS} the signals are weak.`;

  return { score, verdict, signals: signals.map((s) => s.signal), words: n, limits };
}

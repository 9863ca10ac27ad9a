/**
 * keywords-for-keywords: related keywords for seed keywords, offline. Two
 * kinds, each labelled: phrases of the team's own content that occur near
 * the seed's words (counted, most frequent first), and a deterministic
 * expansion of the seed with the modifiers searchers add (questions,
 * comparisons, audiences). No search volumes exist offline; none are shown.
 */
import { termsOf } from '../retrieval';

const STOP = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have how i if in into is it its ' +
    'me my of on or our so than that the their them then there these they this to was we were what when where ' +
    'which who whom why will with you your about after all also am any because before being both each more ' +
    'most no not now only other out over own same she he should some such too under until up very while just'
  ).split(' '),
);

/** Modifiers put before or after a seed, in the order shown. */
const PREFIXES = ['how to', 'what is', 'best', 'why', 'cheap'];
const SUFFIXES = [
  'for beginners',
  'tips',
  'examples',
  'ideas',
  'guide',
  'checklist',
  'vs',
  'cost',
  'mistakes',
  'tools',
];

export interface KeywordHit {
  keyword: string;
  from: 'content' | 'expansion' | 'provider';
  occurrences: number;
}

/** The seeds of an input: comma, semicolon or newline separated. */
export function seedsOf(input: string): string[] {
  return [
    ...new Set(
      input
        .split(/[,;\n]+/)
        .map((s) => s.toLowerCase().replace(/\s+/g, ' ').trim())
        .filter(Boolean),
    ),
  ].slice(0, 10);
}

/** The seed with each modifier: "how to X", "X for beginners"… (deterministic, nothing invented). */
export function expand(seed: string): string[] {
  const starts = seed.split(' ')[0] ?? '';
  const out: string[] = [];
  for (const prefix of PREFIXES)
    if (!seed.startsWith(prefix) && starts !== prefix) out.push(`${prefix} ${seed}`);
  for (const suffix of SUFFIXES) if (!seed.endsWith(suffix)) out.push(`${seed} ${suffix}`);
  return out;
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];

/**
 * Phrases of two or three words from `texts` that contain one of the seeds'
 * terms (stemmed) and neither start nor end with a stop word, with how often
 * each occurs; the seeds themselves left out.
 */
export function phrasesFrom(texts: Iterable<string>, seeds: string[]): Map<string, number> {
  const seedTerms = new Set(seeds.flatMap((s) => termsOf(s)));
  const seedSet = new Set(seeds);
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const sentence of text.split(/[.!?;:\n]+/)) {
      const words = wordsOf(sentence);
      for (let n = 2; n <= 3; n++) {
        for (let i = 0; i + n <= words.length; i++) {
          const gram = words.slice(i, i + n);
          if (STOP.has(gram[0] as string) || STOP.has(gram[n - 1] as string)) continue;
          if (gram.some((w) => /^\d+$/.test(w) || w.length < 2)) continue;
          if (!gram.some((w) => termsOf(w).some((t) => seedTerms.has(t)))) continue;
          const phrase = gram.join(' ');
          if (seedSet.has(phrase)) continue;
          counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
        }
      }
    }
  }
  return counts;
}

/** Keywords for the seeds: content phrases seen twice or more, then provider suggestions, then the expansion. */
export function relatedKeywords(
  input: string,
  contentTexts: Iterable<string>,
  providerSuggestions: string[],
  limit: number,
): KeywordHit[] {
  const seeds = seedsOf(input);
  const seen = new Set(seeds);
  const out: KeywordHit[] = [];
  const add = (hit: KeywordHit) => {
    if (seen.has(hit.keyword) || out.length >= limit) return;
    seen.add(hit.keyword);
    out.push(hit);
  };
  const phrases = [...phrasesFrom(contentTexts, seeds)]
    .filter(([, n]) => n >= 2)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  // Content first, but leave room for the other kinds.
  for (const [keyword, occurrences] of phrases.slice(0, Math.ceil(limit / 2)))
    add({ keyword, from: 'content', occurrences });
  for (const suggestion of providerSuggestions.slice(0, Math.ceil(limit / 4)))
    add({ keyword: suggestion.toLowerCase(), from: 'provider', occurrences: 0 });
  const expansions = seeds.map(expand);
  for (let i = 0; out.length < limit && expansions.some((e) => i < e.length); i++)
    for (const list of expansions)
      if (list[i]) add({ keyword: list[i] as string, from: 'expansion', occurrences: 0 });
  for (const [keyword, occurrences] of phrases.slice(Math.ceil(limit / 2)))
    add({ keyword, from: 'content', occurrences });
  return out;
}

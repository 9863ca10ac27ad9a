/**
 * The lexical index of chat with files: BM25 over passages, with stop words
 * dropped and a light English stemmer, so "refunds" finds "refund" and
 * "shipping" finds "shipped". It works offline and is what retrieval ranks
 * by when the provider has no embeddings.
 *
 * Scoring is minisearch's (BM25+, k 1.2, b 0.7, d 0.5; fields text ×1 and
 * name ×0.4; long words matched fuzzily at 0.45 weight; the score times the
 * number of query words matched), on postings of our own: per term, the
 * passages and counts in plain arrays, scores summed into one typed array
 * per query and the best kept in a small sorted list. minisearch built a
 * result object per matching passage and sorted them all, which made a
 * query with a frequent word cost tens of milliseconds over 26,000 passages
 * (bench:chat).
 */

/** One indexed passage. */
export interface Passage {
  /** `${sourceId}:${chunk}` */
  id: string;
  sourceId: string;
  type: string;
  name: string;
  chunk: number;
  text: string;
}

export interface PassageHit extends Passage {
  score: number;
}

const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have how i if in into is it its ' +
    'me my of on or our so than that the their them then there these they this to was we were what when where ' +
    'which who whom why will with would you your yours about after all also am any because before being both ' +
    'each few further here him his her hers itself just more most no nor not now off once only other out over ' +
    'own same she he should some such too under until up very while s t don doesn isn'
  ).split(' '),
);

/** A light suffix stripper: plural, -ing, -ed, -ly and a few more, never below three letters. */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  const rules: [RegExp, string][] = [
    [/ies$/, 'y'],
    [/(ss|us|is)$/, '$1'],
    [/sses$/, 'ss'],
    [/([^s])s$/, '$1'],
  ];
  for (const [pattern, replacement] of rules) {
    if (pattern.test(w)) {
      w = w.replace(pattern, replacement);
      break;
    }
  }
  const suffixes: [RegExp, string][] = [
    [/ational$/, 'ate'],
    [/ization$/, 'ize'],
    [/fulness$/, 'ful'],
    [/ousness$/, 'ous'],
    [/iveness$/, 'ive'],
    [/ments?$/, ''],
    [/ations?$/, 'ate'],
    [/ingly$/, ''],
    [/edly$/, ''],
    [/ing$/, ''],
    [/ed$/, ''],
    [/ly$/, ''],
    [/er$/, ''],
    [/e$/, ''],
  ];
  for (const [pattern, replacement] of suffixes) {
    if (pattern.test(w) && w.replace(pattern, replacement).length >= 3) {
      w = w.replace(pattern, replacement);
      break;
    }
  }
  // "shipp" → "ship", "runn" → "run": a doubled final consonant left by -ing/-ed.
  if (/([bdfgmnprt])\1$/.test(w) && w.length > 3) w = w.slice(0, -1);
  return w;
}

/** A term as indexed and searched: lowercased, stop words dropped, stemmed. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase().replace(/['’]s$/, '');
  if (!lower || STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

/** Terms of a text as the index sees them (for scoring sentences against a question). */
export function termsOf(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [])
    .map(processTerm)
    .filter((t): t is string => Boolean(t));
}

/**
 * The words of `text` whose indexed term is one of `terms`, spelled as the
 * text spells them (one per term, in the order the text first uses them):
 * what a UI shows as "matched words", so a reader sees "starter", never the
 * stem "start" the index compares.
 */
export function surfaceWords(text: string, terms: ReadonlySet<string>): string[] {
  const seen = new Map<string, string>();
  for (const word of text.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []) {
    const term = processTerm(word);
    if (term && terms.has(term) && !seen.has(term)) seen.set(term, word);
  }
  return [...seen.values()];
}

export interface SearchFilter {
  sourceIds?: ReadonlySet<string>;
  type?: string;
}

const tokenize = (text: string) => text.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];

/** BM25+ parameters (minisearch's defaults). */
const K = 1.2;
const B = 0.7;
const D = 0.5;
const FIELDS = ['text', 'name'] as const;
const FIELD_BOOST = [1, 0.4];
/** Weight of a fuzzy match (minisearch's), scaled by term.length / (term.length + distance). */
const FUZZY_WEIGHT = 0.45;
/** Words of 7 letters or more are matched fuzzily, within 15 % of their length. */
const FUZZY_MIN_LENGTH = 7;
const FUZZY_FRACTION = 0.15;
/** Fuzzy expansions remembered per index (a query word's expansion is reused). */
const FUZZY_CACHE = 2048;

/** Postings of one term in one field: passage numbers and term counts, in step. */
interface Postings {
  docs: number[];
  counts: number[];
}

/** The two rows of boundedDistance's table, reused (grown when a longer word comes). */
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);

/** Levenshtein distance of `a` and `b` when at most `max`, else `max + 1` (a band of the table, early exit). */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  if (a.length === 0 || b.length === 0) return Math.max(a.length, b.length);
  const n = b.length;
  if (rowA.length <= n) {
    rowA = new Int32Array(n * 2 + 2);
    rowB = new Int32Array(n * 2 + 2);
  }
  let previous = rowA;
  let current = rowB;
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(n, i + max);
    current[0] = i;
    if (from > 1) current[from - 1] = max + 1;
    let best = max + 1;
    for (let j = from; j <= to; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(
        (previous[j - 1] ?? max + 1) + cost,
        (j < i + max ? (previous[j] ?? max + 1) : max + 1) + 1,
        (j > from ? (current[j - 1] ?? max + 1) : max + 1) + 1,
      );
      current[j] = value;
      if (value < best) best = value;
    }
    if (to < n) current[to + 1] = max + 1;
    if (best > max) return max + 1;
    [previous, current] = [current, previous];
  }
  return Math.min(previous[n] ?? max + 1, max + 1);
}

/** An index of passages, searched by BM25. */
export class LexicalIndex {
  private readonly passages = new Map<string, Passage>();
  /** Passages in the order added: a passage's position is its number here and for the vector side. */
  private readonly list: Passage[] = [];
  private readonly positions = new Map<string, number>();
  /** Term → its postings per field. */
  private readonly terms = new Map<string, Postings[]>();
  /** Unique tokens per field of each passage (minisearch's field length). */
  private readonly fieldLength: number[][] = [[], []];
  private readonly totalLength = [0, 0];
  /** Terms by length, for fuzzy matching (built on the first fuzzy query after a change). */
  private byLength: string[][] | null = null;
  private readonly fuzzyCache = new Map<string, [string, number][]>();
  /** Per-query work arrays, grown with the index and reused. */
  private scores = new Float64Array(0);
  private matched = new Uint16Array(0);
  private lastTerm = new Int32Array(0);

  constructor(passages: Iterable<Passage> = []) {
    this.addAll(passages);
  }

  get size(): number {
    return this.list.length;
  }

  addAll(passages: Iterable<Passage>) {
    for (const p of passages) {
      if (this.passages.has(p.id)) throw new Error(`Duplicate passage ${p.id}`);
      const doc = this.list.length;
      this.passages.set(p.id, p);
      this.positions.set(p.id, doc);
      this.list.push(p);
      FIELDS.forEach((field, f) => {
        const tokens = tokenize(p[field] ?? '');
        const unique = new Set(tokens).size;
        (this.fieldLength[f] as number[]).push(unique);
        this.totalLength[f] = (this.totalLength[f] as number) + unique;
        const counts = new Map<string, number>();
        for (const token of tokens) {
          const term = processTerm(token);
          if (term) counts.set(term, (counts.get(term) ?? 0) + 1);
        }
        for (const [term, count] of counts) {
          let postings = this.terms.get(term);
          if (!postings) {
            postings = [
              { docs: [], counts: [] },
              { docs: [], counts: [] },
            ];
            this.terms.set(term, postings);
          }
          const own = postings[f] as Postings;
          own.docs.push(doc);
          own.counts.push(count);
        }
      });
    }
    this.byLength = null;
    this.fuzzyCache.clear();
  }

  /** Each passage's position by its id (`${sourceId}:${chunk}`). */
  get positionById(): ReadonlyMap<string, number> {
    return this.positions;
  }

  /** The passage at a position. */
  at(position: number): Passage | undefined {
    return this.list[position];
  }

  /** Whether a passage passes the filter. */
  static accepts(p: Passage, { sourceIds, type }: SearchFilter): boolean {
    if (sourceIds && !sourceIds.has(p.sourceId)) return false;
    if (type && p.type !== type) return false;
    return true;
  }

  /** The index's terms within the fuzzy distance of `term` (not `term` itself), with their distance. */
  private fuzzyMatches(term: string): [string, number][] {
    if (term.length < FUZZY_MIN_LENGTH) return [];
    const known = this.fuzzyCache.get(term);
    if (known) return known;
    const max = Math.round(term.length * FUZZY_FRACTION);
    if (!this.byLength) {
      const byLength: string[][] = [];
      for (const t of this.terms.keys()) {
        const bucket = byLength[t.length] ?? [];
        bucket.push(t);
        byLength[t.length] = bucket;
      }
      this.byLength = byLength;
    }
    const found: [string, number][] = [];
    for (let length = term.length - max; length <= term.length + max; length++) {
      for (const candidate of this.byLength[length] ?? []) {
        if (candidate === term) continue;
        const distance = boundedDistance(term, candidate, max);
        if (distance <= max) found.push([candidate, distance]);
      }
    }
    this.fuzzyCache.set(term, found);
    while (this.fuzzyCache.size > FUZZY_CACHE)
      this.fuzzyCache.delete(this.fuzzyCache.keys().next().value as string);
    return found;
  }

  /** The best `limit` passages for `query`, best first, within the filter. */
  query(query: string, limit = 5, filter: SearchFilter = {}): PassageHit[] {
    const n = this.list.length;
    if (n === 0 || limit <= 0) return [];
    if (this.scores.length < n) {
      this.scores = new Float64Array(n);
      this.matched = new Uint16Array(n);
      this.lastTerm = new Int32Array(n).fill(-1);
    }
    const { scores, matched, lastTerm } = this;
    const touched: number[] = [];
    const average = this.totalLength.map((total) => total / n);
    const queryTerms = tokenize(query)
      .map(processTerm)
      .filter((t): t is string => Boolean(t));
    // A word said twice counts twice (as minisearch's OR of the query's words did).
    const multiplicity = new Map<string, number>();
    for (const term of queryTerms) multiplicity.set(term, (multiplicity.get(term) ?? 0) + 1);
    let source = -1;
    for (const [term, times] of multiplicity) {
      source++;
      const expansions: [string, number][] = [[term, times]];
      for (const [other, distance] of this.fuzzyMatches(term))
        expansions.push([other, (times * FUZZY_WEIGHT * other.length) / (other.length + distance)]);
      for (const [derived, weight] of expansions) {
        const postings = this.terms.get(derived);
        if (!postings) continue;
        for (let f = 0; f < FIELDS.length; f++) {
          const { docs, counts } = postings[f] as Postings;
          const matching = docs.length;
          if (matching === 0) continue;
          const idf = Math.log(1 + (n - matching + 0.5) / (matching + 0.5));
          const factor = weight * (FIELD_BOOST[f] as number) * idf;
          const lengths = this.fieldLength[f] as number[];
          const avg = (average[f] as number) || 1;
          for (let i = 0; i < matching; i++) {
            const doc = docs[i] as number;
            const tf = counts[i] as number;
            const bm25 = D + (tf * (K + 1)) / (tf + K * (1 - B + (B * (lengths[doc] as number)) / avg));
            if (lastTerm[doc] === -1) touched.push(doc);
            if (lastTerm[doc] !== source) {
              // Quality: the number of distinct query words a passage matches.
              matched[doc] = (matched[doc] as number) + 1;
              lastTerm[doc] = source;
            }
            scores[doc] = (scores[doc] as number) + factor * bm25;
          }
        }
      }
    }
    const filtered = Boolean(filter.sourceIds || filter.type);
    const best: { doc: number; score: number }[] = [];
    for (const doc of touched) {
      const score = (scores[doc] as number) * (matched[doc] as number);
      scores[doc] = 0;
      matched[doc] = 0;
      lastTerm[doc] = -1;
      if (best.length === limit && score <= (best[limit - 1] as { score: number }).score) continue;
      if (filtered && !LexicalIndex.accepts(this.list[doc] as Passage, filter)) continue;
      let at = best.length < limit ? best.length : limit - 1;
      while (at > 0 && (best[at - 1] as { score: number }).score < score) at--;
      best.splice(at, 0, { doc, score });
      if (best.length > limit) best.pop();
    }
    return best.map(({ doc, score }) => ({ ...(this.list[doc] as Passage), score }));
  }
}

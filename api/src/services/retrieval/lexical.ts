/**
 * The lexical index of chat with files: BM25 over passages (minisearch),
 * with stop words dropped and a light English stemmer, so "refunds" finds
 * "refund" and "shipping" finds "shipped". It works offline and is what
 * retrieval ranks by when the provider has no embeddings.
 */
import MiniSearch from 'minisearch';

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

/** An index of passages, searched by BM25. */
export class LexicalIndex {
  private readonly search: MiniSearch<Passage>;
  private readonly passages = new Map<string, Passage>();
  /** Passages in the order added: a passage's position is its number for the vector side. */
  private readonly list: Passage[] = [];
  private readonly positions = new Map<string, number>();

  constructor(passages: Iterable<Passage> = []) {
    this.search = new MiniSearch<Passage>({
      fields: ['text', 'name'],
      idField: 'id',
      processTerm,
      tokenize: (text) => text.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [],
      searchOptions: {
        boost: { text: 1, name: 0.4 },
        combineWith: 'OR',
        fuzzy: (term) => (term.length >= 7 ? 0.15 : false),
        prefix: false,
      },
    });
    this.addAll(passages);
  }

  get size(): number {
    return this.passages.size;
  }

  addAll(passages: Iterable<Passage>) {
    const list = [...passages];
    for (const p of list) {
      this.passages.set(p.id, p);
      this.positions.set(p.id, this.list.length);
      this.list.push(p);
    }
    this.search.addAll(list);
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

  /** The best `limit` passages for `query`, best first, within the filter. */
  query(query: string, limit = 5, filter: SearchFilter = {}): PassageHit[] {
    const { sourceIds, type } = filter;
    const results = this.search.search(query, {
      ...(sourceIds || type
        ? {
            filter: (result) => {
              const p = this.passages.get(String(result.id));
              return Boolean(p && LexicalIndex.accepts(p, filter));
            },
          }
        : {}),
    });
    return results
      .slice(0, limit)
      .map((r) => ({ ...(this.passages.get(String(r.id)) as Passage), score: r.score }));
  }
}

/**
 * Retrieval quality on the shipped fixture corpus (testing/corpus.ts), with
 * the offline lexical index alone: for at least 90 % of the questions, the
 * passage that answers it is among the first five passages returned.
 * Also the parts it rests on: chunking, stemming, and team isolation.
 */
import { chunkText, MAX_WORDS } from './chunk';
import { boundedDistance, LexicalIndex, type Passage, stem, surfaceWords, termsOf } from './lexical';
import { corpus, questions } from './testing/corpus';

function indexCorpus(): LexicalIndex {
  const passages: Passage[] = corpus.flatMap((doc, d) =>
    chunkText(doc.paragraphs.join('\n\n')).map((text, n) => ({
      id: `${d}:${n}`,
      sourceId: String(d),
      type: 'chat-file-upload',
      name: doc.name,
      chunk: n,
      text,
    })),
  );
  return new LexicalIndex(passages);
}

describe('retrieval on the fixture corpus', () => {
  it('ships at least 20 documents and 40 questions whose answers are in their documents', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(20);
    expect(questions.length).toBeGreaterThanOrEqual(40);
    for (const q of questions) {
      const doc = corpus.find((d) => d.name === q.document);
      expect(doc?.paragraphs.join('\n')).toContain(q.answer);
    }
  });

  it('finds the answering passage in the top 5 for at least 90% of the questions (recall@5 ≥ 0.9)', () => {
    const index = indexCorpus();
    // More passages than one per document, so the top 5 is a real choice.
    expect(index.size).toBeGreaterThan(corpus.length);
    const misses: string[] = [];
    for (const q of questions) {
      const hits = index.query(q.question, 5);
      const found = hits.some((h) => h.name === q.document && h.text.includes(q.answer));
      if (!found) misses.push(q.question);
    }
    const recall = (questions.length - misses.length) / questions.length;
    if (recall < 0.9) console.log('missed:', misses);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });

  it('limits results to the sources and type asked for', () => {
    const index = indexCorpus();
    const onlyKestrel = index.query('warranty years', 5, { sourceIds: new Set(['1']) });
    expect(onlyKestrel.length).toBeGreaterThan(0);
    expect(onlyKestrel.every((h) => h.sourceId === '1')).toBe(true);
    expect(index.query('warranty', 5, { type: 'info-base' })).toEqual([]);
  });
});

describe('chunkText', () => {
  it('joins short paragraphs and cuts long ones at sentence ends, keeping every word', () => {
    const long = Array.from({ length: 60 }, (_, i) => `Sentence number ${i} has a few words in it.`).join(
      ' ',
    );
    const text = `Title\n\nShort paragraph one.\n\n${long}\n\nLast words.`;
    const chunks = chunkText(text);
    for (const c of chunks) expect(c.split(/\s+/).length).toBeLessThanOrEqual(MAX_WORDS);
    expect(chunks[0]).toBe('Title\n\nShort paragraph one.');
    expect(chunks.join(' ').split(/\s+/).length).toBe(text.split(/\s+/).length);
    expect(chunkText('  \n\n ... \n')).toEqual([]);
  });
});

describe('stem', () => {
  it.each([
    ['refunds', 'refund'],
    ['shipping', 'ship'],
    ['shipped', 'ship'],
    ['batteries', 'battery'],
    ['descaling', 'descal'],
    ['descale', 'descal'],
  ])('%s → %s', (word, stemmed) => {
    expect(stem(word)).toBe(stemmed);
  });
});

describe('surfaceWords', () => {
  it('names the matched words as the text spells them, not their stems', () => {
    const terms = new Set(termsOf('sourdough starter seasoning'));
    // The index compares stems: "starter" and "starting" are both "start".
    expect(terms.has('start')).toBe(true);
    expect(surfaceWords('Feeding a Sourdough Starter: seasoning notes', terms)).toEqual([
      'Sourdough',
      'Starter',
      'seasoning',
    ]);
    // One word per term, the first the text uses; words the query does not share are left out.
    expect(surfaceWords('Starting a starter, then baking', terms)).toEqual(['Starting']);
    expect(surfaceWords('Nothing in common', terms)).toEqual([]);
  });
});

describe('boundedDistance', () => {
  const levenshtein = (a: string, b: string): number => {
    const row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      let diagonal = row[0] as number;
      row[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const above = row[j] as number;
        row[j] = Math.min(above + 1, (row[j - 1] as number) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
        diagonal = above;
      }
    }
    return row[b.length] as number;
  };

  it('agrees with Levenshtein up to the bound, and answers bound + 1 beyond it', () => {
    const words = [
      'warranty',
      'warrenty',
      'waranty',
      'warrantee',
      'guarantee',
      'descaling',
      'descaled',
      'kitchen',
      'kitchens',
      'chicken',
      'abcdefghij',
      'abcdfeghij',
      'a',
      '',
    ];
    for (const a of words)
      for (const b of words)
        for (const max of [1, 2]) {
          const exact = levenshtein(a, b);
          expect([a, b, max, boundedDistance(a, b, max)]).toEqual([
            a,
            b,
            max,
            exact <= max ? exact : max + 1,
          ]);
        }
  });

  it('matches a misspelt long word fuzzily, and a short one only exactly', () => {
    const index = new LexicalIndex([
      { id: 'a:0', sourceId: 'a', type: 't', name: 'A', chunk: 0, text: 'The warranty lasts three years.' },
      { id: 'b:0', sourceId: 'b', type: 't', name: 'B', chunk: 0, text: 'Our bakery opens early.' },
    ]);
    expect(index.query('waranty', 5).map((h) => h.id)).toEqual(['a:0']);
    expect(index.query('bakry', 5)).toEqual([]);
  });
});

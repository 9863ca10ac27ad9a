import fc from 'fast-check';
import { diffWords, words } from './diff';

/** The two texts a diff reads, rebuilt from its runs. */
function sides(ops: { type: string; text: string }[]) {
  const before = ops.filter((o) => o.type !== 'insert').flatMap((o) => words(o.text));
  const after = ops.filter((o) => o.type !== 'delete').flatMap((o) => words(o.text));
  return { before, after };
}

/** Length of the longest common subsequence, by dynamic programming (small inputs only). */
function lcs(a: string[], b: string[]): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = x === b[j - 1] ? diagonal + 1 : Math.max(row[j]!, row[j - 1]!);
      diagonal = above;
    }
  }
  return row[b.length]!;
}

const text = fc
  .array(fc.constantFrom('a', 'b', 'c', 'd', 'email', 'list'), { maxLength: 40 })
  .map((w) => w.join(' '));

describe('diffWords', () => {
  it('reports changed words as runs, between the words both texts share', () => {
    expect(diffWords('the quick brown fox', 'the slow brown fox jumps')).toEqual({
      ops: [
        { type: 'equal', text: 'the' },
        { type: 'delete', text: 'quick' },
        { type: 'insert', text: 'slow' },
        { type: 'equal', text: 'brown fox' },
        { type: 'insert', text: 'jumps' },
      ],
      added: 2,
      removed: 1,
      truncated: false,
    });
  });

  it('has one equal run for equal texts and none for two empty ones', () => {
    expect(diffWords('a  b\nc', 'a b c').ops).toEqual([{ type: 'equal', text: 'a b c' }]);
    expect(diffWords('', '')).toEqual({ ops: [], added: 0, removed: 0, truncated: false });
  });

  it('rebuilds both texts and is a shortest edit script', () => {
    fc.assert(
      fc.property(text, text, (before, after) => {
        const diff = diffWords(before, after);
        const rebuilt = sides(diff.ops);
        expect(rebuilt.before).toEqual(words(before));
        expect(rebuilt.after).toEqual(words(after));
        const common = lcs(words(before), words(after));
        expect(diff.removed).toBe(words(before).length - common);
        expect(diff.added).toBe(words(after).length - common);
        expect(diff.truncated).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('answers one deletion and one insertion past the edit bound, still rebuilding both texts', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `old${i}`).join(' ');
    const after = Array.from({ length: 3000 }, (_, i) => `new${i}`).join(' ');
    const diff = diffWords(`same ${before} end`, `same ${after} end`, 100);
    expect(diff.truncated).toBe(true);
    expect(diff.ops.map((o) => o.type)).toEqual(['equal', 'delete', 'insert', 'equal']);
    expect(sides(diff.ops).after).toEqual(words(`same ${after} end`));
  });
});

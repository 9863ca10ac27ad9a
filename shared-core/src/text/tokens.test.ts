import fc from 'fast-check';
import {
  estimateTokens,
  headChars,
  splitInThree,
  summaryContext,
  tailChars,
  truncateThreeParts,
  truncateTokens,
} from './tokens';

describe('estimateTokens', () => {
  it('counts four characters as a token, rounding up', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
  });
});

describe('truncateTokens', () => {
  it('keeps text within the default 1000 tokens (4000 characters) unchanged', () => {
    const text = 'x'.repeat(4000);
    expect(truncateTokens(text)).toBe(text);
  });

  it('cuts longer text to the limit by default', () => {
    expect(truncateTokens('x'.repeat(4001))).toHaveLength(4000);
  });

  it('takes a limit in tokens', () => {
    expect(truncateTokens('abcdefghijkl', 2)).toBe('abcdefgh');
  });

  it('backs up to a word boundary rather than cut a word', () => {
    const text = `${'x'.repeat(36)} yyyyyyyy`;
    expect(truncateTokens(text, 10)).toBe('x'.repeat(36));
    expect(truncateTokens('aaaa bbbb cc dddd', 3)).toBe('aaaa bbbb cc');
  });

  it('cuts hard inside a word longer than a fifth of the room', () => {
    expect(truncateTokens(`ab ${'c'.repeat(20)}`, 3)).toBe(`ab ${'c'.repeat(9)}`);
  });

  it('never splits an emoji', () => {
    expect(truncateTokens(`abc${'😀'}def`, 1)).toBe('abc');
  });

  it('property: never longer than the limit, always a prefix', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.integer({ min: 0, max: 60 }),
        (text, tokens) => {
          const out = truncateTokens(text, tokens);
          return out.length <= tokens * 4 && text.startsWith(out);
        },
      ),
    );
  });
});

describe('splitInThree', () => {
  it('splits into three near-equal parts that join back to the text', () => {
    const [a, b, c] = splitInThree('abcdefghij');
    expect([a, b, c].join('')).toBe('abcdefghij');
    expect([a.length, b.length, c.length]).toEqual([3, 4, 3]);
  });

  it('property: parts differ by at most one character and join back', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 300 }), (text) => {
        const parts = splitInThree(text);
        const lengths = parts.map((p) => p.length);
        return parts.join('') === text && Math.max(...lengths) - Math.min(...lengths) <= 1;
      }),
    );
  });

  it('property: never splits a surrogate pair', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 100 }), (text) => {
        const parts = splitInThree(text);
        const [a, b, c] = parts;
        const splitsPair = (left: string, right: string) =>
          /[\uD800-\uDBFF]$/.test(left) && /^[\uDC00-\uDFFF]/.test(right);
        return parts.join('') === text && !splitsPair(a, b + c) && !splitsPair(a + b, c);
      }),
    );
  });
});

describe('truncateThreeParts', () => {
  it('returns the three parts whole within the default 4000-token budget', () => {
    const text = 'w'.repeat(16_000);
    expect(truncateThreeParts(text).join('')).toBe(text);
  });

  it('over budget cuts the middle to 700 characters and the ends to half the budget', () => {
    const text = `${'a'.repeat(9000)}${'b'.repeat(9000)}${'c'.repeat(9000)}`;
    const [first, middle, last] = truncateThreeParts(text);
    expect(first).toBe('a'.repeat(8000));
    expect(middle).toBe('b'.repeat(700));
    expect(last).toBe('c'.repeat(8000));
  });

  it('leaves ends shorter than half the budget whole when only the total is over', () => {
    const text = 'y'.repeat(18_000);
    const [first, middle, last] = truncateThreeParts(text);
    expect([first.length, middle.length, last.length]).toEqual([6000, 700, 6000]);
  });

  it('takes a budget in tokens', () => {
    const [first, middle, last] = truncateThreeParts('z'.repeat(3000), 100);
    expect([first.length, middle.length, last.length]).toEqual([200, 700, 200]);
  });
});

describe('summaryContext', () => {
  it('puts up to 500 characters of the text after up to 1000 of the tail of the previous one', () => {
    const previous = `${'p'.repeat(500)}${'q'.repeat(1000)}`;
    const text = `${'t'.repeat(500)}${'u'.repeat(300)}`;
    expect(summaryContext(text, previous)).toBe(`${'q'.repeat(1000)}\n\n${'t'.repeat(500)}`);
  });

  it('keeps short texts whole and skips the separator when one is empty', () => {
    expect(summaryContext('now', 'before')).toBe('before\n\nnow');
    expect(summaryContext('now', '')).toBe('now');
    expect(summaryContext('', 'before')).toBe('before');
  });

  it('never starts or ends inside an emoji', () => {
    expect(headChars('ab😀', 3)).toBe('ab');
    expect(tailChars('😀ab', 3)).toBe('ab');
  });
});

import { articleCost, creditCosts, defaultWordCount, defaultWordCounts, indexingCost } from './credits';

describe('articleCost', () => {
  it('is 1000 for a plain article', () => {
    expect(articleCost()).toBe(1000);
    expect(articleCost({})).toBe(1000);
  });

  it.each([
    ['featureImage', 1500],
    ['simplifiedSentences', 1600],
    ['readability', 2000],
    ['faqs', 1500],
    ['externalLinks', 1500],
    ['internalLinks', 1500],
  ] as const)('adds the price of %s', (option, expected) => {
    expect(articleCost({ [option]: true })).toBe(expected);
    expect(articleCost({ [option]: false })).toBe(1000);
  });

  it('adds up every option and 1500 per indexed item', () => {
    expect(
      articleCost({
        featureImage: true,
        simplifiedSentences: true,
        readability: true,
        faqs: true,
        externalLinks: true,
        internalLinks: true,
        indexedItems: 2,
      }),
    ).toBe(1000 + 500 + 600 + 1000 + 500 + 500 + 500 + 3000);
  });

  it('refuses a negative or fractional number of indexed items', () => {
    expect(() => articleCost({ indexedItems: -1 })).toThrow(RangeError);
    expect(() => indexingCost(1.5)).toThrow(RangeError);
    expect(() => indexingCost(Number.NaN)).toThrow(RangeError);
    expect(indexingCost(0)).toBe(0);
    expect(indexingCost(3)).toBe(3 * creditCosts.indexingPerItem);
  });
});

describe('default word counts', () => {
  it('are short 3000, medium 4000, special user 2000', () => {
    expect(defaultWordCounts).toEqual({ short: 3000, medium: 4000, specialUser: 2000 });
    expect(defaultWordCount()).toBe(3000);
    expect(defaultWordCount('medium')).toBe(4000);
    expect(defaultWordCount('medium', true)).toBe(2000);
  });
});

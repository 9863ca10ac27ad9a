import { checkArticleOptions, undeliveredCost } from './delivery';

const context = { featureImage: true, internalLinks: [{ url: '/pricing-guide' }], offline: false };
const short = '<p>Short words win. Keep it plain. Say one thing.</p>';
const long = `<p>${'This sentence keeps going with many more words than any reader would like to hold in mind, '.repeat(2)}end.</p>`;

describe('checkArticleOptions', () => {
  it('leaves out options that were not chosen', () => {
    expect(checkArticleOptions(short, {}, context)).toEqual([]);
  });

  it('finds each option delivered in an article that has what it promises', () => {
    const html =
      '<h1>T</h1>' +
      short +
      '<p>See <a href="/pricing-guide">our guide</a> and <a href="https://www.w3.org/">the W3C</a>.</p>' +
      '<h2>Frequently Asked Questions</h2><h3>Why?</h3><p>Because it works.</p>';
    const outcomes = checkArticleOptions(
      html,
      {
        featureImage: true,
        faqs: true,
        internalLinks: true,
        externalLinks: true,
        readability: true,
        simplifiedSentences: true,
      },
      context,
    );
    expect(outcomes.every((o) => o.delivered)).toBe(true);
    expect(undeliveredCost(outcomes)).toBe(0);
  });

  it('refunds what is missing, each with its price and a note', () => {
    const outcomes = checkArticleOptions(
      `<h1>T</h1>${long}${long}`,
      { featureImage: true, faqs: true, internalLinks: true, externalLinks: true, readability: true },
      { featureImage: false, internalLinks: [], offline: true },
    );
    expect(outcomes.map((o) => [o.option, o.delivered, o.cost])).toEqual([
      ['featureImage', false, 500],
      ['faqs', false, 500],
      ['internalLinks', false, 500],
      ['externalLinks', false, 500],
      ['readability', false, 1000],
    ]);
    expect(outcomes.every((o) => /credits are back\.$/.test(o.note ?? ''))).toBe(true);
    expect(undeliveredCost(outcomes)).toBe(3000);
  });

  it('does not count a link to the team’s own page as an external source', () => {
    const html = '<p><a href="https://blog.example.com/a">a</a></p>';
    const [outcome] = checkArticleOptions(
      html,
      { externalLinks: true },
      { ...context, internalLinks: [{ url: 'https://blog.example.com/a' }] },
    );
    expect(outcome?.delivered).toBe(false);
  });
});

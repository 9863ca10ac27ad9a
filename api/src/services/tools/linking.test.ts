import { growth } from '@inkpress/shared-core/testing';
import { parsePages, suggestLinks } from './linking';

describe('internal link suggestions', () => {
  const pages = parsePages(
    [
      'https://example.com/email-tips Email marketing tips',
      'https://example.com/seo-basics SEO basics for beginners',
      'not a page line',
      'https://example.com/coffee How to brew coffee at home',
    ].join('\n'),
  );

  it('reads one page per line and skips lines without a URL', () => {
    expect(pages.map((p) => p.url)).toEqual([
      'https://example.com/email-tips',
      'https://example.com/seo-basics',
      'https://example.com/coffee',
    ]);
  });

  it('finds the words of the text that match a page’s title, one page per anchor', () => {
    const text =
      '<p>Good email marketing tips start with a clear promise. Learn the SEO basics before you write.</p><p>Nothing here is about tea.</p>';
    const links = suggestLinks(text, pages, 5);
    expect(links.map((l) => [l.anchor, l.url])).toEqual([
      ['email marketing tips', 'https://example.com/email-tips'],
      ['SEO basics', 'https://example.com/seo-basics'],
    ]);
    expect(links[0]?.score).toBe(1);
  });

  it('stays linear on a long adversarial text', () => {
    // Every word matches a title, so every window of the text is scored.
    expect(growth((text) => suggestLinks(text, pages, 5), 'email '.repeat(40_000))).toBeLessThan(32);
  });
});

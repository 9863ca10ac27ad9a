import { judgeDraft, normalTitle, overlapOf, pairsOf } from './quality';
import { feedTitles, pickTopic, sitemapLocations, slugOfUrl } from './topics';

const sentence = 'The cat sat on the mat and looked at the garden. ';
const gate = { minWords: 20, minReadability: 30, maxOverlap: 0.5 };

describe('the autoblog quality gate', () => {
  it('holds a short draft back with its word count in the reason', () => {
    const v = judgeDraft({ title: 'Cats', html: '<p>Too short.</p>' }, gate, []);
    expect(v.passed).toBe(false);
    expect(v.reason).toBe('Too short: 2 words, the minimum is 20.');
  });

  it('holds a hard-to-read draft back by its Flesch score', () => {
    const hard =
      'Notwithstanding institutional considerations, organizational interdependencies necessitate comprehensive reconsideration of administrative responsibilities. '.repeat(
        5,
      );
    const v = judgeDraft({ title: 'Hard', html: `<p>${hard}</p>` }, gate, []);
    expect(v.passed).toBe(false);
    expect(v.reason).toMatch(/^Hard to read: a reading-ease score of -?\d/);
  });

  it('holds back a duplicate title and a draft too close to an existing post', () => {
    const html = `<p>${sentence.repeat(4)}</p>`;
    expect(
      judgeDraft({ title: 'My Cat!', html }, gate, [{ title: 'my cat', html: '<p>other words</p>' }]).reason,
    ).toMatch(/^Duplicate title/);
    const close = judgeDraft({ title: 'New', html }, gate, [{ title: 'Old post', html }]);
    expect(close.passed).toBe(false);
    expect(close.reason).toMatch(/^Too close to “Old post”: 100%/);
  });

  it('passes a readable draft of its own', () => {
    const v = judgeDraft({ title: 'Cats', html: `<p>${sentence.repeat(4)}</p>` }, gate, [
      { title: 'Dogs', html: '<p>Dogs bark loudly at night when strangers walk past the house.</p>' },
    ]);
    expect(v).toMatchObject({ passed: true, reason: null, words: 44 });
    expect(v.readability).toBeGreaterThan(60);
  });

  it('measures overlap on word pairs', () => {
    expect(overlapOf(pairsOf('a b c d'), pairsOf('a b c x'))).toBeCloseTo(2 / 3);
    expect(normalTitle('  SEO:  Basics! ')).toBe('seo basics');
  });
});

describe('autoblog topic sources', () => {
  it('reads the titles of an RSS and an Atom feed, CDATA and entities included', () => {
    const rss = `<rss><channel><title>Site</title><item><title><![CDATA[Big <b>news</b>]]></title></item>
      <item><title>Tips &amp; tricks</title></item></channel></rss>`;
    expect(feedTitles(rss)).toEqual(['Big news', 'Tips & tricks']);
    expect(feedTitles('<feed><entry><title type="text">Atom one</title></entry></feed>')).toEqual([
      'Atom one',
    ]);
  });

  it('reads a sitemap and its index, and slugs of page addresses', () => {
    expect(sitemapLocations('<urlset><url><loc>https://x.com/a/</loc></url></urlset>')).toEqual({
      pages: ['https://x.com/a/'],
      sitemaps: [],
    });
    expect(
      sitemapLocations('<sitemapindex><sitemap><loc>https://x.com/s.xml</loc></sitemap></sitemapindex>')
        .sitemaps,
    ).toEqual(['https://x.com/s.xml']);
    expect(slugOfUrl('https://x.com/blog/seo-basics/')).toBe('seo-basics');
    expect(slugOfUrl('https://x.com/blog/local-seo.html')).toBe('local-seo');
  });

  it('picks a fresh feed item first, then the next keyword not written, skipping the site’s pages', () => {
    const base = { keywords: ['seo basics', 'local seo', 'link building'], usedTopics: [], postTitles: [] };
    expect(pickTopic({ ...base, feedTitles: ['Fresh news'], siteSlugs: new Set() })).toEqual({
      title: 'Fresh news',
      keyword: 'Fresh news',
      source: 'rss',
    });
    expect(
      pickTopic({
        ...base,
        feedTitles: [],
        usedTopics: ['seo basics'],
        postTitles: [],
        siteSlugs: new Set(['local-seo']),
      }),
    ).toEqual({ title: 'Link Building', keyword: 'link building', source: 'keyword' });
    expect(
      pickTopic({
        ...base,
        feedTitles: [],
        postTitles: ['SEO Basics', 'Local SEO', 'Link building'],
        siteSlugs: new Set(),
      }),
    ).toBeNull();
  });
});

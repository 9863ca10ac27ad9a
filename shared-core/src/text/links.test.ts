import { extractLinks, hasStoragePath } from './links';

describe('extractLinks', () => {
  it('returns href and text of each link in order', () => {
    const html =
      '<p>Read <a href="https://inkpress.test/blog/seo">our <b>SEO</b> guide</a> and <a class="x" href=\'/pricing\'>pricing</a>.</p>';
    expect(extractLinks(html)).toEqual([
      { href: 'https://inkpress.test/blog/seo', text: 'our SEO guide' },
      { href: '/pricing', text: 'pricing' },
    ]);
  });

  it('decodes entities and collapses whitespace', () => {
    expect(extractLinks('<a href="/s?a=1&amp;b=2">Fish\n  &amp; chips</a>')).toEqual([
      { href: '/s?a=1&b=2', text: 'Fish & chips' },
    ]);
  });

  it('accepts unquoted hrefs, upper-case tags and ">" in attributes', () => {
    expect(extractLinks('<A TITLE="a > b" HREF=https://x.test/p>X</A>')).toEqual([
      { href: 'https://x.test/p', text: 'X' },
    ]);
  });

  it('ignores links without text', () => {
    const html = '<a href="/a"></a><a href="/b">  </a><a href="/c"><img src="c.png"></a><a href="/d">d</a>';
    expect(extractLinks(html).map((l) => l.href)).toEqual(['/d']);
  });

  it('ignores anchors without an href', () => {
    expect(extractLinks('<a name="top">Top</a><a data-href="/x">x</a>')).toEqual([]);
  });

  it('ignores links with a storage path', () => {
    const html = [
      '<a href="/storage/uploads/report.pdf">report</a>',
      '<a href="https://api.inkpress.test/storage/images/a.png">image</a>',
      '<a href="https://bucket.s3.amazonaws.com/a.pdf">s3</a>',
      '<a href="https://storage.googleapis.com/b/a.png">gcs</a>',
      '<a href="https://cdn.uploads.test/a.png">cdn</a>',
      '<a href="https://inkpress.test/blog/storage-tips">storage tips</a>',
    ].join('');
    expect(extractLinks(html, { storageHosts: ['uploads.test'] })).toEqual([
      { href: 'https://inkpress.test/blog/storage-tips', text: 'storage tips' },
    ]);
  });
});

describe('hasStoragePath', () => {
  it.each([
    ['/storage/a.png', true],
    ['storage/a.png', true],
    ['https://proj.supabase.co/storage/v1/object/public/a.png', true],
    ['https://s3.amazonaws.com/bucket/a.png', true],
    ['https://bucket.s3.eu-west-1.amazonaws.com/a.png', true],
    ['https://s3-us-west-2.amazonaws.com/bucket/a.png', true],
    ['https://firebasestorage.googleapis.com/v0/b/x/o/a.png', true],
    ['https://acct.blob.core.windows.net/c/a.png', true],
    ['https://pub-123.r2.dev/a.png', true],
    ['https://space.nyc3.digitaloceanspaces.com/a.png', true],
    ['https://inkpress.test/blog/storage', false],
    ['https://inkpress.test/self-storage/guide', false],
    ['https://amazonaws.com.evil.test/storage-like', false],
    ['https://inkpress.test/', false],
    ['mailto:ada@example.com', false],
  ])('%s → %s', (href, expected) => {
    expect(hasStoragePath(href)).toBe(expected);
  });

  it('matches extra hosts exactly or as a parent domain', () => {
    expect(hasStoragePath('https://files.test/a', ['files.test'])).toBe(true);
    expect(hasStoragePath('https://a.files.test/a', ['files.test'])).toBe(true);
    expect(hasStoragePath('https://notfiles.test/a', ['files.test'])).toBe(false);
  });
});

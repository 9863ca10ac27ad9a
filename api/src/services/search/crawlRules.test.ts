/** robots.txt rules and the crawl's include/exclude globs. */
import { linksOf, titleFromPath, titleOf } from './crawl';
import { globMatches, matcherOf, passes } from './patterns';
import { parseRobots } from './robots';

describe('parseRobots', () => {
  const robots = parseRobots(
    [
      'User-agent: Googlebot',
      'Disallow: /',
      '',
      'User-agent: *',
      'Disallow: /private/',
      'Allow: /private/open',
      'Disallow: /*.pdf$',
      'Disallow: /search?',
      'Sitemap: https://example.com/sitemap.xml',
    ].join('\n'),
  );

  it('uses the * group when none names us, the longest rule deciding', () => {
    expect(robots.allows('/')).toBe(true);
    expect(robots.allows('/private/x')).toBe(false);
    expect(robots.allows('/private/open')).toBe(true);
    expect(robots.allows('/files/a.pdf')).toBe(false);
    expect(robots.allows('/files/a.pdf.html')).toBe(true);
    expect(robots.allows('/search?q=1')).toBe(false);
    expect(robots.sitemaps).toEqual(['https://example.com/sitemap.xml']);
  });

  it('uses our own group when there is one', () => {
    const ours = parseRobots('User-agent: *\nDisallow: /\n\nUser-agent: InkpressBot\nDisallow: /drafts\n');
    expect(ours.allows('/blog')).toBe(true);
    expect(ours.allows('/drafts/1')).toBe(false);
  });

  it('allows everything for an empty file or an empty Disallow', () => {
    expect(parseRobots('').allows('/anything')).toBe(true);
    expect(parseRobots('User-agent: *\nDisallow:\n').allows('/anything')).toBe(true);
  });
});

describe('include and exclude patterns', () => {
  it('match globs over the whole path, and plain text as a prefix', () => {
    expect(globMatches('/blog/*', '/blog/a')).toBe(true);
    expect(globMatches('/blog/*', '/news/a')).toBe(false);
    expect(globMatches('*/tag/*', '/blog/tag/iron')).toBe(true);
    const include = matcherOf('/blog, /guides/*');
    expect(include?.('/blog-post')).toBe(true);
    expect(include?.('/guides/x')).toBe(true);
    expect(include?.('/about')).toBe(false);
    expect(passes(include, matcherOf('*draft*'), '/blog/draft-1')).toBe(false);
    expect(matcherOf(' , ')).toBeNull();
  });

  it('take bounded time on a hostile pattern', () => {
    const hostile = `${'*a'.repeat(200)}b`;
    // A backtracking regular expression would not return from this; the matcher is O(pattern × text).
    expect(globMatches(hostile, 'a'.repeat(2000))).toBe(false);
    expect(globMatches(hostile, `${'a'.repeat(2000)}b`)).toBe(true);
  });
});

describe('page reading', () => {
  it('takes the title, else the first h1, else a title from the address', () => {
    expect(titleOf('<title> Caring &amp; cleaning </title>')).toBe('Caring & cleaning');
    expect(titleOf('<h1>Heading <em>one</em></h1>')).toBe('Heading one');
    expect(titleFromPath('https://example.com/blog/cast-iron_care.html')).toBe('Cast iron care');
    expect(titleFromPath('https://example.com/')).toBe('example.com');
  });

  it('resolves links against the page (and its <base>), skipping mail, script and fragments', () => {
    const html =
      '<a href="/a#top">A</a><a href=\'b\'>B</a><a href="mailto:x@y">M</a><a href="javascript:void(0)">J</a><a href="#x">F</a>';
    expect(linksOf(html, 'https://example.com/dir/page')).toEqual([
      'https://example.com/a',
      'https://example.com/dir/b',
    ]);
    expect(
      linksOf('<base href="https://example.com/root/"><a href="c">C</a>', 'https://example.com/x'),
    ).toEqual(['https://example.com/root/c']);
  });
});

/**
 * POST /api/search through the real router on the real database: web
 * search against a local SearXNG-style fake, the provider-off answer, the
 * team's own documents and keywords offline (never another team's), and the
 * crawl of a team's site (robots.txt, sitemap, links, patterns, new pages
 * only, the SSRF rules).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SearchView } from '@inkpress/shared-core';
import { type Client, createIdentities, createUser, type Identities, signIn } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { FAKE_SUGGESTIONS, type SearchFake, startSearchFake } from '../../../test/searchFake';
import { SeenSitePage } from '../../models/SeenSitePage';

let api: TestApi;
let offApi: TestApi;
let who: Identities;
let fake: SearchFake;
let site: http.Server;
let base: string;
/** Paths the site fake was asked for, in order. */
const fetched: string[] = [];
/** Pages the site lists (the sitemap and the blog index): a test adds one to see "new pages only". */
const blogPosts = ['cast-iron-care', 'seasoning-a-pan', 'sourdough-starter'];

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`;

function siteHandler(req: http.IncomingMessage, res: http.ServerResponse) {
  const path = req.url ?? '/';
  fetched.push(path);
  const html = (status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body);
  };
  if (path === '/robots.txt') {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end(`User-agent: *\nDisallow: /private/\nAllow: /private/open\n\nSitemap: ${base}/sitemap.xml\n`);
    return;
  }
  if (path === '/sitemap.xml') {
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end(
      `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${blogPosts
        .map((slug) => `<url><loc>${base}/blog/${slug}</loc></url>`)
        .join(
          '',
        )}<url><loc>${base}/private/secret</loc></url><url><loc>https://elsewhere.example/x</loc></url></urlset>`,
    );
    return;
  }
  if (path === '/') {
    html(
      200,
      page(
        'Kitchen Notes',
        `<a href="/about">About us</a> <a href="/blog/">Blog</a> <a href="/private/secret">Secret</a>
         <a href="/private/open">Open</a> <a href="/tag/iron">Tag</a> <a href="https://other.example/">Other site</a>
         <a href="mailto:hi@example.com">Mail</a> <a href="/leave">Leave</a>`,
      ),
    );
    return;
  }
  if (path === '/about') return html(200, page('About Kitchen Notes', '<p>Who we are.</p>'));
  if (path === '/blog/')
    return html(200, page('Blog', blogPosts.map((s) => `<a href="/blog/${s}">${s}</a>`).join(' ')));
  if (path.startsWith('/blog/')) {
    const slug = path.slice('/blog/'.length);
    const titles: Record<string, string> = {
      'cast-iron-care': 'Caring for cast iron',
      'seasoning-a-pan': 'Seasoning a cast iron pan',
      'sourdough-starter': 'A sourdough starter that lives',
    };
    return html(200, page(titles[slug] ?? `Post ${slug}`, '<a href="/">Home</a>'));
  }
  if (path === '/private/open') return html(200, page('Open part of private', '<p>Allowed.</p>'));
  if (path === '/private/secret') return html(200, page('Secret', '<p>Never crawled.</p>'));
  if (path === '/tag/iron') return html(200, page('Tag: iron', '<p>A tag page.</p>'));
  if (path === '/leave') {
    // A redirect off the site to the cloud metadata address.
    res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
    res.end();
    return;
  }
  if (path === '/to-metadata') {
    res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
    res.end();
    return;
  }
  html(404, page('Not found', ''));
}

beforeAll(async () => {
  fake = await startSearchFake();
  site = http.createServer(siteHandler);
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  api = await startTestApi({ FETCH_ALLOW_HOSTS: new URL(base).host, SEARCH_PROVIDER_URL: fake.url });
  offApi = api.variant({ SEARCH_PROVIDER_URL: '' });
  who = await createIdentities(api);
});
afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  await fake.close();
  await api.close();
});

const search = (client: Client, body: object) => client.post('/api/search').send(body);

describe('POST /api/search: web search through the provider', () => {
  it('finds web pages with the SearXNG JSON API, leaving out results that are not http(s)', async () => {
    const res = await search(who.as.owner, { query: 'cast iron', limit: 10 }).expect(200);
    const view = SearchView.parse(res.body.data);
    expect(view).toMatchObject({ operation: 'search-pages', source: 'webpage', provider: 'search-provider' });
    expect(view.results.map((r) => r.kind === 'page' && r.url)).toEqual([
      'https://www.seriouseats.example/cast-iron-seasoning',
      'https://www.seriouseats.example/cast-iron-myths',
      'https://kitchen.example/guides/cast-iron',
    ]);
    expect(view.results[0]).toMatchObject({
      host: 'www.seriouseats.example',
      publishedAt: '2024-03-02T00:00:00.000Z',
    });
    const asked = fake.requests.at(-1) as URLSearchParams;
    expect(Object.fromEntries(asked)).toMatchObject({
      q: 'cast iron',
      format: 'json',
      categories: 'general',
    });
  });

  it.each([
    ['book', 'books', 'https://openlibrary.example/works/OL1W', 'Sharon Kramis, Julie Kramis Hearne'],
    ['journal', 'science', 'https://doi.example/10.1000/cast-iron-2019', 'Journal of Food Science'],
    ['video', 'videos', 'https://video.example/watch?v=castiron', null],
  ])('searches %s sources in the %s category', async (source, category, url, byline) => {
    const res = await search(who.as.owner, { query: 'cast iron', source }).expect(200);
    expect(fake.requests.at(-1)?.get('categories')).toBe(category);
    expect(res.body.data.source).toBe(source);
    expect(res.body.data.results).toEqual([expect.objectContaining({ kind: 'page', url, byline })]);
  });

  it('search-urls gives one address per site', async () => {
    const res = await search(who.as.owner, { operation: 'search-urls', query: 'cast iron' }).expect(200);
    expect(res.body.data.results.map((r: { url: string }) => new URL(r.url).host)).toEqual([
      'www.seriouseats.example',
      'kitchen.example',
    ]);
  });

  it('search-images gives images with their page, leaving out results without an image', async () => {
    const res = await search(who.as.owner, { operation: 'search-images', query: 'cast iron pan' }).expect(
      200,
    );
    expect(fake.requests.at(-1)?.get('categories')).toBe('images');
    expect(res.body.data.results).toEqual([
      {
        kind: 'image',
        title: 'A seasoned cast iron pan',
        url: 'https://photos.example/cast-iron-pan',
        imageUrl: 'https://photos.example/img/cast-iron-pan.jpg',
        thumbnailUrl: 'https://photos.example/img/cast-iron-pan-small.jpg',
        host: 'photos.example',
      },
    ]);
  });

  it('answers SearchProviderError (502) when the provider fails', async () => {
    fake.failWith(500);
    try {
      const res = await search(who.as.owner, { query: 'cast iron' });
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({
        code: 'SearchProviderError',
        message: 'The search service answered 500.',
      });
    } finally {
      fake.failWith(null);
    }
  });

  it('without a provider says web search is off (WebSearchOff) and invents nothing', async () => {
    const session = await signIn(offApi, who.owner);
    const asked = fake.requests.length;
    for (const body of [
      { query: 'cast iron' },
      { query: 'cast iron', source: 'journal' },
      { operation: 'search-images', query: 'cast iron' },
      { operation: 'search-urls', query: 'cast iron' },
    ]) {
      const res = await session.post('/api/search').send(body);
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('WebSearchOff');
      expect(res.body.message).toMatch(/web search is off/i);
      expect(res.body.data).toBeUndefined();
    }
    expect(fake.requests.length).toBe(asked);
  });

  it('is for signed-in users only', async () => {
    await search(who.as.anonymous, { query: 'cast iron' }).expect(401);
  });
});

describe('POST /api/search: bad input', () => {
  it.each([
    [{ operation: 'search-pages' }, 'query'],
    [{ query: '   ' }, 'query'],
    [{ query: 'x', operation: 'search-everything' }, 'operation'],
    [{ query: 'x', source: 'podcast' }, 'source'],
    [{ query: 'x', limit: 500 }, 'limit'],
    [{ operation: 'search-domain-links' }, 'urls'],
    [{ operation: 'search-domain-links', urls: ['ftp://example.com/'] }, 'urls.0'],
    [
      { operation: 'search-domain-links', urls: ['https://a.example/'], includePattern: 'x'.repeat(501) },
      'includePattern',
    ],
    [
      { operation: 'search-domain-links', urls: ['https://a.example/'], crawNewPagesOnly: 'yes' },
      'crawNewPagesOnly',
    ],
    [{ query: 'x', surprise: true }, ''],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const res = await search(who.as.owner, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ValidationError');
    expect(res.body.data.issues[0].path).toBe(field);
  });
});

describe('POST /api/search: the team’s own documents and keywords, offline', () => {
  beforeAll(async () => {
    await who.as.owner
      .post('/api/collections')
      .send({
        title: 'Cast iron',
        posts: [
          {
            title: 'Seasoning a cast iron skillet',
            slug: 'seasoning-cast-iron-skillet',
            content: [
              {
                value:
                  '<h1>Seasoning a cast iron skillet</h1><p>Rub flaxseed oil into the cast iron skillet and bake it for an hour. A well seasoned cast iron skillet is nearly non-stick.</p><p>Cast iron skillet care is simple: dry it on the stove.</p>',
              },
            ],
          },
        ],
      })
      .expect(201);
    await who.as.owner
      .post('/api/train')
      .send({
        type: 'info-base',
        name: 'Shipping facts',
        text: 'We ship cast iron skillet orders within two days. Cast iron skillet returns are free for thirty days.',
      })
      .expect(201);
    await who.as.other
      .post('/api/collections')
      .send({
        title: 'Their post',
        posts: [
          {
            title: 'Rival cast iron secrets',
            content: [
              { value: '<p>Cast iron skillet secrets of another team: enamel coated cast iron skillet.</p>' },
            ],
          },
        ],
      })
      .expect(201);
  });

  it('search-documents finds the team’s posts and info base, never another team’s', async () => {
    const res = await search(who.as.member, {
      operation: 'search-documents',
      query: 'cast iron skillet',
    }).expect(200);
    const view = SearchView.parse(res.body.data);
    expect(view).toMatchObject({ provider: 'offline', offline: true });
    const titles = view.results.map((r) => r.kind === 'document' && `${r.documentType}:${r.title}`);
    expect(titles).toEqual(
      expect.arrayContaining(['post:Seasoning a cast iron skillet', 'info-base:Shipping facts']),
    );
    expect(JSON.stringify(view)).not.toMatch(/Rival|enamel/);
    const post = view.results.find((r) => r.kind === 'document' && r.documentType === 'post');
    expect(post).toMatchObject({
      url: '/seasoning-cast-iron-skillet',
      snippet: expect.stringContaining('flaxseed'),
    });

    const theirs = await search(who.as.other, {
      operation: 'search-documents',
      query: 'cast iron skillet',
    }).expect(200);
    expect(theirs.body.data.results.map((r: { title: string }) => r.title)).toEqual([
      'Rival cast iron secrets',
    ]);
  });

  it('search-documents works without a search provider', async () => {
    const session = await signIn(offApi, who.owner);
    const res = await session
      .post('/api/search')
      .send({ operation: 'search-documents', query: 'returns' })
      .expect(200);
    expect(res.body.data.results[0]).toMatchObject({ documentType: 'info-base', title: 'Shipping facts' });
  });

  it('keywords-for-keywords offline: phrases of the team’s content, then an expansion of the input, labelled', async () => {
    const session = await signIn(offApi, who.owner);
    const res = await session
      .post('/api/search')
      .send({ operation: 'keywords-for-keywords', query: 'cast iron skillet', limit: 12 })
      .expect(200);
    const view = SearchView.parse(res.body.data);
    expect(view).toMatchObject({ provider: 'offline', offline: true });
    const keywords = view.results.map((r) => r.kind === 'keyword' && r);
    expect(keywords).toHaveLength(12);
    expect(keywords).toContainEqual(expect.objectContaining({ from: 'content', keyword: 'cast iron' }));
    expect(keywords).toContainEqual({
      kind: 'keyword',
      keyword: 'how to cast iron skillet',
      from: 'expansion',
      occurrences: 0,
    });
    expect(JSON.stringify(keywords)).not.toMatch(/enamel|rival|secrets/);
    expect(keywords.filter((k) => k && k.from === 'provider')).toEqual([]);
  });

  it('keywords-for-keywords adds the provider’s suggestions when there is one', async () => {
    const res = await search(who.as.owner, {
      operation: 'keywords-for-keywords',
      query: 'cast iron',
      limit: 12,
    }).expect(200);
    expect(res.body.data).toMatchObject({ provider: 'search-provider', offline: false });
    const fromProvider = res.body.data.results.filter((r: { from: string }) => r.from === 'provider');
    // A suggestion the team's content already gave is listed once, as content.
    const keywords = res.body.data.results.map((r: { keyword: string }) => r.keyword);
    for (const suggestion of FAKE_SUGGESTIONS) expect(keywords).toContain(suggestion);
    expect(fromProvider.map((r: { keyword: string }) => r.keyword)).toContain('cast iron seasoning oil');
  });
});

describe('POST /api/search {operation: search-domain-links}', () => {
  const crawl = (client: Client, more: object = {}) =>
    search(client, { operation: 'search-domain-links', urls: [`${base}/`], limit: 50, ...more });
  const urlsOf = (res: { body: { data: { results: { url: string }[] } } }) =>
    res.body.data.results.map((r) => r.url.replace(base, '')).sort();

  it('reads robots.txt and the sitemap first, then follows links on the same site; robots.txt is honoured', async () => {
    fetched.length = 0;
    const res = await crawl(who.as.owner).expect(200);
    const view = SearchView.parse(res.body.data);
    expect(view.provider).toBe('site-crawl');
    expect(fetched.slice(0, 3)).toEqual(['/robots.txt', '/sitemap.xml', '/']);
    expect(urlsOf(res)).toEqual([
      '/',
      '/about',
      '/blog/',
      '/blog/cast-iron-care',
      '/blog/seasoning-a-pan',
      '/blog/sourdough-starter',
      '/private/open',
      '/tag/iron',
    ]);
    expect(fetched).not.toContain('/private/secret');
    expect(res.body.data.results).toContainEqual(
      expect.objectContaining({
        url: `${base}/blog/cast-iron-care`,
        title: 'Caring for cast iron',
        foundBy: 'sitemap',
      }),
    );
    expect(res.body.data.results).toContainEqual(
      expect.objectContaining({ url: `${base}/about`, title: 'About Kitchen Notes', foundBy: 'link' }),
    );
    expect(view.crawl?.sites[0]).toMatchObject({ sitemapPages: 4, blockedByRobots: 1 });
    // The redirect off the site to the metadata address was refused, not followed.
    expect(JSON.stringify(res.body)).not.toContain('169.254');
  });

  it('ranks pages by the words of the query and leaves out pages that share none', async () => {
    const res = await crawl(who.as.owner, { query: 'How to season a cast iron pan' }).expect(200);
    expect(res.body.data.results.map((r: { title: string }) => r.title)).toEqual([
      'Seasoning a cast iron pan',
      'Caring for cast iron',
      'Tag: iron',
    ]);
    // The page's words as it spells them, not the stems the ranking compares ("season").
    expect(res.body.data.results[0].sharedWords).toEqual(
      expect.arrayContaining(['Seasoning', 'cast', 'iron', 'pan']),
    );
    expect(res.body.data.results[0].sharedWords).not.toContain('season');
  });

  it('names a matched word as the page spells it: "starter", not its stem "start"', async () => {
    const res = await crawl(who.as.owner, { query: 'sourdough starter' }).expect(200);
    const starter = res.body.data.results.find((r: { url: string }) =>
      r.url.endsWith('/blog/sourdough-starter'),
    );
    expect(starter).toBeDefined();
    expect(starter.sharedWords.map((w: string) => w.toLowerCase())).toEqual(['sourdough', 'starter']);
  });

  it('applies include and exclude patterns to the pages', async () => {
    const res = await crawl(who.as.owner, {
      includePattern: '/blog/*',
      excludePattern: '*sourdough*',
    }).expect(200);
    expect(urlsOf(res)).toEqual(['/blog/', '/blog/cast-iron-care', '/blog/seasoning-a-pan']);
  });

  it('with new pages only, leaves out what an earlier crawl of the team saw; per team', async () => {
    const first = await crawl(who.as.other, { crawNewPagesOnly: true }).expect(200);
    expect(urlsOf(first)).toContain('/blog/cast-iron-care');
    expect(first.body.data.results.every((r: { isNew: boolean }) => r.isNew)).toBe(true);
    const again = await crawl(who.as.other, { crawNewPagesOnly: true }).expect(200);
    expect(urlsOf(again)).toEqual([]);
    expect(again.body.data.crawl.sites[0].seenBefore).toBeGreaterThan(0);
    blogPosts.push('dutch-oven-bread');
    try {
      const later = await crawl(who.as.other, { crawNewPagesOnly: true }).expect(200);
      expect(urlsOf(later)).toEqual(['/blog/dutch-oven-bread']);
      // Without the option every page comes back, the old ones marked as not new.
      const all = await crawl(who.as.other).expect(200);
      expect(all.body.data.results.find((r: { url: string }) => r.url.endsWith('/about')).isNew).toBe(false);
    } finally {
      blogPosts.pop();
    }
    // Another team's crawl never saw them: for it every page is new.
    const fresh = await signIn(api, await createUser(api));
    const mine = await crawl(fresh, { crawNewPagesOnly: true, includePattern: '/blog/*' }).expect(200);
    expect(urlsOf(mine).length).toBeGreaterThan(0);
    expect(await SeenSitePage.countDocuments({ url: `${base}/blog/dutch-oven-bread` })).toBe(1);
  });

  it.each([
    ['the cloud metadata address', 'http://169.254.169.254/'],
    ['loopback not on the allow-list', 'http://127.0.0.1:9/'],
    ['a private address', 'http://10.0.0.1/'],
    ['an unresolvable host', 'http://no-such-host.invalid/'],
  ])('refuses %s with WebUrlInaccessible and remembers nothing', async (_label, url) => {
    const before = await SeenSitePage.countDocuments();
    const res = await search(who.as.owner, { operation: 'search-domain-links', urls: [url] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('WebUrlInaccessible');
    expect(await SeenSitePage.countDocuments()).toBe(before);
  });

  it('refuses a start page that redirects to a private address', async () => {
    const res = await search(who.as.owner, {
      operation: 'search-domain-links',
      urls: [`${base}/to-metadata`],
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'WebUrlInaccessible',
      message: expect.stringContaining('private address'),
    });
  });

  it('stops at the configured page limit and says so', async () => {
    const small = api.variant({ SEARCH_CRAWL_MAX_PAGES: '2' });
    const session = await signIn(small, who.owner);
    const res = await session
      .post('/api/search')
      .send({ operation: 'search-domain-links', urls: [`${base}/`], limit: 50 })
      .expect(200);
    expect(res.body.data.crawl.sites[0].pagesRead).toBe(2);
    expect(res.body.data.crawl.sites[0].problem).toMatch(/Stopped after reading 2 pages/);
  });
});

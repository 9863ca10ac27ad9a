import {
  contentAdminEntrySchema,
  contentAdminRowsSchema,
  contentEntrySchema,
  contentListSchema,
  contentPreviewSchema,
  docsCategoryDefsSchema,
  type Prerender,
  prerenderSchema,
} from '@inkpress/shared-core';
import { Types } from 'mongoose';
import sharp from 'sharp';
import { anonymous, asUser, type Client, createUser } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { ContentEntry } from '../../models/ContentEntry';
import { Promotion } from '../../models/Promotion';
import { loadRepositoryContent } from '../../services/content/load';

// Loading the site's content and signing users in take seconds on a loaded machine.
jest.setTimeout(30_000);

let api: TestApi;
let visitor: Client;
let admin: Client;
let user: Client;
beforeAll(async () => {
  api = await startTestApi({
    INTERNAL_USER_EMAILS: 'editor@inkpress.test',
    PUBLIC_URL: 'https://inkpress.example',
  });
  visitor = anonymous(api);
  admin = await asUser(api, await createUser(api, { email: 'editor@inkpress.test' }));
  user = await asUser(api, await createUser(api));
});
afterAll(() => api.close());

async function prerender(path: string, page?: number): Promise<Prerender> {
  const res = await visitor
    .get(`/api/content/prerender?path=${encodeURIComponent(path)}${page ? `&page=${page}` : ''}`)
    .expect(200);
  return prerenderSchema.parse(res.body.data);
}

describe('loading the repository content', () => {
  it('is an idempotent upsert: a second load changes nothing', async () => {
    await visitor.get('/api/content/blog').expect(200);
    const before = await ContentEntry.countDocuments({});
    expect(before).toBeGreaterThan(40);
    const again = await loadRepositoryContent();
    expect(again).toMatchObject({ inserted: 0, updated: 0 });
    expect(await ContentEntry.countDocuments({})).toBe(before);
  });
});

describe('the blog', () => {
  it('lists published posts newest first, paged, with the languages', async () => {
    const first = contentListSchema.parse(
      (await visitor.get('/api/content/blog?pageSize=5').expect(200)).body,
    );
    expect(first.data).toHaveLength(5);
    expect(first.meta.total).toBeGreaterThanOrEqual(15);
    const dates = first.data.map((p) => p.publishedAt!);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = contentListSchema.parse(
      (await visitor.get('/api/content/blog?pageSize=5&page=2').expect(200)).body,
    );
    expect(second.data[0]!.publishedAt! <= dates[4]!).toBe(true);
    const spanish = contentListSchema.parse(
      (await visitor.get('/api/content/blog?lang=es').expect(200)).body,
    );
    expect(spanish.data.length).toBeGreaterThanOrEqual(2);
    expect(spanish.data.every((p) => p.lang === 'es' && p.path.startsWith('/blog/es/'))).toBe(true);
  });

  it('reads a post with its sanitised HTML and its translations', async () => {
    const res = await visitor.get('/api/content/blog/search-intent-explained').expect(200);
    const post = contentEntrySchema.parse(res.body.data);
    expect(post.html).toContain('<h2>The four kinds of intent</h2>');
    expect(post.body).toBeUndefined();
    expect(post.translations).toEqual([
      { lang: 'en', path: '/blog/search-intent-explained' },
      { lang: 'es', path: '/blog/es/intencion-de-busqueda' },
    ]);
    await visitor.get('/api/content/blog/es/intencion-de-busqueda').expect(200);
  });

  it('answers 404 for an unknown post and 400 for an unknown language', async () => {
    await visitor.get('/api/content/blog/no-such-post').expect(404);
    await visitor.get('/api/content/blog/xx/search-intent-explained').expect(400);
  });
});

describe('the docs', () => {
  it('serves the categories with their pages, a page, and announcements', async () => {
    const tree = (await visitor.get('/api/content/docs').expect(200)).body.data;
    expect(tree.map((c: { slug: string }) => c.slug)).toEqual([
      'getting-started',
      'writing',
      'organising',
      'free-tools',
      'account-and-billing',
    ]);
    const page = (await visitor.get('/api/content/docs/the-editor').expect(200)).body.data;
    expect(page.category).toBe('writing');
    const news = (await visitor.get('/api/content/announcements').expect(200)).body.data;
    expect(news.length).toBeGreaterThanOrEqual(3);
  });

  it('searches the docs: every word must match, the last as a prefix, titles first', async () => {
    const hits = (await visitor.get('/api/content/docs/search?q=meta%20descr').expect(200)).body.data;
    expect(hits[0].slug).toBe('seo-panel');
    expect(hits[0].excerpt.toLowerCase()).toContain('meta');
    const none = (await visitor.get('/api/content/docs/search?q=zzzzqqq').expect(200)).body.data;
    expect(none).toEqual([]);
    await visitor.get('/api/content/docs/search?q=').expect(400);
  });

  it('serves site pages by path, FAQ included', async () => {
    const page = (await visitor.get('/api/content/pages?path=ai-article-writer').expect(200)).body.data;
    expect(page.faq.length).toBe(2);
    await visitor.get('/api/content/pages?path=features/brand-voice-nope').expect(404);
  });
});

describe('internal users edit, publish and unpublish', () => {
  const draft = {
    kind: 'blog',
    slug: 'a-new-draft',
    title: 'A new draft',
    description: 'A post written through the content API by an internal user.',
    body: '## Hello\n\nSome text with <script>alert(1)</script> and [a link](/docs).',
  };

  it('refuses others: 401 signed out, 403 for a user who is not internal', async () => {
    await visitor.post('/api/content/entries').send(draft).expect(401);
    await user.post('/api/content/entries').send(draft).expect(403);
    await user.get('/api/content/entries').expect(403);
  });

  it('creates a draft nobody sees, publishes it, edits it, unpublishes it', async () => {
    const created = (await admin.post('/api/content/entries').send(draft).expect(201)).body.data;
    expect(created).toMatchObject({ id: 'blog:en:a-new-draft', status: 'draft', source: 'api' });
    expect(created.html).not.toContain('<script');
    await visitor.get('/api/content/blog/a-new-draft').expect(404);
    await admin.post('/api/content/entries').send(draft).expect(409);

    await admin.post('/api/content/entries/blog:en:a-new-draft/publish').expect(200);
    const published = (await visitor.get('/api/content/blog/a-new-draft').expect(200)).body.data;
    expect(published.publishedAt).not.toBeNull();
    expect((await prerender('/blog/a-new-draft')).body).toContain('<h1>A new draft</h1>');

    await admin
      .patch('/api/content/entries/blog:en:a-new-draft')
      .send({ title: 'A better title' })
      .expect(200);
    expect((await visitor.get('/api/content/blog/a-new-draft').expect(200)).body.data.title).toBe(
      'A better title',
    );

    await admin.post('/api/content/entries/blog:en:a-new-draft/unpublish').expect(200);
    await visitor.get('/api/content/blog/a-new-draft').expect(404);
    expect((await prerender('/blog/a-new-draft')).status).toBe(404);
  });

  it('keeps an edited repository entry when the repository is loaded again', async () => {
    await admin
      .patch('/api/content/entries/page:en:about')
      .send({ description: 'Edited through the API, kept.' })
      .expect(200);
    const report = await loadRepositoryContent();
    expect(report.kept).toBeGreaterThanOrEqual(1);
    expect((await visitor.get('/api/content/pages?path=about').expect(200)).body.data.description).toBe(
      'Edited through the API, kept.',
    );
  });

  it('validates: a bad slug, an unknown docs category', async () => {
    await admin
      .post('/api/content/entries')
      .send({ ...draft, slug: 'Bad Slug' })
      .expect(400);
    await admin
      .post('/api/content/entries')
      .send({ ...draft, kind: 'docs', slug: 'x-doc', category: 'nope' })
      .expect(400);
  });
});

describe("the editing screen's calls (/dashboard/site-content)", () => {
  const post = {
    kind: 'blog',
    slug: 'screen-written-post',
    title: 'Written on the screen',
    description: 'A post the editing screen writes.',
    body: 'First words.',
    author: 'Ana Editor',
    tags: ['news'],
  };

  it('refuses the list, one entry, the preview and the categories to a user who is not internal', async () => {
    await user.get('/api/content/entries?kind=blog').expect(403);
    await user.get('/api/content/entries/blog:en:search-intent-explained').expect(403);
    await user.post('/api/content/preview').send({ body: '# Hi' }).expect(403);
    await user.get('/api/content/docs-categories').expect(403);
    await user.patch('/api/content/entries/blog:en:search-intent-explained').send({ title: 'X' }).expect(403);
    await user.post('/api/content/entries/blog:en:search-intent-explained/unpublish').expect(403);
    await visitor.post('/api/content/preview').send({ body: '# Hi' }).expect(401);
    // Nothing changed for the public.
    await visitor.get('/api/content/blog/search-intent-explained').expect(200);
  });

  it('lists entries of a kind with where their text comes from and when they were edited here', async () => {
    const rows = contentAdminRowsSchema.parse(
      (await admin.get('/api/content/entries?kind=announcement').expect(200)).body.data,
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.kind === 'announcement')).toBe(true);
    expect(rows.find((r) => r.slug === '2026-10-free-tools')).toMatchObject({
      source: 'repository',
      editedAt: null,
      status: 'published',
    });
  });

  it('reads an entry with its Markdown and every editable field', async () => {
    const entry = contentAdminEntrySchema.parse(
      (await admin.get('/api/content/entries/docs:en:api-keys').expect(200)).body.data,
    );
    expect(entry.body.length).toBeGreaterThan(100);
    expect(entry.category).toBeTruthy();
    expect(typeof entry.order).toBe('number');
    expect(entry.translationKey).toBeNull();
  });

  it('renders a preview with the public renderer: sanitised, headings and FAQ found, nothing stored', async () => {
    const before = await ContentEntry.countDocuments({});
    const preview = contentPreviewSchema.parse(
      (
        await admin
          .post('/api/content/preview')
          .send({
            body: '## Why\n\nA [link](/docs) and <script>alert(1)</script>.\n\n## Frequently asked questions\n\n### Is it free?\n\nYes, to start.',
          })
          .expect(200)
      ).body.data,
    );
    expect(preview.html).toContain('<h2>Why</h2>');
    expect(preview.html).toContain('<a href="/docs">link</a>');
    expect(preview.html).not.toContain('<script');
    expect(preview.faq).toEqual([{ question: 'Is it free?', answer: 'Yes, to start.' }]);
    expect(preview.headings.map((h) => h.text)).toEqual(['Why', 'Frequently asked questions', 'Is it free?']);
    expect(await ContentEntry.countDocuments({})).toBe(before);
  });

  it('lists every docs category for the form', async () => {
    const categories = docsCategoryDefsSchema.parse(
      (await admin.get('/api/content/docs-categories').expect(200)).body.data,
    );
    expect(categories.length).toBeGreaterThanOrEqual(3);
    expect(categories.every((c) => c.slug && c.title)).toBe(true);
  });

  it('names the field of a refused value: zod fields, a taken slug (409), a missing docs category', async () => {
    const bad = await admin
      .post('/api/content/entries')
      .send({ ...post, title: '', slug: 'fine-slug' })
      .expect(400);
    expect(bad.body.data.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'title', message: 'A title is needed.' })]),
    );
    const badSlug = await admin
      .post('/api/content/entries')
      .send({ ...post, slug: 'Not A Slug' })
      .expect(400);
    expect(badSlug.body.data.issues[0]).toMatchObject({ path: 'slug' });
    const noCategory = await admin
      .post('/api/content/entries')
      .send({ ...post, kind: 'docs', slug: 'no-category' })
      .expect(400);
    expect(noCategory.body.data.issues[0]).toEqual({
      path: 'category',
      message: 'A docs page needs a category.',
    });
    const badOrder = await admin
      .post('/api/content/entries')
      .send({ ...post, kind: 'docs', slug: 'bad-order', category: 'writing', order: 2.5 })
      .expect(400);
    expect(badOrder.body.data.issues[0]).toEqual({
      path: 'order',
      message: 'The order is a whole number from 0 to 1000.',
    });
    await admin.post('/api/content/entries').send(post).expect(201);
    const taken = await admin.post('/api/content/entries').send(post).expect(409);
    expect(taken.body.data.issues[0]).toMatchObject({ path: 'slug' });
  });

  it('clears optional fields with an empty value, and sets a docs page’s order', async () => {
    const id = 'blog:en:screen-written-post';
    const cleared = contentAdminEntrySchema.parse(
      (await admin.patch(`/api/content/entries/${id}`).send({ author: '', image: '' }).expect(200)).body.data,
    );
    expect(cleared).toMatchObject({ author: null, image: null, source: 'api' });
    expect(cleared.editedAt).not.toBeNull();
    const doc = contentAdminEntrySchema.parse(
      (
        await admin
          .post('/api/content/entries')
          .send({ ...post, kind: 'docs', slug: 'ordered-page', category: 'getting-started', order: 7 })
          .expect(201)
      ).body.data,
    );
    expect(doc.order).toBe(7);
  });

  it('revalidates public reads by ETag, so an edit or unpublish shows on the very next read; a 404 is never kept', async () => {
    const id = 'blog:en:screen-written-post';
    const missing = await visitor.get('/api/content/blog/screen-written-post').expect(404);
    expect(missing.headers['cache-control'] ?? '').not.toContain('public');

    await admin.post(`/api/content/entries/${id}/publish`).expect(200);
    const first = await visitor.get('/api/content/blog/screen-written-post').expect(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    await visitor.get('/api/content/blog/screen-written-post').set('If-None-Match', etag).expect(304);

    await admin.patch(`/api/content/entries/${id}`).send({ title: 'Edited on the screen' }).expect(200);
    const edited = await visitor
      .get('/api/content/blog/screen-written-post')
      .set('If-None-Match', etag)
      .expect(200);
    expect(edited.body.data.title).toBe('Edited on the screen');
    expect((await prerender('/blog/screen-written-post')).body).toContain('<h1>Edited on the screen</h1>');

    await admin.post(`/api/content/entries/${id}/unpublish`).expect(200);
    await visitor.get('/api/content/blog/screen-written-post').set('If-None-Match', etag).expect(404);
    expect((await prerender('/blog/screen-written-post')).status).toBe(404);
  });
});

describe('the first HTML of public paths (prerender)', () => {
  const jsonLdTypes = (head: string) =>
    [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => (JSON.parse(m[1]!) as { '@type': string })['@type'],
    );

  it.each([
    ['/', 'Write articles that rank', ['Organization', 'WebSite']],
    ['/blog', 'The Inkpress blog', ['Blog', 'BreadcrumbList']],
    ['/blog/es', 'Blog in Español', ['Blog', 'BreadcrumbList']],
    ['/blog/search-intent-explained', 'Search intent explained', ['BlogPosting', 'BreadcrumbList']],
    ['/blog/es/intencion-de-busqueda', 'La intención de búsqueda', ['BlogPosting', 'BreadcrumbList']],
    ['/docs', 'Inkpress documentation', ['CollectionPage', 'BreadcrumbList']],
    ['/docs/the-editor', 'The editor', ['TechArticle', 'BreadcrumbList']],
    ['/docs/category/writing', 'Writing and editing', ['CollectionPage', 'BreadcrumbList']],
    ['/docs/announcements', 'Announcements', ['BreadcrumbList']],
    ['/ai-article-writer', 'AI Article Writer', ['WebPage', 'BreadcrumbList', 'FAQPage']],
    ['/privacy', 'Privacy policy', ['WebPage', 'BreadcrumbList']],
    ['/features/brand-voice-nope', 'Page not found', []],
  ])('%s: title, description, canonical, one h1 and JSON-LD', async (path, h1, types) => {
    const page = await prerender(path);
    expect(page.status).toBe(h1 === 'Page not found' ? 404 : 200);
    expect(page.head).toMatch(/<title>[^<]+\| Inkpress<\/title>|<title>Inkpress[^<]*<\/title>/);
    expect(page.head).toMatch(/<meta name="description" content="[^"]{20,}" \/>/);
    expect(page.head).toContain(`<link rel="canonical" href="https://inkpress.example${path}" />`);
    expect(page.head).toContain('<meta property="og:image:width" content="1200" />');
    expect(page.body.match(/<h1>/g)).toHaveLength(1);
    expect(page.body).toContain(`<h1>${h1}`);
    expect(jsonLdTypes(page.head)).toEqual(types);
  });

  it('draws a post and the docs where the app draws them: the post’s breadcrumb, the docs’ folding contents', async () => {
    const post = await prerender('/blog/es/intencion-de-busqueda');
    expect(post.body).toContain(
      '<article class="pr-article pr-prose pr-post"><nav class="pr-crumbs" aria-label="Breadcrumb"><a href="/blog">Blog</a> / <a href="/blog/es">Español</a></nav><h1>',
    );
    const docs = await prerender('/docs/the-editor');
    expect(docs.body).toContain(
      '<nav class="pr-sidebar" aria-label="Documentation"><input type="checkbox" id="pr-docs-open" class="pr-docs-open" /><label for="pr-docs-open" class="pr-docs-toggle">Show the contents</label><div class="pr-docs-links">',
    );
    expect(docs.body).toContain('<a href="/docs/the-editor" aria-current="page">');
  });

  it('renders the free tools, each tool and the pricing page from the catalogues the app shows', async () => {
    const index = await prerender('/tools');
    expect(index.status).toBe(200);
    expect(index.body.match(/<h1>/g)).toHaveLength(1);
    expect(index.body).toContain('<h1>Free AI writing tools</h1>');
    expect(index.body).toContain('<a href="/tools/paraphrasing-tool">');
    // The lead's count is the number of tools the page lists.
    const listed = /<main[\s\S]*<\/main>/.exec(index.body)?.[0].match(/<li><a href="\/tools\//g)?.length ?? 0;
    expect(index.body).toContain(`<p class="pr-lead">${listed} free tools`);
    expect(jsonLdTypes(index.head)).toEqual(['CollectionPage', 'BreadcrumbList']);

    const tool = await prerender('/tools/paraphrasing-tool');
    expect(tool.head).toContain('<title>Free Paraphrasing Tool | Inkpress</title>');
    expect(tool.body).toContain('<h1>Paraphrasing Tool</h1>');
    expect(tool.body).toContain('Say the same thing in new words.');
    expect(tool.body).toMatch(/<h2>How it works<\/h2><ol><li>/);
    expect(tool.body).toMatch(/<h2>Questions<\/h2><dl><dt>/);
    // The tool's structured data leaves with the server's page (the app's screen writes its own).
    expect(jsonLdTypes(tool.head)).toEqual(['BreadcrumbList']);
    expect(jsonLdTypes(tool.body)).toEqual(['SoftwareApplication', 'FAQPage']);
    // A tool with a screen of its own is the app's; an unknown tool is not found.
    for (const own of [
      '/tools/indexer',
      '/tools/ai-text-editor',
      '/tools/youtube-to-blog',
      '/tools/page-rank-improver',
    ])
      expect({ own, head: (await prerender(own)).head }).toEqual({ own, head: '' });
    expect((await prerender('/tools/no-such-tool')).status).toBe(404);

    const pricing = await prerender('/pricing');
    expect(pricing.body).toContain('<h1>Simple plans that grow with you</h1>');
    expect(pricing.body).toContain('$34/month');
    const product = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(pricing.head)?.[1];
    const ld = JSON.parse(product!) as {
      '@type': string;
      offers: { price: string; priceCurrency: string }[];
    };
    expect(ld['@type']).toBe('Product');
    expect(ld.offers.map((o) => o.price)).toContain('34.00');
    expect(new Set(ld.offers.map((o) => o.priceCurrency))).toEqual(new Set(['USD']));
  });

  it('draws a tool’s form that works before the app: named fields with the app’s defaults and limits', async () => {
    const tool = await prerender('/tools/paraphrasing-tool');
    const form = /<form class="pr-tool-form"[\s\S]*?<\/form>/.exec(tool.body)?.[0] ?? '';
    expect(form).toMatch(
      /<textarea id="pr-paraphrasing-tool-text" name="text" required rows="8" maxlength="\d+"/,
    );
    expect(form).toContain('<option value="professional" selected>Professional</option>');
    expect(form).toContain(
      '<select id="pr-paraphrasing-tool-language" name="language"><option value="en-US" selected>English</option><option value="es-ES">Spanish</option>',
    );
    // Only the run button waits for the app.
    expect(form.match(/disabled/g)).toEqual(['disabled']);
    expect(form).toContain('<button type="button" disabled>Run Paraphrasing Tool</button>');
  });

  it('says which pages the app starts on at once and which wait for the visitor’s first gesture', async () => {
    for (const path of [
      '/',
      '/blog',
      '/docs',
      '/pricing',
      '/tools/paraphrasing-tool',
      '/about',
      '/no-such-page',
    ])
      expect({ path, start: (await prerender(path)).startApp }).toEqual({ path, start: 'interaction' });
    // Nothing drawn by the server, a form only the app has (contact, the media tools), or a moved path.
    for (const path of ['/dashboard', '/tools/indexer', '/contact-us', '/tools/music-generator', '/About'])
      expect({ path, start: (await prerender(path)).startApp }).toEqual({ path, start: 'load' });
    // A running promotion is drawn by the app only: every page starts it while it runs.
    const running = await Promotion.create({
      type: 'special-discount',
      startDate: new Date(Date.now() - 60_000),
      endDate: new Date(Date.now() + 3_600_000),
      createdBy: new Types.ObjectId(),
    });
    try {
      expect((await prerender('/blog')).startApp).toBe('load');
    } finally {
      await running.deleteOne();
    }
    expect((await prerender('/blog')).startApp).toBe('interaction');
  });

  it('links the languages of a post with hreflang', async () => {
    const page = await prerender('/blog/write-meta-descriptions-that-get-clicks');
    expect(page.head).toContain(
      'hreflang="de" href="https://inkpress.example/blog/de/meta-beschreibungen-schreiben"',
    );
    expect(page.head).toContain('hreflang="x-default"');
  });

  it('moves trailing-slash and case variants, leaves the app’s own paths alone, 404s the unknown', async () => {
    expect((await prerender('/about/')).redirect).toBe('/about');
    expect(await prerender('/About')).toMatchObject({ status: 301, redirect: '/about' });
    expect(await prerender('/dashboard/collections/abc')).toMatchObject({ status: 200, body: '', head: '' });
    expect(await prerender('/tools/indexer')).toMatchObject({ status: 200, body: '' });
    expect((await prerender('/no-such-page')).status).toBe(404);
    expect((await prerender('/blog', 99)).status).toBe(404);
  });

  it('serves the sitemap, robots.txt and the RSS feed', async () => {
    const sitemap = (await visitor.get('/api/content/sitemap.xml').expect(200)).text;
    expect(sitemap).toContain('<loc>https://inkpress.example/docs/the-editor</loc>');
    expect(sitemap).toContain('<loc>https://inkpress.example/blog/es/intencion-de-busqueda</loc>');
    expect(sitemap).toContain('<loc>https://inkpress.example/tools/headline-generator</loc>');
    expect(sitemap).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    const robots = (await visitor.get('/api/content/robots.txt').expect(200)).text;
    expect(robots).toContain('Sitemap: https://inkpress.example/sitemap.xml');
    const rss = await visitor.get('/api/content/rss.xml').expect(200);
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    expect(rss.text).toContain('<link>https://inkpress.example/blog/search-intent-explained</link>');
  });
});

describe("every page's own social card", () => {
  const POST = '/blog/write-meta-descriptions-that-get-clicks';
  const cardOf = (head: string) =>
    /<meta property="og:image" content="https:\/\/inkpress\.example([^"]+)"/.exec(head)?.[1];
  const png = async (path: string) => {
    const res = await visitor.get(path).expect(200).expect('Content-Type', 'image/png');
    return { body: res.body as Buffer, etag: res.headers.etag as string };
  };

  it('is named in the head of each page (and as a post’s JSON-LD image); the not-found page has the site’s', async () => {
    const post = await prerender(POST);
    expect(cardOf(post.head)).toBe(`/api/content/social${POST}.png`);
    expect(post.head).toContain(`"image":"https://inkpress.example/api/content/social${POST}.png"`);
    expect(cardOf((await prerender('/docs/the-editor')).head)).toBe(
      '/api/content/social/docs/the-editor.png',
    );
    expect(cardOf((await prerender('/')).head)).toBe('/api/content/social/index.png');
    expect(cardOf((await prerender('/features/brand-voice-nope')).head)).toBe('/social-default.png');
  });

  it('is a 1200x600 PNG of its own per page, revalidated by its ETag', async () => {
    const post = await png(`/api/content/social${POST}.png`);
    const meta = await sharp(post.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 600]);
    const docs = await png('/api/content/social/docs/the-editor.png');
    const tool = await png('/api/content/social/tools/paraphrasing-tool.png');
    expect(new Set([post.etag, docs.etag, tool.etag]).size).toBe(3);
    expect(post.body.equals(docs.body)).toBe(false);
    await visitor.get(`/api/content/social${POST}.png`).set('If-None-Match', post.etag).expect(304);
  });

  it('shares one drawing among all unknown paths, and follows a page’s new title', async () => {
    const a = await png('/api/content/social/no/such/page.png');
    const b = await png('/api/content/social/another-missing-page.png');
    expect(b.etag).toBe(a.etag);

    await admin
      .post('/api/content/entries')
      .send({
        kind: 'blog',
        slug: 'a-post-with-a-card',
        title: 'A post with a card',
        description: 'A post whose social card follows its title when it is edited.',
        body: 'Text.',
      })
      .expect(201);
    await admin.post('/api/content/entries/blog:en:a-post-with-a-card/publish').expect(200);
    const before = await png('/api/content/social/blog/a-post-with-a-card.png');
    expect(before.etag).not.toBe(a.etag);
    await admin
      .patch('/api/content/entries/blog:en:a-post-with-a-card')
      .send({ title: 'A renamed post' })
      .expect(200);
    const after = await png('/api/content/social/blog/a-post-with-a-card.png');
    expect(after.etag).not.toBe(before.etag);
  });

  it('answers 404 for what is no card address', async () => {
    await visitor.get('/api/content/social/blog/a-post.jpg').expect(404);
    await visitor.get('/api/content/social/%3Cscript%3E.png').expect(404);
    await visitor.get(`/api/content/social/${'a/'.repeat(200)}x.png`).expect(404);
  });
});

/**
 * The public site's first HTML (issue 14, "Readable before JavaScript"):
 * for a public path, the tags of <head> (title, description, canonical, Open
 * Graph, Twitter, hreflang, JSON-LD) and the page itself (header, one h1,
 * the whole main text, footer) rendered from the content, which the shell's
 * server puts into index.html. The federated app then takes over (the page
 * is hidden behind it until the marketing screen is ready: no flash).
 * Paths of the app that are not content answer 200 with nothing to add;
 * unknown paths answer 404 with a not-found page; trailing-slash and case
 * variants of a page move (301) to the page.
 *
 * Also /sitemap.xml, /robots.txt and /blog/rss.xml.
 */
import {
  BLOG_PAGE_SIZE,
  contentLanguageName,
  isContentLanguage,
  type Prerender,
  socialImagePath,
} from '@inkpress/shared-core';
import { tools } from '@inkpress/shared-core/tools';
import { activePromotion } from '../promotions';
import { indexablePublicArticles } from '../publicArticles';
import {
  isToolPagePath,
  renderPricing,
  renderToolPage,
  renderToolsIndex,
  toolPageNeedsApp,
} from './appPages';
import { breadcrumbs, esc, notFound, organization, pageAnswer, type Rendered, SITE } from './page';
import { contentPath } from './paths';
import {
  publicPagePaths,
  renderGptsDirectory,
  renderPublicArticle,
  renderSamples,
  renderTemplate,
  renderTemplates,
} from './publicPages';
import {
  blogLanguages,
  docsTree,
  type EntryDoc,
  findPublished,
  listAnnouncements,
  listBlog,
  publishedPaths,
  translationsOf,
} from './queries';
import { renderedEntry } from './rendered';
import type { SocialCard } from './socialCard';

/** Paths the app serves that are not content (other areas' screens): no page of ours, status 200. */
const APP_PATHS: RegExp[] = [
  /^\/(login|register|forgot-password|reset-password|verify-email|accept-invite|pricing|payment|affiliate|workspace|art|chat|image-restorer|tools|templates|gpts-directory)$/,
  /^\/login\/appsumo$/,
  /^\/dashboard(\/.*)?$/,
  /^\/workflows\/(all|history)$/,
  /^\/tools\/[^/]+$/,
  /^\/templates\/[^/]+$/,
  /^\/test-checkout\/[^/]+$/,
  /^\/public\/(samples|article\/[^/]+)$/,
  /^\/email\/resubscribe\/[^/]+$/,
];

export function isAppPath(path: string): boolean {
  return APP_PATHS.some((re) => re.test(path));
}

const date = (d: Date | null | undefined) =>
  d && d.getTime() > 0
    ? `<time datetime="${d.toISOString()}">${d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}</time>`
    : '';

function faqLd(doc: EntryDoc) {
  const faq = renderedEntry(doc).faq;
  return faq.length
    ? [
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: faq.map((f) => ({
            '@type': 'Question',
            name: f.question,
            acceptedAnswer: { '@type': 'Answer', text: f.answer },
          })),
        },
      ]
    : [];
}

/** The body of an entry: its Markdown's HTML, with an h1 from the title when the text has none. */
function articleHtml(doc: EntryDoc, before = '', frame: { head?: string; className?: string } = {}): string {
  const { html } = renderedEntry(doc);
  const h1 = /<h1>/.test(html)
    ? ''
    : `<h1>${esc(doc.data instanceof Map ? (doc.data.get('h1') ?? doc.title) : doc.title)}</h1>`;
  const className = ['pr-article', 'pr-prose', frame.className].filter(Boolean).join(' ');
  return `<article class="${className}">${frame.head ?? ''}${h1}${before}${html}</article>`;
}

async function renderPage(origin: string, path: string, doc: EntryDoc): Promise<Rendered> {
  const isHome = path === '/';
  const crumbs: [string, string][] = [['Home', '/']];
  if (!isHome) crumbs.push([doc.title, path]);
  const ld: unknown[] = isHome
    ? [
        organization(origin),
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SITE,
          url: origin,
          potentialAction: {
            '@type': 'SearchAction',
            target: `${origin}/docs?q={search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        },
      ]
    : [
        {
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: doc.title,
          description: doc.description,
          url: `${origin}${path}`,
        },
        breadcrumbs(origin, crumbs),
      ];
  ld.push(...faqLd(doc));
  return pageAnswer(
    origin,
    { title: doc.title, description: doc.description, path, jsonLd: ld },
    isHome ? homeHtml(doc) : articleHtml(doc),
  );
}

/**
 * The front page in the app's own layout (mfe-marketing HomePage): the
 * hero from the page's h1 and first paragraph, its list as feature cards.
 */
function homeHtml(doc: EntryDoc): string {
  const { html } = renderedEntry(doc);
  const h1 = /<h1>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? esc(doc.title);
  const lead = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? esc(doc.description);
  const h2 = /<h2>([\s\S]*?)<\/h2>/.exec(html)?.[1] ?? '';
  const items = [...html.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1]!);
  return [
    '<section class="pr-hero"><div class="pr-eyebrow">AI writing for SEO</div>',
    `<h1>${h1}</h1><p>${lead}</p>`,
    '<p class="pr-actions"><a class="pr-cta" href="/register">Start writing free</a> <a class="pr-secondary" href="/pricing">See plans</a></p></section>',
    `<section class="pr-features"><h2>${h2}</h2><ul class="pr-cards">${items.map((i) => `<li>${i}</li>`).join('')}</ul></section>`,
  ].join('');
}

function postCard(doc: EntryDoc): string {
  const path = contentPath('blog', doc.slug, doc.lang);
  return `<li><article><h2><a href="${esc(path)}">${esc(doc.title)}</a></h2><p>${esc(doc.description)}</p><p class="pr-meta">${date(doc.publishedAt)} · ${renderedEntry(doc).readingMinutes} min read</p></article></li>`;
}

async function renderBlogList(origin: string, lang: string | undefined, page: number): Promise<Rendered> {
  const { items, pages, total } = await listBlog({ lang, page, pageSize: BLOG_PAGE_SIZE });
  const base = lang ? `/blog/${lang}` : '/blog';
  if (page > pages) return notFound(origin, `${base}?page=${page}`);
  const path = page > 1 ? `${base}?page=${page}` : base;
  const langs = await blogLanguages();
  const title = lang ? `Blog in ${contentLanguageName(lang)}` : 'Blog: SEO writing and AI content';
  const description = lang
    ? `Inkpress blog posts written in ${contentLanguageName(lang)}: SEO writing, AI content and publishing.`
    : 'Guides and news on SEO writing, AI content, brand voice and growing organic traffic, from the Inkpress team.';
  const pager = [
    page > 1 ? `<a rel="prev" href="${base}${page > 2 ? `?page=${page - 1}` : ''}">Newer posts</a>` : '',
    page < pages ? `<a rel="next" href="${base}?page=${page + 1}">Older posts</a>` : '',
  ].join(' ');
  const main = [
    `<h1>${esc(lang ? `Blog in ${contentLanguageName(lang)}` : 'The Inkpress blog')}</h1>`,
    `<p class="pr-lead">${esc(description)} ${total} posts, newest first.</p>`,
    `<p class="pr-langs">Languages: ${langs.map((l) => `<a href="/blog${l.lang === 'en' && !lang ? '' : `/${l.lang}`}" hreflang="${l.lang}">${esc(contentLanguageName(l.lang))} (${l.count})</a>`).join(' · ')}</p>`,
    `<ul class="pr-cards">${items.map(postCard).join('')}</ul>`,
    `<nav class="pr-pager" aria-label="Pages">${pager}</nav>`,
  ].join('');
  return pageAnswer(
    origin,
    {
      title: page > 1 ? `${title} (page ${page})` : title,
      description,
      path,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Blog',
          name: `${SITE} blog`,
          url: `${origin}${base}`,
          blogPost: items.map((d) => ({
            '@type': 'BlogPosting',
            headline: d.title,
            url: `${origin}${contentPath('blog', d.slug, d.lang)}`,
          })),
        },
        breadcrumbs(origin, [
          ['Home', '/'],
          ['Blog', '/blog'],
          ...(lang ? [[contentLanguageName(lang), base] as [string, string]] : []),
        ]),
      ],
    },
    main,
  );
}

async function renderPost(origin: string, doc: EntryDoc): Promise<Rendered> {
  const path = contentPath('blog', doc.slug, doc.lang);
  const translations = await translationsOf(doc);
  const others = translations.filter((t) => t.lang !== doc.lang);
  const meta = `<p class="pr-meta">${doc.author ? `${esc(doc.author)} · ` : ''}${date(doc.publishedAt)} · ${renderedEntry(doc).readingMinutes} min read</p>${
    others.length
      ? `<p class="pr-meta">Also in: ${others.map((t) => `<a href="${esc(t.path)}" hreflang="${esc(t.lang)}">${esc(contentLanguageName(t.lang))}</a>`).join(' · ')}</p>`
      : ''
  }`;
  return pageAnswer(
    origin,
    {
      title: doc.title,
      description: doc.description,
      path,
      type: 'article',
      publishedAt: doc.publishedAt,
      translations,
      image: doc.image,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: doc.title,
          description: doc.description,
          inLanguage: doc.lang,
          datePublished: doc.publishedAt?.toISOString(),
          dateModified: doc.updatedAt.toISOString(),
          author: { '@type': doc.author ? 'Person' : 'Organization', name: doc.author ?? SITE },
          publisher: organization(origin),
          image: `${origin}${socialImagePath(path)}`,
          mainEntityOfPage: `${origin}${path}`,
        },
        breadcrumbs(origin, [
          ['Home', '/'],
          ['Blog', '/blog'],
          [doc.title, path],
        ]),
        ...faqLd(doc),
      ],
    },
    articleHtml(doc, meta, { head: postCrumbs(doc.lang), className: 'pr-post' }),
  );
}

/** A post's breadcrumb above its title, as the app draws it (the same place, so nothing moves at takeover). */
function postCrumbs(lang: string): string {
  const language =
    lang === 'en' ? '' : ` / <a href="/blog/${esc(lang)}">${esc(contentLanguageName(lang))}</a>`;
  return `<nav class="pr-crumbs" aria-label="Breadcrumb"><a href="/blog">Blog</a>${language}</nav>`;
}

/**
 * The docs' sidebar. On a phone's width it folds behind "Show the contents",
 * as the app's does, so the page does not jump when the app takes over; the
 * fold works without script (a checkbox and its label).
 */
async function docsSidebar(current?: string): Promise<string> {
  const tree = await docsTree();
  const toggle =
    '<input type="checkbox" id="pr-docs-open" class="pr-docs-open" /><label for="pr-docs-open" class="pr-docs-toggle">Show the contents</label>';
  return `<nav class="pr-sidebar" aria-label="Documentation">${toggle}<div class="pr-docs-links">${tree
    .map(
      (c) =>
        `<h2><a href="/docs/category/${esc(c.slug)}">${esc(c.title)}</a></h2><ul>${c.pages
          .map(
            (p) =>
              `<li><a href="/docs/${esc(p.slug)}"${p.slug === current ? ' aria-current="page"' : ''}>${esc(p.title)}</a></li>`,
          )
          .join('')}</ul>`,
    )
    .join('')}<h2><a href="/docs/announcements">Announcements</a></h2></div></nav>`;
}

const docsLayout = (sidebar: string, content: string) =>
  `<div class="pr-docs">${sidebar}<div class="pr-docs-main">${content}</div></div>`;

async function renderDocsHome(origin: string): Promise<Rendered> {
  const tree = await docsTree();
  const content = [
    '<h1>Inkpress documentation</h1>',
    '<p class="pr-lead">How to use every screen of Inkpress: writing in the editor, templates, bulk generation, brand voice, publishing to your site, credits and billing, and the free tools.</p>',
    '<form action="/docs" method="get" role="search"><label>Search the docs <input type="search" name="q" /></label></form>',
    ...tree.map(
      (c) =>
        `<section><h2><a href="/docs/category/${esc(c.slug)}">${esc(c.title)}</a></h2><p>${esc(c.description)}</p><ul>${c.pages
          .map((p) => `<li><a href="/docs/${esc(p.slug)}">${esc(p.title)}</a>: ${esc(p.description)}</li>`)
          .join('')}</ul></section>`,
    ),
  ].join('');
  return pageAnswer(
    origin,
    {
      title: 'Documentation',
      description:
        'How to use every part of Inkpress: the editor, templates, bulk generation, brand voice, integrations, billing and the free tools.',
      path: '/docs',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: 'Inkpress documentation',
          url: `${origin}/docs`,
        },
        breadcrumbs(origin, [
          ['Home', '/'],
          ['Docs', '/docs'],
        ]),
      ],
    },
    docsLayout(await docsSidebar(), content),
  );
}

async function renderDocsCategory(origin: string, slug: string): Promise<Rendered> {
  const category = (await docsTree()).find((c) => c.slug === slug);
  const path = `/docs/category/${slug}`;
  if (!category) return notFound(origin, path);
  const content = `<h1>${esc(category.title)}</h1><p class="pr-lead">${esc(category.description)}</p><ul class="pr-cards">${category.pages
    .map(
      (p) =>
        `<li><h2><a href="/docs/${esc(p.slug)}">${esc(p.title)}</a></h2><p>${esc(p.description)}</p></li>`,
    )
    .join('')}</ul>`;
  return pageAnswer(
    origin,
    {
      title: `${category.title} · Docs`,
      description: category.description,
      path,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: category.title,
          url: `${origin}${path}`,
        },
        breadcrumbs(origin, [
          ['Home', '/'],
          ['Docs', '/docs'],
          [category.title, path],
        ]),
      ],
    },
    docsLayout(await docsSidebar(), content),
  );
}

async function renderDocsPage(origin: string, doc: EntryDoc): Promise<Rendered> {
  const path = `/docs/${doc.slug}`;
  const category = (await docsTree()).find((c) => c.slug === doc.category);
  const crumbs: [string, string][] = [
    ['Home', '/'],
    ['Docs', '/docs'],
  ];
  if (category) crumbs.push([category.title, `/docs/category/${category.slug}`]);
  crumbs.push([doc.title, path]);
  return pageAnswer(
    origin,
    {
      title: `${doc.title} · Docs`,
      description: doc.description,
      path,
      type: 'article',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'TechArticle',
          headline: doc.title,
          description: doc.description,
          dateModified: doc.updatedAt.toISOString(),
          author: organization(origin),
          publisher: organization(origin),
          image: `${origin}${socialImagePath(path)}`,
          mainEntityOfPage: `${origin}${path}`,
        },
        breadcrumbs(origin, crumbs),
        ...faqLd(doc),
      ],
    },
    docsLayout(await docsSidebar(doc.slug), articleHtml(doc)),
  );
}

async function renderAnnouncements(origin: string): Promise<Rendered> {
  const items = await listAnnouncements();
  const content = `<h1>Announcements</h1><p class="pr-lead">What is new in Inkpress, newest first.</p>${items
    .map(
      (a) =>
        `<section id="${esc(a.slug)}"><h2>${esc(a.title)}</h2><p class="pr-meta">${date(a.publishedAt)}</p>${renderedEntry(a).html}</section>`,
    )
    .join('')}`;
  return pageAnswer(
    origin,
    {
      title: 'Announcements',
      description: 'What is new in Inkpress: new features, improvements and changes, newest first.',
      path: '/docs/announcements',
      jsonLd: [
        breadcrumbs(origin, [
          ['Home', '/'],
          ['Docs', '/docs'],
          ['Announcements', '/docs/announcements'],
        ]),
      ],
    },
    docsLayout(await docsSidebar(), content),
  );
}

/** Server-drawn pages whose use needs the app at once: a form only the app has (and tools', below). */
const NEEDS_APP_AT_LOAD = new Set(['/contact-us']);

/**
 * When the app starts on a page (issue 14): a page the server draws whole is read without it, and
 * the app loads at the visitor's first gesture; a page that needs the app (nothing drawn, a form
 * only the app has, a promotion, which only the app draws) starts it at once.
 */
async function startAppOn(path: string, rendered: Rendered): Promise<Prerender['startApp']> {
  if (!rendered.body || NEEDS_APP_AT_LOAD.has(path) || toolPageNeedsApp(path)) return 'load';
  return (await activePromotion()) ? 'load' : 'interaction';
}

/** What a first request for `path` (no query but `page`) answers with. */
export async function prerenderPath(origin: string, rawPath: string, page = 1): Promise<Prerender> {
  const path = rawPath.replace(/\/{2,}/g, '/');
  const moved = (to: string): Prerender => ({
    status: 301,
    head: '',
    body: '',
    redirect: to,
    startApp: 'load',
  });
  if (path.length > 1 && path.endsWith('/')) return moved(path.replace(/\/+$/, '') || '/');
  const rendered = await render(origin, path, page);
  if (rendered.status === 404 && path !== path.toLowerCase()) {
    const lower = await render(origin, path.toLowerCase(), page);
    if (lower.status === 200) return moved(path.toLowerCase());
  }
  const { card: _card, ...answer } = rendered;
  return { redirect: null, ...answer, startApp: await startAppOn(path, rendered) };
}

/** The card of a page the app draws itself (no server-rendered head): the tools and the app's public screens. */
const appCards: Record<string, Omit<SocialCard, 'image'>> = {
  '/art': { title: 'Free AI art generator', section: 'Free tool' },
  '/chat': { title: 'Free AI chat for writers', section: 'Free tool' },
  '/image-restorer': { title: 'Free AI image restorer', section: 'Free tool' },
};
const SITE_CARD: SocialCard = {
  title: 'Write, improve and publish SEO articles with AI',
  section: null,
  image: null,
};

/**
 * What the social card of `path` shows: the page's own title (and feature
 * image) when the page exists, the tool's name for a tool, and the site's
 * card for anything else, so unknown paths all share one drawing.
 */
export async function socialCardOf(origin: string, path: string): Promise<SocialCard> {
  const tool = /^\/tools\/([a-z0-9-]+)$/.exec(path);
  if (tool) {
    const found = tools.find((t) => t.slug === tool[1]);
    return found ? { title: found.name, section: 'Free tool', image: null } : SITE_CARD;
  }
  const app = appCards[path];
  if (app) return { ...app, image: null };
  const rendered = await render(origin, path, 1);
  return rendered.status === 200 && rendered.card ? rendered.card : SITE_CARD;
}

async function render(origin: string, path: string, page: number): Promise<Rendered> {
  const parts = path.split('/').filter(Boolean);
  if (path === '/') {
    const home = await findPublished('page', 'home');
    return home ? renderPage(origin, '/', home) : notFound(origin, path);
  }
  if (parts[0] === 'blog') {
    if (parts.length === 1) return renderBlogList(origin, undefined, page);
    if (parts.length === 2) {
      if (isContentLanguage(parts[1])) return renderBlogList(origin, parts[1], page);
      const post = await findPublished('blog', parts[1]!, 'en');
      return post ? renderPost(origin, post) : notFound(origin, path);
    }
    if (parts.length === 3 && isContentLanguage(parts[1])) {
      const post = await findPublished('blog', parts[2]!, parts[1]);
      return post ? renderPost(origin, post) : notFound(origin, path);
    }
    return notFound(origin, path);
  }
  if (parts[0] === 'docs') {
    if (parts.length === 1) return renderDocsHome(origin);
    if (parts.length === 2 && parts[1] === 'announcements') return renderAnnouncements(origin);
    if (parts.length === 3 && parts[1] === 'category') return renderDocsCategory(origin, parts[2]!);
    if (parts.length === 2) {
      const doc = await findPublished('docs', parts[1]!);
      return doc ? renderDocsPage(origin, doc) : notFound(origin, path);
    }
    return notFound(origin, path);
  }
  // Pages built from the catalogues and the users' public posts (publicPages.ts).
  if (path === '/templates') return renderTemplates(origin);
  if (parts[0] === 'templates' && parts.length === 2) return renderTemplate(origin, parts[1]!);
  if (path === '/gpts-directory') return renderGptsDirectory(origin);
  if (path === '/public/samples') return renderSamples(origin);
  if (parts[0] === 'public' && parts[1] === 'article' && parts.length === 3) {
    return renderPublicArticle(origin, parts[2]!);
  }
  // The app's own public screens whose words come from the catalogues (appPages.ts).
  if (path === '/tools') return renderToolsIndex(origin);
  if (parts[0] === 'tools' && parts.length === 2 && isToolPagePath(parts[1]!)) {
    return renderToolPage(origin, parts[1]!);
  }
  if (path === '/pricing') return renderPricing(origin);
  const slug = parts.join('/');
  const doc = /^[a-z0-9/-]+$/.test(slug) ? await findPublished('page', slug) : null;
  if (doc) return renderPage(origin, path, doc);
  if (isAppPath(path)) return { status: 200, head: '', body: '' };
  return notFound(origin, path);
}

// --- Sitemap, robots, RSS ------------------------------------------------------------------

const xml = (s: string) => esc(s);

/** The public routes that are not content entries: tools, pricing, templates and the like. */
function staticPaths(): string[] {
  const toolPaths = tools.map((t) => `/tools/${t.slug}`);
  return [
    '/pricing',
    '/tools',
    '/templates',
    '/blog',
    '/docs',
    '/docs/announcements',
    '/art',
    '/chat',
    '/image-restorer',
    ...toolPaths,
  ];
}

export async function sitemapXml(origin: string): Promise<string> {
  const paths = await publishedPaths();
  const tree = await docsTree();
  const now = new Date();
  const rows: { path: string; lastmod: Date }[] = [
    ...paths.map((p) => ({ path: p.path, lastmod: p.lastmod })),
    ...tree.map((c) => ({
      path: `/docs/category/${c.slug}`,
      lastmod: new Date(Math.max(...c.pages.map((p) => p.updatedAt.getTime()))),
    })),
    ...(await blogLanguages())
      .filter((l) => l.lang !== 'en')
      .map((l) => ({ path: `/blog/${l.lang}`, lastmod: now })),
    ...staticPaths().map((path) => ({ path, lastmod: now })),
    ...(await publicPagePaths()).map((path) => ({ path, lastmod: now })),
    ...(await indexablePublicArticles()),
  ];
  const seen = new Set<string>();
  const urls = rows
    .filter((r) => {
      if (seen.has(r.path)) return false;
      seen.add(r.path);
      return true;
    })
    .map(
      (r) =>
        `  <url><loc>${xml(origin + r.path)}</loc><lastmod>${r.lastmod.toISOString().slice(0, 10)}</lastmod></url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /api/',
    'Disallow: /workspace',
    'Disallow: /workflows/',
    'Disallow: /email/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export async function blogRss(origin: string): Promise<string> {
  const { items } = await listBlog({ page: 1, pageSize: 50 });
  const entries = items.map((d) => {
    const url = origin + contentPath('blog', d.slug, d.lang);
    return `    <item><title>${xml(d.title)}</title><link>${xml(url)}</link><guid isPermaLink="true">${xml(url)}</guid><description>${xml(d.description)}</description>${d.publishedAt ? `<pubDate>${d.publishedAt.toUTCString()}</pubDate>` : ''}</item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n  <channel>\n    <title>The Inkpress blog</title>\n    <link>${xml(`${origin}/blog`)}</link>\n    <atom:link href="${xml(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />\n    <description>Guides and news on SEO writing, AI content and growing organic traffic.</description>\n    <language>en</language>\n${entries.join('\n')}\n  </channel>\n</rss>\n`;
}

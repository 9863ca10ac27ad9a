import { createHash } from 'node:crypto';
import { pageOfSocialImage } from '@inkpress/shared-core';
import Router from '@koa/router';
import type { Context } from 'koa';
import type { Config } from '../../config';
import { NotFound } from '../../errors';
import { safeFetch } from '../../lib/safeFetch';
import { authUser, requireInternal } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import {
  presentContentAdminEntry,
  presentContentAdminRow,
  presentContentEntry,
  presentContentSummary,
} from '../../presenters/content';
import {
  blogLanguages,
  createEntry,
  docsCategories,
  docsTree,
  type EntryDoc,
  getEntry,
  getPublished,
  listAllEntries,
  listAnnouncements,
  listBlog,
  searchDocs,
  setPublished,
  translationsOf,
  updateEntry,
} from '../../services/content/queries';
import { renderPage } from '../../services/content/rendered';
import { blogRss, prerenderPath, robotsTxt, sitemapXml, socialCardOf } from '../../services/content/site';
import { socialCardPng } from '../../services/content/socialCard';
import * as T from './schema';

/**
 * A public answer that any cache may keep but must check again before each
 * use (ETag, 304 when unchanged): an internal user's edit, publish or
 * unpublish shows on the very next read, in the app's take-over of a page
 * too, never a minute later. Only successful answers get here, so a 404 is
 * never kept (a post published a moment later is found at once).
 */
function sendPublic(ctx: Context, body: unknown) {
  ctx.body = body;
  ctx.set('Cache-Control', 'public, no-cache');
  ctx.etag = createHash('sha1')
    .update(typeof body === 'string' ? body : JSON.stringify(body))
    .digest('base64url');
  if (ctx.fresh) {
    ctx.status = 304;
    ctx.body = null;
  }
}

async function presentPublic(doc: EntryDoc) {
  return presentContentEntry(doc, await translationsOf(doc));
}

/**
 * The public site's content (issue 14): blog, docs, announcements and site
 * pages, read by anyone; created, edited, published and unpublished by
 * internal users. Also the first HTML of public paths for the shell's
 * server (prerender), and the sitemap, robots.txt and RSS it passes through.
 */
export function contentRouter(config: Config) {
  const router = new Router({ prefix: '/content' });

  router.get('/blog', async (ctx) => {
    const { query } = readInput(ctx, { query: T.BlogListQuery });
    const { items, total, pages } = await listBlog(query);
    sendPublic(ctx, {
      data: items.map(presentContentSummary),
      meta: { page: query.page, pageSize: query.pageSize, total, pages },
      languages: await blogLanguages(),
    });
  });

  router.get('/blog/:lang/:slug', async (ctx) => {
    const { params } = readInput(ctx, { params: T.LangSlugParams });
    sendPublic(ctx, { data: await presentPublic(await getPublished('blog', params.slug, params.lang)) });
  });

  router.get('/blog/:slug', async (ctx) => {
    const { params } = readInput(ctx, { params: T.SlugParams });
    sendPublic(ctx, { data: await presentPublic(await getPublished('blog', params.slug, 'en')) });
  });

  router.get('/docs', async (ctx) => {
    const tree = await docsTree();
    sendPublic(ctx, {
      data: tree.map((c) => ({
        slug: c.slug,
        title: c.title,
        description: c.description,
        pages: c.pages.map(presentContentSummary),
      })),
    });
  });

  router.get('/docs/search', async (ctx) => {
    const { query } = readInput(ctx, { query: T.DocsSearchQuery });
    ctx.body = { data: await searchDocs(query.q) };
  });

  router.get('/docs/:slug', async (ctx) => {
    const { params } = readInput(ctx, { params: T.SlugParams });
    sendPublic(ctx, { data: await presentPublic(await getPublished('docs', params.slug)) });
  });

  router.get('/announcements', async (ctx) => {
    sendPublic(ctx, { data: (await listAnnouncements()).map((a) => presentContentEntry(a, [])) });
  });

  router.get('/pages', async (ctx) => {
    const { query } = readInput(ctx, { query: T.PageQuery });
    sendPublic(ctx, { data: await presentPublic(await getPublished('page', query.path)) });
  });

  router.get('/prerender', async (ctx) => {
    const { query } = readInput(ctx, { query: T.PrerenderQuery });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await prerenderPath(config.publicUrl, query.path, query.page) };
  });

  /** A feature image for a card: read under the SSRF rules, small, images only; null when it cannot be. */
  const loadImage = async (url: string) => {
    const res = await safeFetch(config.fetchPolicy, url, {
      timeoutMs: 5000,
      maxBytes: 5 * 1024 * 1024,
      accept: ['image/'],
    });
    return res.ok ? res.body : null;
  };

  // A page's 1200x600 social card (socialImagePath in shared-core names it).
  router.get('/social/{*card}', async (ctx) => {
    const pagePath = pageOfSocialImage(ctx.path);
    if (!pagePath || pagePath.length > 300 || !/^\/[A-Za-z0-9/_.-]*$/.test(pagePath)) {
      throw NotFound('There is no social image at this address.');
    }
    const card = await socialCardOf(config.publicUrl, pagePath!);
    const { key, png } = socialCardPng(card, loadImage);
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.etag = key;
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'image/png';
    ctx.body = await png;
  });

  router.get('/sitemap.xml', async (ctx) => {
    ctx.type = 'application/xml';
    sendPublic(ctx, await sitemapXml(config.publicUrl));
  });
  router.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain';
    sendPublic(ctx, robotsTxt(config.publicUrl));
  });
  router.get('/rss.xml', async (ctx) => {
    ctx.type = 'application/rss+xml';
    sendPublic(ctx, await blogRss(config.publicUrl));
  });

  // --- Internal users (/dashboard/site-content) ------------------------------------------
  const adminEntry = async (doc: EntryDoc) => presentContentAdminEntry(doc, await translationsOf(doc));

  router.get('/entries', requireInternal, async (ctx) => {
    const { query } = readInput(ctx, { query: T.EntriesQuery });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: (await listAllEntries(query.kind)).map(presentContentAdminRow) };
  });

  router.get('/entries/:id', requireInternal, async (ctx) => {
    const { params } = readInput(ctx, { params: T.EntryParams });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await adminEntry(await getEntry(params.id)) };
  });

  router.post('/entries', requireInternal, async (ctx) => {
    const { body } = readInput(ctx, { body: T.CreateEntryBody });
    const doc = await createEntry(authUser(ctx), body);
    ctx.status = 201;
    ctx.body = { data: await adminEntry(doc) };
  });

  router.patch('/entries/:id', requireInternal, async (ctx) => {
    const { params, body } = readInput(ctx, { params: T.EntryParams, body: T.UpdateEntryBody });
    ctx.body = { data: await adminEntry(await updateEntry(authUser(ctx), params.id, body)) };
  });

  router.post('/entries/:id/publish', requireInternal, async (ctx) => {
    const { params } = readInput(ctx, { params: T.EntryParams });
    ctx.body = { data: await adminEntry(await setPublished(authUser(ctx), params.id, true)) };
  });

  router.post('/entries/:id/unpublish', requireInternal, async (ctx) => {
    const { params } = readInput(ctx, { params: T.EntryParams });
    ctx.body = { data: await adminEntry(await setPublished(authUser(ctx), params.id, false)) };
  });

  // The editing screen's live preview: the public pages' own renderer, nothing stored.
  router.post('/preview', requireInternal, (ctx) => {
    const { body } = readInput(ctx, { body: T.PreviewBody });
    const { html, headings, faq, words, readingMinutes } = renderPage(body.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { html, headings, faq, words, readingMinutes } };
  });

  router.get('/docs-categories', requireInternal, async (ctx) => {
    ctx.body = {
      data: (await docsCategories()).map(({ slug, title, description }) => ({ slug, title, description })),
    };
  });

  return router;
}

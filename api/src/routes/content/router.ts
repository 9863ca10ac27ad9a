import { pageOfSocialImage } from '@inkpress/shared-core';
import Router from '@koa/router';
import type { Context } from 'koa';
import type { Config } from '../../config';
import { NotFound } from '../../errors';
import { safeFetch } from '../../lib/safeFetch';
import { authUser, requireInternal } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentContentEntry, presentContentSummary } from '../../presenters/content';
import {
  blogLanguages,
  createEntry,
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
import { blogRss, prerenderPath, robotsTxt, sitemapXml, socialCardOf } from '../../services/content/site';
import { socialCardPng } from '../../services/content/socialCard';
import * as T from './schema';

/** Public content may sit in shared caches for a minute; edits show within that. */
function cachePublic(ctx: Context) {
  ctx.set('Cache-Control', 'public, max-age=60');
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
    cachePublic(ctx);
    ctx.body = {
      data: items.map(presentContentSummary),
      meta: { page: query.page, pageSize: query.pageSize, total, pages },
      languages: await blogLanguages(),
    };
  });

  router.get('/blog/:lang/:slug', async (ctx) => {
    const { params } = readInput(ctx, { params: T.LangSlugParams });
    cachePublic(ctx);
    ctx.body = { data: await presentPublic(await getPublished('blog', params.slug, params.lang)) };
  });

  router.get('/blog/:slug', async (ctx) => {
    const { params } = readInput(ctx, { params: T.SlugParams });
    cachePublic(ctx);
    ctx.body = { data: await presentPublic(await getPublished('blog', params.slug, 'en')) };
  });

  router.get('/docs', async (ctx) => {
    const tree = await docsTree();
    cachePublic(ctx);
    ctx.body = {
      data: tree.map((c) => ({
        slug: c.slug,
        title: c.title,
        description: c.description,
        pages: c.pages.map(presentContentSummary),
      })),
    };
  });

  router.get('/docs/search', async (ctx) => {
    const { query } = readInput(ctx, { query: T.DocsSearchQuery });
    ctx.body = { data: await searchDocs(query.q) };
  });

  router.get('/docs/:slug', async (ctx) => {
    const { params } = readInput(ctx, { params: T.SlugParams });
    cachePublic(ctx);
    ctx.body = { data: await presentPublic(await getPublished('docs', params.slug)) };
  });

  router.get('/announcements', async (ctx) => {
    cachePublic(ctx);
    ctx.body = { data: (await listAnnouncements()).map((a) => presentContentEntry(a, [])) };
  });

  router.get('/pages', async (ctx) => {
    const { query } = readInput(ctx, { query: T.PageQuery });
    cachePublic(ctx);
    ctx.body = { data: await presentPublic(await getPublished('page', query.path)) };
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
    cachePublic(ctx);
    ctx.body = await sitemapXml(config.publicUrl);
  });
  router.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain';
    cachePublic(ctx);
    ctx.body = robotsTxt(config.publicUrl);
  });
  router.get('/rss.xml', async (ctx) => {
    ctx.type = 'application/rss+xml';
    cachePublic(ctx);
    ctx.body = await blogRss(config.publicUrl);
  });

  // --- Internal users -------------------------------------------------------------------
  router.get('/entries', requireInternal, async (ctx) => {
    const { query } = readInput(ctx, { query: T.EntriesQuery });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: (await listAllEntries(query.kind)).map(presentContentSummary) };
  });

  router.get('/entries/:id', requireInternal, async (ctx) => {
    const { params } = readInput(ctx, { params: T.EntryParams });
    const doc = await getEntry(params.id);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: presentContentEntry(doc, await translationsOf(doc), { withSource: true }) };
  });

  router.post('/entries', requireInternal, async (ctx) => {
    const { body } = readInput(ctx, { body: T.CreateEntryBody });
    const doc = await createEntry(authUser(ctx), body);
    ctx.status = 201;
    ctx.body = { data: presentContentEntry(doc, [], { withSource: true }) };
  });

  router.patch('/entries/:id', requireInternal, async (ctx) => {
    const { params, body } = readInput(ctx, { params: T.EntryParams, body: T.UpdateEntryBody });
    const doc = await updateEntry(authUser(ctx), params.id, body);
    ctx.body = { data: presentContentEntry(doc, await translationsOf(doc), { withSource: true }) };
  });

  router.post('/entries/:id/publish', requireInternal, async (ctx) => {
    const { params } = readInput(ctx, { params: T.EntryParams });
    ctx.body = {
      data: presentContentEntry(await setPublished(authUser(ctx), params.id, true), [], { withSource: true }),
    };
  });

  router.post('/entries/:id/unpublish', requireInternal, async (ctx) => {
    const { params } = readInput(ctx, { params: T.EntryParams });
    ctx.body = {
      data: presentContentEntry(await setPublished(authUser(ctx), params.id, false), [], {
        withSource: true,
      }),
    };
  });

  return router;
}

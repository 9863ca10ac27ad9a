/**
 * The widget for partner sites (issue 13), outside /api:
 *
 *   GET /widget.js             the loader partners include (inserts the iframe), and its .map
 *   GET /embed/{slug}?partner  the tool alone, framed only by the partner's origins
 *   GET /embed/assets/{file}   the embed page's bundle
 *
 * The shell's server passes these paths through to the API like /api, so
 * they are served from the platform's public origin.
 */
import { PARTNER_KEY_PATTERN } from '@inkpress/shared-core';
import { toolBySlug } from '@inkpress/shared-core/tools';
import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { Config } from '../../config';
import { findPartnerByKey } from '../../services/partners';
import { type EmbedAssets, type EmbedFile, embedAssets } from './assets';
import { type EmbedPartner, embedHeaders, renderEmbedPage } from './page';

/** Tools an embed can show: the catalogue's own runnable tools with a form. */
function embeddableTool(slug: string) {
  const tool = toolBySlug.get(slug);
  return tool && tool.area === 'tools' && tool.fields.length > 0 ? tool : null;
}

function sendFile(ctx: Context, file: EmbedFile, cacheControl: string) {
  const gzip = Boolean(ctx.acceptsEncodings('gzip', 'identity') === 'gzip');
  ctx.vary('Accept-Encoding');
  ctx.set('Cache-Control', cacheControl);
  ctx.type = file.type;
  if (gzip) ctx.set('Content-Encoding', 'gzip');
  ctx.body = gzip ? file.gzip : file.raw;
}

function notBuilt(ctx: Context) {
  ctx.status = 404;
  ctx.type = 'text/plain';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = 'Not found.';
}

export function embedRoutes(config: Config, assets: EmbedAssets = embedAssets): Middleware {
  const router = new Router();

  router.get('/widget.js', async (ctx) => {
    const manifest = await assets.manifest();
    const file = manifest && (await assets.file(manifest.widget));
    if (!file) return notBuilt(ctx);
    // Loaded by <script> on partners' pages: other sites may read it; a short cache so updates reach them.
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.set('Access-Control-Allow-Origin', '*');
    sendFile(ctx, file, 'public, max-age=300');
  });

  // Its source map sits beside it (browsers ask for it only with their developer tools open).
  router.get('/widget.js.map', async (ctx) => {
    const manifest = await assets.manifest();
    const file = manifest && (await assets.file(`${manifest.widget}.map`));
    if (!file) return notBuilt(ctx);
    ctx.set('Access-Control-Allow-Origin', '*');
    sendFile(ctx, file, 'public, max-age=300');
  });

  router.get('/embed/assets/:file', async (ctx) => {
    const file = await assets.file(ctx.params.file ?? '');
    if (!file) return notBuilt(ctx);
    sendFile(ctx, file, file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  });

  router.get('/embed/:slug', async (ctx) => {
    const slug = ctx.params.slug ?? '';
    const key = typeof ctx.query.partner === 'string' ? ctx.query.partner : '';
    const found = PARTNER_KEY_PATTERN.test(key) ? await findPartnerByKey(key) : null;
    const partner: EmbedPartner | null = found ? { key: found.key, origins: [...found.origins] } : null;
    const tool = embeddableTool(slug);
    // Framed only by the partner's origins; X-Frame-Options cannot name several, so only `none` keeps it.
    if (partner?.origins.length) ctx.res.removeHeader('X-Frame-Options');
    ctx.set(embedHeaders(partner));
    ctx.status = tool ? 200 : 404;
    ctx.type = 'html';
    ctx.body = renderEmbedPage({
      tool,
      slug,
      partner,
      publicUrl: config.publicUrl,
      manifest: await assets.manifest(),
    });
  });

  const routes = router.routes() as Middleware;
  return (ctx, next) =>
    ctx.path.startsWith('/widget.js') || ctx.path.startsWith('/embed/') ? routes(ctx, next) : next();
}

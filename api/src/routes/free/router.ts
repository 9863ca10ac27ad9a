import Router from '@koa/router';
import type { Context } from 'koa';
import { freeArt, freeChat, freeMusic, freeMusicGet, freeQuota, freeRestore } from '../../commands/freePages';
import type { Config } from '../../config';
import { NotFound } from '../../errors';
import { readInput } from '../../middlewares/validate';
import { artSampleImage, artSampleList } from '../../services/images/samples';
import { readVisitorResult, type VisitorResultKind } from '../../services/storage/visitorResults';
import * as T from './schema';

/**
 * The public free pages for visitors (issues 15 and 16), each under a small
 * daily quota per visitor (429 RateLimitError once used up, nothing charged):
 * - GET /api/free/quota?page=art|restorer|chat|music: what is left today.
 * - POST /api/free/art {prompt, size, style}: one AI image, inline.
 * - GET /api/free/art/samples: /art's public gallery (fixed prompts, offline drawings);
 *   GET /api/free/art/samples/{id}: one sample's image (WebP, cached, ETag). No quota: nothing new is drawn.
 * - POST /api/free/restore?scale=2|4&denoise&sharpen&fixColors&faceSafe: the image as the body; the restored
 *   image's short-lived signed link, GET /api/free/restore/{name}?expires&signature (streamed; 404 once expired).
 * - POST /api/free/music {prompt, seconds}: 202, a `music.visitor` job making a piece of music;
 *   POST /api/free/music/get {id}: its state and, once done, the WAV's and MIDI's short-lived signed
 *   links, GET /api/free/music/{name}?expires&signature (404 for another visitor's job).
 * - POST /api/free/chat {messages}: a streamed answer (server-sent events).
 * A signed-in user is sent to the account's charged calls (400 naming it).
 */
export function freeRouter(_config: Config) {
  const router = new Router({ prefix: '/free' });

  router.get('/quota', async (ctx) => {
    const { query } = readInput(ctx, { query: T.FreeQuotaQuery });
    ctx.body = { data: await freeQuota(ctx, query.page) };
  });

  router.post('/art', async (ctx) => {
    const { body } = readInput(ctx, { body: T.FreeArtBody });
    const data = await freeArt(ctx, body);
    ctx.status = 201;
    ctx.body = { data };
  });

  router.get('/art/samples', async (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = { data: artSampleList() };
  });

  router.get('/art/samples/:id', async (ctx) => {
    const image = await artSampleImage(ctx.params.id ?? '');
    if (!image) throw NotFound('There is no sample image with this id.');
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.etag = image.etag;
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = image.contentType;
    ctx.body = image.bytes;
  });

  router.post('/restore', async (ctx) => {
    const { query } = readInput(ctx, { query: T.FreeRestoreQuery });
    const data = await freeRestore(ctx, query);
    ctx.status = 201;
    ctx.body = { data };
  });

  router.get('/restore/:name', (ctx) =>
    serveVisitorResult(
      ctx,
      'restored',
      'restored',
      'This restored image has expired or does not exist. Restore it again.',
    ),
  );

  router.post('/music', async (ctx) => {
    const { body } = readInput(ctx, { body: T.FreeMusicBody });
    const data = await freeMusic(ctx, body);
    ctx.status = 202;
    ctx.body = { data };
  });

  router.post('/music/get', async (ctx) => {
    const { body } = readInput(ctx, { body: T.MusicGetBody });
    ctx.body = { data: await freeMusicGet(ctx, body.id) };
  });

  router.get('/music/:name', (ctx) =>
    serveVisitorResult(ctx, 'music', 'music', 'This piece has expired or does not exist. Generate it again.'),
  );

  router.post('/chat', async (ctx) => {
    const { body } = readInput(ctx, { body: T.FreeChatBody });
    await freeChat(ctx, body);
  });

  return router;
}

/**
 * GET /api/free/{restore|music}/{name}?expires&signature[&download]: a
 * visitor's result by its signed link (storage/visitorResults.ts), streamed;
 * 404 once expired or for a changed link.
 */
async function serveVisitorResult(
  ctx: Context,
  kind: VisitorResultKind,
  downloadName: string,
  missing: string,
) {
  const { query } = readInput(ctx, { query: T.FreeRestoredQuery });
  const name = ctx.params.name ?? '';
  const file = await readVisitorResult(ctx.services.config, kind, name, query.expires, query.signature);
  if (!file) throw NotFound(missing);
  // Inline it carries no file name, so a page's <a download="…"> names it.
  if (query.download) ctx.attachment(`${downloadName}.${file.ext}`);
  ctx.type = file.contentType;
  ctx.set('Cache-Control', 'private, max-age=300');
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = file.body;
}

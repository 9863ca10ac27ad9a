import Router from '@koa/router';
import { freeArt, freeChat, freeMusic, freeQuota, freeRestore } from '../../commands/freePages';
import type { Config } from '../../config';
import { readInput } from '../../middlewares/validate';
import * as T from './schema';

/**
 * The public free pages for visitors (issues 15 and 16), each under a small
 * daily quota per visitor (FreeLimitReached once used up, nothing charged):
 * - GET /api/free/quota?page=art|restorer|chat|music: what is left today.
 * - POST /api/free/art {prompt, size, style}: one AI image, inline.
 * - POST /api/free/restore?scale=2|4&denoise&sharpen&fixColors&faceSafe: the image as the body; the restored image, inline.
 * - POST /api/free/music {prompt, seconds}: a piece of music (WAV and MIDI), inline.
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

  router.post('/restore', async (ctx) => {
    const { query } = readInput(ctx, { query: T.FreeRestoreQuery });
    const data = await freeRestore(ctx, query);
    ctx.status = 201;
    ctx.body = { data };
  });

  router.post('/music', async (ctx) => {
    const { body } = readInput(ctx, { body: T.FreeMusicBody });
    const data = await freeMusic(ctx, body);
    ctx.status = 201;
    ctx.body = { data };
  });

  router.post('/chat', async (ctx) => {
    const { body } = readInput(ctx, { body: T.FreeChatBody });
    await freeChat(ctx, body);
  });

  return router;
}

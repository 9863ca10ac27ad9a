/**
 * The public free pages for visitors without an account (issues 15 and 16):
 * an AI image (/art), a restored image (/image-restorer), a piece of music
 * (the music generator's tool page) and a streamed chat answer (/chat).
 *
 * Each run is counted in the visitor's daily quota of its page
 * (services/tools/quota.ts, 429 RateLimitError once used up) after the input
 * has been checked, so bad input costs no run, and is given back when the
 * work fails. Nothing is charged and nothing is kept for long: the result is
 * answered inline, or by links that work for 15 minutes (a restored image; a
 * piece of music, made by a job the page polls), and the browser keeps it. Signed-in users are sent to
 * the charged calls of their account.
 */

import {
  chatHistory,
  ErrorCode,
  FREE_RESTORE_MAX_BYTES,
  FREE_RESTORE_MAX_OUTPUT_SIDE,
  type FreeArtBody,
  type FreeArtView,
  type FreeChatBody,
  type FreeMusicBody,
  type FreeMusicView,
  type FreePage,
  type FreeQuotaView,
  type FreeRestoreView,
} from '@inkpress/shared-core';
import type { Context } from 'koa';
import type { z } from 'zod';
import { runOperation, streamOperation } from '../ai';
import { AppError, NotFound, ValidationError } from '../errors';
import { jobEngine } from '../jobs/engine';
import { withEventStream } from '../lib/sse';
import { JobRun, type JobRunDoc } from '../models/JobRun';
import { readRawBody } from '../routes/webhooks/rawBody';
import { cleanImage, drawImage } from '../services/images';
import { type RestoreOptions, restoredSize, restoreImage } from '../services/images/restore';
import {
  MUSIC_LABEL,
  VISITOR_MUSIC_JOB,
  type VisitorMusicJobInput,
  type VisitorMusicJobResult,
} from '../services/music/job';
import { keepVisitorResult } from '../services/storage/visitorResults';
import {
  freePageRemaining,
  type QuotaClient,
  takeFreePageRun,
  VISITOR_COOKIE,
  type VisitorTicket,
} from '../services/tools/quota';
import { aiProvider, requestSignal } from './charging';

/** Where each page's call is for a signed-in user. */
const SIGNED_IN_CALL: Record<FreePage, string> = {
  art: 'POST /api/image/generate',
  restorer: 'POST /api/images/restore',
  chat: 'POST /api/ai-chat',
  music: 'POST /api/music',
};

function clientOf(ctx: Context): QuotaClient {
  return { ip: ctx.ip, visitorId: ctx.cookies.get(VISITOR_COOKIE) };
}

/** The free pages are for visitors: a signed-in user's runs are charged in the account. */
function visitorsOnly(ctx: Context, page: FreePage) {
  if (ctx.state.user) {
    throw ValidationError(`You are signed in: this is made in your account with ${SIGNED_IN_CALL[page]}.`, {
      reason: 'signed-in',
      call: SIGNED_IN_CALL[page],
    });
  }
}

function quotaView(page: FreePage, ticket: VisitorTicket): FreeQuotaView {
  return { page, limit: ticket.limit, remaining: ticket.remaining, resetsAt: ticket.resetsAt.toISOString() };
}

/** Runs `work` on one run of the page's quota, given back when the work fails. */
async function onQuota<T>(
  ctx: Context,
  page: FreePage,
  work: (quota: FreeQuotaView) => Promise<T>,
): Promise<T> {
  const ticket = await takeFreePageRun(ctx.services.quotas, clientOf(ctx), page);
  try {
    return await work(quotaView(page, ticket));
  } catch (err) {
    await ticket.release();
    throw err;
  }
}

const dataUrl = (contentType: string, data: Buffer) =>
  `data:${contentType};base64,${data.toString('base64')}`;

/** GET /api/free/quota?page=: what is left today. */
export async function freeQuota(ctx: Context, page: FreePage): Promise<FreeQuotaView> {
  const { limit, remaining, resetsAt } = await freePageRemaining(ctx.services.quotas, clientOf(ctx), page);
  return { page, limit, remaining: ctx.state.user ? limit : remaining, resetsAt: resetsAt.toISOString() };
}

/** POST /api/free/art: one image by the image engine (the offline drawer without a key, labelled). */
export async function freeArt(ctx: Context, body: z.output<typeof FreeArtBody>): Promise<FreeArtView> {
  visitorsOnly(ctx, 'art');
  return onQuota(ctx, 'art', async (quota) => {
    const drawn = await drawImage(
      ctx.services.config,
      aiProvider(ctx),
      { ...body, count: 1 },
      requestSignal(ctx),
    );
    return {
      image: {
        url: dataUrl(drawn.contentType, drawn.data),
        contentType: drawn.contentType,
        width: drawn.width,
        height: drawn.height,
      },
      prompt: body.prompt,
      size: body.size,
      style: body.style,
      label: drawn.label,
      quota,
    };
  });
}

/**
 * POST /api/free/restore: the image is the request body; the restored image is
 * stored briefly and answered as a short-lived signed link (storage/visitorResults.ts).
 */
export async function freeRestore(ctx: Context, options: RestoreOptions): Promise<FreeRestoreView> {
  visitorsOnly(ctx, 'restorer');
  if (ctx.request.is('json', 'urlencoded', 'multipart')) {
    throw ValidationError('Send the image itself as the request body (not JSON or a form).');
  }
  const data = await readRawBody(ctx, FREE_RESTORE_MAX_BYTES);
  if (data.length === 0) throw ValidationError('The file is empty.');
  const config = ctx.services.config;
  const clean = await cleanImage(data, {
    maxInputPixels: config.media.maxInputPixels,
    maxDimension: config.media.maxDimension,
  });
  const size = await restoredSize(clean.data, options.scale);
  if (Math.max(size.width, size.height) > FREE_RESTORE_MAX_OUTPUT_SIDE) {
    throw ValidationError(
      `Enlarged ×${options.scale} this image would be ${size.width} × ${size.height} pixels; without an account the restorer makes images up to ${FREE_RESTORE_MAX_OUTPUT_SIDE} pixels a side.${
        options.scale === 4 ? ' Try ×2, or sign up free.' : ' Sign up free to restore larger images.'
      }`,
      { reason: 'dimensions', width: size.width, height: size.height },
    );
  }
  return onQuota(ctx, 'restorer', async (quota) => {
    const restored = await restoreImage(clean.data, options).catch((err: unknown) => {
      throw Object.assign(
        ValidationError('This image could not be restored: its file is damaged or incomplete.'),
        { cause: err },
      );
    });
    // Kept briefly and answered as a signed link: the JSON stays small, no base64 copies.
    const link = await keepVisitorResult(config, 'restored', restored.data, restored.ext);
    return {
      image: {
        url: link.url,
        contentType: restored.contentType,
        width: restored.width,
        height: restored.height,
        expiresAt: link.expiresAt.toISOString(),
      },
      source: { width: size.inputWidth, height: size.inputHeight },
      metrics: { ...restored.metrics, scale: options.scale },
      quota,
    };
  });
}

/** A visitor id as GET /api/remotes sets it in the cookie. */
const VISITOR_ID = /^[a-f0-9-]{36}$/;

/** The visitor id of the cookie, which a visitor's job belongs to. */
function cookieVisitor(ctx: Context): string | undefined {
  const id = ctx.cookies.get(VISITOR_COOKIE);
  return id && VISITOR_ID.test(id) ? id : undefined;
}

/**
 * POST /api/free/music: takes one run of the visitor's quota, then starts a
 * `music.visitor` job (services/music/job.ts) that renders the piece and
 * keeps its WAV and MIDI briefly behind signed links; answered 202 with the
 * job. The run comes back if the job cannot be queued or dies.
 */
export async function freeMusic(ctx: Context, body: z.output<typeof FreeMusicBody>): Promise<FreeMusicView> {
  visitorsOnly(ctx, 'music');
  const visitorId = cookieVisitor(ctx);
  if (!visitorId) {
    throw ValidationError('Open the music generator’s page first: this browser has no visitor id yet.', {
      reason: 'no-visitor',
    });
  }
  const engine = jobEngine(ctx.services.config.redisUrl);
  if (!engine) {
    throw new AppError(503, ErrorCode.ServiceUnavailable, 'Music needs the job engine: no REDIS_URL is set.');
  }
  const ticket = await takeFreePageRun(ctx.services.quotas, clientOf(ctx), 'music');
  let run: JobRunDoc;
  try {
    const input: VisitorMusicJobInput = {
      prompt: body.prompt,
      seconds: body.seconds,
      visitorId,
      quotaSlots: ticket.slots,
    };
    run = await engine.enqueue(VISITOR_MUSIC_JOB, input as unknown as Record<string, unknown>);
  } catch (err) {
    await ticket.release();
    throw err;
  }
  return presentVisitorMusic(run, quotaView('music', ticket));
}

/** POST /api/free/music/get {id}: the visitor's job, 404 unless it is the cookie's visitor's. */
export async function freeMusicGet(ctx: Context, id: string): Promise<FreeMusicView> {
  const visitorId = cookieVisitor(ctx);
  const run = visitorId ? await JobRun.findById(id).lean<JobRunDoc>() : null;
  const input = run?.input as Partial<VisitorMusicJobInput> | undefined;
  if (!run || run.type !== VISITOR_MUSIC_JOB || input?.visitorId !== visitorId) {
    throw NotFound('No such piece of music.');
  }
  return presentVisitorMusic(run, await freeQuota(ctx, 'music'));
}

const EXPIRED_MUSIC =
  'This piece has expired: a visitor’s music is kept for 15 minutes. Generate it again, or sign up to keep your music.';

function presentVisitorMusic(run: JobRunDoc, quota: FreeQuotaView, now = new Date()): FreeMusicView {
  const input = run.input as unknown as VisitorMusicJobInput;
  const made = run.status === 'succeeded' ? (run.result as VisitorMusicJobResult | null) : null;
  // Its links have run out (and its files are gone): said so, not answered as links that 404.
  const expired = !!made && Date.parse(made.wav.expiresAt) <= now.getTime();
  const result = expired ? null : made;
  const failed = run.status === 'dead' || run.status === 'cancelled';
  return {
    id: String(run._id),
    status: run.status,
    prompt: input.prompt,
    wav: result?.wav ?? null,
    midi: result?.midi ?? null,
    plan: made?.plan ?? null,
    label: MUSIC_LABEL,
    error: failed
      ? 'The music could not be made; your free run was given back. Try again.'
      : expired
        ? EXPIRED_MUSIC
        : null,
    expired,
    quota,
  };
}

/**
 * POST /api/free/chat: one streamed answer, free, one message of the
 * visitor's daily quota (429 RateLimitError before the stream opens once used
 * up). SPEC §5 applies: the last 15 messages, runs of one role collapsed.
 * Events: quota, meta, delta…, done (credits 0), or error. An answer that
 * fails on the provider's side gives its message back.
 */
export async function freeChat(ctx: Context, body: z.output<typeof FreeChatBody>): Promise<void> {
  visitorsOnly(ctx, 'chat');
  const history = chatHistory(body.messages);
  const ticket = await takeFreePageRun(ctx.services.quotas, clientOf(ctx), 'chat');
  const quota = quotaView('chat', ticket);
  let failed = true;
  try {
    await withEventStream(ctx, async (events) => {
      events.send('quota', quota);
      const run = runOperation(
        aiProvider(ctx),
        'chat',
        { messages: history },
        { gpt4: false, signal: events.signal },
      );
      await streamOperation(events, run, { charged: false });
      failed = false;
    });
  } finally {
    if (failed) await ticket.release();
  }
}

/**
 * What every AI route shares (the recipe of api/src/ai/index.ts): the
 * provider, the user's gpt4 flag, and charging through the credits ledger
 * around a run — reserve the estimate before any work (402 before a stream
 * opens), settle with what the output actually cost, refund everything on
 * failure.
 *
 * Aborts: when the client goes away mid-stream, generation stops at once
 * (the provider's request is aborted) and the whole reservation comes back:
 * issue 5 rules that "a failed or aborted generation is refunded in full"
 * (CHARGE_DELIVERED_ON_ABORT = false). Flipping the flag charges the words
 * already delivered instead. Non-streamed calls deliver nothing until they
 * answer, so an abort there refunds everything either way.
 */
import { performance } from 'node:perf_hooks';
import type { Context } from 'koa';
import {
  type AiConfig,
  type AiProvider,
  createProvider,
  estimateCredits,
  type OperationId,
  type OperationResult,
  type OperationRun,
  runOperation,
  streamOperation,
} from '../ai';
import type { EventStream } from '../lib/sse';
import { withEventStream } from '../lib/sse';
import { type AuthUser, authUser } from '../middlewares/auth';
import { teamCapabilities } from '../services/billing/plan';
import { type Reservation, refundReservation, reserveCredits, settleReservation } from '../services/credits';

/** Policy: an aborted generation is refunded in full (see the header). */
export const CHARGE_DELIVERED_ON_ABORT = false;

const providers = new WeakMap<AiConfig, AiProvider>();

/** The process's provider for the app's AI configuration (built once, on first use). */
export function aiProvider(ctx: Context): AiProvider {
  return providerFor(ctx.services.config.ai);
}

/** The provider of an AI configuration (where no request is at hand), built once per configuration. */
export function providerFor(config: AiConfig): AiProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = createProvider(config);
    providers.set(config, provider);
  }
  return provider;
}

/** SPEC §6: the user's features.gpt4 flag counts only with an active paid plan. */
export async function gpt4Of(ctx: Context): Promise<boolean> {
  const flag = ctx.state.auth?.session?.profile.gpt4 ?? false;
  if (!flag) return false;
  return (await teamCapabilities(authUser(ctx).teamId)).gpt4;
}

export interface ChargeMeta {
  /** What the credits pay for: the operation or endpoint. */
  reason: string;
  /** The post, collection or template it is about. */
  ref?: string;
}

export function reserveWords(user: AuthUser, amount: number, meta: ChargeMeta): Promise<Reservation> {
  return reserveCredits({ teamId: user.teamId }, 'words', Math.max(0, Math.ceil(amount)), {
    ...meta,
    userId: user.id,
  });
}

/** Closes a reservation: `used` of it spent (0 refunds all of it). */
export async function closeReservation(reservation: Reservation, used: number) {
  if (used > 0) await settleReservation(reservation, Math.min(used, reservation.amount));
  else await refundReservation(reservation);
}

/**
 * Fires when the client closes the connection before the answer is sent,
 * for calls that are not streamed (the stream has its own signal).
 */
export function requestSignal(ctx: Context): AbortSignal {
  const controller = new AbortController();
  const socket = ctx.req.socket;
  const abort = () => {
    if (!ctx.res.writableFinished) controller.abort();
  };
  // Gone already (while the request waited for the database), or the peer
  // has half-closed (an HTTP/1.1 client only sends FIN when it is leaving).
  if (!socket || socket.destroyed || socket.readableEnded || ctx.res.destroyed) {
    controller.abort();
    return controller.signal;
  }
  ctx.res.once('close', abort);
  socket.once('end', abort);
  // A kept-alive socket serves the next request: stop listening for this one.
  ctx.res.once('finish', () => socket.off('end', abort));
  return controller.signal;
}

/**
 * A non-streamed operation, charged: reserve, run to the end, settle.
 * Validation errors (400) and a short balance (402) come before any work.
 */
export async function completeCharged<Id extends OperationId>(
  ctx: Context,
  id: Id,
  input: unknown,
  meta: ChargeMeta,
): Promise<OperationResult<Id>> {
  const user = authUser(ctx);
  // Listening first: a client that leaves while the credits are reserved has left all the same.
  const signal = requestSignal(ctx);
  const estimate = estimateCredits(id, input);
  const gpt4 = await gpt4Of(ctx);
  const reservation = await reserveWords(user, estimate, meta);
  let used = 0;
  try {
    const result = await runOperation(aiProvider(ctx), id, input, { gpt4, signal }).complete();
    // A client that is gone never receives the answer: it pays nothing, however far the work got.
    const gone = signal.aborted || ctx.req.socket?.destroyed || ctx.req.socket?.readableEnded;
    used = result.aborted || gone ? 0 : result.credits;
    return result;
  } finally {
    await closeReservation(reservation, used);
  }
}

/** Counts what a streamed piece of work has cost so far. */
export interface Meter {
  /** Adds the credits of a finished (or aborted) run. */
  add(credits: number): void;
  readonly used: number;
}

/**
 * A charged event stream: reserves `estimate` (402 before the stream
 * opens), opens the stream, runs `work`, and settles what the meter counted
 * before the stream ends — so a client that sees the end also sees its
 * balance settled. A failure after the stream opened is sent as an `error`
 * event (lib/sse) and charges only what the meter counted before it.
 */
export async function chargedStream(
  ctx: Context,
  estimate: number,
  meta: ChargeMeta,
  work: (events: EventStream, meter: Meter) => Promise<void>,
): Promise<void> {
  const reserving = performance.now();
  const reservation = await reserveWords(authUser(ctx), estimate, meta);
  // How long the ledger took, for clients and benchmarks reading where the time to first byte goes.
  ctx.set('Server-Timing', `credits;desc="reserve";dur=${(performance.now() - reserving).toFixed(1)}`);
  await reservedStream(ctx, reservation, work);
}

/**
 * chargedStream on a reservation the caller made (for example while it read
 * what the answer needs): from here the reservation is this function's —
 * settled with what the meter counted, or refunded in full when the stream
 * could not open.
 */
export async function reservedStream(
  ctx: Context,
  reservation: Reservation,
  work: (events: EventStream, meter: Meter) => Promise<void>,
): Promise<void> {
  let used = 0;
  const meter: Meter = {
    add(credits) {
      used += Math.max(0, credits);
    },
    get used() {
      return used;
    },
  };
  let closed = false;
  try {
    await withEventStream(ctx, async (events) => {
      try {
        await work(events, meter);
      } finally {
        closed = true;
        await closeReservation(reservation, used);
      }
    });
  } finally {
    // Opening the stream itself failed: nothing ran.
    if (!closed) await closeReservation(reservation, 0);
  }
}

/** The credits of a finished run under the abort policy. */
export function creditsOf(result: Pick<OperationResult, 'aborted' | 'credits'>): number {
  return result.aborted && !CHARGE_DELIVERED_ON_ABORT ? 0 : result.credits;
}

/**
 * One operation streamed as server-sent events (meta, delta…, done; see
 * ai/stream.ts), charged. A bad input is a 400 and a short balance a 402,
 * both before the stream opens.
 */
export async function streamCharged(
  ctx: Context,
  operation: string,
  input: unknown,
  meta: ChargeMeta,
  after?: (result: OperationResult, events: EventStream) => Promise<void>,
): Promise<void> {
  const estimate = estimateCredits(operation, input);
  const gpt4 = await gpt4Of(ctx);
  await chargedStream(ctx, estimate, meta, async (events, meter) => {
    const run = runOperation(aiProvider(ctx), operation, input, { gpt4, signal: events.signal });
    const result = await streamOperation(events, run);
    // A client gone before the end never got the whole answer: it pays nothing.
    if (events.closed) return;
    meter.add(creditsOf(result));
    if (after && !result.aborted) await after(result, events);
  });
}

/**
 * Streams a run's deltas tagged with `tag` (for endpoints that stream
 * several runs in one response), waiting for the socket when the client
 * reads slowly. Returns the run's result; provider failures are thrown.
 */
export async function pipeRun<Id extends OperationId>(
  events: EventStream,
  run: OperationRun<Id>,
  tag: Record<string, unknown>,
): Promise<OperationResult<Id>> {
  for await (const delta of run) {
    if (!events.send('delta', { ...tag, text: delta })) {
      if (events.closed) break;
      await events.drained();
    }
  }
  return run.result;
}

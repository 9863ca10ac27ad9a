/**
 * One streamed answer of the AI chat (POST /api/ai-chat, /api/realtime-chat).
 *
 * - SPEC §5, enforced here whatever the client sent: only the last 15
 *   messages go to the model, runs of one role collapsed to the latest.
 * - Chat with files: the named sources (checked against the team, 404 for
 *   another team's) are searched with the last question; the best passages
 *   go to the model numbered [1]…[n], and the stream's `sources` event,
 *   before any text, says which file and passage each number is.
 * - Charged in words through the ledger: the estimate is reserved before the
 *   stream opens (402 when short), the words written are settled, and a
 *   stopped answer (the client aborts) is charged only for the words written
 *   before it stopped (issue 15), the rest of the reservation refunded. A
 *   provider failure refunds everything.
 *
 * - Brand voice and persona: `style` and `persona` name one of the team's
 *   (by id; another team's is 404) or describe one in free text.
 *
 * Events: sources {citations}, meta, delta…, done (ai/stream.ts), or error.
 */
import { performance } from 'node:perf_hooks';
import { type AiChatBody, type ChatCitation, chatHistory } from '@inkpress/shared-core';
import type { Context } from 'koa';
import { estimateCredits, runOperation, streamOperation } from '../ai';
import { authUser } from '../middlewares/auth';
import type { Reservation } from '../services/credits';
import { teamSearch } from '../services/retrieval';
import { ownedSources } from '../services/retrieval/sources';
import { resolveVoice } from '../services/voices/resolve';
import { aiProvider, closeReservation, gpt4Of, reservedStream, reserveWords } from './charging';

/** Passages given to the model per answer. */
export const CHAT_PASSAGES = 5;

/** The numbered passages as the chat operation's context: "[n] file name", then the passage. */
export function contextOf(citations: readonly ChatCitation[]): string {
  return citations.map((c) => `[${c.n}] ${c.name}\n${c.text}`).join('\n\n');
}

/** The passages of the named sources that best answer the last question, numbered from 1. */
export async function retrieveCitations(
  ctx: Context,
  sourceIds: readonly string[],
  question: string,
): Promise<ChatCitation[]> {
  if (sourceIds.length === 0) return [];
  const user = authUser(ctx);
  // One read of the team's index for both the ownership check (404) and the search.
  const team = await teamSearch(user.teamId);
  await ownedSources(user, sourceIds, team.names);
  // Hybrid (lexical and embeddings) when the team's passages were embedded by this provider.
  const { hits } = await team.search(
    question,
    CHAT_PASSAGES,
    { sourceIds: new Set(sourceIds) },
    { provider: aiProvider(ctx) },
  );
  return hits.map((hit, i) => ({
    n: i + 1,
    sourceId: hit.sourceId,
    name: hit.name,
    chunk: hit.chunk,
    text: hit.text,
  }));
}

/** Runs `work`, recording how long it took under `name` (the response's Server-Timing). */
function timed<T>(timings: string[], name: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  return work().finally(() => {
    timings.push(`${name};dur=${(performance.now() - start).toFixed(1)}`);
  });
}

export async function chatAnswer(ctx: Context, body: AiChatBody): Promise<void> {
  const user = authUser(ctx);
  const history = chatHistory(body.messages.map((m) => ({ role: m.role, content: m.content })));
  const question = history.at(-1)?.content ?? '';
  const sourceIds = [...new Set([...(body.sourceId ? [body.sourceId] : []), ...(body.sourceIds ?? [])])];
  const asked = {
    messages: history,
    creativityLevel: body.creativityLevel,
    language: body.language || undefined,
  };
  // The price of an answer is the catalogue's estimate of the question (a bad input is a 400 here,
  // before anything is reserved), so the credits are reserved while the answer's reads run.
  const reserved = estimateCredits('chat', asked);
  const timings: string[] = [];
  // Independent work before the first byte, at once: the voice, the passages, the plan's gpt4, the credits.
  const [voice, found, plan, reserving] = await Promise.allSettled([
    timed(timings, 'voice', () => resolveVoice(user, body)),
    timed(timings, 'retrieval', () => retrieveCitations(ctx, sourceIds, question)),
    gpt4Of(ctx),
    timed(timings, 'credits', () => reserveWords(user, reserved, { reason: 'chat' })),
  ]);
  let reservation = reserving.status === 'fulfilled' ? reserving.value : undefined;
  let handedOver = false;
  try {
    // A wrong request (another team's file or voice: 404) answers as it did before the credits were
    // asked for, its reservation refunded in full; then a short balance (402).
    for (const read of [voice, found, plan]) if (read.status === 'rejected') throw read.reason;
    if (reserving.status === 'rejected') throw reserving.reason;
    const { style, persona } = (voice as PromiseFulfilledResult<Awaited<ReturnType<typeof resolveVoice>>>)
      .value;
    const citations = (found as PromiseFulfilledResult<ChatCitation[]>).value;
    const gpt4 = (plan as PromiseFulfilledResult<boolean>).value;
    const input = { ...asked, style, persona, context: citations.length ? contextOf(citations) : undefined };
    const estimate = estimateCredits('chat', input);
    if (reservation && estimate > reservation.amount) {
      // Never so with today's catalogue (the estimate does not grow with the passages); if it ever
      // does, the whole estimate is reserved again, after the first reservation is given back.
      await closeReservation(reservation, 0);
      reservation = undefined;
      reservation = await reserveWords(user, estimate, { reason: 'chat' });
    }
    ctx.set('Server-Timing', timings.join(', '));
    handedOver = true;
    await reservedStream(ctx, reservation as Reservation, async (events, meter) => {
      events.send('sources', { citations });
      const run = runOperation(aiProvider(ctx), 'chat', input, { gpt4, signal: events.signal });
      const result = await streamOperation(events, run);
      // Finished or stopped: the words written so far (run.ts counts them, never above the estimate).
      meter.add(result.credits);
    });
  } finally {
    // Every reservation is delivered or refunded: here when the answer never started.
    if (!handedOver && reservation) await closeReservation(reservation, 0);
  }
}

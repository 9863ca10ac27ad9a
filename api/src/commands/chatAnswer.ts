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
import { type AiChatBody, type ChatCitation, chatHistory } from '@inkpress/shared-core';
import type { Context } from 'koa';
import { estimateCredits, runOperation, streamOperation } from '../ai';
import { authUser } from '../middlewares/auth';
import { searchPassages } from '../services/retrieval';
import { ownedSources } from '../services/retrieval/sources';
import { resolveVoice } from '../services/voices/resolve';
import { aiProvider, chargedStream, gpt4Of } from './charging';

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
  await ownedSources(user, sourceIds);
  // Hybrid (lexical and embeddings) when the team's passages were embedded by this provider.
  const hits = await searchPassages(
    user.teamId,
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

export async function chatAnswer(ctx: Context, body: AiChatBody): Promise<void> {
  const history = chatHistory(body.messages.map((m) => ({ role: m.role, content: m.content })));
  const question = history.at(-1)?.content ?? '';
  const sourceIds = [...new Set([...(body.sourceId ? [body.sourceId] : []), ...(body.sourceIds ?? [])])];
  // Independent reads before the first byte, at once: the voice, the passages, the plan's gpt4.
  const [{ style, persona }, citations, gpt4] = await Promise.all([
    resolveVoice(authUser(ctx), body),
    retrieveCitations(ctx, sourceIds, question),
    gpt4Of(ctx),
  ]);
  const input = {
    messages: history,
    style,
    persona,
    context: citations.length ? contextOf(citations) : undefined,
    creativityLevel: body.creativityLevel,
    language: body.language || undefined,
  };
  const estimate = estimateCredits('chat', input);
  await chargedStream(ctx, estimate, { reason: 'chat' }, async (events, meter) => {
    events.send('sources', { citations });
    const run = runOperation(aiProvider(ctx), 'chat', input, { gpt4, signal: events.signal });
    const result = await streamOperation(events, run);
    // Finished or stopped: the words written so far (run.ts counts them, never above the estimate).
    meter.add(result.credits);
  });
}

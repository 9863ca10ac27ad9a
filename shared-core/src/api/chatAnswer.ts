/**
 * Reads a streamed chat answer (POST /api/ai-chat, /api/realtime-chat and
 * the visitors' /api/free/chat): sources, meta, deltas, done, or an error
 * event thrown as the ApiError it carries. Used by the dashboard chat and
 * the public /chat.
 */
import { type ChatCitation, ChatSourcesEvent } from '../schemas/chat';
import { ApiError } from './ApiError';
import type { ServerSentEvent } from './sse';

/** What a streamed answer reports as it goes. */
export interface AnswerHandlers {
  onSources?: (citations: ChatCitation[]) => void;
  onMeta?: (meta: { label: string; provider: string; estimate: number }) => void;
  onDelta?: (text: string) => void;
  /** Any other event of the stream (the visitors' `quota`), parsed. */
  onEvent?: (event: string, data: unknown) => void;
}

export interface AnswerResult {
  text: string;
  citations: ChatCitation[];
  label: string;
  credits: number;
  /** The stream ended without its `done` event (stopped by the user, or the connection dropped). */
  stopped: boolean;
}

/** The answer of `events`; a stop through `signal` ends it quietly with what was written. */
export async function readChatAnswer(
  events: AsyncIterable<ServerSentEvent>,
  handlers: AnswerHandlers,
  signal?: AbortSignal,
): Promise<AnswerResult> {
  const result: AnswerResult = { text: '', citations: [], label: '', credits: 0, stopped: true };
  try {
    for await (const event of events) {
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        continue;
      }
      const record = (data ?? {}) as Record<string, unknown>;
      if (event.event === 'sources') {
        result.citations = ChatSourcesEvent.parse(data).citations;
        handlers.onSources?.(result.citations);
      } else if (event.event === 'meta') {
        result.label = String(record.label ?? '');
        handlers.onMeta?.({
          label: result.label,
          provider: String(record.provider ?? ''),
          estimate: Number(record.estimate ?? 0),
        });
      } else if (event.event === 'delta' && typeof record.text === 'string') {
        result.text += record.text;
        handlers.onDelta?.(result.text);
      } else if (event.event === 'done') {
        result.credits = Number(record.credits ?? 0);
        result.stopped = record.aborted === true;
      } else if (event.event === 'error') {
        throw ApiError.fromResponse(Number(record.status ?? 500), record);
      } else {
        handlers.onEvent?.(event.event, data);
      }
    }
  } catch (error) {
    if (!signal?.aborted) throw error;
  }
  return result;
}

/** How many chat messages are sent with a request (SPEC §9). */
export const CHAT_HISTORY_LIMIT = 15;

/** The least a chat message has. */
export interface ChatMessageLike {
  role: string;
}

/**
 * The history sent with a chat request (SPEC §5): runs of consecutive
 * messages with the same role are collapsed to the latest of each run, then
 * the last `limit` (15) messages are kept. Collapsing first means the
 * history is always up to 15 alternating turns. The input is not changed.
 */
export function chatHistory<M extends ChatMessageLike>(
  messages: readonly M[],
  limit = CHAT_HISTORY_LIMIT,
): M[] {
  const collapsed: M[] = [];
  for (const message of messages) {
    if (collapsed.length > 0 && collapsed[collapsed.length - 1]?.role === message.role) {
      collapsed[collapsed.length - 1] = message;
    } else {
      collapsed.push(message);
    }
  }
  return limit > 0 ? collapsed.slice(-limit) : [];
}

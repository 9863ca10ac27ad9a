import { z } from 'zod';
import { body, textField } from './fields';
import { PassageView, SourceId } from './files';

/**
 * The AI chat (SPEC §7): conversations kept by the API and the streamed
 * answer. An answer that used the team's files cites them: [1], [2] in the
 * text, each number a passage of a file (`citations`).
 */

/** The longest message accepted (characters). */
export const CHAT_MESSAGE_MAX_CHARS = 100_000;
/** The most messages a saved conversation keeps. */
export const CHAT_MESSAGES_MAX = 500;

/** One citation of an answer: [n] in its text is this passage of this file. */
export const ChatCitation = PassageView.extend({ n: z.number().int().min(1).max(50) });
export type ChatCitation = z.infer<typeof ChatCitation>;

export const ChatMessageInput = z.object({
  role: z.enum(['user', 'assistant'], { error: 'A message role is user or assistant.' }),
  content: z
    .string({ error: 'A message must be text.' })
    .trim()
    .min(1, 'A message cannot be empty.')
    .max(CHAT_MESSAGE_MAX_CHARS, `A message is at most ${CHAT_MESSAGE_MAX_CHARS} characters.`),
  citations: z.array(ChatCitation).max(50).optional(),
  /** Who wrote an answer ('offline writer' when no AI provider was configured). */
  label: z.string().trim().max(60).nullish(),
});
export type ChatMessageInput = z.infer<typeof ChatMessageInput>;

/** POST /api/ai-chat and /api/realtime-chat: the conversation so far, the last message the user's. */
export const AiChatBody = body({
  messages: z
    .array(ChatMessageInput)
    .min(1, 'Send at least one message.')
    .max(CHAT_MESSAGES_MAX)
    .refine((list) => list.at(-1)?.role === 'user', 'The last message must be the user’s.'),
  /** The file or files to answer from (chat with files). */
  sourceId: SourceId.optional(),
  sourceIds: z.array(SourceId).max(50).optional(),
  /** The client's view of its features; the server decides gpt4 from the plan. */
  features: z.object({ gpt4: z.boolean().optional() }).optional(),
  /**
   * A brand voice and a persona: the id of one of the team's (404 for
   * another team's), or a description as free text.
   */
  style: z.string().trim().max(4000).optional(),
  persona: z.string().trim().max(4000).optional(),
  /** 0 (precise) to 1 (creative). */
  creativityLevel: z.number().min(0).max(1).optional(),
  language: z.string().trim().max(40).optional(),
});
export type AiChatBody = z.infer<typeof AiChatBody>;

/** The `sources` event of a streamed answer: the passages its [n] refer to, before the text. */
export const ChatSourcesEvent = z.object({ citations: z.array(ChatCitation) });
export type ChatSourcesEvent = z.infer<typeof ChatSourcesEvent>;

/** POST /api/chat/completions: creates (no id) or replaces the messages of a conversation. */
export const ChatSaveBody = body({
  id: SourceId.optional(),
  title: textField('Title', 200).optional(),
  withEmbedding: z.boolean().optional(),
  firstTimeChatWithFile: z.boolean().optional(),
  sourceIds: z.array(SourceId).max(50).optional(),
  messages: z.array(ChatMessageInput).max(CHAT_MESSAGES_MAX),
});
export type ChatSaveBody = z.infer<typeof ChatSaveBody>;

/** PUT /api/chat/{id}: rename. */
export const ChatRenameBody = body({ title: textField('Title', 200) });
export type ChatRenameBody = z.infer<typeof ChatRenameBody>;

export const ChatMessageView = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  citations: z.array(ChatCitation),
  label: z.string().nullable(),
});
export type ChatMessageView = z.infer<typeof ChatMessageView>;

/** A conversation in the list (newest first). */
export const ChatSummaryView = z.object({
  id: z.string(),
  title: z.string(),
  preview: z.string(),
  messageCount: z.number().int(),
  sourceIds: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChatSummaryView = z.infer<typeof ChatSummaryView>;

export const ChatView = ChatSummaryView.extend({
  messages: z.array(ChatMessageView),
  withEmbedding: z.boolean(),
});
export type ChatView = z.infer<typeof ChatView>;

export const ChatListView = z.object({
  data: z.array(ChatSummaryView),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type ChatListView = z.infer<typeof ChatListView>;

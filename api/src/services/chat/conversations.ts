/**
 * Conversations of the AI chat, shared by a team: listed newest first
 * (searchable by title and text), saved by the client after each answer
 * (POST /api/chat/completions), renamed and deleted. Another team's
 * conversation is not found (404).
 */
import type { ChatCitation, ChatMessageInput } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { NotFound } from '../../errors';
import type { AuthUser } from '../../identity';
import { ChatConversation, type ChatConversationDoc } from '../../models/ChatConversation';
import { User } from '../../models/User';
import { ownerScope } from '../../policies';

const notFound = () => NotFound('Conversation not found.');

/** Characters of the search text kept per conversation. */
const SEARCH_TEXT_MAX = 50_000;

export const DEFAULT_CHAT_TITLE = 'New chat';

/** A title from the first question: its first line, cut at a word near 60 characters. */
export function titleFrom(messages: readonly { role: string; content: string }[]): string {
  const first = messages
    .find((m) => m.role === 'user')
    ?.content.split('\n')[0]
    ?.trim();
  if (!first) return DEFAULT_CHAT_TITLE;
  if (first.length <= 60) return first;
  const cut = first.slice(0, 60);
  return `${cut.slice(0, Math.max(30, cut.lastIndexOf(' '))).trim()}…`;
}

function searchTextOf(title: string, messages: readonly { content: string }[]): string {
  return [title, ...messages.map((m) => m.content)].join('\n').toLowerCase().slice(0, SEARCH_TEXT_MAX);
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface ConversationPage {
  items: ChatConversationDoc[];
  total: number;
}

export async function listConversations(
  user: AuthUser,
  options: { offset: number; limit: number; search?: string },
): Promise<ConversationPage> {
  const search = options.search?.trim().toLowerCase();
  const filter = {
    ...ownerScope(user),
    ...(search ? { searchText: { $regex: escapeRegex(search) } } : {}),
  };
  const [items, total] = await Promise.all([
    ChatConversation.find(filter, { searchText: 0 })
      .sort({ updatedAt: -1, _id: -1 })
      .skip(options.offset)
      .limit(options.limit)
      .lean<ChatConversationDoc[]>(),
    ChatConversation.countDocuments(filter),
  ]);
  return { items, total };
}

export async function getConversation(user: AuthUser, id: string): Promise<ChatConversationDoc> {
  const doc = await ChatConversation.findOne(
    { _id: new Types.ObjectId(id), ...ownerScope(user) },
    { searchText: 0 },
  ).lean<ChatConversationDoc>();
  if (!doc) throw notFound();
  return doc;
}

export interface SaveConversation {
  id?: string;
  title?: string;
  messages: ChatMessageInput[];
  sourceIds?: string[];
  withEmbedding?: boolean;
  firstTimeChatWithFile?: boolean;
}

const storedMessages = (messages: ChatMessageInput[]) =>
  messages.map((m) => ({
    role: m.role,
    content: m.content,
    citations: (m.citations ?? []) as ChatCitation[],
    label: m.role === 'assistant' ? (m.label ?? null) : null,
  }));

/** Creates a conversation (no id) or replaces the messages of one of the team's. */
export async function saveConversation(
  user: AuthUser,
  input: SaveConversation,
): Promise<ChatConversationDoc> {
  const scope = ownerScope(user);
  const messages = storedMessages(input.messages);
  if (input.firstTimeChatWithFile) {
    // The first-time guide of chat with files was shown: it is not shown again.
    await User.updateOne({ _id: new Types.ObjectId(user.id) }, { $set: { isFirstTimeChatWithFile: false } });
  }
  if (!input.id) {
    const title = input.title ?? titleFrom(messages);
    const doc = await ChatConversation.create({
      ...scope,
      createdBy: new Types.ObjectId(user.id),
      title,
      messages,
      sourceIds: input.sourceIds ?? [],
      withEmbedding: input.withEmbedding ?? false,
      searchText: searchTextOf(title, messages),
    });
    const { searchText: _, ...rest } = doc.toObject() as ChatConversationDoc;
    return rest as ChatConversationDoc;
  }
  const current = await getConversation(user, input.id);
  const title =
    input.title ??
    (current.title === DEFAULT_CHAT_TITLE && messages.length ? titleFrom(messages) : current.title);
  const set: Record<string, unknown> = { title, messages, searchText: searchTextOf(title, messages) };
  if (input.sourceIds) set.sourceIds = input.sourceIds;
  if (input.withEmbedding !== undefined) set.withEmbedding = input.withEmbedding;
  return updateConversation({ _id: current._id, ...scope }, set);
}

/** Sets fields of one conversation and reads it back (FerretDB updates read, then write, by _id). */
async function updateConversation(
  filter: { _id: Types.ObjectId; teamId: Types.ObjectId },
  set: Record<string, unknown>,
): Promise<ChatConversationDoc> {
  const { matchedCount } = await ChatConversation.updateOne(filter, { $set: set });
  if (matchedCount !== 1) throw notFound();
  const doc = await ChatConversation.findOne(filter, { searchText: 0 }).lean<ChatConversationDoc>();
  if (!doc) throw notFound();
  return doc;
}

export async function renameConversation(
  user: AuthUser,
  id: string,
  title: string,
): Promise<ChatConversationDoc> {
  const current = await getConversation(user, id);
  return updateConversation(
    { _id: current._id, ...ownerScope(user) },
    { title, searchText: searchTextOf(title, current.messages) },
  );
}

export async function deleteConversation(user: AuthUser, id: string): Promise<void> {
  const { deletedCount } = await ChatConversation.deleteOne({
    _id: new Types.ObjectId(id),
    ...ownerScope(user),
  });
  if (deletedCount !== 1) throw notFound();
}

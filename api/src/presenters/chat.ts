import type {
  ChatCitation,
  ChatSummaryView,
  ChatView,
  FileDetailView,
  FileEmbeddingView,
  FileView,
  SearchHitView,
  SourceKind,
  SourceType,
} from '@inkpress/shared-core';
import type { ChatConversationDoc } from '../models/ChatConversation';
import type { ChatSourceDoc } from '../models/ChatSource';
import type { PassageHit } from '../services/retrieval';

const PREVIEW_CHARS = 140;

function preview(conversation: ChatConversationDoc): string {
  const last = conversation.messages.at(-1)?.content ?? '';
  const flat = last.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS - 1)}…` : flat;
}

/** A conversation in the list: no messages, a preview of the last. */
export function presentChatSummary(conversation: ChatConversationDoc): ChatSummaryView {
  return {
    id: String(conversation._id),
    title: conversation.title,
    preview: preview(conversation),
    messageCount: conversation.messages.length,
    sourceIds: [...(conversation.sourceIds ?? [])],
    createdAt: conversation.createdAt.toISOString(),
    updatedAt: conversation.updatedAt.toISOString(),
  };
}

export function presentChat(conversation: ChatConversationDoc): ChatView {
  return {
    ...presentChatSummary(conversation),
    withEmbedding: Boolean(conversation.withEmbedding),
    messages: conversation.messages.map((m) => ({
      role: m.role as 'user' | 'assistant',
      content: m.content,
      label: m.label ?? null,
      citations: ((m.citations ?? []) as ChatCitation[]).map((c) => ({
        n: c.n,
        sourceId: c.sourceId,
        name: c.name,
        chunk: c.chunk,
        text: c.text,
      })),
    })),
  };
}

/** A source of chat with files, without its text. */
/** Where the source's embeddings stand (null: searched by its words only). */
function presentEmbedding(source: ChatSourceDoc): FileEmbeddingView | null {
  const e = source.embedding;
  if (!e) return null;
  return {
    state: e.state as FileEmbeddingView['state'],
    done: e.done ?? 0,
    total: e.total || source.chunkCount,
    attempt: e.attempt ?? 0,
    maxAttempts: e.maxAttempts ?? 1,
    error: e.error ?? null,
    updatedAt: e.at.toISOString(),
  };
}

export function presentFile(source: ChatSourceDoc): FileView {
  return {
    id: String(source._id),
    name: source.name,
    type: source.type as SourceType,
    kind: source.kind as SourceKind,
    url: source.url ?? null,
    size: source.size,
    words: source.words,
    chunks: source.chunkCount,
    embedding: presentEmbedding(source),
    createdAt: source.createdAt.toISOString(),
    updatedAt: source.updatedAt.toISOString(),
  };
}

export function presentFileDetail(source: ChatSourceDoc): FileDetailView {
  return { ...presentFile(source), passages: source.chunks.map((c) => ({ chunk: c.n, text: c.text })) };
}

export function presentSearchHit(hit: PassageHit): SearchHitView {
  return {
    sourceId: hit.sourceId,
    name: hit.name,
    chunk: hit.chunk,
    text: hit.text,
    score: Math.round(hit.score * 1000) / 1000,
  };
}

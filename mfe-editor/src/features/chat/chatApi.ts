import {
  type ApiClient,
  ApiError,
  type ChatCitation,
  ChatListView,
  type ChatMessageInput,
  ChatSourcesEvent,
  type ChatSummaryView,
  ChatView,
  FileDetailView,
  FileView,
  type SourceType,
} from '@inkpress/shared-core';
import { z } from 'zod';

/** What a streamed answer reports as it goes. */
export interface AnswerHandlers {
  onSources?: (citations: ChatCitation[]) => void;
  onMeta?: (meta: { label: string; provider: string; estimate: number }) => void;
  onDelta?: (text: string) => void;
}

export interface AnswerResult {
  text: string;
  citations: ChatCitation[];
  label: string;
  credits: number;
  /** The stream ended without its `done` event (stopped by the user, or the connection dropped). */
  stopped: boolean;
}

export interface AskInput {
  messages: ChatMessageInput[];
  sourceIds?: string[];
  creativityLevel?: number;
  /** One of the team's brand voices and personas, by id. */
  style?: string;
  persona?: string;
}

/** The chat's calls (SPEC §7), over the shell's one client. */
export function createChatApi(api: ApiClient) {
  return {
    listChats(query: { offset?: number; limit?: number; search?: string }, signal?: AbortSignal) {
      return api.getList('/api/chat/completions', { query, signal, schema: ChatListView });
    },
    getChat(id: string, signal?: AbortSignal) {
      return api.get(`/api/chat/${encodeURIComponent(id)}`, { signal, schema: ChatView });
    },
    saveChat(body: {
      id?: string;
      messages: ChatMessageInput[];
      sourceIds?: string[];
      firstTimeChatWithFile?: boolean;
    }) {
      return api.post('/api/chat/completions', body, { schema: ChatView });
    },
    renameChat(id: string, title: string) {
      return api.put(`/api/chat/${encodeURIComponent(id)}`, { title }, { schema: ChatView });
    },
    deleteChat(id: string) {
      return api.delete(`/api/chat/${encodeURIComponent(id)}`);
    },
    listFiles(type?: SourceType, signal?: AbortSignal) {
      return api.get('/api/files', { query: { type }, signal, schema: z.array(FileView) });
    },
    getFile(id: string, signal?: AbortSignal) {
      return api.get(`/api/files/${encodeURIComponent(id)}`, { signal, schema: FileDetailView });
    },
    /** Uploads a file as the raw body: the server reads its type from its bytes. */
    uploadFile(file: Blob, name: string, type: SourceType = 'chat-file-upload') {
      return api.request('POST', '/api/train', { body: file, query: { type, name }, schema: FileView });
    },
    addText(body: { text?: string; url?: string; name?: string; type?: SourceType }) {
      return api.post('/api/train', body, { schema: FileView });
    },
    deleteFile(id: string) {
      return api.delete(`/api/files/${encodeURIComponent(id)}`);
    },
    /** POST /api/ai-chat, streamed: sources, meta, deltas, done. */
    async ask(input: AskInput, handlers: AnswerHandlers, signal?: AbortSignal): Promise<AnswerResult> {
      const result: AnswerResult = { text: '', citations: [], label: '', credits: 0, stopped: true };
      try {
        for await (const event of api.stream('/api/ai-chat', input, { signal })) {
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
          }
        }
      } catch (error) {
        if (!signal?.aborted) throw error;
      }
      return result;
    },
  };
}

export type ChatApi = ReturnType<typeof createChatApi>;
export type { ChatSummaryView };

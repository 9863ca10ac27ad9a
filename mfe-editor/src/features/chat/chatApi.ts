import {
  type AnswerHandlers,
  type AnswerResult,
  type ApiClient,
  ChatListView,
  type ChatMessageInput,
  type ChatSummaryView,
  ChatView,
  FileDetailView,
  FileView,
  readChatAnswer,
  type SourceType,
  UserView,
  zod,
} from '@inkpress/shared-core';

export type { AnswerHandlers, AnswerResult };

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
      return api.get('/api/files', { query: { type }, signal, schema: zod.array(FileView) });
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
    /** Embeds a file whose embedding failed again: answered 'indexing'. */
    retryFile(id: string) {
      return api.post(`/api/files/${encodeURIComponent(id)}/retry`, {}, { schema: FileView });
    },
    /** Whether the user has yet to chat with a file (isFirstTimeChatWithFile drives the first-time guide). */
    async firstTimeWithFile(signal?: AbortSignal): Promise<boolean> {
      const user = await api.get('/api/users/me', { signal, schema: UserView });
      return user.isFirstTimeChatWithFile;
    },
    /** POST /api/ai-chat, streamed: sources, meta, deltas, done. */
    ask(input: AskInput, handlers: AnswerHandlers, signal?: AbortSignal): Promise<AnswerResult> {
      return readChatAnswer(api.stream('/api/ai-chat', input, { signal }), handlers, signal);
    },
  };
}

export type ChatApi = ReturnType<typeof createChatApi>;
export type { ChatSummaryView };

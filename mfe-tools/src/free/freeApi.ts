/**
 * The calls of the public free pages: a visitor's under the daily quota
 * (/api/free/…, results inline or by short-lived links), a signed-in user's through the account's
 * charged calls (AI images, the restorer, music, the chat). Every answer is
 * parsed with its shared-core schema.
 */
import {
  type AnswerHandlers,
  type AnswerResult,
  type ApiClient,
  ArtSampleList,
  ChatView,
  type FreeArtBody,
  FreeArtView,
  type FreeMusicBody,
  FreeMusicView,
  type FreePage,
  FreeQuotaView,
  FreeRestoreView,
  type ImageGenerateBody,
  ImageGenerateView,
  type ImageRestoreBody,
  ImageRestoreView,
  MediaFileView,
  type MusicBody,
  MusicView,
  readChatAnswer,
} from '@inkpress/shared-core';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** The restorer's options as the query string of a visitor's upload. */
export interface RestoreChoice {
  scale: 2 | 4;
  denoise: boolean;
  sharpen: boolean;
  fixColors: boolean;
  faceSafe: boolean;
}

export function createFreeApi(api: ApiClient) {
  return {
    quota(page: FreePage, signal?: AbortSignal) {
      return api.get('/api/free/quota', { query: { page }, signal, schema: FreeQuotaView });
    },
    /** /art's public gallery: the sample prompts and their offline drawings. */
    artSamples(signal?: AbortSignal) {
      return api.get('/api/free/art/samples', { signal, schema: ArtSampleList });
    },
    art(body: FreeArtBody) {
      return api.post('/api/free/art', body, { schema: FreeArtView });
    },
    restore(file: Blob, choice: RestoreChoice) {
      return api.post('/api/free/restore', file, {
        query: {
          scale: choice.scale,
          denoise: String(choice.denoise),
          sharpen: String(choice.sharpen),
          fixColors: String(choice.fixColors),
          faceSafe: String(choice.faceSafe),
        },
        schema: FreeRestoreView,
      });
    },
    /** Starts a visitor's piece of music (a job, 202), followed with `freeMusicJob`. */
    music(body: FreeMusicBody) {
      return api.post('/api/free/music', body, { schema: FreeMusicView });
    },
    freeMusicJob(id: string, signal?: AbortSignal) {
      return api.post('/api/free/music/get', { id }, { signal, schema: FreeMusicView });
    },
    /** A visitor's streamed answer; the `quota` event reaches `onQuota`. */
    chat(
      messages: ChatTurn[],
      handlers: AnswerHandlers & { onQuota?: (quota: FreeQuotaView) => void },
      signal?: AbortSignal,
    ): Promise<AnswerResult> {
      return readChatAnswer(
        api.stream('/api/free/chat', { messages }, { signal }),
        {
          ...handlers,
          onEvent: (event, data) => {
            if (event === 'quota') handlers.onQuota?.(FreeQuotaView.parse(data));
          },
        },
        signal,
      );
    },

    /* Signed in: the account's calls, charged to the plan. */
    generateImage(body: ImageGenerateBody) {
      return api.post('/api/image/generate', body, { schema: ImageGenerateView });
    },
    upload(file: Blob, name: string) {
      return api.post('/api/media', file, { query: { name }, schema: MediaFileView });
    },
    restoreStored(body: ImageRestoreBody) {
      return api.post('/api/images/restore', body, { schema: ImageRestoreView });
    },
    startMusic(body: MusicBody) {
      return api.post('/api/music', body, { schema: MusicView });
    },
    getMusic(id: string, signal?: AbortSignal) {
      return api.post('/api/music/get', { id }, { signal, schema: MusicView });
    },
    /** Keeps a conversation in the signed-in user's chats (a visitor's, carried into the new account). */
    saveChat(messages: (ChatTurn & { label?: string })[]) {
      return api.post('/api/chat/completions', { messages }, { schema: ChatView });
    },
    /** A signed-in user's streamed answer, charged in words. */
    ask(messages: ChatTurn[], handlers: AnswerHandlers, signal?: AbortSignal): Promise<AnswerResult> {
      return readChatAnswer(api.stream('/api/ai-chat', { messages }, { signal }), handlers, signal);
    },
  };
}

export type FreeApi = ReturnType<typeof createFreeApi>;

/** The address that downloads a stored file (an attachment rather than shown inline). */
export function downloadUrl(url: string): string {
  return `${url}?download=1`;
}

import type { ChatCitation, ChatSummaryView, FileView } from '@inkpress/shared-core';
import { makeAutoObservable, runInAction } from 'mobx';
import { isIndexing, pollWhile } from '../common/embedding';
import type { AnswerResult, ChatApi } from './chatApi';

/** A message on screen: what the API keeps, plus the state of an answer being written. */
export interface ThreadMessage {
  role: 'user' | 'assistant';
  content: string;
  citations: ChatCitation[];
  /** Still streaming. */
  pending?: boolean;
  /** Stopped before the end. */
  stopped?: boolean;
  /** Who wrote it ('offline writer' when no AI provider is configured). */
  label?: string;
  credits?: number;
}

export type ChatApiPort = Pick<
  ChatApi,
  | 'listChats'
  | 'getChat'
  | 'saveChat'
  | 'renameChat'
  | 'deleteChat'
  | 'listFiles'
  | 'uploadFile'
  | 'addText'
  | 'deleteFile'
  | 'retryFile'
  | 'ask'
  | 'firstTimeWithFile'
>;

/**
 * The chat screen's state (/dashboard/chat): the team's conversations
 * (newest first, searchable), the open thread, the answer being streamed
 * (stop, regenerate), and the files the chat answers from (upload, delete,
 * choose). The screen renders; every call goes through here.
 */
export class ChatStore {
  conversations: ChatSummaryView[] = [];
  conversationsStatus: 'idle' | 'loading' | 'success' | 'failure' = 'idle';
  search = '';
  currentId: string | null = null;
  messages: ThreadMessage[] = [];
  files: FileView[] = [];
  filesStatus: 'idle' | 'loading' | 'success' | 'failure' = 'idle';
  /** Files the next answer draws on. */
  selected = new Set<string>();
  uploading = 0;
  streaming = false;
  /** Credits charged in this thread since it was opened. */
  spent = 0;
  /** Who answers ('offline writer' or the provider's label), once known. */
  writer = '';
  private controller: AbortController | null = null;
  /** The user has never had an answer from a file (isFirstTimeChatWithFile); false until known. */
  firstTimeWithFile = false;
  /** The first-time guide closed in this visit. */
  guideDismissed = false;

  constructor(
    private readonly api: ChatApiPort,
    /** The brand voice and persona answers are written in and for (the screen's picker). */
    private readonly voice?: { readonly request: { style?: string; persona?: string } },
  ) {
    makeAutoObservable<ChatStore, 'api' | 'controller' | 'voice'>(
      this,
      { api: false, controller: false, voice: false },
      { autoBind: true },
    );
  }

  /** The short first-time guide to chatting with files: until the first cited answer, or closed. */
  get showGuide(): boolean {
    return this.firstTimeWithFile && !this.guideDismissed;
  }

  async loadGuide(signal?: AbortSignal): Promise<void> {
    const first = await this.api.firstTimeWithFile(signal);
    runInAction(() => {
      this.firstTimeWithFile = first;
    });
  }

  dismissGuide(): void {
    this.guideDismissed = true;
  }

  get current(): ChatSummaryView | undefined {
    return this.conversations.find((c) => c.id === this.currentId);
  }

  async loadConversations(signal?: AbortSignal): Promise<void> {
    this.conversationsStatus = 'loading';
    try {
      const page = await this.api.listChats(
        { offset: 0, limit: 50, search: this.search || undefined },
        signal,
      );
      runInAction(() => {
        this.conversations = page.data;
        this.conversationsStatus = 'success';
      });
    } catch (error) {
      runInAction(() => {
        this.conversationsStatus = 'failure';
      });
      if (!signal?.aborted) throw error;
    }
  }

  setSearch(value: string) {
    this.search = value;
  }

  async loadFiles(signal?: AbortSignal): Promise<void> {
    this.filesStatus = 'loading';
    try {
      const files = await this.api.listFiles(undefined, signal);
      runInAction(() => {
        this.files = files;
        this.filesStatus = 'success';
        for (const id of [...this.selected]) if (!files.some((f) => f.id === id)) this.selected.delete(id);
      });
    } catch (error) {
      runInAction(() => {
        this.filesStatus = 'failure';
      });
      if (!signal?.aborted) throw error;
    }
  }

  /** Some files' passages are being embedded: the list re-reads them until they are done. */
  get indexing(): boolean {
    return isIndexing(this.files);
  }

  /** Re-reads the files quietly (their embedding states); the list keeps its status. */
  async refreshFiles(signal?: AbortSignal): Promise<void> {
    const files = await this.api.listFiles(undefined, signal);
    runInAction(() => {
      this.files = files;
      for (const id of [...this.selected]) if (!files.some((f) => f.id === id)) this.selected.delete(id);
    });
  }

  /** Re-reads the files every `everyMs` while some are indexing (common/embedding's pollWhile). */
  pollWhileIndexing(
    signal: AbortSignal,
    everyMs?: number,
    wait?: (ms: number, signal: AbortSignal) => Promise<void>,
  ): Promise<void> {
    return pollWhile(() => this.indexing, this.refreshFiles, signal, everyMs, wait);
  }

  /** Retries a file whose embedding failed: it shows as indexing again, and the list follows it. */
  async retryEmbedding(id: string): Promise<FileView> {
    const view = await this.api.retryFile(id);
    runInAction(() => {
      this.files = this.files.map((f) => (f.id === id ? view : f));
    });
    return view;
  }

  toggleFile(id: string) {
    if (this.selected.has(id)) this.selected.delete(id);
    else this.selected.add(id);
  }

  /** Uploads files one by one; each is chosen for the chat once it is in. */
  async upload(files: File[]): Promise<FileView[]> {
    const added: FileView[] = [];
    for (const file of files) {
      this.uploading += 1;
      try {
        const view = await this.api.uploadFile(file, file.name);
        runInAction(() => {
          this.files = [view, ...this.files];
          this.selected.add(view.id);
        });
        added.push(view);
      } finally {
        runInAction(() => {
          this.uploading -= 1;
        });
      }
    }
    return added;
  }

  /** A source added elsewhere (the file-upload popup): listed first and chosen for the next answers. */
  addUploaded(file: FileView): void {
    this.files = [file, ...this.files.filter((f) => f.id !== file.id)];
    this.selected.add(file.id);
  }

  async addPage(url: string): Promise<FileView> {
    this.uploading += 1;
    try {
      const view = await this.api.addText({ url });
      runInAction(() => {
        this.files = [view, ...this.files];
        this.selected.add(view.id);
      });
      return view;
    } finally {
      runInAction(() => {
        this.uploading -= 1;
      });
    }
  }

  async deleteFile(id: string): Promise<void> {
    await this.api.deleteFile(id);
    runInAction(() => {
      this.files = this.files.filter((f) => f.id !== id);
      this.selected.delete(id);
    });
  }

  newChat() {
    this.stop();
    this.currentId = null;
    this.messages = [];
    this.spent = 0;
  }

  async open(id: string, signal?: AbortSignal): Promise<void> {
    this.stop();
    const chat = await this.api.getChat(id, signal);
    runInAction(() => {
      this.currentId = chat.id;
      this.messages = chat.messages.map((m) => ({ ...m, label: m.label ?? undefined }));
      const label = chat.messages.findLast((m) => m.label)?.label;
      if (label) this.writer = label;
      this.spent = 0;
      this.selected = new Set(chat.sourceIds.filter((s) => this.files.some((f) => f.id === s)));
    });
  }

  async rename(id: string, title: string): Promise<void> {
    const renamed = await this.api.renameChat(id, title);
    runInAction(() => {
      this.conversations = this.conversations.map((c) => (c.id === id ? { ...c, title: renamed.title } : c));
    });
  }

  async remove(id: string): Promise<void> {
    await this.api.deleteChat(id);
    runInAction(() => {
      this.conversations = this.conversations.filter((c) => c.id !== id);
      if (this.currentId === id) this.newChat();
    });
  }

  /** Sends a question and streams the answer. */
  async send(question: string): Promise<void> {
    const text = question.trim();
    if (!text || this.streaming) return;
    this.messages.push({ role: 'user', content: text, citations: [] });
    await this.answer();
  }

  /** Writes the last answer again (the question stays). */
  async regenerate(): Promise<void> {
    if (this.streaming) return;
    if (this.messages.at(-1)?.role === 'assistant') this.messages.pop();
    if (this.messages.at(-1)?.role !== 'user') return;
    await this.answer();
  }

  /** Stops the answer being written; what was written stays (and is all that is charged). */
  stop() {
    this.controller?.abort();
    this.controller = null;
  }

  private async answer(): Promise<void> {
    const history = this.messages
      .filter((m) => m.content.trim())
      .map((m) => ({ role: m.role, content: m.content }));
    const reply: ThreadMessage = { role: 'assistant', content: '', citations: [], pending: true };
    this.messages.push(reply);
    const index = this.messages.length - 1;
    const controller = new AbortController();
    this.controller = controller;
    this.streaming = true;
    let result: AnswerResult | null = null;
    try {
      result = await this.api.ask(
        {
          messages: history,
          sourceIds: this.selected.size ? [...this.selected] : undefined,
          ...this.voice?.request,
        },
        {
          onSources: (citations) => runInAction(() => this.patch(index, { citations })),
          onMeta: (meta) =>
            runInAction(() => {
              this.writer = meta.label;
              this.patch(index, { label: meta.label });
            }),
          onDelta: (text) => runInAction(() => this.patch(index, { content: text })),
        },
        controller.signal,
      );
    } catch (error) {
      runInAction(() => {
        // Nothing was written: the question stays for another try.
        if (!this.messages[index]?.content) this.messages.splice(index, 1);
        else this.patch(index, { pending: false, stopped: true });
        this.streaming = false;
      });
      throw error;
    }
    const done = result;
    runInAction(() => {
      this.streaming = false;
      if (this.controller === controller) this.controller = null;
      this.spent += done.credits;
      this.patch(index, { content: done.text, pending: false, stopped: done.stopped, credits: done.credits });
      if (!done.text) this.messages.splice(index, 1);
    });
    await this.save();
  }

  private patch(index: number, change: Partial<ThreadMessage>) {
    const message = this.messages[index];
    if (message) this.messages[index] = { ...message, ...change };
  }

  /** Keeps the thread (POST /api/chat/completions); a new thread appears first in the list. */
  private async save(): Promise<void> {
    const messages = this.messages
      .filter((m) => m.content.trim())
      .map((m) => ({
        role: m.role,
        content: m.content,
        citations: m.citations,
        label: m.label || undefined,
      }));
    if (messages.length === 0) return;
    // The first answer drawn from a file: the server clears isFirstTimeChatWithFile, the guide goes.
    const firstWithFile = this.firstTimeWithFile && messages.some((m) => m.citations?.length);
    const saved = await this.api.saveChat({
      id: this.currentId ?? undefined,
      messages,
      sourceIds: [...this.selected],
      ...(firstWithFile ? { firstTimeChatWithFile: true } : {}),
    });
    runInAction(() => {
      if (firstWithFile) this.firstTimeWithFile = false;
      this.currentId = saved.id;
      const { messages: _, withEmbedding: __, ...summary } = saved;
      this.conversations = [summary, ...this.conversations.filter((c) => c.id !== saved.id)];
    });
  }
}

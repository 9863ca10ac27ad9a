/**
 * The public /chat: a visitor's conversation, kept only in the browser
 * (localStorage), each question one message of the daily quota; answers
 * stream in. A signed-in user's questions go to the account's chat,
 * charged in words. No files without an account.
 */
import { FREE_CHAT_MESSAGES_MAX } from '@inkpress/shared-core';
import type { ChatListMessage } from '@inkpress/shared-ui';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { FreePageStore } from './FreePageStore';
import type { ChatTurn, FreeApi } from './freeApi';

/** Where the conversation is kept in the browser. */
export const FREE_CHAT_KEY = 'inkpress.freeChat';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The saved conversation, or nothing when what is stored is not one. */
function readSaved(storage: Storage | undefined): ChatListMessage[] {
  try {
    const raw = storage?.getItem(FREE_CHAT_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(list)) return [];
    return list
      .filter(
        (m): m is ChatTurn & { label?: string } =>
          typeof m === 'object' &&
          m !== null &&
          (m.role === 'user' || m.role === 'assistant') &&
          typeof m.content === 'string',
      )
      .map((m) => ({
        role: m.role,
        content: m.content,
        ...(typeof m.label === 'string' ? { label: m.label } : {}),
      }));
  } catch {
    return [];
  }
}

export class FreeChatStore extends FreePageStore {
  messages: ChatListMessage[] = [];
  streaming = false;
  /** Words charged in this conversation (signed in). */
  spent = 0;
  private controller: AbortController | null = null;

  constructor(
    api: FreeApi,
    signedIn: boolean,
    private readonly storage: Storage | undefined = globalThis.localStorage,
  ) {
    super('chat', api, signedIn);
    this.messages = readSaved(storage);
    makeObservable(this, {
      messages: observable,
      streaming: observable,
      spent: observable,
      writer: computed,
      canRegenerate: computed,
      clear: action,
    });
  }

  /** Who answers ('offline writer' when no AI provider is configured), from the last answer. */
  get writer(): string {
    return [...this.messages].reverse().find((m) => m.role === 'assistant' && m.label)?.label ?? '';
  }

  /** The turns sent with a question: the last ones, finished answers only. */
  private turns(): ChatTurn[] {
    return this.messages
      .filter((m) => m.content.trim() && !m.pending)
      .map((m) => ({ role: m.role, content: m.content }))
      .slice(-FREE_CHAT_MESSAGES_MAX);
  }

  private save() {
    try {
      this.storage?.setItem(
        FREE_CHAT_KEY,
        JSON.stringify(
          this.messages
            .filter((m) => !m.pending && m.content)
            .map((m) => ({ role: m.role, content: m.content, ...(m.label ? { label: m.label } : {}) })),
        ),
      );
    } catch {
      // A full or blocked storage: the conversation lives as long as the page.
    }
  }

  async send(text: string) {
    const question = text.trim();
    if (!question || this.streaming || this.limitReached) return;
    runInAction(() => {
      this.messages.push({ role: 'user', content: question });
    });
    await this.answer();
  }

  /** Whether the last answer can be written again: finished, after a question. */
  get canRegenerate(): boolean {
    const last = this.messages[this.messages.length - 1];
    const before = this.messages[this.messages.length - 2];
    return !this.streaming && !this.limitReached && last?.role === 'assistant' && before?.role === 'user';
  }

  /** The last answer written again (a new message of the quota, or words of the plan); the old one goes. */
  async regenerate() {
    if (!this.canRegenerate) return;
    runInAction(() => {
      this.messages.pop();
    });
    this.save();
    await this.answer();
  }

  /** Streams an answer to the conversation as it stands (its last message is the question). */
  private async answer() {
    const controller = new AbortController();
    this.controller = controller;
    runInAction(() => {
      this.messages.push({ role: 'assistant', content: '', pending: true });
      this.streaming = true;
    });
    const answer = this.messages[this.messages.length - 1] as ChatListMessage;
    const turns = this.turns();
    const handlers = {
      onMeta: ({ label }: { label: string }) => runInAction(() => (answer.label = label)),
      onDelta: (written: string) => runInAction(() => (answer.content = written)),
      onQuota: (quota: Parameters<FreePageStore['setQuota']>[0]) => runInAction(() => this.setQuota(quota)),
    };
    const result = await this.run(() =>
      this.signedIn
        ? this.api.ask(turns, handlers, controller.signal)
        : this.api.chat(turns, handlers, controller.signal),
    );
    runInAction(() => {
      this.streaming = false;
      if (!result || (!result.text && !controller.signal.aborted)) {
        // The question stays (to send again); the empty answer goes.
        this.messages.splice(this.messages.indexOf(answer), 1);
      } else {
        answer.pending = false;
        answer.content = result.text;
        answer.stopped = result.stopped;
        if (result.label) answer.label = result.label;
        this.spent += result.credits;
        if (!answer.content) this.messages.splice(this.messages.indexOf(answer), 1);
      }
      this.save();
    });
  }

  stop = () => {
    this.controller?.abort();
  };

  /**
   * Signed in (a visitor who has just signed up): the conversation kept in
   * this browser becomes one of the account's chats, and leaves the browser.
   * Answers the saved chat's id.
   */
  async saveToAccount(): Promise<string | undefined> {
    if (!this.signedIn || this.streaming) return undefined;
    const messages = this.messages
      .filter((m) => m.content.trim() && !m.pending)
      .map((m) => ({ role: m.role, content: m.content, ...(m.label ? { label: m.label } : {}) }));
    if (messages.length === 0) return undefined;
    const saved = await this.run(() => this.api.saveChat(messages));
    if (saved) this.clear();
    return saved?.id;
  }

  /** Forgets the conversation, here and in the browser. */
  clear() {
    this.stop();
    this.messages = [];
    this.spent = 0;
    this.storage?.removeItem(FREE_CHAT_KEY);
  }
}

/**
 * The AI text editor anyone can use (/tools/ai-text-editor): the text lives
 * in this browser until it is saved, the AI operations are the free tools'
 * (POST /api/tools/{slug}: a visitor's daily quota when signed out, credits
 * when signed in), and "Save" turns the text into a document — straight
 * away when signed in, after sign-up otherwise (the text waits here and the
 * page saves it on the way back).
 */
import { type ApiClient, ApiError, htmlToText, isVisitorQuota, quotaUsedUpOf } from '@inkpress/shared-core';
import { type GrammarReport, toolBySlug, toolDefaults } from '@inkpress/shared-core/tools';
import { makeAutoObservable, runInAction } from 'mobx';

/** Where the text waits in the browser. */
export const SCRATCH_STORAGE_KEY = 'inkpress.ai-text-editor';
export const SCRATCH_PATH = '/tools/ai-text-editor';
/** Back here after sign-up, to save what was written. */
export const SAVE_AFTER_SIGN_UP = `${SCRATCH_PATH}?save=1`;

export interface ScratchOperation {
  id: string;
  label: string;
  /** The free tool that does it. */
  tool: string;
}

/** What the AI button offers, each done by a free tool. */
export const scratchOperations: readonly ScratchOperation[] = [
  { id: 'grammar', label: 'Fix grammar and spelling', tool: 'grammar-checker' },
  { id: 'improve', label: 'Improve readability', tool: 'readability-improver' },
  { id: 'simplify', label: 'Simplify', tool: 'text-simplifier' },
  { id: 'shorten', label: 'Shorten sentences', tool: 'sentence-shortener' },
  { id: 'paraphrase', label: 'Paraphrase', tool: 'paraphrasing-tool' },
  { id: 'expand', label: 'Expand', tool: 'text-expander' },
];

/** The part of the text an operation works on: the selection, or everything. */
export interface TextRange {
  from: number;
  to: number;
  text: string;
  /** True when nothing was selected and the range is the whole text. */
  whole: boolean;
}

export interface Suggestion {
  operation: ScratchOperation;
  range: TextRange;
  text: string;
}

interface SavedText {
  title: string;
  html: string;
}

function readSaved(storage: Storage | null): SavedText {
  try {
    const raw = storage?.getItem(SCRATCH_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<SavedText>) : {};
    return {
      title: typeof parsed.title === 'string' ? parsed.title : '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
    };
  } catch {
    return { title: '', html: '' };
  }
}

export type ScratchStatus = 'idle' | 'running' | 'saving';

export class ScratchStore {
  title: string;
  /** The editor's HTML, as last handed over. */
  html: string;
  status: ScratchStatus = 'idle';
  /** The operation's text as it streams in, then the finished suggestion. */
  streaming = '';
  suggestion: Suggestion | null = null;
  /** Who wrote the suggestion ("offline writer" without an AI key). */
  writer: string | null = null;
  /** Credits the last run cost (signed in). */
  credits = 0;
  error: string | null = null;
  /** A visitor's daily quota is used up: the page offers sign-up. */
  quotaReached = false;
  private controller: AbortController | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly storage: Storage | null,
  ) {
    const saved = readSaved(storage);
    this.title = saved.title;
    this.html = saved.html;
    makeAutoObservable<this, 'controller' | 'api' | 'storage'>(
      this,
      { controller: false, api: false, storage: false },
      { autoBind: true },
    );
  }

  get running(): boolean {
    return this.status === 'running';
  }

  get hasText(): boolean {
    return htmlToText(this.html).trim().length > 0;
  }

  setTitle(title: string): void {
    this.title = title;
    this.persist();
  }

  setHtml(html: string): void {
    this.html = html;
    this.persist();
  }

  private persist(): void {
    try {
      this.storage?.setItem(SCRATCH_STORAGE_KEY, JSON.stringify({ title: this.title, html: this.html }));
    } catch {
      // A full or blocked storage only means the text is not kept across visits.
    }
  }

  /** The longest text the operation's tool accepts. */
  limitOf(operation: ScratchOperation): number {
    return toolBySlug.get(operation.tool)?.fields.find((f) => f.name === 'text')?.maxLength ?? 5000;
  }

  /** Runs one operation on the range; its answer becomes a suggestion to accept or discard. */
  async run(operation: ScratchOperation, range: TextRange): Promise<void> {
    const tool = toolBySlug.get(operation.tool);
    if (!tool) return;
    this.controller?.abort();
    this.suggestion = null;
    this.streaming = '';
    this.writer = null;
    this.credits = 0;
    this.error = null;
    this.quotaReached = false;
    const text = range.text.trim();
    if (!text) {
      this.error = 'Write or select some text first.';
      return;
    }
    const limit = this.limitOf(operation);
    if (text.length > limit) {
      this.error = `${operation.label} works on up to ${limit.toLocaleString()} characters at a time: select a part of the text.`;
      return;
    }
    const controller = new AbortController();
    this.controller = controller;
    this.status = 'running';
    const path = `/api/tools/${encodeURIComponent(tool.slug)}`;
    const body = { ...toolDefaults(tool), text };
    try {
      let result = '';
      if (tool.engine === 'library') {
        const answer = await this.api.post<{ result: GrammarReport }>(path, body, {
          signal: controller.signal,
        });
        result = answer.result.fixed;
        runInAction(() => {
          this.writer = 'grammar and spelling rules';
        });
      } else {
        for await (const event of this.api.stream(path, body, { signal: controller.signal })) {
          const data = event.data ? (JSON.parse(event.data) as Record<string, unknown>) : {};
          if (event.event === 'error') {
            throw new ApiError({
              status: Number(data.status ?? 500),
              code: String(data.code ?? 'Error'),
              message: String(data.message ?? ''),
            });
          }
          runInAction(() => {
            if (event.event === 'meta' && typeof data.label === 'string') this.writer = data.label;
            if (event.event === 'delta') this.streaming += String(data.text ?? '');
            if (event.event === 'done') {
              this.credits = typeof data.credits === 'number' ? data.credits : 0;
              if (typeof data.output === 'string' && data.output) this.streaming = data.output;
            }
          });
        }
        result = this.streaming;
      }
      runInAction(() => {
        this.suggestion = result.trim() ? { operation, range, text: result.trim() } : null;
        if (!this.suggestion && !controller.signal.aborted)
          this.error = 'The AI returned nothing. Try again.';
      });
    } catch (err) {
      runInAction(() => {
        if (controller.signal.aborted) return;
        if (err instanceof ApiError) {
          // A visitor's own quota (not a burst of requests, nor a partner's quota) is lifted by signing up.
          this.quotaReached = isVisitorQuota(quotaUsedUpOf(err));
          this.error = err.message || 'The AI could not run. Please try again.';
        } else this.error = 'The AI could not run. Please try again.';
      });
    } finally {
      runInAction(() => {
        if (this.controller === controller) {
          this.controller = null;
          this.status = 'idle';
          this.streaming = '';
        }
      });
    }
  }

  /** Stops a running operation; nothing is suggested. */
  stop(): void {
    this.controller?.abort();
  }

  /** The suggestion, taken off the screen for the editor to apply. */
  take(): Suggestion | null {
    const suggestion = this.suggestion;
    this.suggestion = null;
    return suggestion;
  }

  discard(): void {
    this.suggestion = null;
  }

  /**
   * Saves the text as a new document (signed in) and forgets the browser's
   * copy; answers the new document's path.
   */
  async save(): Promise<string | null> {
    if (!this.hasText || this.status === 'saving') return null;
    this.status = 'saving';
    this.error = null;
    const title = this.title.trim() || firstWords(htmlToText(this.html)) || 'Untitled';
    try {
      const saved = await this.api.post<{ id: string }>('/api/collections', {
        title,
        posts: [{ title, content: [{ value: this.html }] }],
      });
      runInAction(() => {
        this.status = 'idle';
        this.title = '';
        this.html = '';
      });
      this.storage?.removeItem(SCRATCH_STORAGE_KEY);
      return `/dashboard/collections/${saved.id}`;
    } catch (err) {
      runInAction(() => {
        this.status = 'idle';
        this.error =
          err instanceof ApiError && err.message
            ? err.message
            : 'The document could not be saved. Please try again.';
      });
      return null;
    }
  }
}

/** A title from the first words of the text, when the writer gave none. */
export function firstWords(text: string, max = 8): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const head = words.slice(0, max).join(' ');
  return words.length > max ? `${head}…` : head;
}

import { countHtmlWords, type ImproveOperation, improveOperations } from '@inkpress/shared-core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { GenerationEvent } from '../../api/types';
import { estimateOperationCost, getEditorOperation } from '../ai/operations';

/** Most posts one run improves. */
export const MAX_POSTS = 20;

/**
 * Props of the article improver and improve SEO popups: `postId` (one post;
 * `html`, its current text, when the editor has unsaved changes) or
 * `postIds` (up to 20, improved one after the other); optional `keyword`
 * and `type`; `onDone(posts)` is called with the saved posts.
 */
export interface ImproverProps {
  postId?: string;
  postIds?: string[];
  html?: string;
  keyword?: string;
  type?: ImproveOperation;
  onDone?: (posts: Record<string, unknown>[]) => void;
}

/** The popup's props as the store reads them (a popup's props are untyped). */
export function readImproverProps(props: Record<string, unknown>): ImproverProps {
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const type = text(props.type);
  return {
    postId: text(props.postId),
    postIds: Array.isArray(props.postIds)
      ? props.postIds.filter((id): id is string => typeof id === 'string')
      : undefined,
    html: text(props.html),
    keyword: text(props.keyword),
    type: (improveOperations as readonly string[]).includes(type ?? '')
      ? (type as ImproveOperation)
      : undefined,
    onDone: typeof props.onDone === 'function' ? (props.onDone as ImproverProps['onDone']) : undefined,
  };
}

/** The streamed calls of the improver (the editor API's improveArticle and improveBatch). */
export interface ImproverApi {
  improveArticle(
    body: { postId: string; type: string; html?: string; keyword?: string },
    signal?: AbortSignal,
  ): AsyncIterable<GenerationEvent>;
  improveBatch(
    body: { postIds: string[]; type: string; keyword?: string },
    signal?: AbortSignal,
  ): AsyncIterable<GenerationEvent>;
}

export type ImproverPhase =
  | { kind: 'choose' }
  | { kind: 'running'; done: number; total: number }
  | { kind: 'done'; posts: number; credits: number; aborted: boolean };

export interface ArticleImproverOptions {
  /** The operation when the popup offers no choice (improve SEO). */
  fixedType?: ImproveOperation;
  /**
   * Reacts to a failure: opens the popup its code calls for (credits,
   * limits, rate limit) and returns the message to show ('' for an abort).
   */
  onError: (error: unknown) => string;
}

/**
 * One run of the article improver (POST /api/improve-article, or its batch
 * for several posts): the operation and focus keyword chosen, the stream
 * with its progress (parts of one post, or posts of a batch), Stop, and
 * what the run saved and cost. The saved posts go to `onDone`, also when
 * the run was stopped part way.
 */
export class ArticleImproverStore {
  /** The posts to improve, at most MAX_POSTS. */
  readonly ids: string[];
  type: ImproveOperation;
  keyword: string;
  phase: ImproverPhase = { kind: 'choose' };
  /** The provider's label (e.g. "offline writer"), once the stream said. */
  label: string | null = null;
  /** Why the last run failed, in words. */
  error: string | null = null;
  private controller: AbortController | null = null;

  constructor(
    private readonly api: ImproverApi,
    private readonly target: ImproverProps,
    private readonly options: ArticleImproverOptions,
  ) {
    this.ids = target.postIds?.length
      ? target.postIds.slice(0, MAX_POSTS)
      : target.postId
        ? [target.postId]
        : [];
    this.type = options.fixedType ?? target.type ?? 'improve';
    this.keyword = target.keyword ?? '';
    makeAutoObservable<ArticleImproverStore, 'api' | 'target' | 'options' | 'controller'>(
      this,
      { api: false, target: false, options: false, controller: false, ids: false },
      { autoBind: true },
    );
  }

  /** Words of the one post's current text, when the editor gave it (0 otherwise). */
  get words(): number {
    return this.target.html ? countHtmlWords(this.target.html) : 0;
  }

  /** Credits the run reserves, when the text is known. */
  get estimate(): number | null {
    return this.target.html
      ? estimateOperationCost(getEditorOperation(this.type), { text: this.target.html })
      : null;
  }

  get needsKeyword(): boolean {
    return this.type === 'improve-seo';
  }

  get canRun(): boolean {
    return !this.needsKeyword || this.keyword.trim() !== '';
  }

  get isRunning(): boolean {
    return this.phase.kind === 'running';
  }

  setType(type: ImproveOperation): void {
    this.type = type;
  }

  setKeyword(keyword: string): void {
    this.keyword = keyword;
  }

  /** Streams the run to its end, its failure or Stop. */
  async run(): Promise<void> {
    const { ids } = this;
    const single = ids.length === 1;
    const controller = new AbortController();
    this.controller = controller;
    this.error = null;
    this.phase = { kind: 'running', done: 0, total: ids.length };
    const saved: Record<string, unknown>[] = [];
    const keyword = this.keyword.trim();
    const input = { type: this.type, ...(keyword ? { keyword } : {}) };
    const html = this.target.html;
    const events = single
      ? this.api.improveArticle(
          { postId: ids[0] as string, ...(html ? { html } : {}), ...input },
          controller.signal,
        )
      : this.api.improveBatch({ postIds: ids, ...input }, controller.signal);
    const progress = (done: number, total: number) =>
      runInAction(() => {
        this.phase = { kind: 'running', done, total };
      });
    try {
      let credits = 0;
      let aborted = false;
      let parts = 1;
      for await (const event of events) {
        if (event.type === 'meta') {
          runInAction(() => {
            this.label = event.data.label ?? null;
          });
          const p = (event.data as { parts?: unknown }).parts;
          if (single && typeof p === 'number' && p > 0) {
            parts = p;
            progress(0, p);
          }
        } else if (event.type === 'other' && event.event === 'part' && single) {
          const index = Number(event.data.index);
          if (Number.isFinite(index)) progress(index, parts);
        } else if (event.type === 'other' && event.event === 'post') {
          if (typeof event.data.post === 'object' && event.data.post)
            saved.push(event.data.post as Record<string, unknown>);
          if (!single) progress(saved.length, ids.length);
        } else if (event.type === 'done') {
          credits = event.data.credits ?? 0;
          aborted = Boolean(event.data.aborted);
        } else if (event.type === 'error') {
          throw Object.assign(new Error(event.data.message ?? 'The improver stopped.'), event.data);
        }
      }
      this.finish({ kind: 'done', posts: saved.length, credits, aborted }, saved);
    } catch (error) {
      if (controller.signal.aborted) {
        this.finish({ kind: 'done', posts: saved.length, credits: 0, aborted: true }, saved);
        return;
      }
      runInAction(() => {
        this.phase = { kind: 'choose' };
        this.error = this.options.onError(error) || 'The improver stopped.';
      });
    } finally {
      if (this.controller === controller) this.controller = null;
    }
  }

  /** Stops the run: what was saved stays, what was not finished is not charged. */
  stop(): void {
    this.controller?.abort();
  }

  /** Stops a run in flight (the popup is going away). */
  dispose(): void {
    this.stop();
  }

  private finish(phase: ImproverPhase, saved: Record<string, unknown>[]): void {
    this.phase = phase;
    if (saved.length) this.target.onDone?.(saved);
  }
}

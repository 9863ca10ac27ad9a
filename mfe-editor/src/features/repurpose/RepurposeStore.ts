import {
  defaultRepurposeFormats,
  htmlToText,
  type RepurposeFormat,
  type RepurposePiece,
  repurposeCost,
  repurposeFormats,
  splitRepurposed,
} from '@inkpress/shared-core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { GenerateFn } from '../ai/AiStore';
import { consumeGeneration, type Scheduler } from '../ai/stream';

export type RepurposeStatus = 'idle' | 'running' | 'done';

export interface RepurposeOptions {
  /** The article's title, for the writer. */
  title?: string;
  /**
   * Reacts to a failure: opens the popup its code calls for (credits,
   * limits, rate limit) and returns the message to show ('' for a Stop).
   */
  onError: (error: unknown) => string;
  /** How streamed text is batched before it is drawn. Default: once per frame. */
  schedule?: Scheduler;
}

/**
 * One repurposing of the repurpose popup (POST /api/generate, operation
 * repurpose): the formats chosen, their cost (the credits the API reserves:
 * each format's word budget; it charges the words written, and refunds the
 * rest or all of it on failure), the answer as it streams in and its pieces
 * per format. What streamed before a Stop or a failure stays on screen.
 */
export class RepurposeStore {
  formats: RepurposeFormat[] = [...defaultRepurposeFormats];
  /** The answer so far (HTML, one `<h2>` section per format). */
  result = '';
  /** The provider's label ('offline writer' without an AI key), once the stream said. */
  label: string | null = null;
  status: RepurposeStatus = 'idle';
  error: string | null = null;
  /** Credits the finished run cost (the done event). */
  charged: number | null = null;
  private controller: AbortController | null = null;

  constructor(
    private readonly generate: GenerateFn,
    /** The article (HTML). */
    readonly source: string,
    private readonly options: RepurposeOptions,
  ) {
    makeAutoObservable<RepurposeStore, 'generate' | 'options' | 'controller'>(
      this,
      { generate: false, options: false, controller: false, source: false },
      { autoBind: true },
    );
  }

  /** Credits the run reserves. */
  get cost(): number {
    return repurposeCost(this.formats);
  }

  get isRunning(): boolean {
    return this.status === 'running';
  }

  /** The answer cut into its pieces, one per format. */
  get pieces(): RepurposePiece[] {
    return splitRepurposed(this.result);
  }

  get isOffline(): boolean {
    return this.label === 'offline writer';
  }

  /** Chooses or drops a format (in the catalogue's order); at least one stays chosen. */
  toggle(format: RepurposeFormat): void {
    if (this.isRunning) return;
    const chosen = new Set(this.formats);
    if (chosen.has(format)) {
      if (chosen.size === 1) return;
      chosen.delete(format);
    } else chosen.add(format);
    this.formats = repurposeFormats.filter((f) => chosen.has(f));
  }

  /** Streams the repurposed pieces to the end, a failure or Stop. */
  async run(): Promise<void> {
    if (!this.source.trim() || this.isRunning) return;
    const controller = new AbortController();
    this.controller = controller;
    this.status = 'running';
    this.error = null;
    this.result = '';
    this.charged = null;
    try {
      const outcome = await consumeGeneration(
        this.generate(
          'repurpose',
          {
            text: this.source,
            formats: [...this.formats],
            ...(this.options.title?.trim() ? { title: this.options.title.trim().slice(0, 300) } : {}),
          },
          controller.signal,
        ),
        {
          onMeta: (meta) =>
            runInAction(() => {
              this.label = meta.label ?? null;
            }),
          onText: (text) =>
            runInAction(() => {
              this.result = text;
            }),
          schedule: this.options.schedule,
        },
      );
      runInAction(() => {
        this.result = outcome.text;
        this.charged = typeof outcome.done?.credits === 'number' ? outcome.done.credits : null;
        this.status = 'done';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'idle';
        this.error = this.options.onError(error) || null;
      });
    } finally {
      if (this.controller === controller) this.controller = null;
    }
  }

  stop(): void {
    this.controller?.abort();
  }

  dispose(): void {
    this.stop();
  }
}

/** A piece as plain text for pasting into another app: one line per paragraph, list items as "- ". */
export function pieceToText(html: string): string {
  return html
    .replace(/<li[^>]*>/gi, '- ')
    .split(/<\/(?:p|li|h[1-6]|blockquote)\s*>|<br\s*\/?>/i)
    .map((part) => htmlToText(part).trim())
    .filter(Boolean)
    .join('\n\n')
    .replace(/\n\n- /g, '\n- ');
}

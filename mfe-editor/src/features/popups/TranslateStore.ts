import { makeAutoObservable, runInAction } from 'mobx';
import type { GenerateFn } from '../ai/AiStore';
import { estimateOperationCost, getEditorOperation } from '../ai/operations';
import { consumeGeneration, type Scheduler } from '../ai/stream';

export type TranslateStatus = 'idle' | 'running' | 'done';

export interface TranslateOptions {
  /** The language chosen first. Default: Spanish (es-ES). */
  language?: string;
  /**
   * Reacts to a failure: opens the popup its code calls for (credits,
   * limits, rate limit) and returns the message to show ('' for an abort).
   */
  onError: (error: unknown) => string;
  /** How streamed text is batched before it is drawn. Default: once per frame. */
  schedule?: Scheduler;
}

/**
 * One translation of the translate popup (POST /api/generate, operation
 * translate): the language, its cost, the translation as it streams in,
 * Stop, and running it again. What streamed before a Stop or a failure
 * stays on screen.
 */
export class TranslateStore {
  language: string;
  /** The translation so far. */
  result = '';
  /** The provider's label (e.g. "offline writer"), once the stream said. */
  label: string | null = null;
  status: TranslateStatus = 'idle';
  /** Why the last run failed, in words. */
  error: string | null = null;
  private controller: AbortController | null = null;

  constructor(
    private readonly generate: GenerateFn,
    /** The content to translate (HTML or text). */
    readonly source: string,
    private readonly options: TranslateOptions,
  ) {
    this.language = options.language ?? 'es-ES';
    makeAutoObservable<TranslateStore, 'generate' | 'options' | 'controller'>(
      this,
      { generate: false, options: false, controller: false, source: false },
      { autoBind: true },
    );
  }

  /** Credits the translation reserves (see estimateOperationCost). */
  get cost(): number {
    return estimateOperationCost(getEditorOperation('translate'), {
      text: this.source,
      language: this.language,
    });
  }

  get isRunning(): boolean {
    return this.status === 'running';
  }

  setLanguage(language: string): void {
    this.language = language;
  }

  /** Streams the translation to its end, its failure or Stop. */
  async run(): Promise<void> {
    const controller = new AbortController();
    this.controller = controller;
    this.status = 'running';
    this.error = null;
    this.result = '';
    try {
      const outcome = await consumeGeneration(
        this.generate('translate', { text: this.source, language: this.language }, controller.signal),
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

  /** Stops the translation; what arrived stays on screen. */
  stop(): void {
    this.controller?.abort();
  }

  /** Stops a run in flight (the popup is going away). */
  dispose(): void {
    this.stop();
  }
}

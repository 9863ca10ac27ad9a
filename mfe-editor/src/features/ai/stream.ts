import { ApiError } from '@inkpress/shared-core';
import type { Command } from 'prosemirror-state';
import type { GenerationDone, GenerationEvent, GenerationMeta } from '../../api/types';
import { appendSuggestion, startSuggestion } from '../../editor';

/** Runs a callback soon (once per frame in the browser); returns a cancel function. */
export type Scheduler = (flush: () => void) => () => void;

/** Once per animation frame when there is one, else after 16 ms. */
export const frameScheduler: Scheduler = (flush) => {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(flush);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(flush, 16);
  return () => clearTimeout(id);
};

/** Runs the flush at once: for tests and for callers that batch themselves. */
export const immediateScheduler: Scheduler = (flush) => {
  flush();
  return () => undefined;
};

export interface GenerationOutcome {
  meta: GenerationMeta | null;
  /** Everything streamed. */
  text: string;
  /** The done event; null when the stream ended without one (stopped, connection lost). */
  done: GenerationDone | null;
}

export interface ConsumeOptions {
  onMeta?: (meta: GenerationMeta) => void;
  /** Gets the streamed text so far, batched by `schedule`. */
  onText?: (text: string, delta: string) => void;
  /** How deltas are batched before `onText`. Default: once per frame. */
  schedule?: Scheduler;
  /** Gets events other than meta, delta, done and error (e.g. where an article was saved). */
  onOther?: (event: string, data: Record<string, unknown>) => void;
}

/**
 * Reads a generation stream to its end: meta, the deltas (batched, so a
 * fast provider does not redraw on every token) and done. An `error` event
 * is thrown as the ApiError it describes, after what came before it has
 * been delivered.
 */
export async function consumeGeneration(
  events: AsyncIterable<GenerationEvent>,
  { onMeta, onText, onOther, schedule = frameScheduler }: ConsumeOptions = {},
): Promise<GenerationOutcome> {
  const outcome: GenerationOutcome = { meta: null, text: '', done: null };
  let pending = '';
  let scheduled = false;
  let cancel: () => void = () => undefined;
  const flush = () => {
    scheduled = false;
    if (!pending) return;
    const delta = pending;
    pending = '';
    onText?.(outcome.text, delta);
  };
  const flushNow = () => {
    if (scheduled) cancel();
    flush();
  };
  try {
    for await (const event of events) {
      switch (event.type) {
        case 'meta':
          outcome.meta = event.data;
          onMeta?.(event.data);
          break;
        case 'delta':
          outcome.text += event.data.text;
          pending += event.data.text;
          if (!scheduled) {
            scheduled = true;
            cancel = schedule(flush);
          }
          break;
        case 'done':
          flushNow();
          outcome.done = event.data;
          break;
        case 'other':
          onOther?.(event.event, event.data);
          break;
        case 'error':
          flushNow();
          throw new ApiError({
            status: event.data.status,
            message: event.data.message,
            code: event.data.code,
            data: event.data.data,
          });
      }
    }
  } finally {
    flushNow();
  }
  return outcome;
}

/** What the glue needs of the editor: running a command (EditorController fits). */
export interface CommandRunner {
  run(command: Command, options?: { focus?: boolean }): boolean;
}

/**
 * Streams a generation into the editor as a pending suggestion over
 * from–to (from = to: inserted there): startSuggestion first, then
 * appendSuggestion with each batch of deltas. The document itself does not
 * change until the user accepts. Throws when the suggestion cannot start
 * (the range left the document) and on an `error` event.
 */
export async function streamIntoSuggestion(
  editor: CommandRunner,
  range: { from: number; to: number },
  events: AsyncIterable<GenerationEvent>,
  options: Omit<ConsumeOptions, 'onText'> & { onText?: (text: string) => void } = {},
): Promise<GenerationOutcome> {
  if (!editor.run(startSuggestion(range.from, range.to, { format: 'html' }), { focus: false })) {
    throw new Error('The suggestion could not start: the selection is no longer in the document.');
  }
  return consumeGeneration(events, {
    ...options,
    onText: (text, delta) => {
      editor.run(appendSuggestion(delta), { focus: false });
      options.onText?.(text);
    },
  });
}

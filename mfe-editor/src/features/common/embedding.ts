import type { FileView } from '@inkpress/shared-core';
import { useEffect, useState } from 'react';

/** Some of the files' passages are being embedded (their state changes on the server). */
export function isIndexing(files: readonly FileView[]): boolean {
  return files.some((f) => f.embedding?.state === 'indexing');
}

/** Resolves after `ms`, or at once when `signal` aborts. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Calls `refresh` every `everyMs` while `active()` holds, until it does not
 * or `signal` aborts; a failed refresh is tried again at the next turn.
 */
export async function pollWhile(
  active: () => boolean,
  refresh: (signal: AbortSignal) => Promise<void>,
  signal: AbortSignal,
  everyMs = 2000,
  wait: (ms: number, signal: AbortSignal) => Promise<void> = pause,
): Promise<void> {
  while (active() && !signal.aborted) {
    await wait(everyMs, signal);
    if (signal.aborted) return;
    await refresh(signal).catch(() => undefined);
  }
}

/** While `indexing`, runs `poll` (a store's pollWhileIndexing), stopped when it ends or the screen goes. */
export function useIndexingPoll(indexing: boolean, poll: (signal: AbortSignal) => Promise<void>) {
  useEffect(() => {
    if (!indexing) return;
    const controller = new AbortController();
    void poll(controller.signal);
    return () => controller.abort();
  }, [indexing, poll]);
}

/** A files list whose files are embedded on the server: followed while indexing, retried by hand. */
export interface EmbeddedFiles {
  indexing: boolean;
  pollWhileIndexing: (signal: AbortSignal) => Promise<void>;
  retryEmbedding: (id: string) => Promise<unknown>;
}

/**
 * Follows `store`'s files while some are indexing, and retries a failed
 * file's embedding: `retrying` is the file being retried, `onError` shows
 * a refusal.
 */
export function useEmbeddedFiles(store: EmbeddedFiles, onError: (error: unknown) => void) {
  const [retrying, setRetrying] = useState<string | null>(null);
  useIndexingPoll(store.indexing, store.pollWhileIndexing);
  const retry = async (file: FileView) => {
    setRetrying(file.id);
    try {
      await store.retryEmbedding(file.id);
    } catch (e) {
      onError(e);
    } finally {
      setRetrying(null);
    }
  };
  return { retrying, retry };
}

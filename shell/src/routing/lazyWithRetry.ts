import { type ComponentType, lazy } from 'react';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * React.lazy that tries a failed chunk once more before giving up: a remote
 * deployed since the page loaded may have replaced the chunk, or the network
 * blinked. The second failure reaches the error boundary (the retry view).
 */
export function lazyWithRetry<T extends ComponentType>(load: () => Promise<{ default: T }>, delayMs = 400) {
  return lazy(async () => {
    try {
      return await load();
    } catch {
      await wait(delayMs);
      return load();
    }
  });
}

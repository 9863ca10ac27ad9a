import type { LoadStatus } from '@inkpress/shared-ui';
import { runInAction } from 'mobx';
import { explainError } from './errors';

/** The load state every settings store shows (a skeleton, the content, or a retry with the reason). */
export interface LoadState {
  status: LoadStatus;
  loadError: string;
}

/**
 * Loads a settings store's content: `loading`, then `apply(value)` and
 * `success`, or `failure` with the explained message for the retry view.
 */
export async function loadInto<T>(
  target: LoadState,
  fetch: () => Promise<T>,
  apply: (value: T) => void,
): Promise<void> {
  runInAction(() => {
    target.status = 'loading';
    target.loadError = '';
  });
  try {
    const value = await fetch();
    runInAction(() => {
      apply(value);
      target.status = 'success';
    });
  } catch (err) {
    runInAction(() => {
      target.status = 'failure';
      target.loadError = explainError(err).message;
    });
  }
}

import { ApiError } from '@inkpress/shared-core';
import { type DependencyList, useCallback, useEffect, useState } from 'react';

export type Load<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'missing' }
  | { state: 'failed'; retry: () => void };

/** Loads a page's content; a 404 is "missing" (the page says so), other failures offer a retry. */
export function useLoad<T>(loader: () => Promise<T>, deps: DependencyList): Load<T> {
  const [generation, setGeneration] = useState(0);
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const retry = useCallback(() => setGeneration((g) => g + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps name what the loader reads
  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    loader().then(
      (data) => live && setLoad({ state: 'ready', data }),
      (err: unknown) => {
        if (!live) return;
        const status = err instanceof ApiError ? err.status : 0;
        setLoad(status === 404 || status === 400 ? { state: 'missing' } : { state: 'failed', retry });
      },
    );
    return () => {
      live = false;
    };
  }, [...deps, generation]);
  return load;
}

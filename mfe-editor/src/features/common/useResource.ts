import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';
import type { RequestStatus } from '../../stores';

export interface Resource<T> {
  status: RequestStatus;
  data: T | null;
  error: unknown;
  /** Loads again (keeping the current data on screen meanwhile). */
  reload: () => void;
  /** Replaces the data locally (after a change the server has confirmed). */
  setData: (update: (current: T | null) => T | null) => void;
}

/**
 * Loads something for a screen: idle → loading → success or failure (SPEC
 * §4's statuses), aborted when the screen goes or the inputs change.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): Resource<T> {
  const [state, setState] = useState<{ status: RequestStatus; data: T | null; error: unknown }>({
    status: 'loading',
    data: null,
    error: null,
  });
  const [generation, setGeneration] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // The caller's deps decide when to load again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps and reload() (generation) decide when to load again
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, status: 'loading', error: null }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, status: 'failure', error }));
      },
    );
    return () => controller.abort();
  }, [...deps, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const setData = useCallback(
    (update: (current: T | null) => T | null) => setState((s) => ({ ...s, data: update(s.data) })),
    [],
  );
  return { ...state, reload, setData };
}

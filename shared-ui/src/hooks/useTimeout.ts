import { useEffect, useRef } from 'react';

/** Calls `callback` once after `delay` ms; `null` pauses (and a later delay starts over). */
export function useTimeout(callback: () => void, delay: number | null): void {
  const latest = useRef(callback);
  latest.current = callback;

  useEffect(() => {
    if (delay === null || !Number.isFinite(delay)) return;
    const id = setTimeout(() => latest.current(), delay);
    return () => clearTimeout(id);
  }, [delay]);
}

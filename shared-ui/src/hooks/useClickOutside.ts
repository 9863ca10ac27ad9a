import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `handler` on a pointer press outside every element in `refs` while `enabled`
 * (a menu and its button count as one inside).
 */
export function useClickOutside(
  refs: ReadonlyArray<RefObject<HTMLElement | null>>,
  handler: (event: PointerEvent) => void,
  enabled = true,
): void {
  const latest = useRef({ refs, handler });
  latest.current = { refs, handler };

  useEffect(() => {
    if (!enabled) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      const inside = latest.current.refs.some((ref) => ref.current?.contains(target));
      if (!inside) latest.current.handler(event);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [enabled]);
}

import { type RefObject, useEffect } from 'react';
import { getTabbableElements } from '../utils/focusable';
import { createLayerStack } from '../utils/layerStack';

export interface FocusTrapOptions {
  /** Traps focus while true. */
  active: boolean;
  /** Receives focus when the trap starts; defaults to the first tabbable element, else the container. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Gives focus back to the element that had it before the trap started. Default true. */
  returnFocus?: boolean;
}

const traps = createLayerStack<RefObject<HTMLElement | null>>();

function focusFirst(container: HTMLElement) {
  (getTabbableElements(container)[0] ?? container).focus();
}

/**
 * Keeps keyboard focus inside `containerRef` while `active`: Tab and Shift+Tab wrap around, and
 * focus that lands outside is pulled back. When the trap ends focus returns to where it was.
 * Nested traps stack: only the most recent one is enforced.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  { active, initialFocus, returnFocus = true }: FocusTrapOptions,
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;

    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const remove = traps.push(containerRef);
    (initialFocus?.current ?? null)?.focus();
    if (!container.contains(document.activeElement)) focusFirst(container);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !traps.isTop(containerRef)) return;
      const tabbable = getTabbableElements(container);
      const first = tabbable[0];
      const last = tabbable[tabbable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        container.focus();
        return;
      }
      const current = document.activeElement;
      const outside = !container.contains(current);
      if (event.shiftKey && (current === first || current === container || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };

    const onFocusIn = (event: FocusEvent) => {
      if (!traps.isTop(containerRef)) return;
      if (event.target instanceof Node && !container.contains(event.target)) focusFirst(container);
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      remove();
      if (returnFocus && previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [active, containerRef, initialFocus, returnFocus]);
}

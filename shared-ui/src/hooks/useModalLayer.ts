import type { RefObject } from 'react';
import { useBodyScrollLock } from './useBodyScrollLock';
import { useEscape } from './useEscape';
import { useFocusTrap } from './useFocusTrap';

export interface ModalLayerOptions {
  /** The layer is open. */
  open: boolean;
  /** Called on Escape. */
  onClose: () => void;
  /** Receives focus on open instead of the first tabbable element. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/** What a modal surface (ModalFrame, Drawer) needs: focus trap and return, Escape, scroll lock. */
export function useModalLayer(
  containerRef: RefObject<HTMLElement | null>,
  { open, onClose, initialFocus }: ModalLayerOptions,
): void {
  useFocusTrap(containerRef, { active: open, initialFocus });
  useEscape(onClose, open);
  useBodyScrollLock(open);
}

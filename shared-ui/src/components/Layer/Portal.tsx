import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface PortalProps {
  /** What to render outside the current DOM tree. */
  children: ReactNode;
  /** Where to render it. Default `document.body`. */
  container?: Element | DocumentFragment;
}

/** Renders its children into `document.body` (or `container`), above the page's stacking contexts. */
export function Portal({ children, container }: PortalProps) {
  if (typeof document === 'undefined') return null;
  return createPortal(children, container ?? document.body);
}

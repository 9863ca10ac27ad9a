import { type ReactNode, type RefObject, useId, useRef } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useModalLayer } from '../../hooks/useModalLayer';
import { Backdrop, LayerHeader, Portal } from '../Layer';

export type DrawerSide = 'left' | 'right';

export interface DrawerProps {
  /** Shows the drawer. While open, focus is trapped inside and the page does not scroll. */
  open: boolean;
  /** Called by Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  /** The title: shown as a heading and used as the drawer's accessible name. */
  title: ReactNode;
  /** The content. */
  children?: ReactNode;
  /** Pinned to the bottom (e.g. Login and Get Started). */
  footer?: ReactNode;
  /** The edge it slides from. Default `right`. */
  side?: DrawerSide;
  /** Panel width in px or any CSS length. Default: the sidebar width (270px), capped at 100vw. */
  width?: number | string;
  /** The close button's accessible name. Default "Close". */
  closeLabel?: string;
  /** Receives focus on open instead of the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A side panel dialog (the mobile menu, filters, details): `role="dialog"` with `aria-modal`,
 * portalled, focus trapped and returned to the opener, closed by Escape, the close button and
 * a click on the backdrop.
 */
export function Drawer({
  open,
  onClose,
  title,
  children,
  footer,
  side = 'right',
  width,
  closeLabel = 'Close',
  initialFocusRef,
}: DrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = `${useId()}-title`;
  useModalLayer(panelRef, { open, onClose, initialFocus: initialFocusRef });

  if (!open) return null;
  return (
    <Portal>
      <Layer>
        <Backdrop onClick={onClose} />
        <Panel
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          $side={side}
          $width={typeof width === 'number' ? `${width}px` : width}
        >
          <LayerHeader titleId={titleId} title={title} closeLabel={closeLabel} onClose={onClose} />
          <Body>{children}</Body>
          {footer && <Footer>{footer}</Footer>}
        </Panel>
      </Layer>
    </Portal>
  );
}

const slideFrom: Record<DrawerSide, ReturnType<typeof keyframes>> = {
  left: keyframes`
    from {
      transform: translateX(-100%);
    }
  `,
  right: keyframes`
    from {
      transform: translateX(100%);
    }
  `,
};

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
`;

const Panel = styled.div<{ $side: DrawerSide; $width: string | undefined }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => ($side === 'left' ? 'left: 0;' : 'right: 0;')}
  display: flex;
  flex-direction: column;
  width: ${({ theme, $width }) => $width ?? `${theme.layout.sidebarWidth}px`};
  max-width: 100vw;
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.xl};
  ${({ $side, theme }) => css`
    animation: ${slideFrom[$side]} ${theme.motion.duration.slow} ${theme.motion.easing.standard};
  `}

  &:focus {
    outline: none;
  }
`;

const Body = styled.div`
  flex: 1;
  min-height: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[6]} ${theme.space[6]}`};
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[6]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border.default};
`;

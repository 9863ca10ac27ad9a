import { type ReactNode, type RefObject, useId, useRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { useModalLayer } from '../../hooks/useModalLayer';
import { Backdrop, LayerHeader, Portal } from '../Layer';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

export interface ModalFrameProps {
  /** Shows the modal. While open, focus is trapped inside and the page does not scroll. */
  open: boolean;
  /** Called by Escape, the close button and (unless disabled) a click on the backdrop. */
  onClose: () => void;
  /** The title: shown as a heading and used as the dialog's accessible name. */
  title: ReactNode;
  /** A line under the title, used as the dialog's accessible description. */
  description?: ReactNode;
  /** The body. */
  children?: ReactNode;
  /** Actions at the bottom (e.g. Cancel and Confirm buttons). */
  footer?: ReactNode;
  /** Maximum width: sm 400, md 560 (default), lg 720, xl 960. */
  size?: ModalSize;
  /** The close button's accessible name. Default "Close". */
  closeLabel?: string;
  /** Closes on a click outside the dialog. Default true. */
  closeOnBackdropClick?: boolean;
  /** Receives focus on open instead of the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

const widths: Record<ModalSize, string> = { sm: '400px', md: '560px', lg: '720px', xl: '960px' };

/**
 * The frame every popup uses: a modal dialog portalled into `document.body`, labelled by its
 * title, with a close button, Escape, a focus trap and focus returned to the opener on close.
 */
export function ModalFrame({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeLabel = 'Close',
  closeOnBackdropClick = true,
  initialFocusRef,
}: ModalFrameProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  useModalLayer(dialogRef, { open, onClose, initialFocus: initialFocusRef });

  if (!open) return null;
  return (
    <Portal>
      <Layer>
        <Backdrop onClick={closeOnBackdropClick ? onClose : undefined} />
        <Dialog
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          $width={widths[size]}
        >
          <LayerHeader titleId={titleId} title={title} closeLabel={closeLabel} onClose={onClose} />
          {description && <Description id={descriptionId}>{description}</Description>}
          <Body>{children}</Body>
          {footer && <Footer>{footer}</Footer>}
        </Dialog>
      </Layer>
    </Portal>
  );
}

const rise = keyframes`
  from {
    opacity: 0;
    transform: translateY(8px) scale(0.98);
  }
`;

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
  overflow-y: auto;
`;

const Dialog = styled.div<{ $width: string }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $width }) => $width};
  max-height: calc(100dvh - ${({ theme }) => theme.space[8]});
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.xl};
  animation: ${rise} ${({ theme }) => `${theme.motion.duration.base} ${theme.motion.easing.standard}`};

  &:focus {
    outline: none;
  }
`;

const Description = styled.p`
  margin-top: -${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `0 ${theme.space[6]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Body = styled.div`
  flex: 1;
  min-height: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[6]} ${theme.space[6]}`};
  overflow-y: auto;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[6]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border.default};
`;

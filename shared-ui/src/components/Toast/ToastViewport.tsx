import styled from 'styled-components';
import { Toast } from './Toast';
import { useToast, useToasts } from './useToast';

export interface ToastViewportProps {
  /** The region's accessible name. Default "Notifications". */
  label?: string;
}

/**
 * Where toasts appear (bottom right; bottom, full width on small screens). A polite live
 * region (`role="status"`): it is always rendered, so screen readers announce toasts as they
 * arrive. Render it once, near the root.
 */
export function ToastViewport({ label = 'Notifications' }: ToastViewportProps) {
  const toasts = useToasts();
  const { dismiss } = useToast();
  return (
    <Region role="status" aria-live="polite" aria-label={label}>
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
    </Region>
  );
}

const Region = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  left: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[2]};
  pointer-events: none;

  ${({ theme }) => theme.media.up('sm')} {
    left: auto;
    width: 380px;
  }
`;

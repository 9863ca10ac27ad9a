import { Button, ModalFrame } from '@inkpress/shared-ui';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  /** Shown while there is something to confirm. */
  open: boolean;
  title: string;
  /** What happens, in one or two sentences. */
  children: ReactNode;
  /** The confirm button's label, e.g. "Remove member". */
  confirmLabel: string;
  /** While the action runs: the confirm button spins and the dialog stays. */
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive action; Cancel has focus first, so Enter never destroys by accident. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <ModalFrame
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </ModalFrame>
  );
}

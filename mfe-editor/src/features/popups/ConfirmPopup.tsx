import { Button, type PopupProps } from '@inkpress/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../common/errors';

/** Props of the confirm and confirm-delete popups. */
export interface ConfirmPopupProps {
  /** What will happen, in a sentence or two. */
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Runs on confirm; the popup stays open (busy) until it resolves, and shows its error if it fails. */
  onConfirm?: () => void | Promise<void>;
  onCancel?: () => void;
}

function readProps(props: Record<string, unknown>): ConfirmPopupProps {
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const fn = <T,>(v: unknown) => (typeof v === 'function' ? (v as T) : undefined);
  return {
    message: text(props.message),
    confirmLabel: text(props.confirmLabel),
    cancelLabel: text(props.cancelLabel),
    onConfirm: fn<ConfirmPopupProps['onConfirm']>(props.onConfirm),
    onCancel: fn<ConfirmPopupProps['onCancel']>(props.onCancel),
  };
}

function ConfirmBody({ props, close, danger }: PopupProps & { danger: boolean }) {
  const { message, confirmLabel, cancelLabel, onConfirm, onCancel } = readProps(props);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm?.();
      close();
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };
  return (
    <Body>
      <p>{message ?? (danger ? 'This cannot be undone.' : 'Please confirm that you want to continue.')}</p>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Actions>
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() => {
            onCancel?.();
            close();
          }}
        >
          {cancelLabel ?? 'Cancel'}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={() => void confirm()}>
          {confirmLabel ?? (danger ? 'Delete' : 'Confirm')}
        </Button>
      </Actions>
    </Body>
  );
}

/** The confirm popup: a question, Cancel and Confirm (props: ConfirmPopupProps). */
export function ConfirmPopup(props: PopupProps) {
  return <ConfirmBody {...props} danger={false} />;
}

/** The confirm-delete popup: the same, worded and coloured for deleting. */
export function ConfirmDeletePopup(props: PopupProps) {
  return <ConfirmBody {...props} danger />;
}

export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

export const ErrorText = styled.p`
  && {
    color: ${({ theme }) => theme.colors.tones.danger.fg};
  }
`;

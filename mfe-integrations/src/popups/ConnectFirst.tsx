/** ConnectFirst: what a publish popup shows instead of its form when the team has no site of its kind. */
import { Button } from '@inkpress/shared-ui';
import type { ReactNode } from 'react';
import { PopupActions, PopupBody } from './layout';

/** A publish popup's answer when the team has no site of its kind yet: connect one (or the `children` ways out). */
export function ConnectFirst({
  popup,
  message,
  connectLabel,
  onConnect,
  close,
  children,
}: {
  popup: string;
  message: string;
  connectLabel: string;
  onConnect: () => void;
  close: () => void;
  children?: ReactNode;
}) {
  return (
    <PopupBody data-popup={popup}>
      <p>{message}</p>
      <PopupActions>
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
        {children}
        <Button
          onClick={() => {
            close();
            onConnect();
          }}
        >
          {connectLabel}
        </Button>
      </PopupActions>
    </PopupBody>
  );
}

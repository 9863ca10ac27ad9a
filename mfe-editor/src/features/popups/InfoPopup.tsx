import { Button, type PopupProps } from '@inkpress/shared-ui';
import { Actions, Body } from './ConfirmPopup';

/**
 * The info popup: something to read, with OK. Props: `message` (text),
 * optional `details` (a list of lines), `okLabel`.
 */
export function InfoPopup({ props, close }: PopupProps) {
  const message = typeof props.message === 'string' ? props.message : '';
  const details = Array.isArray(props.details)
    ? props.details.filter((d): d is string => typeof d === 'string' && d.trim() !== '')
    : [];
  const okLabel = typeof props.okLabel === 'string' && props.okLabel ? props.okLabel : 'OK';
  return (
    <Body>
      {message && <p>{message}</p>}
      {details.length > 0 && (
        <ul>
          {details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <Actions>
        <Button onClick={close} data-autofocus>
          {okLabel}
        </Button>
      </Actions>
    </Body>
  );
}

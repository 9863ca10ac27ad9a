import { Button, type PopupProps } from '@inkpress/shared-ui';
import { NoBillingRightText, PopupActions, PopupBody } from './parts';

/** no-billing-right: a team member met a billing action. */
export default function NoBillingRightPopup({ close }: PopupProps) {
  return (
    <PopupBody data-popup="no-billing-right">
      <NoBillingRightText />
      <PopupActions>
        <Button onClick={close}>OK</Button>
      </PopupActions>
    </PopupBody>
  );
}

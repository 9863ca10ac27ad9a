import type { PopupProps } from '@inkpress/shared-ui';
import type { CollectionListItem } from '../../api/types';
import { DocumentsPicker } from '../folders/DocumentsSelectorDialog';

/**
 * The documents-selector popup. Props: `onSelect(documents)` (may return a
 * promise; the popup closes when it resolves), optional `confirmLabel` and
 * `excludeFolderId`.
 */
export function DocumentsSelectorPopup({ props, close }: PopupProps) {
  const onSelect =
    typeof props.onSelect === 'function'
      ? (props.onSelect as (documents: CollectionListItem[]) => Promise<void> | void)
      : () => undefined;
  return (
    <DocumentsPicker
      confirmLabel={typeof props.confirmLabel === 'string' ? props.confirmLabel : 'Select'}
      excludeFolderId={typeof props.excludeFolderId === 'string' ? props.excludeFolderId : undefined}
      onSelect={onSelect}
      onCancel={close}
      onDone={close}
    />
  );
}

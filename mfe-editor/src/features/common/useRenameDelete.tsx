/**
 * The "⋯" menu of a named item (a chat, a brand voice, an info-base file)
 * with Rename… and Delete…, and the two dialogs behind it: the rename prompt
 * and the delete confirmation. A failed rename or delete is reported through
 * `onError`; a failed delete keeps its dialog open so it can be tried again.
 */
import { DropdownMenu, type DropdownMenuItem } from '@inkpress/shared-ui';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { MoreLabel } from './MoreLabel';
import { usePrompt } from './usePrompt';

export interface RenameDeleteOptions<T> {
  /** The item's name: the menu's label, the prompt's initial value and the dialog's title. */
  nameOf: (item: T) => string;
  renameTitle: string;
  /** The prompt's field label (default "Name"). */
  renameLabel?: string;
  /** Saves a new name (only called when it changed). */
  rename: (item: T, name: string) => Promise<unknown>;
  remove: (item: T) => Promise<unknown>;
  /** The delete dialog's text and button. */
  deleteMessage: string;
  deleteLabel?: string;
  onError: (error: unknown) => void;
}

export interface RenameDelete<T> {
  /** The menu of `item`; `extra` items come before Rename… and Delete…. */
  menu: (item: T, extra?: DropdownMenuItem[]) => ReactNode;
  /** Render once in the component. */
  dialogs: ReactNode;
  /** True while the delete runs. */
  busy: boolean;
}

export function useRenameDelete<T>(options: RenameDeleteOptions<T>): RenameDelete<T> {
  const { nameOf, onError } = options;
  const prompt = usePrompt();
  const [deleting, setDeleting] = useState<{ item: T } | null>(null);
  const [busy, setBusy] = useState(false);

  const rename = async (item: T) => {
    const current = nameOf(item);
    const next = await prompt.ask({
      title: options.renameTitle,
      label: options.renameLabel ?? 'Name',
      initial: current,
      confirmLabel: 'Rename',
    });
    if (!next || next === current) return;
    await options.rename(item, next).catch(onError);
  };
  const remove = async (item: T) => {
    setBusy(true);
    try {
      await options.remove(item);
      setDeleting(null);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    menu: (item, extra = []) => (
      <DropdownMenu
        label={<MoreLabel text={`Actions for ${nameOf(item)}`} />}
        showChevron={false}
        size="sm"
        align="end"
        items={[
          ...extra,
          { id: 'rename', label: 'Rename…', onSelect: () => void rename(item) },
          { id: 'delete', label: 'Delete…', tone: 'danger', onSelect: () => setDeleting({ item }) },
        ]}
      />
    ),
    dialogs: (
      <>
        {prompt.dialog}
        <ConfirmDialog
          open={deleting !== null}
          title={`Delete “${deleting ? nameOf(deleting.item) : ''}”?`}
          message={options.deleteMessage}
          confirmLabel={options.deleteLabel ?? 'Delete'}
          tone="danger"
          busy={busy}
          onConfirm={() => deleting && void remove(deleting.item)}
          onCancel={() => setDeleting(null)}
        />
      </>
    ),
  };
}

import { Button, Checkbox, EmptyState, Input, ModalFrame, Skeleton, useToast } from '@inkpress/shared-ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useEditorApi } from '../../api';
import type { CollectionListItem } from '../../api/types';
import { errorMessage } from '../common/errors';
import { useResource } from '../common/useResource';

export interface DocumentsPickerProps {
  /** Documents not offered (e.g. those already in the folder). */
  excludeFolderId?: string;
  confirmLabel?: string;
  onCancel: () => void;
  /** Gets the chosen documents; `onDone` follows when it resolves. */
  onSelect: (documents: CollectionListItem[]) => Promise<void> | void;
  onDone: () => void;
}

/** Picks documents from the team's list (the 100 most recent), with a filter by title. */
export function DocumentsPicker({
  excludeFolderId,
  confirmLabel = 'Select',
  onCancel,
  onSelect,
  onDone,
}: DocumentsPickerProps) {
  const api = useEditorApi();
  const toast = useToast();
  const documents = useResource(
    (signal) => api.collections.list({ limit: 100 }, signal).then((page) => page.items),
    [api],
  );
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [working, setWorking] = useState(false);

  const offered = useMemo(() => {
    const wanted = query.trim().toLowerCase();
    return (documents.data ?? []).filter(
      (doc) =>
        (!excludeFolderId || doc.folder_id !== excludeFolderId) &&
        (!wanted || doc.title.toLowerCase().includes(wanted)),
    );
  }, [documents.data, query, excludeFolderId]);

  const confirm = async () => {
    setWorking(true);
    try {
      await onSelect((documents.data ?? []).filter((doc) => chosen.has(doc.id)));
      setChosen(new Set());
      onDone();
    } catch (error) {
      toast.danger(errorMessage(error));
    } finally {
      setWorking(false);
    }
  };

  return (
    <Body>
      <Input label="Filter by title" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      {documents.status === 'loading' && !documents.data ? (
        <Skeleton lines={5} />
      ) : offered.length === 0 ? (
        <EmptyState title="No documents to choose" headingLevel={3} />
      ) : (
        <List aria-label="Documents">
          {offered.map((doc) => (
            <li key={doc.id}>
              <Checkbox
                label={doc.title}
                checked={chosen.has(doc.id)}
                onChange={(e) =>
                  setChosen((current) => {
                    const next = new Set(current);
                    if (e.target.checked) next.add(doc.id);
                    else next.delete(doc.id);
                    return next;
                  })
                }
              />
            </li>
          ))}
        </List>
      )}
      <Actions>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={() => void confirm()} loading={working} disabled={chosen.size === 0}>
          {confirmLabel}
          {chosen.size > 0 && ` (${chosen.size})`}
        </Button>
      </Actions>
    </Body>
  );
}

export interface DocumentsSelectorDialogProps extends Omit<DocumentsPickerProps, 'onCancel' | 'onDone'> {
  open: boolean;
  title?: string;
  onClose: () => void;
}

/** DocumentsPicker in a modal dialog. */
export function DocumentsSelectorDialog({
  open,
  title = 'Choose documents',
  onClose,
  ...picker
}: DocumentsSelectorDialogProps) {
  return (
    <ModalFrame open={open} onClose={onClose} title={title}>
      {open && <DocumentsPicker {...picker} onCancel={onClose} onDone={onClose} />}
    </ModalFrame>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-height: 320px;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

import { Button, Checkbox, EmptyState, Input, ModalFrame, Skeleton, useToast } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useEditorApi } from '../../api';
import type { CollectionListItem } from '../../api/types';
import { RecentDocumentsStore } from '../collections/RecentDocumentsStore';
import { errorMessage } from '../common/errors';

export interface DocumentsPickerProps {
  /** Documents not offered (e.g. those already in the folder). */
  excludeFolderId?: string;
  confirmLabel?: string;
  onCancel: () => void;
  /** Gets the chosen documents; `onDone` follows when it resolves. */
  onSelect: (documents: CollectionListItem[]) => Promise<void> | void;
  onDone: () => void;
}

/** How many of the team's documents the picker offers. */
export const PICKER_LIMIT = 100;

/** Picks documents from the team's list (the 100 most recent), with a filter by title. */
export const DocumentsPicker = observer(function DocumentsPicker({
  excludeFolderId,
  confirmLabel = 'Select',
  onCancel,
  onSelect,
  onDone,
}: DocumentsPickerProps) {
  const api = useEditorApi();
  const toast = useToast();
  const [documents] = useState(() => new RecentDocumentsStore(api.collections, { limit: PICKER_LIMIT }));
  useEffect(() => {
    const controller = new AbortController();
    void documents.load(controller.signal);
    return () => controller.abort();
  }, [documents]);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [working, setWorking] = useState(false);

  const wanted = query.trim().toLowerCase();
  const offered = documents.documents.filter(
    (doc) =>
      (!excludeFolderId || doc.folder_id !== excludeFolderId) &&
      (!wanted || doc.title.toLowerCase().includes(wanted)),
  );

  const confirm = async () => {
    setWorking(true);
    try {
      await onSelect(documents.documents.filter((doc) => chosen.has(doc.id)));
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
      {!documents.hasList && documents.status !== 'failure' ? (
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
});

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

import { Button, Input, ModalFrame, Skeleton, useToast } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { useEditorApi } from '../../api';
import type { Folder } from '../../api/types';
import { errorMessage } from '../common/errors';
import { FoldersStore } from './FoldersStore';

export interface MoveToFolderDialogProps {
  open: boolean;
  /** How many documents move (for the wording). */
  count: number;
  /** The folder they are in now, when they share one. */
  currentFolderId?: string | null;
  onClose: () => void;
  /** Called with the chosen folder (null: no folder); the caller makes the move. */
  onMove: (folder: Folder | null) => Promise<void>;
}

/** Picks a folder (or none), with a quick way to create one (FoldersStore), then moves the documents there. */
export const MoveToFolderDialog = observer(function MoveToFolderDialog({
  open,
  count,
  currentFolderId = null,
  onClose,
  onMove,
}: MoveToFolderDialogProps) {
  const api = useEditorApi();
  const toast = useToast();
  const ids = useId();
  const [folders] = useState(() => new FoldersStore(api.folders));
  // The folders are read each time the dialog opens.
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    void folders.load(controller.signal);
    return () => controller.abort();
  }, [folders, open]);
  const [choice, setChoice] = useState<string>(currentFolderId ?? '');
  const [newName, setNewName] = useState('');
  const [creating, setCreating] = useState(false);
  const [moving, setMoving] = useState(false);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const name = newName.trim();
    if (!name) return;
    setCreating(true);
    try {
      const folder = await folders.create(name, 'last');
      setChoice(folder.id);
      setNewName('');
    } catch (error) {
      toast.danger(errorMessage(error));
    } finally {
      setCreating(false);
    }
  };

  const move = async () => {
    setMoving(true);
    try {
      await onMove(folders.folders.find((f) => f.id === choice) ?? null);
      onClose();
    } catch (error) {
      toast.danger(errorMessage(error));
    } finally {
      setMoving(false);
    }
  };

  const what = count === 1 ? 'this document' : `${count} documents`;
  return (
    <ModalFrame
      open={open}
      onClose={onClose}
      title="Move to folder"
      description={`Choose where ${what} should go.`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => void move()}
            loading={moving}
            disabled={choice === (currentFolderId ?? '') && count === 1}
          >
            Move
          </Button>
        </>
      }
    >
      <Body>
        {folders.status === 'loading' && !folders.hasList ? (
          <Skeleton lines={3} />
        ) : (
          <Options>
            <legend>Folder</legend>
            <Option>
              <input
                type="radio"
                name={`${ids}-folder`}
                value=""
                checked={choice === ''}
                onChange={() => setChoice('')}
              />
              <span>No folder</span>
            </Option>
            {folders.folders.map((folder) => (
              <Option key={folder.id}>
                <input
                  type="radio"
                  name={`${ids}-folder`}
                  value={folder.id}
                  checked={choice === folder.id}
                  onChange={() => setChoice(folder.id)}
                />
                <span>{folder.title}</span>
                <small>
                  {folder.document_counts} document{folder.document_counts === 1 ? '' : 's'}
                </small>
              </Option>
            ))}
          </Options>
        )}
        {folders.status === 'failure' && <p role="alert">{errorMessage(folders.error)}</p>}
        <NewFolder onSubmit={(e) => void create(e)}>
          <Input
            label="New folder"
            value={newName}
            maxLength={100}
            placeholder="e.g. Client A"
            onChange={(e) => setNewName(e.target.value)}
          />
          <Button type="submit" variant="secondary" loading={creating} disabled={!newName.trim()}>
            Create
          </Button>
        </NewFolder>
      </Body>
    </ModalFrame>
  );
});

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Options = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  max-height: 280px;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  border: none;
  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  span {
    flex: 1;
  }
  small {
    color: ${({ theme }) => theme.colors.text.muted};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.background.subtle};
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.tones.brand.solid};
  }
`;

const NewFolder = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  > :first-child {
    flex: 1;
  }
`;

import {
  Button,
  DropdownMenu,
  EmptyState,
  Input,
  PageFrame,
  RetryView,
  Skeleton,
  useToast,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useEditorApi } from '../../api';
import type { Folder } from '../../api/types';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useErrorHandler } from '../common/errors';
import { formatDate } from '../common/format';
import { MoreLabel } from '../common/MoreLabel';
import { usePrompt } from '../common/usePrompt';
import { FoldersStore } from './FoldersStore';

/** The path of a folder's page. */
export function folderPath(id: string): string {
  return `/dashboard/folders/${encodeURIComponent(id)}`;
}

/** /dashboard/folders: the team's folders; create, rename and delete them (FoldersStore). */
const FoldersScreen = observer(function FoldersScreen() {
  const api = useEditorApi();
  const toast = useToast();
  const handleError = useErrorHandler();
  const prompt = usePrompt();
  const [folders] = useState(() => new FoldersStore(api.folders));
  useEffect(() => {
    const controller = new AbortController();
    void folders.load(controller.signal);
    return () => controller.abort();
  }, [folders]);
  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Folder | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setCreating(true);
    try {
      const folder = await folders.create(name);
      setName('');
      toast.success(`“${folder.title}” is ready.`, { title: 'Folder created' });
    } catch (error) {
      toast.danger(handleError(error));
    } finally {
      setCreating(false);
    }
  };

  const rename = async (folder: Folder) => {
    const title = await prompt.ask({
      title: 'Rename folder',
      label: 'Folder name',
      initial: folder.title,
      confirmLabel: 'Rename',
    });
    if (!title || title === folder.title) return;
    try {
      const renamed = await folders.rename(folder.id, title);
      toast.success(`Renamed to “${renamed.title}”.`, { title: 'Folder renamed' });
    } catch (error) {
      toast.danger(handleError(error));
    }
  };

  const remove = async (folder: Folder) => {
    setBusy(true);
    try {
      await folders.remove(folder.id);
      setDeleting(null);
      toast.success(`“${folder.title}” was deleted. Its documents are still in Documents.`, {
        title: 'Folder deleted',
      });
    } catch (error) {
      toast.danger(handleError(error));
    } finally {
      setBusy(false);
    }
  };

  const list = folders.folders;
  return (
    <PageFrame area="Documents" title="Folders" lead="Organise your documents by client, site or topic.">
      <Create onSubmit={(e) => void create(e)}>
        <Input
          label="New folder"
          value={name}
          maxLength={100}
          placeholder="e.g. Client A"
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" loading={creating} disabled={!name.trim()}>
          Create folder
        </Button>
      </Create>

      {folders.status === 'failure' && !folders.hasList ? (
        <RetryView onRetry={() => void folders.load()} />
      ) : !folders.hasList ? (
        <Grid aria-busy="true" aria-label="Folders, loading">
          {[0, 1, 2].map((i) => (
            <Card key={i}>
              <Skeleton width="60%" />
              <Skeleton width="40%" height={12} />
            </Card>
          ))}
        </Grid>
      ) : list.length === 0 ? (
        <EmptyState
          title="No folders yet"
          text="Create a folder above, then move documents into it from the documents list or the editor."
          action={
            <Button as={Link} to="/dashboard/collections" variant="secondary">
              Go to documents
            </Button>
          }
        />
      ) : (
        <Grid aria-label="Folders">
          {list.map((folder) => (
            <Card key={folder.id} data-testid="folder-card">
              <FolderLink to={folderPath(folder.id)}>
                <span aria-hidden="true">📁</span> {folder.title}
              </FolderLink>
              <Meta>
                {folder.document_counts} document{folder.document_counts === 1 ? '' : 's'}
                {folder.created_at && <> · created {formatDate(folder.created_at)}</>}
              </Meta>
              <Menu>
                <DropdownMenu
                  label={<MoreLabel text={`Actions for ${folder.title}`} />}
                  showChevron={false}
                  size="sm"
                  align="end"
                  items={[
                    { id: 'rename', label: 'Rename…', onSelect: () => void rename(folder) },
                    { id: 'delete', label: 'Delete…', tone: 'danger', onSelect: () => setDeleting(folder) },
                  ]}
                />
              </Menu>
            </Card>
          ))}
        </Grid>
      )}
      {prompt.dialog}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.title ?? ''}”?`}
        message="The folder goes; its documents are not deleted and stay in Documents, in no folder."
        confirmLabel="Delete folder"
        tone="danger"
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </PageFrame>
  );
});
export default FoldersScreen;

const Create = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 560px;
  margin-bottom: ${({ theme }) => theme.space[6]};
  > :first-child {
    flex: 1 1 220px;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
  padding-right: ${({ theme }) => theme.space[12]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  &:hover {
    border-color: ${({ theme }) => theme.colors.tones.brand.border};
  }
`;

const FolderLink = styled(Link)`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-decoration: none;
  text-overflow: ellipsis;
  white-space: nowrap;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    border-radius: inherit;
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.focus}`};
  }
`;

const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Menu = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  z-index: 1;
`;

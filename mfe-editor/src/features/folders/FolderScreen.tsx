import { isNotFound } from '@inkpress/shared-core';
import { Button, EmptyState, PageFrame, RetryView, Skeleton, useShell, useToast } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useEditorApi } from '../../api';
import { CollectionsList } from '../collections/CollectionsList';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useErrorHandler } from '../common/errors';
import { usePrompt } from '../common/usePrompt';
import { DocumentsSelectorDialog } from './DocumentsSelectorDialog';
import { FolderStore } from './FolderStore';

/** /dashboard/folders/:folderId: one folder's documents; rename or delete it, add documents to it, publish them all to a site (FolderStore). */
const FolderScreen = observer(function FolderScreen() {
  const { folderId = '' } = useParams();
  const api = useEditorApi();
  const shell = useShell();
  const toast = useToast();
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const prompt = usePrompt();
  const [folder] = useState(() => new FolderStore(api));
  useEffect(() => {
    const controller = new AbortController();
    void folder.load(folderId, controller.signal);
    return () => controller.abort();
  }, [folder, folderId]);
  const [adding, setAdding] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const [listVersion, setListVersion] = useState(0);

  if (folder.status === 'failure' && !folder.folder) {
    return (
      <PageFrame area="Folders" title={isNotFound(folder.error) ? 'Folder not found' : 'Folder'}>
        {isNotFound(folder.error) ? (
          <EmptyState
            title="This folder does not exist"
            text="It may have been deleted."
            action={
              <Button as={Link} to="/dashboard/folders">
                All folders
              </Button>
            }
          />
        ) : (
          <RetryView onRetry={() => void folder.reload()} />
        )}
      </PageFrame>
    );
  }

  const current = folder.folder;
  if (!current) {
    return (
      <PageFrame area="Folders" title="Loading folder…">
        <Skeleton shape="rect" height={240} />
      </PageFrame>
    );
  }

  const rename = async () => {
    const title = await prompt.ask({
      title: 'Rename folder',
      label: 'Folder name',
      initial: current.title,
      confirmLabel: 'Rename',
    });
    if (!title || title === current.title) return;
    try {
      const renamed = await folder.rename(title);
      toast.success(`Renamed to “${renamed.title}”.`, { title: 'Folder renamed' });
    } catch (error) {
      toast.danger(handleError(error));
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await folder.remove();
      toast.success(`“${current.title}” was deleted. Its documents are still in Documents.`, {
        title: 'Folder deleted',
      });
      navigate('/dashboard/folders');
    } catch (error) {
      toast.danger(handleError(error));
      setBusy(false);
    }
  };

  return (
    <PageFrame
      area="Folders"
      title={current.title}
      lead={
        <>
          <Link to="/dashboard/folders">All folders</Link> · {current.document_counts} document
          {current.document_counts === 1 ? '' : 's'}
        </>
      }
      actions={
        <Actions>
          <Button variant="secondary" onClick={() => setAdding(true)}>
            Add documents
          </Button>
          <Button
            variant="secondary"
            disabled={current.document_counts === 0}
            onClick={() =>
              shell.popups.open('wordpress-bulk-publish', {
                folderId: current.id,
                label: `the folder “${current.title}”`,
              })
            }
          >
            Publish to a site
          </Button>
          <Button variant="ghost" onClick={() => void rename()}>
            Rename
          </Button>
          <Button variant="danger" onClick={() => setConfirmDelete(true)}>
            Delete folder
          </Button>
        </Actions>
      }
    >
      <CollectionsList
        key={listVersion}
        folderId={current.id}
        label={`Documents in ${current.title}`}
        onChanged={() => void folder.reload()}
      />
      {prompt.dialog}
      <DocumentsSelectorDialog
        open={adding}
        title={`Add documents to “${current.title}”`}
        excludeFolderId={current.id}
        confirmLabel="Move here"
        onClose={() => setAdding(false)}
        onSelect={async (documents) => {
          await folder.addDocuments(documents.map((d) => d.id));
          toast.success(
            `${documents.length === 1 ? 'One document' : `${documents.length} documents`} moved here.`,
            { title: 'Moved' },
          );
          setListVersion((v) => v + 1);
        }}
      />
      <ConfirmDialog
        open={confirmDelete}
        title={`Delete “${current.title}”?`}
        message="The folder goes; its documents are not deleted and stay in Documents, in no folder."
        confirmLabel="Delete folder"
        tone="danger"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />
    </PageFrame>
  );
});
export default FolderScreen;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

import type { FileView } from '@inkpress/shared-core';
import { Button, Checkbox, RetryView, useToast } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import styled from 'styled-components';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useEmbeddedFiles } from '../common/embedding';
import { useErrorHandler } from '../common/errors';
import { FileEmbeddingState } from '../common/FileEmbeddingState';
import { AddPageForm, FilePickerButton, sourceKindLabel } from '../common/SourceForms';
import type { ChatStore } from './ChatStore';
import { Column, Hint, List } from './chatStyles';

/**
 * The files a chat answers from: upload, add a web page, choose, delete;
 * each file's indexing for search by meaning (followed without a reload
 * while some are indexing), with a Retry for a file whose indexing failed.
 */
export const ChatFilesPanel = observer(function ChatFilesPanel({ store }: { store: ChatStore }) {
  const toast = useToast();
  const handleError = useErrorHandler();
  const [deleting, setDeleting] = useState<FileView | null>(null);
  const [busy, setBusy] = useState(false);
  const { retrying, retry } = useEmbeddedFiles(store, (e) => toast.danger(handleError(e)));

  const upload = (files: File[]) => {
    store.upload(files).then(
      (added) => added.length && toast.success(`${added.map((f) => f.name).join(', ')} ready to chat with.`),
      (e) => toast.danger(handleError(e)),
    );
  };
  const addPage = (url: string) =>
    store.addPage(url).then(
      (page) => {
        toast.success(`“${page.name}” added.`);
        return page;
      },
      (e) => {
        toast.danger(handleError(e));
        return undefined;
      },
    );
  const remove = async (file: FileView) => {
    setBusy(true);
    try {
      await store.deleteFile(file.id);
      setDeleting(null);
    } catch (e) {
      toast.danger(handleError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Column>
      <Hint>PDF, DOCX, TXT, Markdown or HTML, up to 10 MB. Chosen files are searched for every answer.</Hint>
      <FilePickerButton
        label="Upload files"
        loading={store.uploading > 0}
        onFiles={upload}
        testId="chat-file-input"
      />
      <AddPageForm submitLabel="Add" onAdd={addPage} />
      {store.filesStatus === 'failure' && store.files.length === 0 ? (
        <RetryView onRetry={() => void store.loadFiles().catch(() => undefined)} />
      ) : store.files.length === 0 ? (
        <Hint>No files yet.</Hint>
      ) : (
        <List aria-label="Your files">
          {store.files.map((file) => (
            <FileItem key={file.id} data-testid="file-item">
              <FileMain>
                <Checkbox
                  label={file.name}
                  hint={`${sourceKindLabel[file.kind]} · ${file.words.toLocaleString()} words${file.type === 'info-base' ? ' · info base' : ''}`}
                  checked={store.selected.has(file.id)}
                  onChange={() => store.toggleFile(file.id)}
                />
                <FileEmbeddingState
                  file={file}
                  onRetry={(f) => void retry(f)}
                  retrying={retrying === file.id}
                />
              </FileMain>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Delete ${file.name}`}
                onClick={() => setDeleting(file)}
              >
                Delete
              </Button>
            </FileItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.name ?? ''}”?`}
        message="The file and its passages are deleted for your whole team. Answers that cited it keep their quotes."
        confirmLabel="Delete file"
        tone="danger"
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Column>
  );
});

const FileItem = styled.li`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};
  overflow-wrap: anywhere;
`;

const FileMain = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  flex: 1;
`;

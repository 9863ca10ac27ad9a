import type { FileView } from '@inkpress/shared-core';
import { Card, EmptyState, Notice, RetryView, Skeleton, useToast } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEmbeddedFiles } from '../common/embedding';
import { useErrorHandler } from '../common/errors';
import { FileEmbeddingState } from '../common/FileEmbeddingState';
import { AddPageForm, FilePickerButton, PasteTextForm, sourceKindLabel } from '../common/SourceForms';
import { useRenameDelete } from '../common/useRenameDelete';
import type { BrandVoiceStore } from './VoiceStores';
import { Column, FileList, FileRow, Grid2, Hint } from './voiceStyles';

/**
 * The info base tab: the facts and files a team wants articles and chat
 * answers to use, each with its indexing for search by meaning (followed
 * without a reload while some are indexing; Retry for a failed one).
 */
export const InfoBase = observer(function InfoBase({ store }: { store: BrandVoiceStore }) {
  const toast = useToast();
  const handleError = useErrorHandler();
  const actions = useRenameDelete<FileView>({
    nameOf: (file) => file.name,
    renameTitle: 'Rename',
    rename: (file, name) => store.renameFile(file.id, name),
    remove: (file) => store.deleteFile(file.id),
    deleteMessage: 'It leaves the info base for your whole team. Answers that cited it keep their quotes.',
    onError: (e) => toast.danger(handleError(e)),
  });
  const { retrying, retry } = useEmbeddedFiles(store, (e) => toast.danger(handleError(e)));

  const upload = async (files: File[]) => {
    for (const file of files) await store.upload(file).then(addedOne, failed);
  };
  const addedOne = (file: FileView) => {
    toast.success(`“${file.name}” added to the info base.`);
    return file;
  };
  const failed = (e: unknown) => {
    toast.danger(handleError(e));
    return undefined;
  };

  return (
    <Column>
      <Notice tone="info">
        The info base holds the facts your team wants articles and chat answers to use: product details,
        prices, policies. Chat answers cite the passage they take a fact from.
      </Notice>
      <Grid2>
        <Card title="Add files or a page">
          <Column>
            <FilePickerButton
              label="Upload files"
              loading={store.uploading > 0}
              onFiles={(files) => void upload(files)}
              testId="info-base-file-input"
            />
            <Hint>PDF, DOCX, TXT, Markdown or HTML, up to 10 MB each.</Hint>
            <AddPageForm
              label="Web page"
              formLabel="Add a web page to the info base"
              onAdd={(url) => store.addPage(url).then(addedOne, failed)}
            />
          </Column>
        </Card>
        <Card title="Paste facts">
          <PasteTextForm
            formLabel="Paste facts into the info base"
            nameLabel="Name"
            namePlaceholder="e.g. Pricing 2026"
            textLabel="Facts"
            submitLabel="Add facts"
            onAdd={(name, text) => store.addText(name, text).then(addedOne, failed)}
          />
        </Card>
      </Grid2>
      {store.files.status === 'failure' && store.files.value.length === 0 ? (
        <RetryView onRetry={() => void store.loadFiles().catch(() => undefined)} />
      ) : !store.files.loaded ? (
        <Skeleton height={80} />
      ) : store.files.value.length === 0 ? (
        <EmptyState title="Your info base is empty" text="Upload a file, add a page or paste facts." />
      ) : (
        <FileList aria-label="Info base">
          {store.files.value.map((file) => (
            <FileRow key={file.id} data-testid="info-base-item">
              <div>
                <strong>{file.name}</strong>
                <Hint>
                  {sourceKindLabel[file.kind]} · {file.words.toLocaleString()} words ·{' '}
                  {`${file.chunks} passage${file.chunks === 1 ? '' : 's'}`}
                </Hint>
                <FileEmbeddingState
                  file={file}
                  onRetry={(f) => void retry(f)}
                  retrying={retrying === file.id}
                />
              </div>
              {actions.menu(file)}
            </FileRow>
          ))}
        </FileList>
      )}
      {actions.dialogs}
    </Column>
  );
});

import type { FileView } from '@inkpress/shared-core';
import {
  Button,
  Card,
  EmptyState,
  Input,
  Notice,
  RetryView,
  Skeleton,
  Textarea,
  useToast,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useRef, useState } from 'react';
import { useErrorHandler } from '../common/errors';
import { useRenameDelete } from '../common/useRenameDelete';
import type { BrandVoiceStore } from './VoiceStores';
import { Column, FileList, FileRow, Form, Grid2, Hint } from './voiceStyles';

export const ACCEPT =
  '.pdf,.docx,.txt,.md,.markdown,.html,.htm,application/pdf,text/plain,text/markdown,text/html';

export const kindLabel: Record<FileView['kind'], string> = {
  pdf: 'PDF',
  docx: 'DOCX',
  txt: 'Text',
  markdown: 'Markdown',
  html: 'HTML',
  'web-page': 'Web page',
  text: 'Pasted text',
};

/** The info base tab: the facts and files a team wants articles and chat answers to use. */
export const InfoBase = observer(function InfoBase({ store }: { store: BrandVoiceStore }) {
  const toast = useToast();
  const handleError = useErrorHandler();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState('');
  const [factName, setFactName] = useState('');
  const [facts, setFacts] = useState('');
  const actions = useRenameDelete<FileView>({
    nameOf: (file) => file.name,
    renameTitle: 'Rename',
    rename: (file, name) => store.renameFile(file.id, name),
    remove: (file) => store.deleteFile(file.id),
    deleteMessage: 'It leaves the info base for your whole team. Answers that cited it keep their quotes.',
    onError: (e) => toast.danger(handleError(e)),
  });

  const upload = async (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (input.current) input.current.value = '';
    for (const file of files) {
      await store.upload(file).then(
        (f) => toast.success(`“${f.name}” added to the info base.`),
        (e) => toast.danger(handleError(e)),
      );
    }
  };
  const addPage = (event: FormEvent) => {
    event.preventDefault();
    store.addPage(url).then(
      (f) => {
        setUrl('');
        toast.success(`“${f.name}” added to the info base.`);
      },
      (e) => toast.danger(handleError(e)),
    );
  };
  const addText = (event: FormEvent) => {
    event.preventDefault();
    store.addText(factName, facts).then(
      (f) => {
        setFactName('');
        setFacts('');
        toast.success(`“${f.name}” added to the info base.`);
      },
      (e) => toast.danger(handleError(e)),
    );
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
            <input
              ref={input}
              type="file"
              accept={ACCEPT}
              multiple
              hidden
              data-testid="info-base-file-input"
              onChange={(e) => void upload(e.target.files)}
            />
            <div>
              <Button
                variant="secondary"
                onClick={() => input.current?.click()}
                loading={store.uploading > 0}
              >
                Upload files
              </Button>
            </div>
            <Hint>PDF, DOCX, TXT, Markdown or HTML, up to 10 MB each.</Hint>
            <Form onSubmit={addPage} aria-label="Add a web page to the info base">
              <Input
                label="Web page"
                type="url"
                placeholder="https://…"
                value={url}
                maxLength={2000}
                onChange={(e) => setUrl(e.target.value)}
              />
              <div>
                <Button type="submit" size="sm" variant="secondary" disabled={!url.trim()}>
                  Add page
                </Button>
              </div>
            </Form>
          </Column>
        </Card>
        <Card title="Paste facts">
          <Form onSubmit={addText} aria-label="Paste facts into the info base">
            <Input
              label="Name"
              placeholder="e.g. Pricing 2026"
              value={factName}
              maxLength={200}
              onChange={(e) => setFactName(e.target.value)}
            />
            <Textarea
              label="Facts"
              rows={4}
              value={facts}
              maxLength={200_000}
              onChange={(e) => setFacts(e.target.value)}
            />
            <div>
              <Button type="submit" size="sm" variant="secondary" disabled={!facts.trim()}>
                Add facts
              </Button>
            </div>
          </Form>
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
                  {kindLabel[file.kind]} · {file.words.toLocaleString()} words ·{' '}
                  {`${file.chunks} passage${file.chunks === 1 ? '' : 's'}`}
                </Hint>
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

import type { FileView, StyleView } from '@inkpress/shared-core';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Input,
  Notice,
  PageFrame,
  RetryView,
  Skeleton,
  Tabs,
  Textarea,
  useShell,
  useToast,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useErrorHandler } from '../common/errors';
import { useRenameDelete } from '../common/useRenameDelete';
import { CompareVoices } from './CompareVoices';
import { BrandVoiceStore } from './VoiceStores';
import { createVoiceApi } from './voiceApi';

const ACCEPT = '.pdf,.docx,.txt,.md,.markdown,.html,.htm,application/pdf,text/plain,text/markdown,text/html';

const personWords = {
  first: 'First person (“we”, “I”)',
  second: 'Second person (“you”)',
  third: 'Third person',
} as const;

/** /dashboard/brand-voice: the team's brand voices, and (tab=info-base) its info base. */
const BrandVoiceScreen = observer(function BrandVoiceScreen() {
  const { api } = useShell();
  const toast = useToast();
  const handleError = useErrorHandler();
  const store = useMemo(() => new BrandVoiceStore(createVoiceApi(api)), [api]);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'info-base' ? 'info-base' : 'voices';

  useEffect(() => {
    const controller = new AbortController();
    store.loadStyles(controller.signal).catch((e) => toast.danger(handleError(e)));
    store.loadFiles(controller.signal).catch((e) => toast.danger(handleError(e)));
    return () => controller.abort();
  }, [store, toast, handleError]);

  return (
    <PageFrame
      area="Write"
      title="Brand Voice"
      lead="Your brand voices and info base: write every article and chat answer the way your brand speaks, from facts you trust."
    >
      <Tabs
        label="Brand voice sections"
        value={tab}
        onValueChange={(id) => setParams(id === 'info-base' ? { tab: 'info-base' } : {}, { replace: true })}
        items={[
          { id: 'voices', label: `Voices (${store.styles.value.length})`, content: <Voices store={store} /> },
          {
            id: 'info-base',
            label: `Info base (${store.files.value.length})`,
            content: <InfoBase store={store} />,
          },
        ]}
      />
    </PageFrame>
  );
});
export default BrandVoiceScreen;

const Voices = observer(function Voices({ store }: { store: BrandVoiceStore }) {
  const toast = useToast();
  const handleError = useErrorHandler();
  const [name, setName] = useState('');
  const [samples, setSamples] = useState('');
  const [url, setUrl] = useState('');
  const [error, setError] = useState('');

  const create = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    store.create({ name, samples, url }).then(
      (style) => {
        setName('');
        setSamples('');
        setUrl('');
        toast.success(`“${style.name}” is ready to use in chat and articles.`);
      },
      (e) => setError(handleError(e)),
    );
  };

  return (
    <Column>
      <Card title="Create a brand voice">
        <Form onSubmit={create} aria-label="Create a brand voice">
          <Input
            label="Name"
            placeholder="e.g. Friendly coach"
            value={name}
            maxLength={80}
            required
            onChange={(e) => setName(e.target.value)}
          />
          <Textarea
            label="Sample texts"
            hint="Paste writing that sounds like your brand: 30 words at least, more is better. Separate samples with a line of three dashes (---)."
            rows={7}
            value={samples}
            maxLength={200_000}
            onChange={(e) => setSamples(e.target.value)}
          />
          <Input
            label="…or a web page in that voice"
            type="url"
            placeholder="https://…"
            value={url}
            maxLength={2000}
            onChange={(e) => setUrl(e.target.value)}
          />
          {error && <Notice tone="danger">{error}</Notice>}
          <div>
            <Button
              type="submit"
              loading={store.creating}
              disabled={!name.trim() || (!samples.trim() && !url.trim())}
            >
              Analyse and save
            </Button>
          </div>
        </Form>
      </Card>
      {store.styles.status === 'failure' && store.styles.value.length === 0 ? (
        <RetryView onRetry={() => void store.loadStyles().catch(() => undefined)} />
      ) : !store.styles.loaded ? (
        <Skeleton height={160} />
      ) : store.styles.value.length === 0 ? (
        <EmptyState
          title="No brand voice yet"
          text="Paste a few paragraphs you like: we measure how they are written and describe the voice, so chat and articles can follow it."
        />
      ) : (
        <List aria-label="Brand voices">
          {store.styles.value.map((style) => (
            <li key={style.id}>
              <VoiceCard store={store} style={style} />
            </li>
          ))}
        </List>
      )}
      {store.styles.value.length > 0 && <CompareVoices styles={store.styles.value} />}
    </Column>
  );
});

const VoiceCard = observer(function VoiceCard({
  store,
  style,
}: {
  store: BrandVoiceStore;
  style: StyleView;
}) {
  const toast = useToast();
  const handleError = useErrorHandler();
  const [editing, setEditing] = useState(false);
  const [description, setDescription] = useState(style.description);
  const [busy, setBusy] = useState(false);
  const t = style.traits;
  const actions = useRenameDelete<StyleView>({
    nameOf: (voice) => voice.name,
    renameTitle: 'Rename brand voice',
    rename: (voice, name) => store.update(voice.id, { name }),
    remove: (voice) => store.remove(voice.id),
    deleteMessage: 'The voice is deleted for your whole team. Articles already written keep their text.',
    deleteLabel: 'Delete voice',
    onError: (e) => toast.danger(handleError(e)),
  });

  const save = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    store
      .update(style.id, { description })
      .then(
        () => setEditing(false),
        (e) => toast.danger(handleError(e)),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Card
      title={style.name}
      actions={
        <Actions>
          {style.writer === 'offline writer' && (
            <Badge
              size="sm"
              tone="warning"
              title="No AI model is configured: the description is written from the measured traits."
            >
              Offline writer
            </Badge>
          )}
          {actions.menu(style, [{ id: 'edit', label: 'Edit description', onSelect: () => setEditing(true) }])}
        </Actions>
      }
    >
      <VoiceBody data-testid="voice-card">
        {editing ? (
          <Form onSubmit={save} aria-label={`Description of ${style.name}`}>
            <Textarea
              label="Description"
              rows={5}
              value={description}
              maxLength={2000}
              onChange={(e) => setDescription(e.target.value)}
            />
            <Actions>
              <Button type="submit" size="sm" loading={busy} disabled={!description.trim()}>
                Save description
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => {
                  setDescription(style.description);
                  setEditing(false);
                }}
              >
                Cancel
              </Button>
            </Actions>
          </Form>
        ) : (
          <Description data-testid="voice-description">{style.description}</Description>
        )}
        <Traits aria-label={`Measured traits of ${style.name}`}>
          <div>
            <dt>Sentences</dt>
            <dd>
              {t.sentenceLength.average} words on average ({t.sentenceLength.shortest}–
              {t.sentenceLength.longest})
            </dd>
          </div>
          <div>
            <dt>Reading level</dt>
            <dd>
              {t.readingLevel.label} (Flesch {t.readingLevel.flesch}, grade {t.readingLevel.grade})
            </dd>
          </div>
          <div>
            <dt>Person</dt>
            <dd>{personWords[t.person.dominant]}</dd>
          </div>
          <div>
            <dt>Contractions</dt>
            <dd>{t.contractions} per 100 words</dd>
          </div>
          <div>
            <dt>Vocabulary</dt>
            <dd>
              {t.vocabulary.averageWordLength} letters per word, {t.vocabulary.longWords}% long words
            </dd>
          </div>
          <div>
            <dt>Punctuation</dt>
            <dd>
              {t.punctuation.questions}% questions, {t.punctuation.exclamations}% exclamations,{' '}
              {t.punctuation.commasPerSentence} commas per sentence
            </dd>
          </div>
          {t.topPhrases.length > 0 && (
            <div>
              <dt>Phrases</dt>
              <dd>{t.topPhrases.map((p) => `“${p}”`).join(', ')}</dd>
            </div>
          )}
        </Traits>
        <Excerpt>
          From {style.sourceUrl ? new URL(style.sourceUrl).host : 'your samples'} ({t.words.toLocaleString()}{' '}
          words): {style.excerpt}
        </Excerpt>
      </VoiceBody>
      {actions.dialogs}
    </Card>
  );
});

const kindLabel: Record<FileView['kind'], string> = {
  pdf: 'PDF',
  docx: 'DOCX',
  txt: 'Text',
  markdown: 'Markdown',
  html: 'HTML',
  'web-page': 'Web page',
  text: 'Pasted text',
};

const InfoBase = observer(function InfoBase({ store }: { store: BrandVoiceStore }) {
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

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Grid2 = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 420px), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const VoiceBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

const Traits = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 170px), 1fr));
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;

const Excerpt = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  overflow-wrap: anywhere;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const FileList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FileRow = styled.li`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};
  overflow-wrap: anywhere;
`;

import type { StyleView } from '@inkpress/shared-core';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  PageFrame,
  RetryView,
  Skeleton,
  Tabs,
  Textarea,
  useShell,
  useToast,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useErrorHandler } from '../common/errors';
import { useRenameDelete } from '../common/useRenameDelete';
import { CompareVoices } from './CompareVoices';
import { InfoBase } from './InfoBaseTab';
import { VoiceSampleForm } from './VoiceSampleForm';
import { BrandVoiceStore, type VoiceSampleInput } from './VoiceStores';
import { createVoiceApi } from './voiceApi';
import { Actions, Column, Description, Excerpt, Form, List, Traits, VoiceBody } from './voiceStyles';

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
  const create = (input: VoiceSampleInput) =>
    store
      .create(input)
      .then((style) => toast.success(`“${style.name}” is ready to use in chat and articles.`));

  return (
    <Column>
      <Card title="Create a brand voice">
        <VoiceSampleForm
          onCreate={create}
          describeError={handleError}
          busy={store.creating}
          submitLabel="Analyse and save"
        />
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

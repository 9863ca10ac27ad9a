import { bulkLimits } from '@inkpress/shared-core';
import {
  Button,
  EmptyState,
  Input,
  PageFrame,
  Select,
  Textarea,
  useShell,
  useToast,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type ChangeEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useEditorApi } from '../../api';
import { ArticleBasics, ArticleOptionChecks, useTemplateOptions } from '../common/ArticleOptions';
import { useErrorHandler } from '../common/errors';
import { Actions, Fields, Muted, Panel } from '../common/FormLayout';
import { InfoBaseCheck, infoBaseFileCount } from '../common/InfoBaseCheck';
import { useCredits } from '../common/useCredits';
import { BulkStore } from './BulkStore';
import { createBulkApi } from './bulkApi';
import { RowList } from './RowList';
import { History, HistoryItem, RunPanel } from './RunPanel';

const n = (value: number) => value.toLocaleString('en-US');

/** /dashboard/bulk-generate: many articles from a list of keywords or titles (issue 11). */
const BulkGenerateScreen = observer(function BulkGenerateScreen() {
  const { api } = useShell();
  const editorApi = useEditorApi();
  const toast = useToast();
  const handleError = useErrorHandler();
  const credits = useCredits();
  const [store] = useState(
    () =>
      new BulkStore(createBulkApi(api), {
        templates: (signal) => editorApi.templates.list(signal),
        folders: (signal) => editorApi.folders.list(signal),
        infoBaseFiles: infoBaseFileCount(api),
      }),
  );
  const { templates, folders } = store;
  const [params, setParams] = useSearchParams();
  const runParam = params.get('run');
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    void store.loadRuns(controller.signal).catch(() => undefined);
    void store.loadChoices(controller.signal);
    return () => {
      controller.abort();
      store.stop();
    };
  }, [store]);

  useEffect(() => {
    if (!runParam || store.run?.id === runParam) return;
    const controller = new AbortController();
    store.open(runParam, controller.signal).catch((error) => {
      if (!controller.signal.aborted) toast.danger(handleError(error));
    });
    return () => controller.abort();
  }, [runParam, store, toast, handleError]);

  const templateOptions = useTemplateOptions(templates);
  const folderOptions = useMemo(
    () => [{ value: '', label: 'A new folder' }, ...folders.map((f) => ({ value: f.id, label: f.title }))],
    [folders],
  );
  const rowFolderOptions = useMemo(
    () => [
      { value: '', label: 'The run’s folder' },
      ...folders.map((f) => ({ value: f.id, label: f.title })),
    ],
    [folders],
  );

  const start = async () => {
    try {
      const run = await store.start();
      if (run) {
        setParams({ run: run.id }, { replace: false });
        toast.success(`${run.articles.length} articles are being written.`, { title: 'Bulk run started' });
        void credits.refresh();
      }
    } catch (error) {
      toast.danger(handleError(error));
    }
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    store.addCsv(await file.text());
  };

  const available = credits.credits;
  const short = available !== null && store.total > available;
  const run = store.run;

  return (
    <PageFrame
      area="Workflows"
      title="Bulk generate"
      lead="Write many articles at once from a list of keywords or titles, each into a folder."
    >
      <Layout>
        {run && <RunPanel store={store} folders={folders} />}

        <Panel aria-labelledby="bulk-input">
          <h2 id="bulk-input">{run ? 'Another run' : 'Keywords or titles'}</h2>
          <Textarea
            label="One keyword or title a line, or a CSV"
            hint="A CSV starts with a header line naming its columns: keyword, title, template, language, length, folder."
            value={store.draft}
            rows={5}
            onChange={(e) => store.setDraft(e.target.value)}
          />
          <Actions>
            <Button onClick={store.addDraft} disabled={!store.draft.trim()}>
              Add rows
            </Button>
            <Button variant="secondary" onClick={() => fileInput.current?.click()}>
              Upload CSV
            </Button>
            <HiddenFile
              ref={fileInput}
              type="file"
              accept=".csv,text/csv,text/plain"
              aria-label="CSV file"
              onChange={(e) => void upload(e)}
            />
          </Actions>
          {store.problems.length > 0 && (
            <Problems role="alert">
              {store.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </Problems>
          )}

          <h2>For every row</h2>
          <Fields>
            <ArticleBasics
              templateOptions={templateOptions}
              templateId={store.templateId}
              language={store.language}
              length={store.length}
              onTemplate={(id) => store.setDefault('templateId', id)}
              onLanguage={(language) => store.setLanguage(language)}
              onLength={(length) => store.setLength(length)}
            />
            <Select
              label="Folder"
              value={store.folderId}
              options={folderOptions}
              onChange={(e) => store.setDefault('folderId', e.target.value)}
            />
            {!store.folderId && (
              <Input
                label="New folder name"
                placeholder="Bulk run (date)"
                maxLength={100}
                value={store.folderName}
                onChange={(e) => store.setDefault('folderName', e.target.value)}
              />
            )}
          </Fields>
          <ArticleOptionChecks options={store.options} onChange={(key, on) => store.setOption(key, on)} />
          <InfoBaseCheck checked={store.infoBase} onChange={store.setInfoBase} files={store.infoBaseFiles} />

          <RowsHead>
            <h2>
              Rows <Count>{`${store.rows.length} of ${bulkLimits.maxRows}`}</Count>
            </h2>
            {store.rows.length > 0 && (
              <Button variant="ghost" size="sm" onClick={store.clearRows}>
                Clear all
              </Button>
            )}
          </RowsHead>
          <RowList store={store} templateOptions={templateOptions} folderOptions={rowFolderOptions} />

          <Cost aria-live="polite" data-testid="bulk-cost">
            <span>
              {`${n(store.rows.length)} ${store.rows.length === 1 ? 'article' : 'articles'} × ${n(
                store.perArticle,
              )} credits = `}
              <strong>{`${n(store.total)} credits`}</strong>
            </span>
            {available !== null && (
              <Muted>
                {`You have ${n(available)} credits.`}
                {short ? ' Not enough for this run: remove rows or add credits.' : ''}
              </Muted>
            )}
            <Muted>
              Each article’s credits are held when the run starts; a failed article gives them back.
            </Muted>
          </Cost>
          <StartButton
            onClick={() => void start()}
            loading={store.starting}
            disabled={store.rows.length === 0}
          >
            {`Start writing ${store.rows.length || ''} ${store.rows.length === 1 ? 'article' : 'articles'}`.replace(
              '  ',
              ' ',
            )}
          </StartButton>
        </Panel>

        <Panel aria-labelledby="bulk-history">
          <h2 id="bulk-history">Past runs</h2>
          {!store.runsLoaded ? (
            <Muted>Loading…</Muted>
          ) : store.runs.length === 0 ? (
            <EmptyState title="No runs yet" text="Your bulk runs show here." />
          ) : (
            <History>
              {store.runs.map((r) => (
                <HistoryItem
                  key={r.id}
                  r={r}
                  current={r.id === run?.id}
                  onOpen={() => setParams({ run: r.id })}
                />
              ))}
            </History>
          )}
        </Panel>
      </Layout>
    </PageFrame>
  );
});

export default BulkGenerateScreen;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 960px;
`;

const StartButton = styled(Button)`
  justify-self: start;
`;

const HiddenFile = styled.input`
  display: none;
`;

const Problems = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.tones.danger.fg};
`;

const RowsHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Count = styled.span`
  font-weight: normal;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Cost = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tones.brand.bg};
`;

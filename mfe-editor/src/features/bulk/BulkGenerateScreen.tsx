import { type BulkArticleView, type BulkRunSummaryView, bulkLimits } from '@inkpress/shared-core';
import {
  Badge,
  Button,
  EmptyState,
  Input,
  PageFrame,
  ProgressBar,
  Select,
  Textarea,
  useShell,
  useToast,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type ChangeEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useEditorApi } from '../../api';
import type { Folder, Template } from '../../api/types';
import {
  ArticleBasics,
  ArticleOptionChecks,
  languageOptions,
  type SelectOption,
  useTemplateOptions,
} from '../common/ArticleOptions';
import { useErrorHandler } from '../common/errors';
import { formatDate } from '../common/format';
import { editorPath } from '../common/paths';
import { useCredits } from '../common/useCredits';
import { BulkStore, type RowOptionKey } from './BulkStore';
import { createBulkApi } from './bulkApi';

const n = (value: number) => value.toLocaleString('en-US');

const statusTone = {
  queued: 'neutral',
  running: 'brand',
  succeeded: 'success',
  failed: 'danger',
  cancelled: 'warning',
  partial: 'warning',
} as const;

const statusLabel: Record<string, string> = {
  queued: 'Waiting',
  running: 'Writing',
  succeeded: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
  partial: 'Some failed',
};

/** /dashboard/bulk-generate: many articles from a list of keywords or titles (issue 11). */
const BulkGenerateScreen = observer(function BulkGenerateScreen() {
  const { api } = useShell();
  const editorApi = useEditorApi();
  const toast = useToast();
  const handleError = useErrorHandler();
  const credits = useCredits();
  const [store] = useState(() => new BulkStore(createBulkApi(api)));
  const [templates, setTemplates] = useState<Template[]>([]);
  const [folders, setFolders] = useState<Folder[]>([]);
  const [params, setParams] = useSearchParams();
  const runParam = params.get('run');
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    void store.loadRuns(controller.signal).catch(() => undefined);
    void editorApi.templates
      .list(controller.signal)
      .then(setTemplates)
      .catch(() => undefined);
    void editorApi.folders
      .list(controller.signal)
      .then(setFolders)
      .catch(() => undefined);
    return () => {
      controller.abort();
      store.stop();
    };
  }, [store, editorApi]);

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
          {store.rows.length === 0 ? (
            <Muted>No rows yet: add keywords or titles above.</Muted>
          ) : (
            <Rows aria-label="Rows to write">
              {store.rows.map((row, i) => (
                <RowItem key={`${i}-${row.keyword ?? ''}-${row.title ?? ''}`} data-testid="bulk-row">
                  <RowText>
                    <strong>{row.title || row.keyword}</strong>
                    {row.title && row.keyword && <Muted>Keyword: {row.keyword}</Muted>}
                  </RowText>
                  <RowFields>
                    {(
                      [
                        [
                          'templateId',
                          'Template',
                          [{ value: '', label: 'As above' }, ...templateOptions.slice(1)],
                        ],
                        ['language', 'Language', [{ value: '', label: 'As above' }, ...languageOptions]],
                        [
                          'length',
                          'Length',
                          [
                            { value: '', label: 'As above' },
                            { value: 'short', label: 'Short' },
                            { value: 'medium', label: 'Medium' },
                          ],
                        ],
                        ['folderId', 'Folder', rowFolderOptions],
                      ] as [RowOptionKey, string, SelectOption[]][]
                    ).map(([key, label, options]) => (
                      <Select
                        key={key}
                        label={`${label} of row ${i + 1}`}
                        hideLabel
                        value={(row as Record<string, string | undefined>)[key] ?? ''}
                        options={options}
                        onChange={(e) => store.setRowOption(i, key, e.target.value)}
                      />
                    ))}
                  </RowFields>
                  <Button variant="ghost" size="sm" onClick={() => store.removeRow(i)}>
                    Remove
                  </Button>
                </RowItem>
              ))}
            </Rows>
          )}

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

function HistoryItem({
  r,
  current,
  onOpen,
}: {
  r: BulkRunSummaryView;
  current: boolean;
  onOpen: () => void;
}) {
  return (
    <li>
      <HistoryButton type="button" onClick={onOpen} aria-current={current || undefined}>
        <span>{formatDate(r.created_at)}</span>
        <span>{`${r.counts.succeeded} of ${r.counts.total} written`}</span>
        <Badge tone={statusTone[r.status]} dot>
          {statusLabel[r.status]}
        </Badge>
      </HistoryButton>
    </li>
  );
}

const RunPanel = observer(function RunPanel({ store, folders }: { store: BulkStore; folders: Folder[] }) {
  const toast = useToast();
  const handleError = useErrorHandler();
  const run = store.run!;
  const counts = store.counts;
  const folder = folders.find((f) => f.id === run.folder_id);
  const retry = async (article: BulkArticleView) => {
    try {
      await store.retry(article.index);
    } catch (error) {
      toast.danger(handleError(error));
    }
  };
  const cancel = async () => {
    try {
      await store.cancel();
      toast.success('No more articles of this run will start.', { title: 'Run cancelled' });
    } catch (error) {
      toast.danger(handleError(error));
    }
  };
  return (
    <Panel aria-labelledby="bulk-run" data-testid="bulk-run" data-status={run.status}>
      <RunHead>
        <h2 id="bulk-run">Run of {formatDate(run.created_at)}</h2>
        <Badge tone={statusTone[run.status]} dot data-testid="bulk-run-status">
          {statusLabel[run.status]}
        </Badge>
        {store.offline && (
          <Badge tone="info" data-testid="offline-writer">
            Written by the offline writer
          </Badge>
        )}
      </RunHead>
      <ProgressBar
        label="Run progress"
        value={Math.round(store.runProgress * 100)}
        valueText={`${counts.succeeded + counts.failed + counts.cancelled} of ${counts.total} articles finished`}
        showValue
        tone={run.status === 'partial' || run.status === 'failed' ? 'warning' : 'brand'}
      />
      <Muted>
        {`${counts.succeeded} written · ${counts.running} writing · ${counts.queued} waiting · ${counts.failed} failed`}
        {counts.cancelled ? ` · ${counts.cancelled} cancelled` : ''}
        {` · ${n(run.charged)} credits charged · ${run.parallel} at a time`}
      </Muted>
      <Actions>
        <Link to={`/dashboard/folders/${encodeURIComponent(run.folder_id)}`}>
          {`Open the folder${folder ? ` “${folder.title}”` : ''}`}
        </Link>
        {run.status === 'running' && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void cancel()}
            disabled={Boolean(run.cancelled_at)}
          >
            Cancel the rest
          </Button>
        )}
      </Actions>
      <Articles aria-label="Articles of this run">
        {run.articles.map((article) => (
          <ArticleItem key={article.index} data-testid="bulk-article" data-status={article.status}>
            <ArticleHead>
              <strong>{article.title}</strong>
              <Badge tone={statusTone[article.status]} size="sm">
                {statusLabel[article.status]}
              </Badge>
            </ArticleHead>
            {(article.status === 'running' || article.status === 'queued') && (
              <ProgressBar
                label={`Progress of “${article.title}”`}
                hideLabel
                value={Math.round(store.progressOf(article) * 100)}
              />
            )}
            {article.status === 'succeeded' && article.collection_id && (
              <Muted>
                <Link to={editorPath(article.collection_id, article.post_id ?? undefined)}>
                  Open the article
                </Link>
                {` · ${n(article.charged)} credits`}
                {article.writer ? ` · ${article.writer}` : ''}
              </Muted>
            )}
            {article.status === 'failed' && (
              <Failed>
                <span role="alert">
                  {article.error ?? 'It could not be written.'} Its credits were given back.
                </span>
                <Button size="sm" variant="secondary" onClick={() => void retry(article)}>
                  Retry this article
                </Button>
              </Failed>
            )}
          </ArticleItem>
        ))}
      </Articles>
    </Panel>
  );
});

export default BulkGenerateScreen;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 960px;
`;

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

const StartButton = styled(Button)`
  justify-self: start;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const HiddenFile = styled.input`
  display: none;
`;

const Problems = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.tones.danger.fg};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
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

const Rows = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const RowItem = styled.li`
  display: grid;
  grid-template-columns: minmax(140px, 1fr) minmax(0, 3fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  @media (max-width: 720px) {
    grid-template-columns: 1fr auto;
    > :nth-child(2) {
      grid-column: 1 / -1;
      grid-row: 2;
    }
  }
`;

const RowText = styled.div`
  display: grid;
  min-width: 0;
  strong {
    overflow-wrap: anywhere;
  }
`;

const RowFields = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  @media (max-width: 720px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Muted = styled.p`
  margin: 0;
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

const RunHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Articles = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ArticleItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const ArticleHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  strong {
    overflow-wrap: anywhere;
  }
`;

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.tones.danger.fg};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const History = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const HistoryButton = styled.button`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &[aria-current] {
    border-color: ${({ theme }) => theme.colors.tones.brand.border};
  }
  &:focus-visible {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.focus}`};
  }
`;

import type { BulkArticleView, BulkRunSummaryView } from '@inkpress/shared-core';
import { Badge, Button, ProgressBar, useToast } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Folder } from '../../api/types';
import { useErrorHandler } from '../common/errors';
import { Actions, Muted, Panel } from '../common/FormLayout';
import { formatDate } from '../common/format';
import { editorPath } from '../common/paths';
import type { BulkStore } from './BulkStore';

const n = (value: number) => value.toLocaleString('en-US');

export const statusTone = {
  queued: 'neutral',
  running: 'brand',
  succeeded: 'success',
  failed: 'danger',
  cancelled: 'warning',
  partial: 'warning',
} as const;

export const statusLabel: Record<string, string> = {
  queued: 'Waiting',
  running: 'Writing',
  succeeded: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
  partial: 'Some failed',
};

/** One past run: its date, how many articles were written and its status; a click opens it. */
export function HistoryItem({
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

/** The run on screen: its progress, each article with its status, Retry for a failed one, Cancel the rest. */
export const RunPanel = observer(function RunPanel({
  store,
  folders,
}: {
  store: BulkStore;
  folders: Folder[];
}) {
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

export const History = styled.ul`
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

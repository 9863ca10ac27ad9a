import type { BulkPublishItemView, BulkPublishRunView } from '@inkpress/shared-core';
import { Badge, Button, Notice, ProgressBar } from '@inkpress/shared-ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { type IntegrationsApi, problemText, typeNames } from '../integrations/api';
import { PopupActions, PopupBody } from '../popups/layout';
import { publishedVerb } from '../popups/publishing';
import { countsText, withItem } from './bulkRuns';

/** How long to wait before following a run again after its stream broke. */
const RECONNECT_MS = 2000;

const itemBadge: Record<
  BulkPublishItemView['status'],
  { tone: 'neutral' | 'info' | 'success' | 'danger'; text: string }
> = {
  queued: { tone: 'neutral', text: 'Waiting' },
  running: { tone: 'info', text: 'Publishing…' },
  succeeded: { tone: 'success', text: 'Done' },
  failed: { tone: 'danger', text: 'Failed' },
  cancelled: { tone: 'neutral', text: 'Not sent' },
};

/**
 * Follows a bulk publish while it runs (server-sent events: the run, then
 * each post's change); when the stream breaks, the run is read again and
 * followed anew.
 */
function useFollowedRun(client: IntegrationsApi, initial: BulkPublishRunView) {
  const [run, setRun] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const running = run.status === 'running';
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the run while it runs
  useEffect(() => {
    if (!running) return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = async () => {
      try {
        for await (const event of client.bulkPublishEvents(run.id, abort.signal)) {
          if (event.event === 'run') setRun(event.data);
          else setRun((current) => withItem(current, event.data));
          setProblem(null);
        }
      } catch (error) {
        if (abort.signal.aborted) return;
        setProblem(`Lost touch with the run (${problemText(error)}); trying again…`);
        timer = setTimeout(() => {
          client
            .bulkPublishRun(run.id)
            .then((fresh) => {
              setRun(fresh);
              if (fresh.status === 'running') void follow();
            })
            .catch((again) => setProblem(problemText(again)));
        }, RECONNECT_MS);
      }
    };
    void follow();
    return () => {
      abort.abort();
      if (timer) clearTimeout(timer);
    };
  }, [run.id, running]);
  return { run, setRun, problem, setProblem };
}

/**
 * A bulk publish as it runs and after: progress, each post's state, link or
 * reason; a failed post retried alone; the rest of a running run cancelled
 * (posts not yet sent are not sent, those sent stay on the site).
 */
export function BulkRunPanel({
  client,
  initial,
  close,
}: {
  client: IntegrationsApi;
  initial: BulkPublishRunView;
  close: () => void;
}) {
  const { run, setRun, problem, setProblem } = useFollowedRun(client, initial);
  const [retrying, setRetrying] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  const retry = async (item: BulkPublishItemView) => {
    setRetrying(item.index);
    setProblem(null);
    try {
      const again = await client.retryBulkPublishItem(run.id, item.index);
      setRun((current) => ({ ...withItem(current, again), status: 'running' }));
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setRetrying(null);
    }
  };

  const cancel = async () => {
    setCancelling(true);
    setProblem(null);
    try {
      setRun(await client.cancelBulkPublish(run.id));
      setConfirming(false);
    } catch (error) {
      setProblem(problemText(error));
      // It may have finished meanwhile: show it as it is.
      await client
        .bulkPublishRun(run.id)
        .then(setRun)
        .catch(() => undefined);
    } finally {
      setCancelling(false);
    }
  };

  const finished = run.counts.succeeded + run.counts.failed + run.counts.cancelled;
  const sentWord = run.publishStatus === 'publish' ? 'published' : 'sent';
  return (
    <PopupBody data-popup="bulk-publish" data-state={run.status} data-run={run.id}>
      <p>
        {run.status === 'running' ? 'Publishing ' : ''}
        {run.total} post{run.total === 1 ? '' : 's'} to <strong>{run.integrationName}</strong> (
        {typeNames[run.type]}) ·{' '}
        <time dateTime={run.createdAt}>{new Date(run.createdAt).toLocaleString()}</time>
      </p>
      <ProgressBar
        label={run.status === 'running' ? `${finished} of ${run.total} finished` : countsText(run.counts)}
        value={finished}
        max={run.total}
        tone={run.counts.failed > 0 ? 'warning' : 'brand'}
      />
      {problem && <Notice tone="danger">{problem}</Notice>}
      {run.status === 'succeeded' && (
        <Notice tone="success" title="All posts were published.">
          Each one {publishedVerb(run.items[0]?.state ?? 'draft')} on {run.integrationName}.
        </Notice>
      )}
      {(run.status === 'partial' || run.status === 'failed') && (
        <Notice tone="warning" title={`${run.counts.failed} of ${run.total} could not be published.`}>
          Their reasons are below; fix them and retry each one alone.
        </Notice>
      )}
      {run.cancelledAt && (
        <Notice tone="info" title={run.status === 'running' ? 'Cancelling…' : 'Cancelled.'}>
          {run.counts.cancelled} post{run.counts.cancelled === 1 ? ' was' : 's were'} not sent.{' '}
          {run.counts.succeeded > 0
            ? `The ${run.counts.succeeded} already ${sentWord} stay on ${run.integrationName}; remove them there if you need to.`
            : `Nothing was ${sentWord} to ${run.integrationName}.`}
          {run.counts.running > 0 && ' The posts being sent when you cancelled finish first.'}
        </Notice>
      )}
      {run.status === 'running' && !run.cancelledAt && confirming && (
        <Notice tone="warning" title="Cancel the rest of this bulk publish?">
          Posts not yet sent will not be sent. Posts already {sentWord} stay on {run.integrationName}, and a
          post being sent right now finishes.
        </Notice>
      )}
      <Items aria-label="Posts">
        {run.items.map((item) => (
          <ItemRow key={item.index} data-status={item.status}>
            <ItemHead>
              <strong>{item.title}</strong>
              <Badge tone={itemBadge[item.status].tone} dot>
                {item.status === 'succeeded' && item.state
                  ? { published: 'Live', draft: 'Draft', scheduled: 'Scheduled' }[item.state]
                  : item.status === 'queued' && item.error
                    ? // A temporary site error: the post waits for its retry (a cancel still stops it).
                      'Waiting to retry'
                    : itemBadge[item.status].text}
              </Badge>
            </ItemHead>
            {item.url && (
              <a href={item.url} target="_blank" rel="noreferrer" data-item-url>
                {item.url}
              </a>
            )}
            {item.error && <ItemError>{item.error.message}</ItemError>}
            {item.status === 'failed' && (
              <div>
                <Button
                  size="sm"
                  variant="secondary"
                  loading={retrying === item.index}
                  onClick={() => void retry(item)}
                >
                  Retry
                </Button>
              </div>
            )}
          </ItemRow>
        ))}
      </Items>
      <PopupActions>
        {run.status === 'running' && !run.cancelledAt && !confirming && (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            Cancel the rest
          </Button>
        )}
        {confirming && run.status === 'running' && !run.cancelledAt && (
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep publishing
            </Button>
            <Button variant="danger" loading={cancelling} onClick={() => void cancel()}>
              Cancel unsent posts
            </Button>
          </>
        )}
        {!confirming && (
          <Button onClick={close} variant={run.status === 'running' ? 'secondary' : 'primary'}>
            {run.status === 'running' ? 'Close (it goes on)' : 'Done'}
          </Button>
        )}
      </PopupActions>
    </PopupBody>
  );
}

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-height: 320px;
  overflow: auto;
`;

const ItemRow = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  a {
    word-break: break-all;
    font-size: 0.875rem;
  }
`;

const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  strong {
    color: ${({ theme }) => theme.colors.text.primary};
    overflow-wrap: anywhere;
  }
`;

const ItemError = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.tones.danger.fg};
`;

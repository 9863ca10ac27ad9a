import type { BulkPublishRunSummaryView } from '@inkpress/shared-core';
import { Badge, Button, Spinner, useShell } from '@inkpress/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { integrationsApi, problemText, typeNames } from '../integrations/api';
import { bulkPopupFor, countsText, runStatusText, runStatusTone } from './bulkRuns';

const PAGE = 10;

/**
 * The team's bulk publishes, the newest first: when, to which site, how many
 * posts went how; “Details” opens the run with each post's result and link
 * (and, while it runs, its live progress and cancel).
 */
export function BulkHistory() {
  const { api, popups } = useShell();
  const [runs, setRuns] = useState<BulkPublishRunSummaryView[] | null>(null);
  const [total, setTotal] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  const load = useCallback(() => {
    integrationsApi(api)
      .bulkPublishRuns({ limit: PAGE })
      .then((page) => {
        setRuns(page.data);
        setTotal(page.total);
        setProblem(null);
      })
      .catch((error) => setProblem(problemText(error)));
  }, [api]);
  useEffect(load, [load]);

  const more = async () => {
    setLoadingMore(true);
    try {
      const page = await integrationsApi(api).bulkPublishRuns({ offset: runs?.length ?? 0, limit: PAGE });
      setRuns((current) => [
        ...(current ?? []),
        ...page.data.filter((r) => !current?.some((c) => c.id === r.id)),
      ]);
      setTotal(page.total);
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Section aria-labelledby="bulk-history-title" data-section="bulk-history">
      <Header>
        <h2 id="bulk-history-title">Bulk publishing history</h2>
        <Button size="sm" variant="ghost" onClick={load}>
          Refresh
        </Button>
      </Header>
      {problem && <p role="alert">{problem}</p>}
      {!runs && !problem && <Spinner label="Loading the bulk publishes" />}
      {runs && runs.length === 0 && (
        <Empty>
          No bulk publishes yet. Publish a folder or several documents at once from the dashboard.
        </Empty>
      )}
      {runs && runs.length > 0 && (
        <Runs aria-label="Bulk publishes">
          {runs.map((run) => (
            <Run key={run.id} data-run={run.id} data-status={run.status}>
              <RunHead>
                <strong>
                  {run.total} post{run.total === 1 ? '' : 's'} to {run.integrationName}
                </strong>
                <Badge tone={runStatusTone[run.status]} dot>
                  {runStatusText[run.status]}
                </Badge>
              </RunHead>
              <Meta>
                <time dateTime={run.createdAt}>{new Date(run.createdAt).toLocaleString()}</time> ·{' '}
                {typeNames[run.type]} · {countsText(run.counts)}
              </Meta>
              <div>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Details of the bulk publish to ${run.integrationName} of ${new Date(run.createdAt).toLocaleString()}`}
                  onClick={() => popups.open(bulkPopupFor(run.type), { runId: run.id, onDone: load })}
                >
                  {run.status === 'running' ? 'Follow' : 'Details'}
                </Button>
              </div>
            </Run>
          ))}
        </Runs>
      )}
      {runs && runs.length < total && (
        <Button variant="secondary" loading={loadingMore} onClick={() => void more()}>
          Show older
        </Button>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
  h2 {
    font-size: 1.125rem;
    margin: 0;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Runs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Run = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.surface};
`;

const RunHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  strong {
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

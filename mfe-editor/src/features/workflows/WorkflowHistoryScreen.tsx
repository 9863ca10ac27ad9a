import { Badge, Button, EmptyState, PageFrame, Spinner, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../common/errors';
import { formatDate } from '../common/format';
import { runStatusLabel, runStatusTone } from './WorkflowRunScreen';
import { WorkflowHistoryStore } from './WorkflowStores';
import { createWorkflowsApi } from './workflowsApi';

/** /workflows/history: the team's past workflow runs, newest first, a page at a time. */
const WorkflowHistoryScreen = observer(function WorkflowHistoryScreen() {
  const { api } = useShell();
  const [store] = useState(() => new WorkflowHistoryStore(createWorkflowsApi(api)));

  useEffect(() => {
    const controller = new AbortController();
    void store.load(0, controller.signal);
    return () => controller.abort();
  }, [store]);

  return (
    <PageFrame
      area="Workflows"
      title="Workflow history"
      lead="Your past workflow runs."
      actions={<Link to="/dashboard/workflows">Run a workflow</Link>}
    >
      {store.loading && store.runs.length === 0 ? (
        <Spinner label="Loading your runs" />
      ) : store.error ? (
        <EmptyState tone="danger" title="Your runs could not be loaded" text={errorMessage(store.error)} />
      ) : store.total === 0 ? (
        <EmptyState
          title="No runs yet"
          text="Runs of your workflows show up here, with their state and what they made."
          action={<Link to="/dashboard/workflows">See the workflows</Link>}
        />
      ) : (
        <>
          <Runs aria-label="Workflow runs">
            {store.runs.map((run) => (
              <RunItem key={run.id} data-testid="workflow-run">
                <Title>
                  <Link to={`/dashboard/workflows/${run.type}/${run.id}`}>
                    {run.video?.title ?? (run.custom ? `“${run.custom.keyword}”` : run.input.url)}
                  </Link>
                  <Muted>
                    {run.name} · {formatDate(run.created_at)}
                    {run.result ? ` · ${run.result.words.toLocaleString('en-US')} words` : ''}
                    {run.article ? ` · ${run.article.words.toLocaleString('en-US')} words` : ''}
                  </Muted>
                </Title>
                <Badge tone={runStatusTone[run.status]} dot>
                  {runStatusLabel[run.status]}
                </Badge>
              </RunItem>
            ))}
          </Runs>
          <Pager aria-label="Pages">
            <Button
              variant="secondary"
              size="sm"
              disabled={!store.hasPrevious || store.loading}
              onClick={() => void store.previous()}
            >
              Previous
            </Button>
            <Muted>{`Page ${store.page} of ${store.pages} · ${store.total} ${store.total === 1 ? 'run' : 'runs'}`}</Muted>
            <Button
              variant="secondary"
              size="sm"
              disabled={!store.hasNext || store.loading}
              onClick={() => void store.next()}
            >
              Next
            </Button>
          </Pager>
        </>
      )}
    </PageFrame>
  );
});

export default WorkflowHistoryScreen;

const Runs = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 880px;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
`;

const RunItem = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.surface};
`;

const Title = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  a {
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

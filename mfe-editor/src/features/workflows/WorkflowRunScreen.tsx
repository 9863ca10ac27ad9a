import { formatTimestamp, type WorkflowRunView, type WorkflowStepView } from '@inkpress/shared-core';
import {
  Badge,
  Button,
  EmptyState,
  Notice,
  PageFrame,
  ProgressBar,
  Spinner,
  useShell,
  useToast,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, useErrorHandler } from '../common/errors';
import { formatDate } from '../common/format';
import { editorPath } from '../common/paths';
import { WorkflowRunStore } from './WorkflowStores';
import { createWorkflowsApi } from './workflowsApi';

export const runStatusTone = {
  queued: 'neutral',
  running: 'brand',
  succeeded: 'success',
  failed: 'danger',
  cancelled: 'warning',
} as const;

export const runStatusLabel: Record<WorkflowRunView['status'], string> = {
  queued: 'Waiting',
  running: 'Running',
  succeeded: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const stepTone = {
  pending: 'neutral',
  running: 'brand',
  succeeded: 'success',
  failed: 'danger',
  skipped: 'neutral',
} as const;

const stepLabel: Record<WorkflowStepView['status'], string> = {
  pending: 'Waiting',
  running: 'Running',
  succeeded: 'Done',
  failed: 'Failed',
  skipped: 'Skipped',
};

const n = (value: number) => value.toLocaleString('en-US');

/** /dashboard/workflows/{type}/{id}: a run's progress (pushed by the server), steps and result. */
const WorkflowRunScreen = observer(function WorkflowRunScreen() {
  const { id = '' } = useParams();
  const { api } = useShell();
  const toast = useToast();
  const handleError = useErrorHandler();
  const [store] = useState(() => new WorkflowRunStore(createWorkflowsApi(api), id));

  useEffect(() => {
    void store.load();
    return () => store.stop();
  }, [store]);

  const act = async (what: 'retry' | 'cancel') => {
    try {
      await store[what]();
      toast.success(what === 'retry' ? 'The run starts again.' : 'The run is cancelled and refunded.');
    } catch (error) {
      toast.danger(handleError(error));
    }
  };

  const run = store.run;
  return (
    <PageFrame
      area="Workflows"
      title="Workflow run"
      lead={
        run?.video
          ? run.video.title
          : run?.custom
            ? `${run.custom.workflow_name} on “${run.custom.keyword}”`
            : 'The result of a workflow run.'
      }
      actions={<Link to="/workflows/history">All runs</Link>}
    >
      {store.loading && !run ? (
        <Spinner label="Loading the run" />
      ) : !run ? (
        <EmptyState
          tone="danger"
          title="This run could not be shown"
          text={errorMessage(store.error)}
          action={<Link to="/workflows/history">Back to your runs</Link>}
        />
      ) : (
        <Layout>
          <Summary aria-label="Run">
            <Row>
              <Badge tone={runStatusTone[run.status]} dot data-testid="run-status">
                {runStatusLabel[run.status]}
              </Badge>
              <Muted>
                {run.name} · started {formatDate(run.created_at)}
                {run.attempts > 1 ? ` · attempt ${run.attempts}` : ''}
              </Muted>
            </Row>
            <ProgressBar
              label="Progress"
              value={Math.round(store.progress * 100)}
              showValue
              tone={run.status === 'failed' ? 'danger' : run.status === 'succeeded' ? 'success' : 'brand'}
            />
            <Muted>
              {run.status === 'succeeded'
                ? `Charged ${n(run.charged.words)} credits and ${run.charged.workflows} workflow.`
                : run.status === 'failed' || run.status === 'cancelled'
                  ? 'Nothing was charged: the credits and the workflow held for this run are back.'
                  : `Holding ${n(run.cost.words)} credits and ${run.cost.workflows} workflow until the article is saved.`}
            </Muted>
            <Row>
              {(run.status === 'queued' || run.status === 'running') && (
                <Button variant="secondary" size="sm" loading={store.busy} onClick={() => void act('cancel')}>
                  Cancel
                </Button>
              )}
              {(run.status === 'failed' || run.status === 'cancelled') && (
                <Button size="sm" loading={store.busy} onClick={() => void act('retry')}>
                  Retry
                </Button>
              )}
              {run.video && (
                <a href={run.video.url} target="_blank" rel="noopener noreferrer">
                  Watch the video
                </a>
              )}
            </Row>
          </Summary>

          {run.status === 'failed' && run.error && (
            <Notice tone="danger" title="The run failed">
              {run.error} Your credits were refunded; retry when you are ready.
            </Notice>
          )}

          <section aria-labelledby="run-steps">
            <h2 id="run-steps">Steps</h2>
            <Steps>
              {run.steps.map((step) => (
                <Step key={step.key} data-testid="run-step">
                  <Row>
                    <strong>{step.label}</strong>
                    <Badge tone={stepTone[step.status]} size="sm">
                      {stepLabel[step.status]}
                    </Badge>
                  </Row>
                  {step.prompt && <Muted>{`Your prompt: “${step.prompt}”`}</Muted>}
                  {step.detail && <Muted>{step.detail}</Muted>}
                  {step.started_at && step.finished_at && (
                    <Muted>{`Took ${duration(step.started_at, step.finished_at)}`}</Muted>
                  )}
                  {step.output && (
                    <details>
                      <summary>What this step made</summary>
                      <Output>{step.output}</Output>
                    </details>
                  )}
                  {step.error && <ErrorText>{step.error}</ErrorText>}
                </Step>
              ))}
            </Steps>
          </section>

          {run.article && (
            <Result aria-labelledby="run-article">
              <h2 id="run-article">{run.article.title}</h2>
              {run.writer === 'offline writer' && (
                <Notice tone="info" title="Written by the offline writer">
                  No AI provider is configured, so the offline writer built this article from your keyword and
                  your prompts.
                </Notice>
              )}
              <Row>
                {run.article.collection_id && (
                  <Button
                    as={Link}
                    to={editorPath(run.article.collection_id, run.article.post_id ?? undefined)}
                    size="sm"
                  >
                    Open the article
                  </Button>
                )}
                {run.article.published_url && (
                  <a href={run.article.published_url} target="_blank" rel="noopener noreferrer">
                    See it on your site
                  </a>
                )}
                <Muted>{`${n(run.article.words)} words`}</Muted>
              </Row>
            </Result>
          )}

          {run.result && (
            <Result aria-labelledby="run-result">
              <h2 id="run-result">{run.result.title}</h2>
              {run.writer === 'offline writer' && (
                <Notice tone="info" title="Written by the offline writer">
                  No AI provider is configured, so this article was built from the video’s transcript itself.
                </Notice>
              )}
              <Row>
                {run.result.collection_id && (
                  <Button
                    as={Link}
                    to={editorPath(run.result.collection_id, run.result.post_id ?? undefined)}
                    size="sm"
                  >
                    Open the article
                  </Button>
                )}
                <Muted>{`${n(run.result.words)} words`}</Muted>
              </Row>
              {run.result.key_points.length > 0 && (
                <>
                  <h3>Key points</h3>
                  <ul aria-label="Key points">
                    {run.result.key_points.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                </>
              )}
              <h3>{run.result.chapters_from === 'video' ? 'Chapters' : 'Sections'}</h3>
              <Chapters aria-label="Sections of the article">
                {run.result.chapters.map((c) => (
                  <li key={`${c.start}-${c.title}`}>
                    <a href={c.url} target="_blank" rel="noopener noreferrer">
                      {formatTimestamp(c.start)}
                    </a>{' '}
                    {c.title}
                  </li>
                ))}
              </Chapters>
            </Result>
          )}
        </Layout>
      )}
    </PageFrame>
  );
});

export default WorkflowRunScreen;

/** "12 s", "2 min 5 s" between two ISO times. */
function duration(from: string, to: string): string {
  const seconds = Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000));
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

const Output = styled.pre`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-family: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 880px;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
  h3 {
    margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }
`;

const Result = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h2,
  h3,
  ul {
    margin: 0;
  }
`;

const Summary = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const ErrorText = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.tones.danger.fg};
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Chapters = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  a {
    font-variant-numeric: tabular-nums;
  }
`;

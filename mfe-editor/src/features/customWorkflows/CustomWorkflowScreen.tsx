import { type CustomWorkflowView, customStepLabels } from '@inkpress/shared-core';
import { Button, EmptyState, PageFrame, Spinner, useShell, useToast } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, useErrorHandler } from '../common/errors';
import { Composer } from './Composer';
import { CustomWorkflowsStore } from './CustomWorkflowsStore';
import { createCustomWorkflowsApi } from './customWorkflowsApi';
import { RunPanel } from './RunPanel';
import { Muted, n, Row } from './workflowParts';

/** /dashboard/custom-workflow: the team's own workflows — compose, save, edit, delete, run on keywords. */
const CustomWorkflowScreen = observer(function CustomWorkflowScreen() {
  const { api } = useShell();
  const [store] = useState(() => new CustomWorkflowsStore(createCustomWorkflowsApi(api)));
  const toast = useToast();
  const handleError = useErrorHandler();

  useEffect(() => {
    const controller = new AbortController();
    void store.load(controller.signal);
    return () => controller.abort();
  }, [store]);

  const remove = async (workflow: CustomWorkflowView) => {
    if (!window.confirm(`Delete “${workflow.name}”? Its past runs stay in your history.`)) return;
    try {
      await store.remove(workflow.id);
      toast.success(`“${workflow.name}” is deleted.`);
    } catch (error) {
      toast.danger(handleError(error));
    }
  };

  return (
    <PageFrame
      area="Workflows"
      title="Custom workflows"
      lead="Compose your own workflow from AI steps, each with your own prompt, and run it on one keyword or many."
      actions={<Link to="/workflows/history">Past runs</Link>}
    >
      <Layout>
        {store.loading && store.workflows.length === 0 ? (
          <Spinner label="Loading your workflows" />
        ) : store.loadError !== null ? (
          <EmptyState
            tone="danger"
            title="Your workflows could not be loaded"
            text={errorMessage(store.loadError)}
            action={<Button onClick={() => void store.load()}>Try again</Button>}
          />
        ) : (
          <section aria-labelledby="saved-workflows">
            <Heading>
              <h2 id="saved-workflows">Your workflows</h2>
              {!store.composing && <Button onClick={store.startNew}>New workflow</Button>}
            </Heading>
            {store.workflows.length === 0 && !store.composing ? (
              <EmptyState
                title="No custom workflow yet"
                text="Put steps like research, outline, write and improve SEO in your order, with your own prompts."
                action={<Button onClick={store.startNew}>Compose your first workflow</Button>}
              />
            ) : (
              <Cards aria-label="Saved workflows">
                {store.workflows.map((w) => (
                  <Card key={w.id} data-testid="custom-workflow">
                    <strong>{w.name}</strong>
                    <Muted>{w.steps.map((s) => customStepLabels[s.kind]).join(' → ')}</Muted>
                    <Muted>{`1 workflow and up to ${n(w.cost.words)} credits a keyword`}</Muted>
                    <Row>
                      <Button size="sm" onClick={() => store.openRun(w.id)} aria-label={`Run ${w.name}`}>
                        Run
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => store.edit(w)}
                        aria-label={`Edit ${w.name}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => void remove(w)}
                        aria-label={`Delete ${w.name}`}
                      >
                        Delete
                      </Button>
                    </Row>
                  </Card>
                ))}
              </Cards>
            )}
          </section>
        )}

        {store.composing && <Composer store={store} />}
        {store.runningWorkflow && <RunPanel store={store} />}
      </Layout>
    </PageFrame>
  );
});

export default CustomWorkflowScreen;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 880px;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  min-width: 0;
`;

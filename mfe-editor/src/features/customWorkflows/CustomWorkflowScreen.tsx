import {
  type CustomStepKind,
  type CustomWorkflowView,
  customStepHelp,
  customStepKinds,
  customStepLabels,
  languages,
  MAX_CUSTOM_KEYWORDS,
  MAX_CUSTOM_STEPS,
  MAX_STEP_PROMPT,
} from '@inkpress/shared-core';
import {
  Badge,
  Button,
  EmptyState,
  Input,
  Notice,
  PageFrame,
  Select,
  Spinner,
  Textarea,
  useShell,
  useToast,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, useErrorHandler } from '../common/errors';
import { useCredits } from '../common/useCredits';
import { CustomWorkflowsStore, type DraftStep } from './CustomWorkflowsStore';
import { createCustomWorkflowsApi } from './customWorkflowsApi';

const n = (value: number) => value.toLocaleString('en-US');
const languageOptions = [
  { value: '', label: 'Language of the keyword' },
  ...languages.map((l) => ({ value: l.code, label: `${l.name} (${l.nativeName})` })),
];
const runPath = (id: string) => `/dashboard/workflows/custom/${id}`;

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

/** Composing a workflow: its name and steps (add, remove, reorder, prompt and options per step). */
const Composer = observer(function Composer({ store }: { store: CustomWorkflowsStore }) {
  const toast = useToast();
  const [adding, setAdding] = useState<CustomStepKind>('improve-seo');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.save()) toast.success('The workflow is saved.');
  };
  const cost = store.composedCost;
  return (
    <Panel aria-labelledby="composer-title" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id="composer-title">{store.editingId ? 'Edit the workflow' : 'New workflow'}</h2>
      <Input
        label="Name"
        value={store.name}
        maxLength={100}
        onChange={(e) => store.setName(e.target.value)}
        required
      />
      <StepList aria-label="Steps">
        {store.steps.map((step, index) => (
          <StepEditor
            key={step.key}
            store={store}
            step={step}
            index={index}
            last={index === store.steps.length - 1}
          />
        ))}
      </StepList>
      <Row>
        <Select
          label="Step to add"
          value={adding}
          options={customStepKinds.map((k) => ({ value: k, label: customStepLabels[k] }))}
          onChange={(e) => setAdding(e.target.value as CustomStepKind)}
        />
        <AddButton
          type="button"
          variant="secondary"
          disabled={store.steps.length >= MAX_CUSTOM_STEPS}
          onClick={() => store.addStep(adding)}
        >
          Add the step
        </AddButton>
      </Row>
      <Muted>{customStepHelp[adding]}</Muted>
      <Cost data-testid="composed-cost">
        A run costs <strong>1 workflow</strong> and up to <strong>{n(cost.words)} credits</strong> per
        keyword; you are charged what the steps use, and a failed run is refunded.
      </Cost>
      {store.problems.length > 0 && (
        <Notice tone="danger" title="Fix these to save">
          <ul>
            {store.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Notice>
      )}
      {store.saveError !== null && (
        <Notice tone="danger" title="The workflow was not saved">
          {errorMessage(store.saveError)}
        </Notice>
      )}
      <Row>
        <Button type="submit" loading={store.saving}>
          Save the workflow
        </Button>
        <Button type="button" variant="ghost" onClick={store.closeComposer}>
          Cancel
        </Button>
      </Row>
    </Panel>
  );
});

const StepEditor = observer(function StepEditor({
  store,
  step,
  index,
  last,
}: {
  store: CustomWorkflowsStore;
  step: DraftStep;
  index: number;
  last: boolean;
}) {
  const label = `${index + 1}. ${customStepLabels[step.kind]}`;
  return (
    <StepItem data-testid="composer-step" aria-label={label}>
      <StepHeader>
        <strong>{label}</strong>
        <Actions>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={index === 0}
            onClick={() => store.moveStep(step.key, -1)}
            aria-label={`Move ${label} up`}
          >
            Up
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={last}
            onClick={() => store.moveStep(step.key, 1)}
            aria-label={`Move ${label} down`}
          >
            Down
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => store.removeStep(step.key)}
            aria-label={`Remove ${label}`}
          >
            Remove
          </Button>
        </Actions>
      </StepHeader>
      <Muted>{customStepHelp[step.kind]}</Muted>
      {step.kind !== 'publish' && (
        <Textarea
          label={`Your prompt for ${label} (optional)`}
          rows={2}
          maxLength={MAX_STEP_PROMPT}
          value={step.prompt}
          onChange={(e) => store.updateStep(step.key, { prompt: e.target.value })}
        />
      )}
      {step.kind === 'research' && (
        <Select
          label="Points to list"
          value={String(step.points)}
          options={[3, 4, 5, 6, 7, 8, 9, 10].map((v) => ({ value: String(v), label: String(v) }))}
          onChange={(e) => store.updateStep(step.key, { points: Number(e.target.value) })}
        />
      )}
      {step.kind === 'write' && (
        <Fields>
          <Select
            label="Length"
            value={step.length}
            options={[
              { value: 'short', label: 'Short' },
              { value: 'medium', label: 'Medium' },
            ]}
            onChange={(e) => store.updateStep(step.key, { length: e.target.value as 'short' | 'medium' })}
          />
          <Select
            label="Language"
            value={step.language}
            options={languageOptions}
            onChange={(e) => store.updateStep(step.key, { language: e.target.value })}
          />
        </Fields>
      )}
      {step.kind === 'internal-links' && (
        <Select
          label="Links at most"
          value={String(step.links)}
          options={[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((v) => ({ value: String(v), label: String(v) }))}
          onChange={(e) => store.updateStep(step.key, { links: Number(e.target.value) })}
        />
      )}
      {step.kind === 'publish' &&
        (store.sites.length === 0 ? (
          <Notice tone="warning" title="No site to publish to">
            Connect a WordPress, Ghost or API site in <Link to="/dashboard/integrations">Integrations</Link>{' '}
            first.
          </Notice>
        ) : (
          <Fields>
            <Select
              label="Site"
              value={step.integrationId}
              options={[
                { value: '', label: 'Choose a site' },
                ...store.sites.map((s) => ({ value: s.id, label: `${s.name} (${s.type})` })),
              ]}
              onChange={(e) => store.updateStep(step.key, { integrationId: e.target.value })}
            />
            <Select
              label="Send as"
              value={step.status}
              options={[
                { value: 'draft', label: 'A draft' },
                { value: 'publish', label: 'Published' },
              ]}
              onChange={(e) => store.updateStep(step.key, { status: e.target.value as 'draft' | 'publish' })}
            />
          </Fields>
        ))}
    </StepItem>
  );
});

/** Running a saved workflow on keywords, one a line, with the cost before the start. */
const RunPanel = observer(function RunPanel({ store }: { store: CustomWorkflowsStore }) {
  const credits = useCredits();
  const workflow = store.runningWorkflow!;
  const cost = store.runCost;
  const count = store.keywords.length;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.run()) void credits.refresh();
  };
  return (
    <Panel aria-labelledby="run-title" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id="run-title">{`Run “${workflow.name}”`}</h2>
      <Textarea
        label="Keywords, one a line"
        hint={`Each keyword is one run and one article (at most ${MAX_CUSTOM_KEYWORDS}).`}
        rows={5}
        value={store.keywordText}
        error={store.keywordProblem ?? undefined}
        onChange={(e) => store.setKeywordText(e.target.value)}
      />
      <Later>
        <label>
          <input
            type="checkbox"
            checked={store.runLater}
            onChange={(e) => store.setRunLater(e.target.checked)}
          />
          Run later
        </label>
        {store.runLater && (
          <Input
            type="datetime-local"
            label={`Run at (your time zone, ${store.timeZone})`}
            hint="Credits are held when it runs; it shows in the calendar until then."
            value={store.runAt}
            error={store.runAtProblem ?? undefined}
            onChange={(e) => store.setRunAt(e.target.value)}
          />
        )}
      </Later>
      <Cost data-testid="run-cost">
        {count === 0 ? (
          `Each keyword costs 1 workflow and up to ${n(workflow.cost.words)} credits.`
        ) : (
          <>
            {`${count} ${count === 1 ? 'keyword' : 'keywords'}: `}
            <strong>{`${cost.workflows} ${cost.workflows === 1 ? 'workflow' : 'workflows'}`}</strong> and up
            to <strong>{`${n(cost.words)} credits`}</strong>, held{' '}
            {store.runLater ? 'when it runs' : 'at the start'}
            {credits.credits !== null ? ` (you have ${n(credits.credits)} credits)` : ''}. You are charged
            what the steps use; a failed run is refunded.
          </>
        )}
      </Cost>
      {store.startError !== null && (
        <Notice tone="danger" title="The runs did not start">
          {errorMessage(store.startError)} Nothing was charged.
        </Notice>
      )}
      {store.started?.scheduled && (
        <Notice tone="success" title="Run scheduled">
          {`${store.started.scheduled.keywords.length} ${store.started.scheduled.keywords.length === 1 ? 'keyword' : 'keywords'} will run on ${new Date(store.started.scheduled.at).toLocaleString('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: store.started.scheduled.time_zone })} (${store.started.scheduled.time_zone}). `}
          <Link to="/dashboard/autoblogging?tab=calendar">See it in the calendar</Link>, where you can cancel
          it.
        </Notice>
      )}
      {store.started && !store.started.scheduled && (
        <Notice
          tone="success"
          title={`${store.started.runs.length} ${store.started.runs.length === 1 ? 'run' : 'runs'} started`}
        >
          <ul aria-label="Started runs">
            {store.started.runs.map((r) => (
              <li key={r.id}>
                <Link to={runPath(r.id)}>{`“${r.custom?.keyword ?? r.id}”`}</Link>
                <Badge size="sm">{r.status === 'queued' ? 'Queued' : 'Running'}</Badge>
              </li>
            ))}
          </ul>
        </Notice>
      )}
      <Row>
        <Button type="submit" loading={store.starting}>
          {store.runLater ? 'Schedule' : count > 1 ? `Run on ${count} keywords` : 'Run'}
        </Button>
        <Button type="button" variant="ghost" onClick={store.closeRun}>
          Close
        </Button>
      </Row>
    </Panel>
  );
});

const Later = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  label:first-child {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;

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

const Panel = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  min-width: 0;
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const StepList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0 !important;
  list-style: none;
`;

const StepItem = styled.li`
  display: grid !important;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The step's title, and its buttons as one group that wraps below it on a narrow screen. */
const StepHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

const AddButton = styled(Button)`
  align-self: flex-end;
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
  overflow-wrap: anywhere;
`;

const Cost = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

import { MAX_CUSTOM_KEYWORDS } from '@inkpress/shared-core';
import { Badge, Button, Notice, Textarea } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../common/errors';
import { RunLaterField, ScheduledNotice } from '../common/RunLaterField';
import { useCredits } from '../common/useCredits';
import type { CustomWorkflowsStore } from './CustomWorkflowsStore';
import { Cost, n, Panel, Row } from './workflowParts';

const runPath = (id: string) => `/dashboard/workflows/custom/${id}`;

/** Running a saved workflow on keywords, one a line, with the cost before the start. */
export const RunPanel = observer(function RunPanel({ store }: { store: CustomWorkflowsStore }) {
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
      <RunLaterField later={store.later} />
      <Cost data-testid="run-cost">
        {count === 0 ? (
          `Each keyword costs 1 workflow and up to ${n(workflow.cost.words)} credits.`
        ) : (
          <>
            {`${count} ${count === 1 ? 'keyword' : 'keywords'}: `}
            <strong>{`${cost.workflows} ${cost.workflows === 1 ? 'workflow' : 'workflows'}`}</strong> and up
            to <strong>{`${n(cost.words)} credits`}</strong>, held{' '}
            {store.later.on ? 'when it runs' : 'at the start'}
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
        <ScheduledNotice
          scheduled={store.started.scheduled}
          what={`${store.started.scheduled.keywords.length} ${store.started.scheduled.keywords.length === 1 ? 'keyword' : 'keywords'}`}
        />
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
          {store.later.on ? 'Schedule' : count > 1 ? `Run on ${count} keywords` : 'Run'}
        </Button>
        <Button type="button" variant="ghost" onClick={store.closeRun}>
          Close
        </Button>
      </Row>
    </Panel>
  );
});

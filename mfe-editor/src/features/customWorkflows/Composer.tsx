import {
  type CustomStepKind,
  customStepHelp,
  customStepKinds,
  customStepLabels,
  MAX_CUSTOM_STEPS,
} from '@inkpress/shared-core';
import { Button, Input, Notice, Select, useToast } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../common/errors';
import type { CustomWorkflowsStore } from './CustomWorkflowsStore';
import { StepEditor } from './StepEditor';
import { Cost, Muted, n, Panel, Row } from './workflowParts';

/** Composing a workflow: its name and steps (add, remove, reorder, prompt and options per step). */
export const Composer = observer(function Composer({ store }: { store: CustomWorkflowsStore }) {
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

const StepList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0 !important;
  list-style: none;
`;

const AddButton = styled(Button)`
  align-self: flex-end;
`;

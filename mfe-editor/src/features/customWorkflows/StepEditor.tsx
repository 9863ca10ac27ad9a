import { customStepHelp, customStepLabels, languages, MAX_STEP_PROMPT } from '@inkpress/shared-core';
import { Button, Notice, Select, Textarea } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CustomWorkflowsStore, DraftStep } from './CustomWorkflowsStore';
import { Muted } from './workflowParts';

const languageOptions = [
  { value: '', label: 'Language of the keyword' },
  ...languages.map((l) => ({ value: l.code, label: `${l.name} (${l.nativeName})` })),
];

/** One step of the workflow being composed: its kind, prompt and options, and its move and remove buttons. */
export const StepEditor = observer(function StepEditor({
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

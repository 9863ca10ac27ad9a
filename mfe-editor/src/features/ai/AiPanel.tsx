import { aiReadyLanguages, countWords, editorOperationCosts } from '@inkpress/shared-core';
import { Badge, Button, Input, Select, Spinner, Textarea } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import type { AiStore } from './AiStore';
import { type EditorOperation, editorOperations, type OperationGroup, tones } from './operations';

export interface AiPanelProps {
  ai: AiStore;
  /** Words of credit left, when known, to compare with the cost. */
  creditsLeft: number | null;
}

const groups: OperationGroup[] = ['Rewrite', 'Write', 'SEO'];

const OperationList = observer(function OperationList({ ai }: { ai: AiStore }) {
  const ids = useId();
  return (
    <Groups>
      {groups.map((group) => (
        <Group key={group} aria-labelledby={`${ids}-${group}`}>
          <GroupTitle id={`${ids}-${group}`}>{group}</GroupTitle>
          <OperationGrid>
            {editorOperations
              .filter((op) => op.group === group)
              .map((op: EditorOperation) => {
                const unavailable = op.needsSelection && !ai.hasSelection;
                return (
                  <li key={op.id}>
                    <OperationButton
                      type="button"
                      data-operation={op.id}
                      aria-disabled={unavailable || undefined}
                      aria-describedby={`${ids}-${op.id}`}
                      onClick={() => {
                        if (!unavailable) ai.choose(op.id);
                      }}
                    >
                      <strong>{op.label}</strong>
                      <span id={`${ids}-${op.id}`}>
                        {unavailable ? 'Select text first.' : op.description}
                      </span>
                    </OperationButton>
                  </li>
                );
              })}
          </OperationGrid>
        </Group>
      ))}
    </Groups>
  );
});

const ArgumentField = observer(function ArgumentField({ ai }: { ai: AiStore }) {
  const operation = ai.operation;
  switch (operation?.argument) {
    case 'tone':
      return (
        <Row>
          <Select
            label="Tone"
            value={(tones as readonly string[]).includes(ai.tone) ? ai.tone : ''}
            placeholder="Choose a tone…"
            options={tones.map((tone) => ({ value: tone, label: tone[0]!.toUpperCase() + tone.slice(1) }))}
            onChange={(e) => ai.setTone(e.target.value)}
          />
          <Input
            label="Or describe it"
            value={ai.tone}
            maxLength={40}
            onChange={(e) => ai.setTone(e.target.value)}
          />
        </Row>
      );
    case 'language':
      return (
        <Select
          label="Translate into"
          value={ai.language}
          options={aiReadyLanguages.map((l) => ({ value: l.code, label: `${l.nativeName} (${l.name})` }))}
          onChange={(e) => ai.setLanguage(e.target.value)}
        />
      );
    case 'instruction':
      return (
        <Textarea
          label={
            ai.hasSelection ? 'What should the AI do with the selection?' : 'What should the AI write here?'
          }
          rows={3}
          maxLength={2000}
          placeholder={
            ai.hasSelection
              ? 'e.g. Turn this into a bulleted list of tips'
              : 'e.g. A paragraph on why this matters for small shops'
          }
          value={ai.instruction}
          onChange={(e) => ai.setInstruction(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) {
              e.preventDefault();
              void ai.run();
            }
          }}
        />
      );
    case 'links':
      return (
        <Textarea
          label="Links to add"
          rows={3}
          hint="One per line: the address, a space, then what the page is about."
          placeholder="/blog/email-list-building building an email list"
          value={ai.links}
          onChange={(e) => ai.setLinks(e.target.value)}
        />
      );
    default:
      return null;
  }
});

/**
 * The AI assistant under the toolbar: the operations menu, then the chosen
 * operation with its argument and its cost before it runs, then the text
 * streaming into the document (or into the panel for meta fields), then
 * Accept or Reject. The provider's label ('offline writer') is shown beside
 * the result.
 */
export const AiPanel = observer(function AiPanel({ ai, creditsLeft }: AiPanelProps) {
  const headingId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const operation = ai.operation;
  const phase = ai.status;

  // Focus moves into the panel when a step opens, so keyboard users follow along.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves again when the step (operation, phase) changes
  useEffect(() => {
    const panel = panelRef.current;
    if (!ai.open || !panel) return;
    const target =
      panel.querySelector<HTMLElement>('[data-autofocus]') ??
      panel.querySelector<HTMLElement>('input, textarea, select, button:not([aria-disabled="true"])');
    target?.focus();
  }, [ai.open, ai.operationId, phase]);

  if (!ai.open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      ai.close();
    }
  };

  const estimate = ai.estimate;
  const short = creditsLeft !== null && operation !== null && estimate > creditsLeft;
  const label = ai.meta?.label;
  const streamedWords = countWords(ai.text.replace(/<[^>]*>/g, ' '));

  return (
    <Panel ref={panelRef} aria-labelledby={headingId} onKeyDown={onKeyDown} data-testid="ai-panel">
      <Head>
        <h2 id={headingId}>{operation ? operation.label : 'AI assistant'}</h2>
        {label && (
          <Badge tone="info" size="sm" data-testid="ai-provider-label">
            {label}
          </Badge>
        )}
        <Button variant="ghost" size="sm" onClick={ai.close}>
          {phase === 'review' ? 'Reject and close' : 'Close'}
        </Button>
      </Head>

      {!operation && (
        <>
          <Lead>
            {ai.hasSelection
              ? 'Choose what to do with the selected text.'
              : 'Nothing is selected: write at the cursor, or select text to rewrite it.'}
          </Lead>
          <OperationList ai={ai} />
        </>
      )}

      {operation && (phase === 'idle' || phase === 'failed') && (
        <Configure
          onSubmit={(e) => {
            e.preventDefault();
            void ai.run();
          }}
        >
          <Lead>{operation.description}</Lead>
          <ArgumentField ai={ai} />
          <Cost role="status">
            <span>
              Cost: <strong data-testid="ai-cost">about {estimate.toLocaleString()} credits</strong>
              {creditsLeft !== null && <> · {creditsLeft.toLocaleString()} left</>}
            </span>
            <Small>
              {'fixed' in editorOperationCosts[operation.id]
                ? 'A set price for this operation; you pay for the words written, never more than this.'
                : 'Estimated from the words selected; you pay for the words written, never more than this.'}
            </Small>
          </Cost>
          {short && <Warning role="alert">You may not have enough credits for this.</Warning>}
          {ai.error && <Warning role="alert">{ai.error}</Warning>}
          {ai.blocker && <Small>{ai.blocker}</Small>}
          <Actions>
            <Button type="button" variant="ghost" onClick={() => ai.choose(null)}>
              Back
            </Button>
            <Button
              type="submit"
              disabled={ai.blocker !== null}
              data-autofocus={operation.argument ? undefined : true}
            >
              {ai.error ? 'Try again' : `Run ${operation.label.replace(/…$/, '')}`}
            </Button>
          </Actions>
        </Configure>
      )}

      {operation && phase === 'running' && (
        <Progress>
          <Spinner size="sm" label="Writing" />
          <span aria-live="polite">Writing… {streamedWords > 0 && `${streamedWords} words`}</span>
          <Button variant="secondary" size="sm" onClick={ai.stop}>
            Stop
          </Button>
        </Progress>
      )}

      {operation &&
        (phase === 'running' || phase === 'review') &&
        operation.placement === 'field' &&
        ai.text && <FieldPreview aria-label="Suggested text">{ai.text}</FieldPreview>}

      {operation && phase === 'review' && (
        <>
          <Lead>
            {operation.placement === 'field'
              ? 'Use this text?'
              : 'The suggestion is shown in green in the document. Accept it to keep it.'}
            {ai.result && !ai.result.aborted && ` ${ai.result.credits.toLocaleString()} credits used.`}
            {ai.result?.aborted && ' Stopped early.'}
          </Lead>
          {/* In the document the suggestion may be far below: its buttons float at the bottom of the window. */}
          <ReviewActions
            $floating={operation.placement !== 'field'}
            role="group"
            aria-label="Review the suggestion"
            data-testid="ai-review-actions"
          >
            <Button variant="ghost" onClick={ai.reject}>
              Reject
            </Button>
            <Button variant="secondary" onClick={() => void ai.run()}>
              Try again
            </Button>
            <Button onClick={ai.accept} data-autofocus>
              Accept
            </Button>
          </ReviewActions>
        </>
      )}
    </Panel>
  );
});

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.tones.brand.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  h2 {
    flex: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Group = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const GroupTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.text.muted};
`;

const OperationGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const OperationButton = styled.button`
  display: grid;
  gap: 2px;
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.surface};
  text-align: left;
  font: inherit;
  color: ${({ theme }) => theme.colors.text.primary};
  cursor: pointer;
  strong {
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
  span {
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  &:hover:not([aria-disabled='true']) {
    border-color: ${({ theme }) => theme.colors.tones.brand.solid};
    background: ${({ theme }) => theme.colors.tones.brand.bg};
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &:focus-visible {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.focus}`};
    outline-offset: 1px;
  }
`;

const Configure = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const Cost = styled.div`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.subtle};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Small = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Warning = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.tones.danger.fg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const ReviewActions = styled(Actions)<{ $floating: boolean }>`
  ${({ $floating, theme }) =>
    $floating &&
    `
    position: fixed;
    z-index: ${theme.zIndex.toast};
    bottom: ${theme.space[4]};
    left: 50%;
    transform: translateX(-50%);
    width: max-content;
    max-width: calc(100vw - 2 * ${theme.space[4]});
    padding: ${theme.space[2]} ${theme.space[3]};
    border: 1px solid ${theme.colors.border.default};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.background.surface};
    box-shadow: ${theme.shadows.lg};
  `}
`;

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  span {
    flex: 1;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;

const FieldPreview = styled.output`
  display: block;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tones.success.bg};
  color: ${({ theme }) => theme.colors.tones.success.fg};
  white-space: pre-wrap;
`;

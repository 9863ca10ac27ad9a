import { aiReadyLanguages, countWords, editorOperationCosts } from '@inkpress/shared-core';
import { Badge, Button, Input, Select, Spinner, Textarea, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { VoicePicker } from '../voice/VoicePicker';
import type { VoiceChoices } from '../voice/VoiceStores';
import {
  Actions,
  Configure,
  Cost,
  FieldPreview,
  Group,
  Groups,
  GroupTitle,
  Head,
  Lead,
  OperationButton,
  OperationGrid,
  Panel,
  Progress,
  ReviewActions,
  Row,
  Small,
  Warning,
} from './AiLayout';
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
  const { popups } = useShell();
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
        <>
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
          <Button
            type="button"
            variant="ghost"
            size="sm"
            data-testid="ai-prompt-library"
            onClick={() => popups.open('prompt-library', { onInsert: ai.insertPrompt })}
          >
            Prompt library
          </Button>
        </>
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

/** The brand voice a rewrite is written in: the team's voices, loaded when first shown. */
const RewriteVoice = observer(function RewriteVoice({ voices }: { voices: VoiceChoices }) {
  useEffect(() => {
    if (voices.status === 'idle') void voices.load().catch(() => undefined);
  }, [voices]);
  return <VoicePicker choices={voices} withPersona={false} />;
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
          {operation.voice && ai.voices && <RewriteVoice voices={ai.voices} />}
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

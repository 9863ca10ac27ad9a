import { Link, Select, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { VoiceChoices } from './VoiceStores';

const personLabel = { first: 'we', second: 'you', third: 'they' } as const;

/** The brand voice option that opens the style popup instead of choosing. */
const NEW_VOICE = '__new-voice__';

/**
 * Two choices for a piece of writing: the brand voice it is written in and
 * the persona it speaks to (chat, the generation form). With none saved yet,
 * links to where they are made.
 */
export const VoicePicker = observer(function VoicePicker({
  choices,
  compact = false,
  withPersona = true,
}: {
  /** The lists and the chosen ids. */
  choices: VoiceChoices;
  /** Side by side on one line, labels kept short (the chat composer). */
  compact?: boolean;
  /** False where only a voice applies (the editor's rewrites): the persona choice is left out. */
  withPersona?: boolean;
}) {
  const { popups } = useShell();
  const chosenStyle = choices.styles.find((s) => s.id === choices.styleId);
  // The style popup (SPEC §2): pick a voice or create one from a sample; it is then chosen here.
  const openStylePopup = () =>
    popups.open('style', { selectedId: choices.styleId, onSelect: choices.useStyle });
  return (
    <Root $compact={compact} data-testid="voice-picker">
      <Select
        label="Brand voice"
        value={choices.styleId}
        onChange={(e) => (e.target.value === NEW_VOICE ? openStylePopup() : choices.setStyle(e.target.value))}
        hint={
          compact
            ? undefined
            : chosenStyle
              ? `${chosenStyle.traits.sentenceLength.average} words per sentence, “${personLabel[chosenStyle.traits.person.dominant]}”, ${chosenStyle.traits.readingLevel.label.toLowerCase()}`
              : choices.styles.length === 0 && choices.status === 'success'
                ? 'No brand voice yet.'
                : undefined
        }
        options={[
          { value: '', label: 'No brand voice' },
          ...choices.styles.map((s) => ({ value: s.id, label: s.name })),
          { value: NEW_VOICE, label: 'Create a brand voice…' },
        ]}
      />
      {withPersona && (
        <Select
          label="Persona"
          value={choices.personaId}
          onChange={(e) => choices.setPersona(e.target.value)}
          hint={
            compact
              ? undefined
              : choices.personas.length === 0 && choices.status === 'success'
                ? 'No persona yet.'
                : undefined
          }
          options={[
            { value: '', label: 'No persona' },
            ...choices.personas.map((p) => ({ value: p.id, label: `${p.name} (${p.role})` })),
          ]}
        />
      )}
      {!compact && (
        <Links>
          <Link to="/dashboard/brand-voice">Manage brand voices</Link>
          {withPersona && <Link to="/dashboard/persona">Manage personas</Link>}
        </Links>
      )}
    </Root>
  );
});

const Root = styled.div<{ $compact: boolean }>`
  display: grid;
  grid-template-columns: ${({ $compact }) => ($compact ? 'repeat(2, minmax(0, 1fr))' : 'repeat(auto-fit, minmax(200px, 1fr))')};
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  grid-column: 1 / -1;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

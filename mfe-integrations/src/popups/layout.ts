/**
 * The pieces every popup of this remote is laid out with: its body and row of
 * actions, the cards of a choice, hints, numbered steps and sentences that
 * hold long addresses. Styles only, no behaviour.
 */
import styled from 'styled-components';

/** A popup's body: fields, then a row of actions (primary last). */
export const PopupBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text.secondary};
  min-width: min(480px, 100%);
  p {
    margin: 0;
  }
`;

export const PopupActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  /* On a phone the cards stack: three in two columns left one alone and stretched the others. */
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
  }
`;

export const Choice = styled.button<{ $active: boolean }>`
  display: grid;
  align-content: start;
  gap: 4px;
  text-align: left;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.tones.brand.bg : theme.colors.background.surface)};
  border: 2px solid ${({ theme, $active }) => ($active ? theme.colors.tones.brand.solid : theme.colors.border.default)};
  color: ${({ theme }) => theme.colors.text.secondary};
  cursor: pointer;
  font: inherit;
  strong {
    color: ${({ theme }) => theme.colors.text.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Hint = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.text.muted};
`;

/** A sentence that may hold a long address: it wraps anywhere rather than widen the popup. */
export const NoticeText = styled.p`
  overflow-wrap: anywhere;
`;

/** Numbered steps of a how-to (get a token, make an app). */
export const Steps = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: 4px;
  font-size: 0.875rem;
`;

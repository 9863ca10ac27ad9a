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
`;

export const Choice = styled.button<{ $active: boolean }>`
  display: grid;
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

export const Terms = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space[3]};
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  max-height: 160px;
  overflow: auto;
  legend {
    padding: 0 4px;
    color: ${({ theme }) => theme.colors.text.primary};
    font-weight: 600;
  }
`;

/**
 * The AI panel's styled layout (split from AiPanel.tsx): the operations
 * menu, the chosen operation's form and cost, progress and review.
 */
import styled from 'styled-components';

export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.tones.brand.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const Head = styled.div`
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

export const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Group = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const GroupTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const OperationGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const OperationButton = styled.button`
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

export const Configure = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

export const Cost = styled.div`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.subtle};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const Small = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const Warning = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.tones.danger.fg};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

export const ReviewActions = styled(Actions)<{ $floating: boolean }>`
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

export const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  span {
    flex: 1;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;

export const FieldPreview = styled.output`
  display: block;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tones.success.bg};
  color: ${({ theme }) => theme.colors.tones.success.fg};
  white-space: pre-wrap;
`;

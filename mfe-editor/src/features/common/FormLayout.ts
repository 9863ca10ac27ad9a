/**
 * The layout pieces the workflow screens (bulk generation, autoblogging)
 * share: a bordered panel, a row of actions, a muted line and a grid of
 * fields, so each exists once.
 */
import styled from 'styled-components';

/** A bordered section of a screen; its h2 is the section's title. */
export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

/** A wrapping row of buttons and links. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/** A small secondary line of text. */
export const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** A grid of form fields, as many 200 px columns as fit. */
export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

/** Fields that stack in one column on screens narrower than 720 px. */
export const StackedFields = styled(Fields)`
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

import type { WorkflowCatalogueEntry } from '@inkpress/shared-core';
import { Badge } from '@inkpress/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The catalogue's workflows as cards, each linking to where it runs (or `hrefOf`). */
export function WorkflowCards({
  entries,
  hrefOf = (w) => w.path,
}: {
  entries: readonly WorkflowCatalogueEntry[];
  hrefOf?: (w: WorkflowCatalogueEntry) => string;
}) {
  return (
    <Grid aria-label="Workflows">
      {entries.map((w) => (
        <Card key={w.slug} data-testid="workflow">
          <Head>
            <WorkflowLink to={hrefOf(w)}>{w.name}</WorkflowLink>
            <Badge tone="success" size="sm">
              Available
            </Badge>
          </Head>
          <p>{w.description}</p>
          <Steps aria-label={`Steps of ${w.name}`}>
            {w.steps.map((s) => (
              <li key={s.key}>{s.label}</li>
            ))}
          </Steps>
          <Meta>{w.cost}</Meta>
        </Card>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  p {
    margin: 0;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.tones.brand.border};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const WorkflowLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    border-radius: inherit;
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.focus}`};
  }
`;

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  li {
    padding: 2px ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background.subtle};
  }
`;

export const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

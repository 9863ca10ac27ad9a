import { bulkLimits, creditCosts } from '@inkpress/shared-core';
import { Badge, PageFrame } from '@inkpress/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { workflows } from './catalogue';

/** /dashboard/workflows: the workflows that exist today, each linking to where it runs. */
export default function WorkflowsScreen() {
  return (
    <PageFrame
      area="Workflows"
      title="Workflows"
      lead="Ready-made AI workflows that run on their own, survive restarts and show their progress."
    >
      <Grid aria-label="Workflows">
        {workflows.map((w) => (
          <Card key={w.slug} data-testid="workflow">
            <Head>
              <WorkflowLink to={w.path}>{w.name}</WorkflowLink>
              <Badge tone="success" size="sm">
                Available
              </Badge>
            </Head>
            <p>{w.description}</p>
            <Steps aria-label={`Steps of ${w.name}`}>
              {w.steps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </Steps>
            <Meta>{w.cost}</Meta>
          </Card>
        ))}
      </Grid>
      <Meta>
        {`More workflows (autoblogging, video to blog, page booster, the indexer) come as they are built. ` +
          `A bulk run writes up to ${bulkLimits.parallelPerTeam} articles at a time; an article costs from ${creditCosts.articleBase.toLocaleString('en-US')} credits.`}
      </Meta>
    </PageFrame>
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

const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

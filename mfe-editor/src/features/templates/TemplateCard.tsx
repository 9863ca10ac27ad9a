import { articleCost } from '@inkpress/shared-core';
import { Badge, Skeleton } from '@inkpress/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Template } from '../../api/types';

/** The path of a template's flow. */
export function templatePath(id: string): string {
  return `/dashboard/templates/${encodeURIComponent(id)}`;
}

/** One template as a card that starts its flow. */
export function TemplateCard({ template }: { template: Template }) {
  return (
    <Card data-testid="template-card">
      <CardLink to={templatePath(template.id)}>{template.name}</CardLink>
      <p>{template.description}</p>
      <Meta>
        {template.category && <Badge size="sm">{template.category}</Badge>}
        <span>from {articleCost(template.defaults.options).toLocaleString()} credits</span>
      </Meta>
    </Card>
  );
}

/** The cards' skeletons while templates load. */
export function TemplateCardsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Grid aria-busy="true" aria-label="Templates, loading">
      {Array.from({ length: count }, (_, i) => (
        <Card key={`s-${i.toString()}`}>
          <Skeleton width="50%" />
          <Skeleton lines={2} />
        </Card>
      ))}
    </Grid>
  );
}

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export const Card = styled.div<{ $dashed?: boolean }>`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px ${({ $dashed }) => ($dashed ? 'dashed' : 'solid')} ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  transition: border-color ${({ theme }) => theme.motion.duration.fast} ease,
    box-shadow ${({ theme }) => theme.motion.duration.fast} ease;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.tones.brand.solid};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

export const CardLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.focus}`};
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  color: ${({ theme }) => theme.colors.text.muted};
`;

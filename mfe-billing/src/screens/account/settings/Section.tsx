import { Card } from '@inkpress/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The column of cards in a settings tab. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 880px;
  padding-top: ${({ theme }) => theme.space[2]};
`;

export interface SectionProps {
  /** The card's h2 (the page's h1 is "Settings"). */
  title: string;
  /** One or two sentences under the title. */
  description?: ReactNode;
  /** A status or control at the end of the title row. */
  aside?: ReactNode;
  children?: ReactNode;
}

/** One card of a settings tab: a labelled region with an h2 and a short description. */
export function Section({ title, description, aside, children }: SectionProps) {
  return (
    <Card title={title} headingLevel={2} actions={aside}>
      {description && <Description>{description}</Description>}
      {children}
    </Card>
  );
}

const Description = styled.p`
  margin-top: -${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface EmptyStateProps {
  /** A decorative illustration or icon above the title (hidden from assistive technology). */
  icon?: ReactNode;
  /** The headline, e.g. "No documents yet". */
  title: ReactNode;
  /** One or two sentences of explanation. */
  text?: ReactNode;
  /** The way forward, usually a Button. */
  action?: ReactNode;
  /** The icon's colour: `brand` (default) or `danger` for failures. */
  tone?: 'brand' | 'danger';
  /** The title's heading level, to fit the page outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list or page shows when there is nothing in it (or nothing could be loaded). */
export function EmptyState({
  icon,
  title,
  text,
  action,
  tone = 'brand',
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  return (
    <Root className={className}>
      {icon && (
        <IconSlot aria-hidden="true" $tone={tone}>
          {icon}
        </IconSlot>
      )}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {text && <Text>{text}</Text>}
      {action && <Action>{action}</Action>}
    </Root>
  );
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 480px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[6]}`};
  text-align: center;
`;

const IconSlot = styled.div<{ $tone: 'brand' | 'danger' }>`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${({ theme }) => theme.space[2]};
  border-radius: 50%;
  background: ${({ theme, $tone }) => theme.colors.tones[$tone].bg};
  color: ${({ theme, $tone }) => theme.colors.tones[$tone].fg};
  font-size: 28px;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  text-wrap: pretty;
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
`;

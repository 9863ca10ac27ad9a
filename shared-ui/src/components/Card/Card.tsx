import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import type { SpaceKey } from '../../theme/tokens';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

export interface CardProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** A heading at the top; when given, the card is a labelled region (`<section>`). */
  title?: ReactNode;
  /** The title's heading level, to fit the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Controls at the end of the title row (a menu, a link). */
  actions?: ReactNode;
  /** A footer separated by a rule. */
  footer?: ReactNode;
  /** Inner spacing. Default `md`. */
  padding?: CardPadding;
  /** A stronger shadow, for cards that float above the page. */
  elevated?: boolean;
  /** Lifts on hover, for cards whose whole surface leads somewhere. */
  interactive?: boolean;
}

const paddings: Record<CardPadding, SpaceKey> = { none: 0, sm: 3, md: 5, lg: 8 };

/** A surface that groups related content, optionally with a title, actions and a footer. */
export function Card({
  title,
  headingLevel = 3,
  actions,
  footer,
  padding = 'md',
  elevated = false,
  interactive = false,
  children,
  ...rest
}: CardProps) {
  const titleId = useId();
  const labelled = title !== undefined;
  return (
    <Root
      as={labelled ? 'section' : 'div'}
      aria-labelledby={labelled ? titleId : undefined}
      {...rest}
      $padding={paddings[padding]}
      $elevated={elevated}
      $interactive={interactive}
    >
      {(labelled || actions) && (
        <Header>
          {labelled && (
            <Title as={`h${headingLevel}`} id={titleId}>
              {title}
            </Title>
          )}
          {actions && <Actions>{actions}</Actions>}
        </Header>
      )}
      {children}
      {footer && <Footer>{footer}</Footer>}
    </Root>
  );
}

const Root = styled.div<{ $padding: SpaceKey; $elevated: boolean; $interactive: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme, $padding }) => theme.space[$padding]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme, $elevated }) => ($elevated ? theme.shadows.md : theme.shadows.xs)};
  transition:
    box-shadow ${({ theme }) => theme.motion.duration.base} ease,
    transform ${({ theme }) => theme.motion.duration.base} ease;

  ${({ $interactive, theme }) =>
    $interactive &&
    `
    &:hover,
    &:focus-within {
      box-shadow: ${theme.shadows.lg};
      transform: translateY(-2px);
    }
  `}
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: auto;
`;

const Footer = styled.div`
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border.default};
`;

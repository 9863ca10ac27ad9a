import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import type { Tone } from '../../theme/colors';

export type BadgeVariant = 'soft' | 'solid' | 'outline';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** Meaning by colour: neutral, brand, success, warning, danger or info. Default `neutral`. */
  tone?: Tone;
  /** `soft` (tinted, default), `solid` (filled) or `outline`. */
  variant?: BadgeVariant;
  /** `sm` or `md` (default). */
  size?: 'sm' | 'md';
  /** A leading dot (decorative), e.g. for statuses. */
  dot?: boolean;
}

/**
 * A short status or category label ("Draft", "Published", "Pro"). Colour is never the only
 * signal: the text carries the meaning.
 */
export function Badge({
  tone = 'neutral',
  variant = 'soft',
  size = 'md',
  dot = false,
  children,
  ...rest
}: BadgeProps) {
  return (
    <Root {...rest} $tone={tone} $variant={variant} $size={size}>
      {dot && <Dot aria-hidden="true" />}
      {children}
    </Root>
  );
}

const variants = {
  soft: css<{ $tone: Tone }>`
    background: ${({ theme, $tone }) => theme.colors.tones[$tone].bg};
    color: ${({ theme, $tone }) => theme.colors.tones[$tone].fg};
    border-color: transparent;
  `,
  solid: css<{ $tone: Tone }>`
    background: ${({ theme, $tone }) => theme.colors.tones[$tone].solid};
    color: ${({ theme, $tone }) => theme.colors.tones[$tone].onSolid};
    border-color: transparent;
  `,
  outline: css<{ $tone: Tone }>`
    background: transparent;
    color: ${({ theme, $tone }) => theme.colors.tones[$tone].fg};
    border-color: ${({ theme, $tone }) => theme.colors.tones[$tone].border};
  `,
};

const Root = styled.span<{ $tone: Tone; $variant: BadgeVariant; $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ $size }) => ($size === 'sm' ? '0 6px' : '2px 10px')};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.typography.fontSize.xs : theme.typography.fontSize.sm)};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  line-height: 1.5;
  white-space: nowrap;
  ${({ $variant }) => variants[$variant]}
`;

const Dot = styled.span`
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: currentColor;
`;

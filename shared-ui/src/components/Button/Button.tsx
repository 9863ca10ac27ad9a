import type { ComponentPropsWithRef, ElementType, MouseEvent, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusVisibleRing } from '../../theme/mixins';
import { SpinnerIcon } from '../Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonOwnProps<C extends ElementType> {
  /**
   * The element or component to render: `as="a"` with `href`, or `as={RouterLink}` with `to`.
   * Default `button` (with `type="button"`, so it never submits a form by accident).
   */
  as?: C;
  /** Visual emphasis. Default `primary`. */
  variant?: ButtonVariant;
  /** Height and padding. Default `md`. */
  size?: ButtonSize;
  /**
   * Shows a spinner and sets `aria-busy`. The button stays focusable (`aria-disabled`) so keyboard
   * focus is not lost mid-action, but clicks are ignored.
   */
  loading?: boolean;
  /** Disables the button (native `disabled`; `aria-disabled` when rendered as another element). */
  disabled?: boolean;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  /** An icon before the label (decorative). */
  iconStart?: ReactNode;
  /** An icon after the label (decorative). */
  iconEnd?: ReactNode;
  /** Called on activation; not called while disabled or loading. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** The label. */
  children?: ReactNode;
}

export type ButtonProps<C extends ElementType = 'button'> = ButtonOwnProps<C> &
  Omit<ComponentPropsWithRef<C>, keyof ButtonOwnProps<C>>;

/** The action button: four variants, three sizes, a loading state, and link rendering via `as`. */
export function Button<C extends ElementType = 'button'>(props: ButtonProps<C>) {
  const {
    as,
    variant = 'primary',
    size = 'md',
    loading = false,
    disabled = false,
    fullWidth = false,
    iconStart,
    iconEnd,
    onClick,
    children,
    ...rest
  } = props;
  const nativeButton = as === undefined || as === 'button';
  const nativelyDisabled = nativeButton && disabled;
  const inactive = disabled || loading;

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <Root
      as={as}
      {...(nativeButton ? { type: 'button' as const } : {})}
      {...(rest as ComponentPropsWithRef<'button'>)}
      disabled={nativelyDisabled || undefined}
      aria-disabled={inactive && !nativelyDisabled ? true : undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
    >
      {loading && <Busy size="inherit" />}
      <Content $hidden={loading}>
        {iconStart && <IconSlot>{iconStart}</IconSlot>}
        {children}
        {iconEnd && <IconSlot>{iconEnd}</IconSlot>}
      </Content>
    </Root>
  );
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.tones.brand.solid};
    color: ${({ theme }) => theme.colors.tones.brand.onSolid};
    box-shadow: ${({ theme }) => theme.shadows.xs};

    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.tones.brand.solidHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.background.surface};
    color: ${({ theme }) => theme.colors.text.primary};
    border-color: ${({ theme }) => theme.colors.border.strong};
    box-shadow: ${({ theme }) => theme.shadows.xs};

    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.background.subtle};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text.primary};

    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.background.subtle};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.tones.danger.solid};
    color: ${({ theme }) => theme.colors.tones.danger.onSolid};
    box-shadow: ${({ theme }) => theme.shadows.xs};

    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.tones.danger.solidHover};
    }
  `,
} satisfies Record<ButtonVariant, ReturnType<typeof css>>;

const sizes = {
  sm: css`
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  `,
  md: css`
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  `,
  lg: css`
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  `,
} satisfies Record<ButtonSize, ReturnType<typeof css>>;

const Root = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.motion.duration.fast} ease,
    box-shadow ${({ theme }) => theme.motion.duration.fast} ease;
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
  ${focusVisibleRing}

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
    box-shadow: none;
  }

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 1;
  }
`;

const Content = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  /* Opacity, not visibility: the label stays the button's accessible name while loading. */
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`;

const IconSlot = styled.span`
  display: inline-flex;
  font-size: 1.15em;
`;

const Busy = styled(SpinnerIcon)`
  position: absolute;
  inset: 0;
  margin: auto;
  font-size: 1.15em;
`;

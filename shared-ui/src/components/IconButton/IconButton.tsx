import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type ButtonProps, type ButtonSize } from '../Button';

export interface IconButtonProps
  extends Omit<
    ButtonProps<'button'>,
    'as' | 'children' | 'aria-label' | 'iconStart' | 'iconEnd' | 'fullWidth'
  > {
  /** The accessible name (required: the button has no visible text). */
  label: string;
  /** The icon; it is decorative, the `label` names the button. */
  icon: ReactNode;
}

/** A square button holding only an icon, named by `label`. Variant defaults to `ghost`. */
export function IconButton({ label, icon, variant = 'ghost', size = 'md', ...rest }: IconButtonProps) {
  return (
    <Square {...rest} aria-label={label} variant={variant} size={size} $size={size}>
      {icon}
    </Square>
  );
}

const squareSizes: Record<ButtonSize, string> = { sm: '32px', md: '40px', lg: '48px' };

const Square = styled(Button)<{ $size: ButtonSize }>`
  width: ${({ $size }) => squareSizes[$size]};
  min-height: ${({ $size }) => squareSizes[$size]};
  padding: 0;
  font-size: ${({ $size }) => ($size === 'sm' ? '16px' : '20px')};
`;

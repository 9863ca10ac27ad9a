import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const sizes: Record<SpinnerSize, string> = { sm: '16px', md: '24px', lg: '40px' };

export interface SpinnerIconProps {
  /** Diameter. Default `md`; `inherit` follows the font size. */
  size?: SpinnerSize | 'inherit';
  className?: string;
}

/** The spinning ring alone: decorative (aria-hidden), for use inside a labelled control. */
export function SpinnerIcon({ size = 'md', className }: SpinnerIconProps) {
  return <Ring aria-hidden="true" className={className} $size={size === 'inherit' ? '1em' : sizes[size]} />;
}

export interface SpinnerProps extends SpinnerIconProps {
  /** What is loading, read out by screen readers. Default "Loading". */
  label?: string;
}

/** A loading indicator announced as a status with an accessible label. */
export function Spinner({ label = 'Loading', size, className }: SpinnerProps) {
  return (
    <Root role="status" className={className}>
      <SpinnerIcon size={size} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Root>
  );
}

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.tones.brand.solid};
`;

const Ring = styled.span<{ $size: string }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;

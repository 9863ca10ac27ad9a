import styled, { css, keyframes } from 'styled-components';

export type SkeletonShape = 'text' | 'rect' | 'circle';

export interface SkeletonProps {
  /** `text` (a line of text), `rect` (a block) or `circle` (an avatar). Default `text`. */
  shape?: SkeletonShape;
  /** Width in px or any CSS length. Default 100% (circle: the height). */
  width?: number | string;
  /** Height in px or any CSS length. Default 1em for text, 120px for rect, 40px for circle. */
  height?: number | string;
  /** Several text lines; the last one is shorter, like a paragraph. */
  lines?: number;
  className?: string;
}

const defaultHeights: Record<SkeletonShape, string> = { text: '1em', rect: '120px', circle: '40px' };

const length = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A placeholder shaped like content that is loading. Decorative: it is hidden from assistive
 * technology, so pair it with a status (e.g. `aria-busy` on the region, or a Spinner label).
 */
export function Skeleton({ shape = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const h = length(height) ?? defaultHeights[shape];
  const w = length(width) ?? (shape === 'circle' ? h : '100%');
  if (shape === 'text' && lines > 1) {
    return (
      <Lines aria-hidden="true" className={className} style={{ width: w }}>
        {Array.from({ length: lines }, (_, index) => (
          <Bone
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity
            key={index}
            $shape="text"
            style={{ width: index === lines - 1 ? '60%' : '100%', height: h }}
          />
        ))}
      </Lines>
    );
  }
  return <Bone aria-hidden="true" className={className} $shape={shape} style={{ width: w, height: h }} />;
}

const shimmer = keyframes`
  from {
    background-position: 200% 0;
  }
  to {
    background-position: -200% 0;
  }
`;

const radius = {
  text: css`
    border-radius: ${({ theme }) => theme.radii.sm};
  `,
  rect: css`
    border-radius: ${({ theme }) => theme.radii.md};
  `,
  circle: css`
    border-radius: 50%;
  `,
};

const Bone = styled.span<{ $shape: SkeletonShape }>`
  display: block;
  flex-shrink: 0;
  background: ${({ theme }) =>
    `linear-gradient(90deg, ${theme.colors.background.muted} 25%, ${theme.colors.background.subtle} 50%, ${theme.colors.background.muted} 75%)`};
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  ${({ $shape }) => radius[$shape]}

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

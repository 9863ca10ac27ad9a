import styled, { keyframes } from 'styled-components';
import { usePrefersReducedMotion } from './reducedMotion';

/** SPEC §1: 50 particles. */
export const SNOWFLAKES = 50;

interface Flake {
  left: number;
  size: number;
  duration: number;
  delay: number;
  drift: number;
  opacity: number;
}

/** Spread flakes evenly but irregularly, the same on every render (no randomness). */
function flakes(count: number): Flake[] {
  return Array.from({ length: count }, (_, i) => ({
    left: (i * 61.8) % 100,
    size: 3 + ((i * 7) % 4),
    duration: 6 + ((i * 13) % 7),
    delay: -((i * 17) % 11),
    drift: ((i * 29) % 21) - 10,
    opacity: 0.5 + ((i * 11) % 5) / 10,
  }));
}

/**
 * The snowfall that comes with the seasonal promotion: decorative flakes
 * falling across the surface it sits in, none for visitors who prefer
 * reduced motion.
 */
export function Snowfall({ count = SNOWFLAKES, color = '#ffffff' }: { count?: number; color?: string }) {
  const reduced = usePrefersReducedMotion();
  if (reduced) return null;
  return (
    <Sky aria-hidden="true" data-part="snowfall" style={{ color }}>
      {flakes(count).map((flake, i) => (
        <FlakeDot
          key={i}
          style={{
            left: `${flake.left}%`,
            width: flake.size,
            height: flake.size,
            opacity: flake.opacity,
            animationDuration: `${flake.duration}s`,
            animationDelay: `${flake.delay}s`,
            ['--drift' as string]: `${flake.drift}px`,
          }}
        />
      ))}
    </Sky>
  );
}

const fall = keyframes`
  from {
    top: -8px;
    transform: translateX(0);
  }
  to {
    top: 100%;
    transform: translateX(var(--drift, 0px));
  }
`;

const Sky = styled.span`
  position: absolute;
  inset: 0;
  overflow: hidden;
  pointer-events: none;

  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

const FlakeDot = styled.span`
  position: absolute;
  top: -8px;
  border-radius: 50%;
  background: currentColor;
  box-shadow: 0 0 4px currentColor;
  animation-name: ${fall};
  animation-timing-function: linear;
  animation-iteration-count: infinite;
`;

import { css } from 'styled-components';

/** The visible keyboard focus ring, shown for keyboard focus only (`:focus-visible`). */
export const focusVisibleRing = css`
  &:focus-visible {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.focus}`};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0, 0, 0, 0) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

/** Turns motion off for people who ask for reduced motion. */
export const reducedMotion = css`
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    transition: none;
  }
`;

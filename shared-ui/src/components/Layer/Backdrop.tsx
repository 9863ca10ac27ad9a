import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;

/**
 * The dimmed page behind a modal or drawer. It is decorative (`aria-hidden`); give it `onClick`
 * to close on a click outside the panel. `data-part="backdrop"` lets tests and e2e find it.
 */
export const Backdrop = styled.div.attrs({ 'aria-hidden': true, 'data-part': 'backdrop' })`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.background.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.duration.base} ease;
`;

import { css } from 'styled-components';

/** The look shared by text inputs, textareas and selects, with invalid and disabled states. */
export const controlStyles = css`
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border.control};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  line-height: ${({ theme }) => theme.typography.lineHeight.snug};
  transition:
    border-color ${({ theme }) => theme.motion.duration.fast} ease,
    box-shadow ${({ theme }) => theme.motion.duration.fast} ease;

  &::placeholder {
    color: ${({ theme }) => theme.colors.text.muted};
  }

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.text.secondary};
  }

  &:focus-visible,
  &:focus {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.focus}`};
    outline-offset: 0;
    border-color: ${({ theme }) => theme.colors.focus};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.tones.danger.solid};
  }

  &[aria-invalid='true']:focus {
    outline-color: ${({ theme }) => theme.colors.tones.danger.solid};
  }

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.background.subtle};
    color: ${({ theme }) => theme.colors.text.muted};
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    /* 16px stops iOS Safari from zooming into the field. */
    font-size: 16px;
  }
`;

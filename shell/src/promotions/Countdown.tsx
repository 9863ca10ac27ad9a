import styled, { css } from 'styled-components';
import { countdownParts, describeCountdown, isUrgent, type Remaining } from './countdown';

interface Props {
  /** Time left; the parent hides the countdown once it has ended. */
  remaining: Remaining;
  /** `light` on the brand gradient, `dark` on a light surface. */
  tone: 'light' | 'dark';
}

/**
 * Days, hours, minutes and seconds left (SPEC §9), red when days <= 3 or
 * under 6 hours, 30 minutes or 30 seconds remain. A timer for assistive
 * technology, which reads its label rather than every tick.
 */
export function Countdown({ remaining, tone }: Props) {
  const urgent = isUrgent(remaining);
  return (
    <Timer
      role="timer"
      aria-label={`Ends in ${describeCountdown(remaining)}`}
      data-urgent={urgent}
      data-part="countdown"
    >
      <Lead aria-hidden="true">Ends in</Lead>
      {countdownParts(remaining).map((part) => (
        <Part key={part.unit} aria-hidden="true" $urgent={urgent} $tone={tone}>
          {part.value}
          <small>{part.unit}</small>
        </Part>
      ))}
    </Timer>
  );
}

const Timer = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Lead = styled.span`
  margin-right: 2px;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  opacity: 0.9;
`;

const Part = styled.span<{ $urgent: boolean; $tone: 'light' | 'dark' }>`
  display: inline-flex;
  align-items: baseline;
  gap: 1px;
  min-width: 2.6em;
  justify-content: center;
  padding: 2px 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  transition: background-color ${({ theme }) => theme.motion.duration.base} ease;
  ${({ $tone, theme }) =>
    $tone === 'light'
      ? css`
          background: rgba(255, 255, 255, 0.18);
          color: ${theme.colors.text.inverse};
        `
      : css`
          background: ${theme.colors.background.surface};
          color: ${theme.colors.tones.brand.fg};
          border: 1px solid ${theme.colors.tones.brand.border};
        `}
  ${({ $urgent, theme }) =>
    $urgent &&
    css`
      background: ${theme.colors.tones.danger.solid};
      color: ${theme.colors.tones.danger.onSolid};
      border-color: ${theme.colors.tones.danger.solid};
    `}
  small {
    font-size: 0.75em;
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
    opacity: 0.85;
  }
`;

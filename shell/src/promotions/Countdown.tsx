import { useEffect, useRef } from 'react';
import styled, { css } from 'styled-components';
import { countdownParts, describeCountdown, hasEnded, isUrgent, remainingUntil } from './countdown';

interface Props {
  /** When the promotion ends. */
  end: Date | string | number;
  /** `light` on the brand gradient, `dark` on a light surface. */
  tone: 'light' | 'dark';
  /** Called once, when it reaches zero (the parent hides the promotion). */
  onEnd: () => void;
}

/**
 * Days, hours, minutes and seconds left (SPEC §9), red when days <= 3 or
 * under 6 hours, 30 minutes or 30 seconds remain. A timer for assistive
 * technology, which reads its label rather than every tick.
 *
 * Each second's tick writes the new figures into the page itself, not
 * through React: an update every second kept interrupting React's
 * lower-priority work (a lazily loaded popup's first render, which can
 * then never finish on a slow, busy device). React renders it again only
 * when the promotion ends.
 */
export function Countdown({ end, tone, onEnd }: Props) {
  const timer = useRef<HTMLSpanElement>(null);
  const initial = remainingUntil(end, Date.now());
  const ended = useRef(onEnd);
  ended.current = onEnd;

  useEffect(() => {
    const tick = () => {
      const remaining = remainingUntil(end, Date.now());
      if (hasEnded(remaining)) {
        clearInterval(id);
        ended.current();
        return;
      }
      const node = timer.current;
      if (!node) return;
      node.setAttribute('aria-label', `Ends in ${describeCountdown(remaining)}`);
      node.setAttribute('data-urgent', String(isUrgent(remaining)));
      const values = node.querySelectorAll<HTMLElement>('[data-value]');
      countdownParts(remaining).forEach((part, i) => {
        const value = values[i];
        if (value && value.textContent !== part.value) value.textContent = part.value;
      });
    };
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [end]);

  return (
    <Timer
      ref={timer}
      role="timer"
      aria-label={`Ends in ${describeCountdown(initial)}`}
      data-urgent={isUrgent(initial)}
      data-part="countdown"
    >
      <Lead aria-hidden="true">Ends in</Lead>
      {countdownParts(initial).map((part) => (
        <Part key={part.unit} aria-hidden="true" $tone={tone}>
          <span data-value="">{part.value}</span>
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

const Part = styled.span<{ $tone: 'light' | 'dark' }>`
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
  [data-urgent='true'] > & {
    background: ${({ theme }) => theme.colors.tones.danger.solid};
    color: ${({ theme }) => theme.colors.tones.danger.onSolid};
    border-color: ${({ theme }) => theme.colors.tones.danger.solid};
  }
  small {
    font-size: 0.75em;
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
    opacity: 0.85;
  }
`;

import { useId } from 'react';
import styled, { keyframes } from 'styled-components';
import type { Tone } from '../../theme/colors';

export interface ProgressBarProps {
  /** The visible label; it names the progress bar. */
  label: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** The current value; omit it for an indeterminate bar (work of unknown length). */
  value?: number;
  /** Default 0. */
  min?: number;
  /** Default 100. */
  max?: number;
  /** Human wording of the value, e.g. "1,200 of 20,000 words"; read instead of the percentage. */
  valueText?: string;
  /** Shows the value (or `valueText`) beside the label. */
  showValue?: boolean;
  /** Bar colour. Default `brand`. */
  tone?: Extract<Tone, 'brand' | 'success' | 'warning' | 'danger'>;
  className?: string;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A `role="progressbar"` with `aria-valuenow/min/max`, labelled; indeterminate without a value. */
export function ProgressBar({
  label,
  hideLabel = false,
  value,
  min = 0,
  max = 100,
  valueText,
  showValue = false,
  tone = 'brand',
  className,
}: ProgressBarProps) {
  const labelId = useId();
  const now = value === undefined ? undefined : clamp(value, min, max);
  const percent = now === undefined || max === min ? 0 : ((now - min) / (max - min)) * 100;
  const shownValue = valueText ?? `${Math.round(percent)}%`;
  return (
    <Root className={className}>
      {(!hideLabel || showValue) && (
        <Header>
          {!hideLabel && <Label id={labelId}>{label}</Label>}
          {showValue && now !== undefined && <Value aria-hidden="true">{shownValue}</Value>}
        </Header>
      )}
      <Track
        role="progressbar"
        aria-labelledby={hideLabel ? undefined : labelId}
        aria-label={hideLabel ? label : undefined}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={now}
        aria-valuetext={now === undefined ? undefined : valueText}
        aria-busy={now === undefined || undefined}
      >
        {now === undefined ? (
          <Indeterminate $tone={tone} />
        ) : (
          <Fill $tone={tone} style={{ width: `${percent}%` }} />
        )}
      </Track>
    </Root>
  );
}

const slide = keyframes`
  from {
    transform: translateX(-100%);
  }
  to {
    transform: translateX(250%);
  }
`;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
`;

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Label = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Value = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-variant-numeric: tabular-nums;
`;

const Track = styled.div`
  position: relative;
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background.muted};
`;

const Fill = styled.div<{ $tone: NonNullable<ProgressBarProps['tone']> }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $tone }) => theme.colors.tones[$tone].solid};
  transition: width ${({ theme }) => `${theme.motion.duration.slow} ${theme.motion.easing.standard}`};
`;

const Indeterminate = styled.div<{ $tone: NonNullable<ProgressBarProps['tone']> }>`
  width: 40%;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $tone }) => theme.colors.tones[$tone].solid};
  animation: ${slide} 1.2s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    width: 100%;
    opacity: 0.5;
    animation: none;
  }
`;

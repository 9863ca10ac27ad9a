import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AlertCircleIcon } from '../../icons';
import { VisuallyHidden } from '../VisuallyHidden';
import type { FieldIds } from './useFieldIds';

export interface FieldProps {
  /** Ids from `useFieldIds`, shared with the control. */
  ids: FieldIds;
  /** The visible label. */
  label: ReactNode;
  /** Keeps the label for screen readers only (e.g. a search box with a visible icon). */
  hideLabel?: boolean;
  /** Help text under the control. */
  hint?: ReactNode;
  /** An error message; shown in place of nothing, read before the hint. */
  error?: ReactNode;
  /** Adds a visual required marker (the control's own `required` tells assistive technology). */
  required?: boolean;
  /** A counter shown at the end of the hint row, e.g. from `CharacterCount`. */
  counter?: ReactNode;
  /** The control. */
  children: ReactNode;
  className?: string;
}

/** Lays out a control with its label, hint, error and counter, each carrying the id the control refers to. */
export function Field({
  ids,
  label,
  hideLabel,
  hint,
  error,
  required,
  counter,
  children,
  className,
}: FieldProps) {
  const labelContent = (
    <>
      {label}
      {required && <Required aria-hidden="true"> *</Required>}
    </>
  );
  return (
    <Root className={className}>
      {hideLabel ? (
        <VisuallyHidden as="label" id={ids.labelId} htmlFor={ids.controlId}>
          {labelContent}
        </VisuallyHidden>
      ) : (
        <Label id={ids.labelId} htmlFor={ids.controlId}>
          {labelContent}
        </Label>
      )}
      {children}
      {(hint || error || counter) && (
        <Footer>
          <Messages>
            {error && (
              <ErrorText id={ids.errorId}>
                <AlertCircleIcon />
                {error}
              </ErrorText>
            )}
            {hint && <Hint id={ids.hintId}>{hint}</Hint>}
          </Messages>
          {counter && <CounterSlot id={ids.counterId}>{counter}</CounterSlot>}
        </Footer>
      )}
    </Root>
  );
}

export interface CharacterCountProps {
  /** Characters typed. */
  count: number;
  /** The limit, if any. */
  max?: number;
}

/** "12/100" on screen, "12 of 100 characters" for screen readers. */
export function CharacterCount({ count, max }: CharacterCountProps) {
  return (
    <Count $full={max !== undefined && count >= max}>
      <span aria-hidden="true">{max === undefined ? count : `${count}/${max}`}</span>
      <VisuallyHidden>
        {max === undefined ? `${count} characters` : `${count} of ${max} characters`}
      </VisuallyHidden>
    </Count>
  );
}

/** The space between a field's label and its control. */
const LABEL_GAP = '6px';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${LABEL_GAP};
  min-width: 0;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.tones.danger.fg};
`;

const Footer = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.snug};
`;

const Messages = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.text.muted};
`;

const ErrorText = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.tones.danger.fg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};

  svg {
    flex-shrink: 0;
  }
`;

const CounterSlot = styled.div`
  margin-left: auto;
`;

const Count = styled.span<{ $full: boolean }>`
  color: ${({ theme, $full }) => ($full ? theme.colors.tones.warning.fg : theme.colors.text.muted)};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/**
 * A field and its button on one row from the `sm` breakpoint up (stacked
 * below it), the button lined up with the control rather than the label:
 * its offset is the label's line plus the label gap, from the theme.
 */
export const InlineFormRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.up('sm')} {
    flex-direction: row;
    align-items: flex-start;

    > :first-child {
      flex: 1;
    }

    > button {
      margin-top: calc(
        ${({ theme }) => theme.typography.fontSize.sm} * ${({ theme }) => theme.typography.lineHeight.normal} +
          ${LABEL_GAP}
      );
    }
  }
`;

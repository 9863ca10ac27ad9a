import { type ComponentPropsWithRef, type ReactNode, type Ref, useCallback, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { CheckIcon, MinusIcon } from '../../icons';
import { focusVisibleRing } from '../../theme/mixins';
import { useFieldIds } from '../Field';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** The label beside the box (clicking it toggles the box). */
  label: ReactNode;
  /** Extra text under the label, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** An error message: sets `aria-invalid` and is linked with `aria-describedby`. */
  error?: ReactNode;
  /** Shows the mixed state (some of a group selected); exposed as `aria-checked="mixed"`. */
  indeterminate?: boolean;
}

/** A native checkbox, restyled: Space toggles, the label toggles, indeterminate is supported. */
export function Checkbox({
  label,
  hint,
  error,
  indeterminate = false,
  className,
  id,
  ref,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds({
    id,
    hasHint: Boolean(hint),
    hasError: Boolean(error),
    describedBy: rest['aria-describedby'],
  });
  const inner = useRef<HTMLInputElement | null>(null);
  const setRef = useMergedRef(inner, ref);

  useEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);

  return (
    <Root className={className}>
      <Box>
        <Native
          {...rest}
          ref={setRef}
          type="checkbox"
          id={ids.controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        {indeterminate ? <Mark as={MinusIcon} /> : <Mark as={CheckIcon} />}
      </Box>
      <Text>
        <Label htmlFor={ids.controlId}>{label}</Label>
        {hint && <Hint id={ids.hintId}>{hint}</Hint>}
        {error && <ErrorText id={ids.errorId}>{error}</ErrorText>}
      </Text>
    </Root>
  );
}

/** Keeps an inner ref and forwards the node to the caller's ref too. */
function useMergedRef<T>(inner: { current: T | null }, outer: Ref<T> | undefined) {
  return useCallback(
    (node: T | null) => {
      inner.current = node;
      if (typeof outer === 'function') outer(node);
      else if (outer) outer.current = node;
    },
    [inner, outer],
  );
}

const Root = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
`;

const Box = styled.span`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  width: 20px;
  height: 20px;
  margin-top: 2px;
`;

const Mark = styled.svg`
  position: absolute;
  inset: 2px;
  width: 16px;
  height: 16px;
  color: ${({ theme }) => theme.colors.tones.brand.onSolid};
  stroke-width: 3;
  pointer-events: none;
  opacity: 0;
`;

const Native = styled.input`
  appearance: none;
  width: 20px;
  height: 20px;
  margin: 0;
  border: 1.5px solid ${({ theme }) => theme.colors.border.control};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background.surface};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.duration.fast} ease;

  &:checked,
  &:indeterminate {
    border-color: ${({ theme }) => theme.colors.tones.brand.solid};
    background: ${({ theme }) => theme.colors.tones.brand.solid};
  }

  &:checked + ${Mark}, &:indeterminate + ${Mark} {
    opacity: 1;
  }

  ${focusVisibleRing}

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.tones.danger.solid};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  color: ${({ theme }) => theme.colors.text.primary};
  line-height: ${({ theme }) => theme.typography.lineHeight.snug};
  cursor: pointer;
`;

const Hint = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.muted};
`;

const ErrorText = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.tones.danger.fg};
`;

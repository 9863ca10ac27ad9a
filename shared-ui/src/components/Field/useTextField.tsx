import type { ChangeEvent, ReactNode } from 'react';
import { CharacterCount, type FieldProps } from './Field';
import { useCharacterCount } from './useCharacterCount';
import { useFieldIds } from './useFieldIds';

/** The field props a text control (Input, Textarea) adds to its native ones. */
export interface TextFieldOwnProps {
  /** The visible label (required: every field is labelled). */
  label: ReactNode;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Help text, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** An error message: sets `aria-invalid` and is linked with `aria-describedby`. */
  error?: ReactNode;
  /** Shows a character counter ("12/100" with `maxLength`). */
  showCount?: boolean;
}

interface NativeTextProps<E> {
  id?: string;
  value?: string | number | readonly string[];
  defaultValue?: string | number | readonly string[];
  onChange?: (event: ChangeEvent<E>) => void;
  maxLength?: number;
  required?: boolean;
  'aria-describedby'?: string;
}

/** Wires a text control to its Field: ids, ARIA, the counter and the counting change handler. */
export function useTextField<E extends HTMLInputElement | HTMLTextAreaElement>(
  props: TextFieldOwnProps & NativeTextProps<E>,
) {
  const {
    label,
    hideLabel,
    hint,
    error,
    showCount = false,
    id,
    value,
    defaultValue,
    onChange,
    maxLength,
  } = props;
  const ids = useFieldIds({
    id,
    hasHint: Boolean(hint),
    hasError: Boolean(error),
    hasCounter: showCount,
    describedBy: props['aria-describedby'],
  });
  const [count, handleChange] = useCharacterCount<E>(value, defaultValue, onChange);

  const field: Omit<FieldProps, 'children'> = {
    ids,
    label,
    hideLabel,
    hint,
    error,
    required: props.required,
    counter: showCount ? <CharacterCount count={count} max={maxLength} /> : undefined,
  };
  const control = {
    id: ids.controlId,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': ids.describedBy,
    onChange: handleChange,
  };
  return { field, control };
}

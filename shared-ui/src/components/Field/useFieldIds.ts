import { useId } from 'react';

export interface FieldIdsOptions {
  /** An id for the control; generated when absent. */
  id?: string;
  /** The field shows a hint. */
  hasHint: boolean;
  /** The field shows an error. */
  hasError: boolean;
  /** The field shows a character counter. */
  hasCounter?: boolean;
  /** Extra ids the caller already passed as `aria-describedby`. */
  describedBy?: string;
}

export interface FieldIds {
  controlId: string;
  labelId: string;
  hintId: string;
  errorId: string;
  counterId: string;
  /** The control's `aria-describedby`: error first (read first), then hint, counter and the caller's ids. */
  describedBy: string | undefined;
}

/** The ids that wire a control to its label, hint, error and counter. */
export function useFieldIds({
  id,
  hasHint,
  hasError,
  hasCounter = false,
  describedBy,
}: FieldIdsOptions): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const ids = {
    controlId,
    labelId: `${controlId}-label`,
    hintId: `${controlId}-hint`,
    errorId: `${controlId}-error`,
    counterId: `${controlId}-counter`,
  };
  const describers = [
    hasError && ids.errorId,
    hasHint && ids.hintId,
    hasCounter && ids.counterId,
    describedBy,
  ].filter(Boolean);
  return { ...ids, describedBy: describers.length ? describers.join(' ') : undefined };
}

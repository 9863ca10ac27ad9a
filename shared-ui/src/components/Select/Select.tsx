import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../../icons';
import { controlStyles, Field, useFieldIds } from '../Field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'multiple'> {
  /** The visible label (required: every field is labelled). */
  label: ReactNode;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Help text, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** An error message: sets `aria-invalid` and is linked with `aria-describedby`. */
  error?: ReactNode;
  /** The options; `children` (`<option>`, `<optgroup>`) may be used instead. */
  options?: readonly SelectOption[];
  /** A first, empty option ("Choose a language…"); it cannot be re-selected once a value is chosen. */
  placeholder?: string;
}

/** A styled native select: full keyboard and screen-reader support for free, with label, hint and error. */
export function Select({
  label,
  hideLabel,
  hint,
  error,
  options,
  placeholder,
  children,
  className,
  id,
  ...rest
}: SelectProps) {
  const ids = useFieldIds({
    id,
    hasHint: Boolean(hint),
    hasError: Boolean(error),
    describedBy: rest['aria-describedby'],
  });
  const placeholderDefault =
    placeholder !== undefined && rest.value === undefined && rest.defaultValue === undefined;
  return (
    <Field
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      required={rest.required}
      className={className}
    >
      <Wrapper>
        <Control
          {...rest}
          {...(placeholderDefault ? { defaultValue: '' } : {})}
          id={ids.controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </Control>
        <Chevron />
      </Wrapper>
    </Field>
  );
}

const Wrapper = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Control = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space[10]};
  cursor: pointer;
`;

const Chevron = styled(ChevronDownIcon)`
  position: absolute;
  right: ${({ theme }) => theme.space[3]};
  width: 18px;
  height: 18px;
  color: ${({ theme }) => theme.colors.text.secondary};
  pointer-events: none;
`;

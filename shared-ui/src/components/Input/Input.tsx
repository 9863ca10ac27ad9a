import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles, Field, type TextFieldOwnProps, useTextField } from '../Field';

export interface InputProps extends TextFieldOwnProps, Omit<ComponentPropsWithRef<'input'>, 'children'> {}

/** A labelled text input with hint, error (`aria-invalid` + `aria-describedby`) and an optional counter. */
export function Input({ label, hideLabel, hint, error, showCount, className, ...rest }: InputProps) {
  const { field, control } = useTextField<HTMLInputElement>({
    label,
    hideLabel,
    hint,
    error,
    showCount,
    ...rest,
  });
  return (
    <Field {...field} className={className}>
      <Control {...rest} {...control} />
    </Field>
  );
}

const Control = styled.input`
  ${controlStyles}
`;

import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles, Field, type TextFieldOwnProps, useTextField } from '../Field';

export interface TextareaProps
  extends TextFieldOwnProps,
    Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  /** Lets the user drag the height. Default `vertical`. */
  resize?: 'none' | 'vertical' | 'both';
}

/** A labelled multi-line text field with hint, error and an optional counter. */
export function Textarea({
  label,
  hideLabel,
  hint,
  error,
  showCount,
  resize = 'vertical',
  rows = 4,
  className,
  ...rest
}: TextareaProps) {
  const { field, control } = useTextField<HTMLTextAreaElement>({
    label,
    hideLabel,
    hint,
    error,
    showCount,
    ...rest,
  });
  return (
    <Field {...field} className={className}>
      <Control rows={rows} {...rest} {...control} $resize={resize} />
    </Field>
  );
}

const Control = styled.textarea<{ $resize: NonNullable<TextareaProps['resize']> }>`
  ${controlStyles}
  resize: ${({ $resize }) => $resize};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;

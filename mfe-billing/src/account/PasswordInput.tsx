import { passwordRules } from '@inkpress/shared-core';
import {
  CheckIcon,
  controlStyles,
  Field,
  focusVisibleRing,
  type TextFieldOwnProps,
  useTextField,
  VisuallyHidden,
} from '@inkpress/shared-ui';
import { type ComponentPropsWithRef, useId, useState } from 'react';
import styled from 'styled-components';

export interface PasswordInputProps
  extends TextFieldOwnProps,
    Omit<ComponentPropsWithRef<'input'>, 'children' | 'type'> {
  /**
   * Shows the password policy as a checklist that follows the typing; pass the email address
   * typed so far (or '' when unknown) so the "not your email" rule can be checked.
   */
  rulesFor?: string;
}

/**
 * A password field with a Show/Hide toggle and, for new passwords, the policy
 * as a checklist linked to the field (aria-describedby), so the rules are
 * read once and every line says whether it is met.
 */
export function PasswordInput({
  label,
  hideLabel,
  hint,
  error,
  rulesFor,
  className,
  'aria-describedby': describedBy,
  ...rest
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const rulesId = useId();
  const showRules = rulesFor !== undefined;
  const { field, control } = useTextField<HTMLInputElement>({
    label,
    hideLabel,
    hint,
    error,
    ...rest,
    'aria-describedby': [showRules ? rulesId : undefined, describedBy].filter(Boolean).join(' ') || undefined,
  });
  const value = typeof rest.value === 'string' ? rest.value : '';
  const rules = showRules ? passwordRules(value, rulesFor) : [];
  return (
    <div className={className}>
      <Field {...field}>
        <Wrap>
          <Control {...rest} {...control} type={visible ? 'text' : 'password'} />
          <Toggle type="button" aria-controls={control.id} onClick={() => setVisible((v) => !v)}>
            {visible ? 'Hide' : 'Show'}
            <VisuallyHidden> password</VisuallyHidden>
          </Toggle>
        </Wrap>
      </Field>
      {showRules && (
        <Rules id={rulesId} aria-label="Password rules">
          {rules.map((rule) => (
            <Rule key={rule.id} $met={rule.met}>
              <Mark aria-hidden="true" $met={rule.met}>
                {rule.met && <CheckIcon />}
              </Mark>
              {rule.label}
              <VisuallyHidden>{rule.met ? ' (done)' : ' (not yet)'}</VisuallyHidden>
            </Rule>
          ))}
        </Rules>
      )}
    </div>
  );
}

const Wrap = styled.div`
  position: relative;
`;

const Control = styled.input`
  ${controlStyles}
  padding-right: 68px;
`;

const Toggle = styled.button`
  position: absolute;
  top: 4px;
  right: 4px;
  bottom: 4px;
  min-width: 56px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text.link};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  ${focusVisibleRing}

  &:hover {
    background: ${({ theme }) => theme.colors.background.subtle};
  }
`;

const Rules = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[2]};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Rule = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme, $met }) => ($met ? theme.colors.tones.success.fg : theme.colors.text.muted)};
`;

const Mark = styled.span<{ $met: boolean }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  margin-top: 2px;
  border: 1.5px solid ${({ theme, $met }) => ($met ? theme.colors.tones.success.solid : theme.colors.border.strong)};
  border-radius: 50%;
  background: ${({ theme, $met }) => ($met ? theme.colors.tones.success.solid : 'transparent')};
  color: ${({ theme }) => theme.colors.tones.success.onSolid};

  svg {
    width: 11px;
    height: 11px;
    stroke-width: 3;
  }
`;

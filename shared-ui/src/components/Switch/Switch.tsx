import { type ComponentPropsWithRef, type MouseEvent, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { useControllableState } from '../../hooks/useControllableState';
import { focusVisibleRing } from '../../theme/mixins';

export interface SwitchProps
  extends Omit<ComponentPropsWithRef<'button'>, 'onChange' | 'children' | 'role' | 'aria-checked' | 'value'> {
  /** The visible label (names the switch). */
  label: ReactNode;
  /** Extra text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** On or off, when controlled. */
  checked?: boolean;
  /** Starting state when uncontrolled. Default off. */
  defaultChecked?: boolean;
  /** Called with the new state when toggled. */
  onCheckedChange?: (checked: boolean) => void;
  /** Places the label before the switch. Default `end` (switch first). */
  labelPosition?: 'start' | 'end';
}

/** An on/off switch: `role="switch"` with `aria-checked`; click, Space and Enter toggle it. */
export function Switch({
  label,
  description,
  checked,
  defaultChecked = false,
  onCheckedChange,
  labelPosition = 'end',
  disabled,
  onClick,
  className,
  id,
  ...rest
}: SwitchProps) {
  const [on, setOn] = useControllableState({
    value: checked,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
  });
  const generated = useId();
  const controlId = id ?? generated;
  const labelId = `${controlId}-label`;
  const descriptionId = `${controlId}-description`;

  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) setOn(!on);
  };

  return (
    <Root className={className} $reverse={labelPosition === 'start'}>
      <Track
        {...rest}
        type="button"
        role="switch"
        id={controlId}
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled}
        onClick={toggle}
      >
        <Thumb aria-hidden="true" />
      </Track>
      <Text>
        <Label id={labelId} htmlFor={controlId}>
          {label}
        </Label>
        {description && <Description id={descriptionId}>{description}</Description>}
      </Text>
    </Root>
  );
}

const Root = styled.div<{ $reverse: boolean }>`
  display: inline-flex;
  flex-direction: ${({ $reverse }) => ($reverse ? 'row-reverse' : 'row')};
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

const Thumb = styled.span`
  position: absolute;
  top: 2px;
  left: 2px;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: transform ${({ theme }) => `${theme.motion.duration.base} ${theme.motion.easing.standard}`};
`;

const Track = styled.button`
  position: relative;
  flex-shrink: 0;
  width: 44px;
  height: 24px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border.control};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.duration.base} ease;
  ${focusVisibleRing}

  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.tones.brand.solid};
  }

  &[aria-checked='true'] ${Thumb} {
    transform: translateX(20px);
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
  line-height: 24px;
  color: ${({ theme }) => theme.colors.text.primary};
  cursor: pointer;
`;

const Description = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.muted};
`;

import { type ComponentType, useState } from 'react';
import styled from 'styled-components';
import { useTimeout } from '../../hooks/useTimeout';
import {
  AlertCircleIcon,
  CheckCircleIcon,
  CloseIcon,
  type IconProps,
  InfoIcon,
  WarningIcon,
} from '../../icons';
import { focusVisibleRing } from '../../theme/mixins';
import { IconButton } from '../IconButton';
import type { Toast as ToastData, ToastTone } from './toastStore';

export interface ToastProps {
  /** The toast to show. */
  toast: ToastData;
  /** Called when it closes: its timer ran out, the close button, or after its action. */
  onDismiss: (id: string) => void;
}

const icons: Record<ToastTone, ComponentType<IconProps>> = {
  info: InfoIcon,
  success: CheckCircleIcon,
  warning: WarningIcon,
  danger: AlertCircleIcon,
};

/**
 * One notification. It closes itself after its duration; hovering or focusing it pauses the
 * timer (WCAG 2.2.1) and the close button closes it at once.
 */
export function Toast({ toast, onDismiss }: ToastProps) {
  const [paused, setPaused] = useState(false);
  useTimeout(() => onDismiss(toast.id), paused ? null : toast.duration);
  const Icon = icons[toast.tone];

  return (
    <Root
      $tone={toast.tone}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
    >
      <ToneIcon as={Icon} $tone={toast.tone} />
      <Text>
        {toast.title && <Title>{toast.title}</Title>}
        <Message>{toast.message}</Message>
        {toast.action && (
          <Action
            type="button"
            onClick={() => {
              toast.action?.onClick();
              onDismiss(toast.id);
            }}
          >
            {toast.action.label}
          </Action>
        )}
      </Text>
      <IconButton
        label="Dismiss notification"
        icon={<CloseIcon />}
        size="sm"
        onClick={() => onDismiss(toast.id)}
      />
    </Root>
  );
}

const Root = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]} ${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-left: 4px solid ${({ theme, $tone }) => theme.colors.tones[$tone].solid};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: auto;
`;

const ToneIcon = styled.svg<{ $tone: ToastTone }>`
  flex-shrink: 0;
  width: 20px;
  height: 20px;
  margin-top: 6px;
  color: ${({ theme, $tone }) => theme.colors.tones[$tone].fg};
`;

const Text = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  min-width: 0;
  padding-top: 5px;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.snug};
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Message = styled.div`
  color: ${({ theme }) => theme.colors.text.secondary};
  overflow-wrap: anywhere;
`;

const Action = styled.button`
  margin-top: ${({ theme }) => theme.space[1]};
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.text.link};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-decoration: underline;
  text-underline-offset: 0.2em;

  border-radius: ${({ theme }) => theme.radii.sm};
  ${focusVisibleRing}
`;

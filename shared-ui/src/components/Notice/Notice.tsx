import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon, WarningIcon } from '../../icons';

export type NoticeTone = 'danger' | 'success' | 'info' | 'warning';

export interface NoticeProps {
  /** Colour and icon; `danger` is announced at once (role="alert"), the others politely. */
  tone?: NoticeTone;
  /** A bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

const icons = {
  danger: AlertCircleIcon,
  success: CheckCircleIcon,
  info: InfoIcon,
  warning: WarningIcon,
} as const;

/**
 * A message inside a screen, form or card: an error for the whole form, a
 * success, a hint. The one alert box of every remote.
 */
export function Notice({ tone = 'info', title, children, className }: NoticeProps) {
  const Icon = icons[tone];
  return (
    <Root role={tone === 'danger' ? 'alert' : 'status'} $tone={tone} className={className}>
      <Icon />
      <div>
        {title && <Title>{title}</Title>}
        {children}
      </div>
    </Root>
  );
}

const Root = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme, $tone }) => theme.colors.tones[$tone].border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors.tones[$tone].bg};
  color: ${({ theme, $tone }) => theme.colors.tones[$tone].fg};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.snug};

  > svg {
    flex-shrink: 0;
    width: 18px;
    height: 18px;
    margin-top: 1px;
  }

  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

const Title = styled.p`
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

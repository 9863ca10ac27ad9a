import { cloneElement, type ReactElement, type ReactNode, useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { useEscape } from '../../hooks/useEscape';
import { useTimeout } from '../../hooks/useTimeout';

export type TooltipPlacement = 'top' | 'bottom' | 'left' | 'right';

interface TriggerProps {
  'aria-describedby'?: string;
}

export interface TooltipProps {
  /** The tip: short, plain text that describes the trigger (not interactive content). */
  content: ReactNode;
  /** One focusable element (a Button, an IconButton, a link); it gets `aria-describedby`. */
  children: ReactElement<TriggerProps>;
  /** Side of the trigger. Default `top`. */
  placement?: TooltipPlacement;
  /** Milliseconds of hover before showing. Keyboard focus shows it at once. Default 300. */
  openDelay?: number;
}

/**
 * A tooltip per the WAI-ARIA pattern: `role="tooltip"` linked to its trigger with
 * `aria-describedby`, shown on hover (after a delay) and on focus, hidden on leave, blur and
 * Escape. Hovering the tip itself keeps it open (WCAG 1.4.13).
 */
export function Tooltip({ content, children, placement = 'top', openDelay = 300 }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [hoverPending, setHoverPending] = useState(false);

  useTimeout(
    () => {
      setHoverPending(false);
      setOpen(true);
    },
    hoverPending ? openDelay : null,
  );
  useEscape(() => setOpen(false), open);

  const hide = () => {
    setHoverPending(false);
    setOpen(false);
  };
  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');

  return (
    <Anchor
      onMouseEnter={() => setHoverPending(true)}
      onMouseLeave={hide}
      onFocus={() => setOpen(true)}
      onBlur={hide}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <Tip role="tooltip" id={id} hidden={!open} $placement={placement}>
        {content}
      </Tip>
    </Anchor>
  );
}

const placements = {
  top: css`
    bottom: calc(100% + 8px);
    left: 50%;
    transform: translateX(-50%);
  `,
  bottom: css`
    top: calc(100% + 8px);
    left: 50%;
    transform: translateX(-50%);
  `,
  left: css`
    right: calc(100% + 8px);
    top: 50%;
    transform: translateY(-50%);
  `,
  right: css`
    left: calc(100% + 8px);
    top: 50%;
    transform: translateY(-50%);
  `,
} satisfies Record<TooltipPlacement, ReturnType<typeof css>>;

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Tip = styled.span<{ $placement: TooltipPlacement }>`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  width: max-content;
  max-width: 260px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.inverse};
  color: ${({ theme }) => theme.colors.text.inverse};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  line-height: ${({ theme }) => theme.typography.lineHeight.snug};
  text-align: center;
  ${({ $placement }) => placements[$placement]}

  &[hidden] {
    display: none;
  }
`;

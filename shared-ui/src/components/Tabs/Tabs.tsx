import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styled from 'styled-components';
import { useControllableState } from '../../hooks/useControllableState';
import { focusVisibleRing } from '../../theme/mixins';
import { getRovingIndex } from '../../utils/rovingIndex';

export interface TabItem {
  /** Stable id, used as the tab's value. */
  id: string;
  /** The tab's label. */
  label: ReactNode;
  /** The panel shown while this tab is selected. */
  content: ReactNode;
  /** Skipped by the arrow keys and not selectable. */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** The selected tab id, when controlled (e.g. from the `tab` query parameter). */
  value?: string;
  /** The tab selected first when uncontrolled. Default: the first enabled tab. */
  defaultValue?: string;
  /** Called with the id of the newly selected tab. */
  onValueChange?: (id: string) => void;
  /** The tab list's accessible name (e.g. "Settings sections"). */
  label: string;
  /**
   * `automatic` (default) selects a tab as the arrow keys reach it; `manual` only moves focus
   * and selects on Enter or Space (better when panels are slow to render).
   */
  activation?: 'automatic' | 'manual';
  /** Keeps hidden panels rendered (preserving their state). Default false. */
  keepMounted?: boolean;
  className?: string;
}

/** Tabs per the WAI-ARIA pattern: tablist/tab/tabpanel, roving focus, arrows, Home and End. */
export function Tabs({
  items,
  value,
  defaultValue,
  onValueChange,
  label,
  activation = 'automatic',
  keepMounted = false,
  className,
}: TabsProps) {
  const firstEnabled = items.find((item) => !item.disabled)?.id ?? '';
  const [selected, select] = useControllableState({
    value,
    defaultValue: defaultValue ?? firstEnabled,
    onChange: onValueChange,
  });
  const baseId = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.current.indexOf(document.activeElement as HTMLButtonElement | null);
    const next = getRovingIndex(event.key, current, items, 'horizontal');
    const item = next === null ? undefined : items[next];
    if (next === null || !item) return;
    event.preventDefault();
    tabs.current[next]?.focus();
    if (activation === 'automatic') select(item.id);
  };

  return (
    <Root className={className}>
      <List role="tablist" aria-label={label} aria-orientation="horizontal" onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <Tab
              key={item.id}
              ref={(node) => {
                tabs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={panelId(index)}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.id)}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
      {items.map((item, index) => {
        const isSelected = item.id === selected;
        return (
          <Panel
            key={item.id}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            tabIndex={0}
            hidden={!isSelected}
          >
            {(isSelected || keepMounted) && item.content}
          </Panel>
        );
      })}
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};
  scrollbar-width: none;
`;

const Tab = styled.button`
  position: relative;
  flex-shrink: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  margin-bottom: -1px;
  border: none;
  border-bottom: 2px solid transparent;
  border-radius: ${({ theme }) => `${theme.radii.sm} ${theme.radii.sm} 0 0`};
  background: transparent;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  white-space: nowrap;
  transition: color ${({ theme }) => theme.motion.duration.fast} ease;
  ${focusVisibleRing}

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text.primary};
  }

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.tones.brand.fg};
    border-bottom-color: ${({ theme }) => theme.colors.tones.brand.solid};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }

  &:focus-visible {
    outline-offset: -2px;
  }
`;

const Panel = styled.div`
  ${focusVisibleRing}
  border-radius: ${({ theme }) => theme.radii.sm};

  &[hidden] {
    display: none;
  }
`;

import { Icon, Tooltip } from '@inkpress/shared-ui';
import type { EditorState } from 'prosemirror-state';
import { Fragment, type KeyboardEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { type EditorController, useEditorState } from './EditorController';
import {
  ariaShortcut,
  shortcutLabel,
  type ToolbarItem,
  type ToolbarItemOptions,
  toolbarGroups,
} from './toolbarItems';

export interface ToolbarProps extends ToolbarItemOptions {
  /** The editor to act on (the same controller given to EditorView). */
  editor: EditorController;
  /** The accessible name of the toolbar. Default "Formatting". */
  label?: string;
  className?: string;
}

/**
 * Drawn icons for the items whose glyph is an emoji: without an emoji font
 * (many Linux desktops, headless browsers) an emoji shows as an empty box.
 */
const drawnGlyphs: Record<string, ReactNode> = {
  link: (
    <Icon size={16}>
      <path d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5" />
      <path d="M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
    </Icon>
  ),
  image: (
    <Icon size={16}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-9 9" />
    </Icon>
  ),
};

interface ItemState {
  item: ToolbarItem;
  enabled: boolean;
  pressed: boolean | undefined;
}

function itemStates(groups: ToolbarItem[][], state: EditorState | null): ItemState[][] {
  return groups.map((group) =>
    group.map((item) => ({
      item,
      // The command's dry run (no dispatch) decides whether the item can be used now.
      enabled: state !== null && item.command(state)(state),
      pressed: item.isActive ? state !== null && item.isActive(state) : undefined,
    })),
  );
}

/**
 * The formatting toolbar: each item is enabled by its command's dry run and
 * toggles show aria-pressed. One tab stop (roving tabindex): arrow keys,
 * Home and End move between items, disabled ones included, as the WAI-ARIA
 * toolbar pattern asks. Pressing an item keeps the editor's selection.
 */
export function Toolbar({
  editor,
  label = 'Formatting',
  requestLink,
  requestImage,
  className,
}: ToolbarProps) {
  const state = useEditorState(editor);
  const groups = useMemo(() => toolbarGroups({ requestLink, requestImage }), [requestLink, requestImage]);
  const rows = itemStates(groups, state);
  const flat = rows.flat();
  const [focusState, setFocusIndex] = useState(0);
  const focusIndex = Math.min(focusState, flat.length - 1);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const press = async ({ item, enabled }: ItemState) => {
    const { view } = editor;
    if (!enabled || !view) return;
    const command = item.action ? await item.action(view.state) : item.command(view.state);
    if (command) editor.run(command);
    else view.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = flat.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: focusIndex >= last ? 0 : focusIndex + 1,
      ArrowLeft: focusIndex <= 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  let index = -1;
  return (
    <Bar role="toolbar" aria-label={label} onKeyDown={onKeyDown} className={className}>
      {rows.map((group, groupIndex) => (
        <Fragment key={group[0]?.item.id ?? groupIndex}>
          {groupIndex > 0 && <Separator role="separator" aria-orientation="vertical" />}
          {group.map((entry) => {
            index += 1;
            const position = index;
            const { item, enabled, pressed } = entry;
            const tip = item.shortcut ? `${item.label} (${shortcutLabel(item.shortcut)})` : item.label;
            return (
              <Tooltip key={item.id} content={tip} placement="bottom">
                <ToolButton
                  ref={(element) => {
                    buttons.current[position] = element;
                  }}
                  type="button"
                  aria-label={item.label}
                  aria-pressed={pressed}
                  aria-disabled={!enabled || undefined}
                  aria-keyshortcuts={item.shortcut ? ariaShortcut(item.shortcut) : undefined}
                  data-item={item.id}
                  tabIndex={position === focusIndex ? 0 : -1}
                  $glyph={item.id}
                  onMouseDown={(event) => event.preventDefault()}
                  onFocus={() => setFocusIndex(position)}
                  onClick={() => {
                    void press(entry);
                  }}
                >
                  <span aria-hidden="true">{drawnGlyphs[item.id] ?? item.glyph}</span>
                </ToolButton>
              </Tooltip>
            );
          })}
        </Fragment>
      ))}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.xs};
`;

const Separator = styled.div`
  align-self: stretch;
  width: 1px;
  margin: ${({ theme }) => `${theme.space[1]} ${theme.space[1]}`};
  background: ${({ theme }) => theme.colors.border.default};
`;

const glyphStyles: Record<string, ReturnType<typeof css>> = {
  bold: css`
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  `,
  italic: css`
    font-style: italic;
    font-family: Georgia, serif;
  `,
  strike: css`
    text-decoration: line-through;
  `,
  code: css`
    font-family: ${({ theme }) => theme.typography.fontFamily.mono};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
  `,
};

const ToolButton = styled.button<{ $glyph: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  height: 32px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  line-height: 1;
  transition: background ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
  ${({ $glyph }) => glyphStyles[$glyph]}

  &:hover:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.background.subtle};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.tones.brand.bg};
    border-color: ${({ theme }) => theme.colors.tones.brand.border};
    color: ${({ theme }) => theme.colors.tones.brand.fg};
  }

  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.text.muted};
    cursor: not-allowed;
    opacity: 0.6;
  }

  &:focus-visible {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.focus}`};
    outline-offset: 1px;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

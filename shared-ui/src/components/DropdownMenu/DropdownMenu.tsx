import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, type To } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useClickOutside } from '../../hooks/useClickOutside';
import { useEscape } from '../../hooks/useEscape';
import { ChevronDownIcon } from '../../icons';
import { getRovingIndex } from '../../utils/rovingIndex';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { NewTabHint, newTabAttributes } from '../Link';

export interface DropdownMenuItem {
  /** Stable id (React key). */
  id: string;
  /** The item's text (also used for type-ahead). */
  label: string;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** An action; the menu closes and focus returns to the button afterwards. */
  onSelect?: () => void;
  /** An in-app location (react-router). */
  to?: To;
  /** An address; with `external`, opened in a new tab with `rel="noopener noreferrer"`. */
  href?: string;
  /** Opens `href` in a new tab. */
  external?: boolean;
  /** Shown but not activatable; skipped by the arrow keys. */
  disabled?: boolean;
  /** `danger` for destructive actions. */
  tone?: 'default' | 'danger';
}

export interface DropdownMenuProps {
  /** The button's content (its accessible name). */
  label: ReactNode;
  /** The menu items, in order. */
  items: readonly DropdownMenuItem[];
  /** Aligns the menu with the button's start or end edge. Default `start`. */
  align?: 'start' | 'end';
  /** The button's variant. Default `ghost`. */
  variant?: ButtonVariant;
  /** The button's size. Default `md`. */
  size?: ButtonSize;
  /** Shows a chevron after the label. Default true. */
  showChevron?: boolean;
  className?: string;
}

type FocusTarget = 'first' | 'last' | null;

/**
 * A menu button per the WAI-ARIA pattern: the button has `aria-haspopup` and `aria-expanded`;
 * the menu has role menu/menuitem, arrow keys, Home/End and type-ahead; Escape closes it and
 * returns focus to the button; Tab and a click outside close it.
 */
export function DropdownMenu({
  label,
  items,
  align = 'start',
  variant = 'ghost',
  size = 'md',
  showChevron = true,
  className,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const baseId = useId();
  const buttonId = `${baseId}-button`;
  const menuId = `${baseId}-menu`;

  const openMenu = (target: FocusTarget) => {
    setFocusTarget(target);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEscape(() => close(true), open);
  useClickOutside([buttonRef, menuRef], () => close(false), open);

  useEffect(() => {
    if (!open || !focusTarget) return;
    const key = focusTarget === 'first' ? 'Home' : 'End';
    const index = getRovingIndex(key, -1, items, 'vertical');
    if (index !== null) itemRefs.current[index]?.focus();
    setFocusTarget(null);
  }, [open, focusTarget, items]);

  const focusItem = (index: number | null) => {
    if (index !== null) itemRefs.current[index]?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = itemRefs.current.indexOf(document.activeElement as HTMLElement | null);
    if (event.key === 'Tab') {
      close(false);
      return;
    }
    const next = getRovingIndex(event.key, current, items, 'vertical');
    if (next !== null) {
      event.preventDefault();
      focusItem(next);
      return;
    }
    if (event.key.length === 1 && /\S/.test(event.key)) {
      focusItem(typeAheadIndex(items, current, event.key));
    }
  };

  const activate = (item: DropdownMenuItem) => {
    if (item.disabled) return;
    item.onSelect?.();
    close(item.to === undefined && item.href === undefined);
  };

  return (
    <Root className={className}>
      <Button
        ref={buttonRef}
        id={buttonId}
        variant={variant}
        size={size}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
        iconEnd={showChevron ? <Chevron $open={open} /> : undefined}
      >
        {label}
      </Button>
      {open && (
        <Menu
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          $align={align}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <li key={item.id} role="none">
              <MenuItemElement
                item={item}
                ref={(node) => {
                  itemRefs.current[index] = node;
                }}
                onActivate={() => activate(item)}
              />
            </li>
          ))}
        </Menu>
      )}
    </Root>
  );
}

/** The next item after `current` whose label starts with `char`, wrapping; null when none. */
function typeAheadIndex(items: readonly DropdownMenuItem[], current: number, char: string): number | null {
  const lower = char.toLowerCase();
  for (let offset = 1; offset <= items.length; offset += 1) {
    const index = (current + offset) % items.length;
    const item = items[index];
    if (item && !item.disabled && item.label.toLowerCase().startsWith(lower)) return index;
  }
  return null;
}

interface MenuItemElementProps {
  item: DropdownMenuItem;
  ref: (node: HTMLElement | null) => void;
  onActivate: () => void;
}

/** One menu item rendered as a router link, an anchor or a button, always with role menuitem. */
function MenuItemElement({ item, ref, onActivate }: MenuItemElementProps) {
  const common = {
    role: 'menuitem',
    tabIndex: -1,
    'aria-disabled': item.disabled || undefined,
    $danger: item.tone === 'danger',
  } as const;
  const content = (
    <>
      {item.icon && <IconSlot aria-hidden="true">{item.icon}</IconSlot>}
      {item.label}
      {item.external && <NewTabHint />}
    </>
  );
  if (item.to !== undefined && !item.disabled) {
    return (
      <ItemLink {...common} ref={ref} to={item.to} onClick={onActivate}>
        {content}
      </ItemLink>
    );
  }
  if (item.href !== undefined && !item.disabled) {
    return (
      <ItemAnchor
        {...common}
        {...(item.external ? newTabAttributes : {})}
        ref={ref}
        href={item.href}
        onClick={onActivate}
      >
        {content}
      </ItemAnchor>
    );
  }
  return (
    <ItemButton {...common} ref={ref} type="button" onClick={onActivate}>
      {content}
    </ItemButton>
  );
}

const Root = styled.div`
  position: relative;
  display: inline-flex;
`;

const Chevron = styled(ChevronDownIcon)<{ $open: boolean }>`
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform ${({ theme }) => theme.motion.duration.fast} ease;
`;

const Menu = styled.ul<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]});
  ${({ $align }) => ($align === 'start' ? 'left: 0;' : 'right: 0;')}
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 220px;
  max-width: min(320px, calc(100vw - 32px));
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const itemStyles = css<{ $danger: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.tones.danger.fg : theme.colors.text.primary)};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover,
  &:focus {
    outline: none;
    background: ${({ theme, $danger }) => ($danger ? theme.colors.tones.danger.bg : theme.colors.background.subtle)};
  }

  &:focus-visible {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.focus}`};
    outline-offset: -2px;
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const ItemButton = styled.button<{ $danger: boolean }>`
  ${itemStyles}
`;

const ItemAnchor = styled.a<{ $danger: boolean }>`
  ${itemStyles}
`;

const ItemLink = styled(RouterLink)<{ $danger: boolean }>`
  ${itemStyles}
`;

const IconSlot = styled.span`
  display: inline-flex;
  font-size: 1.1em;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

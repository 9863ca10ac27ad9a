/** Keys that move the active item in a tab list or a menu. */
export type Orientation = 'horizontal' | 'vertical';

interface Item {
  disabled?: boolean;
}

function step(items: readonly Item[], from: number, direction: 1 | -1): number | null {
  const count = items.length;
  for (let offset = 1; offset <= count; offset += 1) {
    const index = (((from + direction * offset) % count) + count) % count;
    if (!items[index]?.disabled) return index;
  }
  return null;
}

function first(items: readonly Item[]): number | null {
  return step(items, -1, 1);
}

function last(items: readonly Item[]): number | null {
  return step(items, items.length, -1);
}

/**
 * The index an arrow, Home or End key moves to, skipping disabled items and wrapping around;
 * `null` when the key does not move (or nothing is enabled).
 */
export function getRovingIndex(
  key: string,
  current: number,
  items: readonly Item[],
  orientation: Orientation,
): number | null {
  if (items.length === 0) return null;
  const next = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
  const previous = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
  switch (key) {
    case next:
      return current < 0 ? first(items) : step(items, current, 1);
    case previous:
      return current < 0 ? last(items) : step(items, current, -1);
    case 'Home':
      return first(items);
    case 'End':
      return last(items);
    default:
      return null;
  }
}

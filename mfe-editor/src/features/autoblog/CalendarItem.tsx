import type { CalendarItemView } from '@inkpress/shared-core';
import { Badge, Button } from '@inkpress/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { editorPath } from '../common/paths';
import { timeOf } from './CalendarStore';
import { itemLabel, kinds, statusText } from './calendarText';

/**
 * One scheduled item: compact in a month cell (its kind as a tag), or in the
 * agenda with its kind, status, a link to the article and Cancel.
 */
export function CalendarItem({
  item,
  compact,
  cancelling,
  onCancel,
}: {
  item: CalendarItemView;
  /** A month cell's short form. */
  compact: boolean;
  /** Whether this item's cancel is running. */
  cancelling: boolean;
  /** Asks to cancel it (the caller confirms first). */
  onCancel: (item: CalendarItemView) => void;
}) {
  return (
    <Item data-testid="calendar-item" data-kind={item.kind} data-status={item.status} $kind={item.kind}>
      {compact && <KindTag $kind={item.kind}>{kinds[item.kind].label}</KindTag>}
      <ItemText>
        <time dateTime={item.at}>{timeOf(item.at)}</time>
        <span>{item.title}</span>
      </ItemText>
      {!compact && (
        <ItemMeta>
          <Badge tone={kinds[item.kind].tone}>{kinds[item.kind].label}</Badge>
          {item.status !== 'scheduled' && (
            <Badge tone="success">{statusText[item.status] ?? item.status}</Badge>
          )}
          {item.collection_id && item.post_id && (
            <Link to={editorPath(item.collection_id, item.post_id)}>Open</Link>
          )}
          {item.cancellable && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Cancel ${itemLabel(item)}`}
              loading={cancelling}
              onClick={() => onCancel(item)}
            >
              Cancel
            </Button>
          )}
        </ItemMeta>
      )}
    </Item>
  );
}

/** A list of items (a day of the agenda, a month cell). */
export const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;
`;

const kindBorder = {
  autoblog: 'success',
  publish: 'brand',
  workflow: 'warning',
} as const;

const Item = styled.li<{ $kind: CalendarItemView['kind'] }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 3px solid
    ${({ theme, $kind }) => theme.colors.tones[kindBorder[$kind]].border};
  background: ${({ theme }) => theme.colors.background.surface};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

/** The kind's name on a month cell's item (the agenda shows it as a badge). */
const KindTag = styled.span<{ $kind: CalendarItemView['kind'] }>`
  flex-basis: 100%;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: 600;
  color: ${({ theme, $kind }) => theme.colors.tones[kindBorder[$kind]].fg};
`;

const ItemText = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  time {
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const ItemMeta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

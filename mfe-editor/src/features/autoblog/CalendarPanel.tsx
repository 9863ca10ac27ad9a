import type { CalendarItemView } from '@inkpress/shared-core';
import { Badge, Button, Notice, useToast } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { errorMessage, useErrorHandler } from '../common/errors';
import { editorPath } from '../common/paths';
import { useMediaQuery } from '../common/useMediaQuery';
import { type CalendarStore, dayKey, timeOf } from './CalendarStore';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const statusText: Record<string, string> = {
  scheduled: 'Scheduled',
  queued: 'Waiting',
  running: 'Writing',
  succeeded: 'Written',
  held: 'Held back',
  failed: 'Failed',
  skipped: 'Skipped',
  started: 'Started',
};

/** Each kind's name and colour: autoblog slots, scheduled publishes, scheduled workflow runs. */
const kinds: Record<CalendarItemView['kind'], { label: string; tone: 'neutral' | 'brand' | 'warning' }> = {
  autoblog: { label: 'Autoblog', tone: 'neutral' },
  publish: { label: 'Publish', tone: 'brand' },
  workflow: { label: 'Workflow', tone: 'warning' },
};

function itemLabel(item: CalendarItemView): string {
  return `${timeOf(item.at)} ${kinds[item.kind].label}: ${item.title}`;
}

const cancelledText: Record<CalendarItemView['kind'], string> = {
  autoblog: 'This slot is cancelled.',
  publish: 'The scheduled publish is cancelled.',
  workflow: 'The scheduled workflow run is cancelled: nothing was charged.',
};

function confirmText(item: CalendarItemView): { title: string; message: string } {
  if (item.kind === 'publish')
    return {
      title: 'Cancel this scheduled publish?',
      message: `“${item.title}” goes back to a draft on the site.`,
    };
  if (item.kind === 'workflow')
    return {
      title: 'Cancel this workflow run?',
      message: `“${item.title}” does not run at ${timeOf(item.at)}, and nothing is charged.`,
    };
  return {
    title: 'Cancel this article?',
    message: `No article is written for “${item.title}” at ${timeOf(item.at)}. The schedule goes on after it.`,
  };
}

/** The calendar tab: every scheduled item in a month or week, in the user's time zone, with cancel. */
export const CalendarPanel = observer(function CalendarPanel({ store }: { store: CalendarStore }) {
  const toast = useToast();
  const handleError = useErrorHandler();
  const narrow = useMediaQuery('(max-width: 720px)');
  const [confirming, setConfirming] = useState<CalendarItemView | null>(null);
  const today = dayKey(new Date());
  const month = store.anchor.getMonth();

  const cancel = async (item: CalendarItemView) => {
    try {
      await store.cancel(item.id);
      toast.success(cancelledText[item.kind]);
    } catch (error) {
      toast.danger(handleError(error));
    } finally {
      setConfirming(null);
    }
  };

  const itemView = (item: CalendarItemView, compact: boolean) => (
    <Item
      key={item.id}
      data-testid="calendar-item"
      data-kind={item.kind}
      data-status={item.status}
      $kind={item.kind}
    >
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
              loading={store.cancelling === item.id}
              onClick={() => setConfirming(item)}
            >
              Cancel
            </Button>
          )}
        </ItemMeta>
      )}
    </Item>
  );

  const list = narrow || store.mode === 'week';
  const days = store.days;
  // The list: every day of the week, or the month's days that have something.
  const agendaDays = days.filter(
    (d) => store.mode === 'week' || (d.getMonth() === month && (store.byDay.get(dayKey(d))?.length ?? 0) > 0),
  );
  return (
    <Root>
      <Toolbar>
        <Actions>
          <Button size="sm" variant="secondary" onClick={() => store.move(-1)} aria-label="Previous">
            ‹
          </Button>
          <Button size="sm" variant="secondary" onClick={() => store.today()}>
            Today
          </Button>
          <Button size="sm" variant="secondary" onClick={() => store.move(1)} aria-label="Next">
            ›
          </Button>
          <h2 data-testid="calendar-title">{store.title}</h2>
        </Actions>
        <Actions role="group" aria-label="View">
          <Button
            size="sm"
            variant={store.mode === 'month' ? 'primary' : 'ghost'}
            aria-pressed={store.mode === 'month'}
            onClick={() => store.setMode('month')}
          >
            Month
          </Button>
          <Button
            size="sm"
            variant={store.mode === 'week' ? 'primary' : 'ghost'}
            aria-pressed={store.mode === 'week'}
            onClick={() => store.setMode('week')}
          >
            Week
          </Button>
        </Actions>
      </Toolbar>
      <Zone>{`Times in your time zone, ${store.timeZone}.`}</Zone>
      {store.error !== null && (
        <Notice tone="danger" title="The calendar could not be loaded">
          {errorMessage(store.error)}
        </Notice>
      )}
      <div data-testid="calendar" data-mode={store.mode} data-loaded={store.loaded && !store.loading}>
        {list ? (
          <Agenda>
            {agendaDays.map((d) => {
              const items = store.byDay.get(dayKey(d)) ?? [];
              return (
                <AgendaDay key={dayKey(d)} $today={dayKey(d) === today}>
                  <h3>{d.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long' })}</h3>
                  {items.length ? (
                    <Items>{items.map((i) => itemView(i, false))}</Items>
                  ) : (
                    <Empty>Nothing</Empty>
                  )}
                </AgendaDay>
              );
            })}
            {store.mode === 'month' && store.loaded && agendaDays.length === 0 && (
              <Empty>Nothing is scheduled this month.</Empty>
            )}
          </Agenda>
        ) : (
          <Month aria-label={store.title}>
            <thead>
              <tr>
                {weekdays.map((w) => (
                  <Weekday key={w} scope="col">
                    {w}
                  </Weekday>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: 6 }, (_, week) => (
                <tr key={dayKey(days[week * 7]!)}>
                  {days.slice(week * 7, week * 7 + 7).map((d) => {
                    const items = store.byDay.get(dayKey(d)) ?? [];
                    return (
                      <Cell key={dayKey(d)} $outside={d.getMonth() !== month} $today={dayKey(d) === today}>
                        <DayNumber>{d.getDate()}</DayNumber>
                        <Items>{items.map((i) => itemView(i, true))}</Items>
                        {items.some((i) => i.cancellable) && (
                          <CellActions>
                            {items
                              .filter((i) => i.cancellable)
                              .map((i) => (
                                <CancelLink
                                  key={i.id}
                                  type="button"
                                  aria-label={`Cancel ${itemLabel(i)}`}
                                  onClick={() => setConfirming(i)}
                                >
                                  {`Cancel ${timeOf(i.at)}`}
                                </CancelLink>
                              ))}
                          </CellActions>
                        )}
                      </Cell>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </Month>
        )}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? confirmText(confirming).title : ''}
        message={confirming ? confirmText(confirming).message : undefined}
        confirmLabel="Cancel it"
        cancelLabel="Keep it"
        tone="danger"
        busy={confirming !== null && store.cancelling === confirming.id}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void cancel(confirming)}
      />
    </Root>
  );
});

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Zone = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Month = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
`;

const Weekday = styled.th`
  text-align: left;
  padding: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text.secondary};
  background: ${({ theme }) => theme.colors.background.subtle};
`;

const Cell = styled.td<{ $outside: boolean; $today: boolean }>`
  height: 104px;
  vertical-align: top;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  > * + * {
    margin-top: ${({ theme }) => theme.space[1]};
  }
  background: ${({ theme, $today }) => ($today ? theme.colors.tones.brand.bg : theme.colors.background.surface)};
  opacity: ${({ $outside }) => ($outside ? 0.55 : 1)};
`;

const DayNumber = styled.div`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: 600;
`;

const Items = styled.ul`
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

const CellActions = styled.div`
  display: grid;
`;

const CancelLink = styled.button`
  justify-self: start;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.tones.danger.fg};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.focus}`};
  }
`;

const Agenda = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const AgendaDay = styled.section<{ $today: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid
    ${({ theme, $today }) => ($today ? theme.colors.tones.brand.border : theme.colors.border.default)};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }
`;

const Empty = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

import type { CalendarItemView } from '@inkpress/shared-core';
import { Button, Notice, useToast } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import styled from 'styled-components';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { errorMessage, useErrorHandler } from '../common/errors';
import { useMediaQuery } from '../common/useMediaQuery';
import { CalendarItem, Items } from './CalendarItem';
import { type CalendarStore, dayKey, timeOf } from './CalendarStore';
import { cancelledText, confirmText, itemLabel } from './calendarText';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

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
                    <Items>
                      {items.map((i) => (
                        <CalendarItem
                          key={i.id}
                          item={i}
                          compact={false}
                          cancelling={store.cancelling === i.id}
                          onCancel={setConfirming}
                        />
                      ))}
                    </Items>
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
                        <Items>
                          {items.map((i) => (
                            <CalendarItem
                              key={i.id}
                              item={i}
                              compact={true}
                              cancelling={store.cancelling === i.id}
                              onCancel={setConfirming}
                            />
                          ))}
                        </Items>
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

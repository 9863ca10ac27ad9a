import type { AutoblogScheduleView } from '@inkpress/shared-core';
import { Badge, Button, EmptyState, Notice, useToast } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { errorMessage, useErrorHandler } from '../common/errors';
import { Actions, Muted } from '../common/FormLayout';
import { editorPath } from '../common/paths';
import { type AutoblogStore, browserTimeZone } from './AutoblogStore';
import {
  cadenceText,
  destinationText,
  infoBaseText,
  n,
  slotLabel,
  slotTone,
  topicsText,
  when,
} from './autoblogFormat';
import { ScheduleFormPanel } from './ScheduleForm';

/** The Schedules tab: the form when open, the team's schedules with their facts, actions and history. */
export const SchedulesPanel = observer(function SchedulesPanel({ store }: { store: AutoblogStore }) {
  const toast = useToast();
  const handleError = useErrorHandler();
  const [deleting, setDeleting] = useState<AutoblogScheduleView | null>(null);

  const act = async (work: () => Promise<unknown>, done?: string) => {
    try {
      await work();
      if (done) toast.success(done);
    } catch (error) {
      toast.danger(handleError(error));
    }
  };

  return (
    <Layout>
      {store.form ? (
        <ScheduleFormPanel store={store} />
      ) : (
        <Actions>
          <Button onClick={() => store.openCreate(browserTimeZone())}>New schedule</Button>
        </Actions>
      )}

      {store.loadError ? (
        <Notice tone="danger" title="Your schedules could not be loaded">
          {errorMessage(store.loadError)}
        </Notice>
      ) : store.loaded && store.schedules.length === 0 && !store.form ? (
        <EmptyState
          title="No schedules yet"
          text="A schedule writes one article at each time you choose, from your keywords or an RSS feed, as a draft or published to your site."
        />
      ) : (
        <List aria-label="Schedules">
          {store.schedules.map((s) => (
            <ScheduleItem key={s.id} data-testid="autoblog-schedule" data-status={s.status}>
              <ScheduleHead>
                <div>
                  <strong>{s.name}</strong>
                  <Muted>{cadenceText(s)}</Muted>
                </div>
                <Badge tone={s.status === 'active' ? 'success' : 'neutral'}>
                  {s.status === 'active' ? 'Active' : 'Paused'}
                </Badge>
              </ScheduleHead>
              <Facts>
                <div>
                  <dt>Next article</dt>
                  <dd data-testid="autoblog-next">
                    {s.status === 'active' ? when(s.next_slot_at) : 'Paused'}
                  </dd>
                </div>
                <div>
                  <dt>Topics</dt>
                  <dd>{topicsText(s)}</dd>
                </div>
                <div>
                  <dt>Goes to</dt>
                  <dd>{destinationText(s, store.integrations)}</dd>
                </div>
                <div>
                  <dt>Info base</dt>
                  <dd data-testid="autoblog-info-base">{infoBaseText(s)}</dd>
                </div>
                <div>
                  <dt>Each article</dt>
                  <dd>{`${n(s.estimate)} credits at most`}</dd>
                </div>
              </Facts>
              <Actions>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    store.openId === s.id ? store.closeHistory() : void act(() => store.openHistory(s.id))
                  }
                  aria-expanded={store.openId === s.id}
                >
                  {store.openId === s.id ? 'Hide history' : 'History'}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => store.openEdit(s.id)}>
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  loading={store.busyId === s.id}
                  onClick={() =>
                    void act(
                      () => store.setPaused(s.id, s.status === 'active'),
                      s.status === 'active' ? 'Schedule paused.' : 'Schedule resumed.',
                    )
                  }
                >
                  {s.status === 'active' ? 'Pause' : 'Resume'}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDeleting(s)}>
                  Delete
                </Button>
              </Actions>
              {store.openId === s.id && <HistoryList store={store} />}
            </ScheduleItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this schedule?"
        message="No more articles will be written by it. The articles it wrote stay in your documents."
        confirmLabel="Delete schedule"
        tone="danger"
        busy={deleting !== null && store.busyId === deleting.id}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          if (!target) return;
          void act(() => store.remove(target.id), 'Schedule deleted.').then(() => setDeleting(null));
        }}
      />
    </Layout>
  );
});

const HistoryList = observer(function HistoryList({ store }: { store: AutoblogStore }) {
  if (!store.slotsLoaded) return <Muted>Loading the history…</Muted>;
  if (store.slots.length === 0) return <Muted>No article yet: the first is written at the next slot.</Muted>;
  return (
    <Slots aria-label="Articles of this schedule">
      {store.slots.map((slot) => (
        <SlotItem key={slot.id} data-testid="autoblog-slot" data-status={slot.status}>
          <SlotHead>
            <div>
              <strong>{slot.title ?? slot.topic ?? 'No topic'}</strong>
              <Muted>{when(slot.slot_at)}</Muted>
            </div>
            <Badge tone={slotTone[slot.status]}>{slotLabel[slot.status]}</Badge>
          </SlotHead>
          {slot.words !== null && (
            <Muted>
              {`${n(slot.words)} words`}
              {slot.readability !== null ? ` · reading ease ${slot.readability}` : ''}
              {slot.charged > 0 ? ` · ${n(slot.charged)} credits` : ''}
              {slot.writer === 'offline writer' ? ' · written by the offline writer' : ''}
            </Muted>
          )}
          {slot.reason && (
            <Reason $tone={slot.status === 'succeeded' ? 'warning' : 'danger'}>{slot.reason}</Reason>
          )}
          {(slot.post_id || slot.published_url) && (
            <Actions>
              {slot.collection_id && slot.post_id && (
                <Link to={editorPath(slot.collection_id, slot.post_id)}>Open the draft</Link>
              )}
              {slot.published_url && (
                <a href={slot.published_url} target="_blank" rel="noreferrer">
                  On your site
                </a>
              )}
            </Actions>
          )}
        </SlotItem>
      ))}
    </Slots>
  );
});

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ScheduleItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  min-width: 0;
`;

const ScheduleHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 0;
  }
  strong {
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Slots = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SlotItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const SlotHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  > div {
    display: grid;
    min-width: 0;
  }
  strong {
    overflow-wrap: anywhere;
  }
`;

const Reason = styled.p<{ $tone: 'warning' | 'danger' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme, $tone }) => theme.colors.tones[$tone].fg};
`;

import type { AutoblogScheduleView, AutoblogSlotView, IntegrationView } from '@inkpress/shared-core';
import {
  Badge,
  Button,
  Checkbox,
  EmptyState,
  Input,
  Notice,
  PageFrame,
  Select,
  Tabs,
  Textarea,
  useShell,
  useToast,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useEditorApi } from '../../api';
import type { Template } from '../../api/types';
import { ArticleBasics, ArticleOptionChecks, Options, useTemplateOptions } from '../common/ArticleOptions';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { errorMessage, useErrorHandler } from '../common/errors';
import { editorPath } from '../common/paths';
import { AutoblogStore, browserTimeZone } from './AutoblogStore';
import { createAutoblogApi } from './autoblogApi';
import { CalendarPanel } from './CalendarPanel';
import { CalendarStore } from './CalendarStore';

const n = (value: number) => value.toLocaleString('en-US');
const dayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const slotTone = {
  queued: 'neutral',
  running: 'brand',
  succeeded: 'success',
  held: 'warning',
  failed: 'danger',
  skipped: 'neutral',
  cancelled: 'neutral',
} as const;

const slotLabel: Record<AutoblogSlotView['status'], string> = {
  queued: 'Waiting',
  running: 'Writing',
  succeeded: 'Draft ready',
  held: 'Held back',
  failed: 'Failed',
  skipped: 'Skipped',
  cancelled: 'Cancelled',
};

/** The quality gate's number fields: [field, label, min, max]. */
const qualityFields = [
  ['minWords', 'Minimum words', 0, 10000],
  ['minReadability', 'Minimum reading ease (0–100)', 0, 100],
  ['maxOverlap', 'Most overlap with a post (%)', 5, 100],
] as const;

function zones(current: string): string[] {
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC', current];
  return all.includes(current) ? all : [current, ...all];
}

/** A date and time in the user's zone ("Wed 26 Nov, 09:00"). */
export function when(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

function cadenceText(s: AutoblogScheduleView): string {
  const at = `at ${s.cadence.time} (${s.time_zone})`;
  if (s.cadence.frequency === 'daily') return `Every day ${at}`;
  return `${s.cadence.days.map((d) => dayNames[d]).join(', ')} ${at}`;
}

/** /dashboard/autoblogging: schedules that write articles for you, and the calendar (issue 11). */
const AutoblogScreen = observer(function AutoblogScreen() {
  const { api } = useShell();
  const editorApi = useEditorApi();
  const autoblogApi = useMemo(() => createAutoblogApi(api), [api]);
  const [store] = useState(() => new AutoblogStore(autoblogApi));
  const [calendar] = useState(() => new CalendarStore(autoblogApi));
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'calendar' ? 'calendar' : 'schedules';
  const [templates, setTemplates] = useState<Template[]>([]);
  const [integrations, setIntegrations] = useState<IntegrationView[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    void store.load(controller.signal);
    void editorApi.templates
      .list(controller.signal)
      .then(setTemplates)
      .catch(() => undefined);
    void autoblogApi
      .integrations(controller.signal)
      .then((list) => setIntegrations(list.filter((i) => !i.builtIn)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [store, editorApi, autoblogApi]);

  useEffect(() => {
    if (tab === 'calendar') void calendar.load();
    return () => calendar.stop();
  }, [tab, calendar]);

  return (
    <PageFrame
      area="Workflows"
      title="Autoblogging"
      lead="Schedules that write an article for you at set times, from your keywords or a feed, and hold back weak drafts."
    >
      <Tabs
        label="Autoblogging sections"
        value={tab}
        onValueChange={(id) => setParams(id === 'calendar' ? { tab: 'calendar' } : {}, { replace: false })}
        items={[
          {
            id: 'schedules',
            label: 'Schedules',
            content: <SchedulesPanel store={store} templates={templates} integrations={integrations} />,
          },
          { id: 'calendar', label: 'Calendar', content: <CalendarPanel store={calendar} /> },
        ]}
      />
    </PageFrame>
  );
});

export default AutoblogScreen;

const SchedulesPanel = observer(function SchedulesPanel({
  store,
  templates,
  integrations,
}: {
  store: AutoblogStore;
  templates: Template[];
  integrations: IntegrationView[];
}) {
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
        <ScheduleFormPanel store={store} templates={templates} integrations={integrations} />
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
                  <dd>
                    {[
                      s.keywords.length ? `${s.keywords.length} keywords` : null,
                      s.rss_url ? 'RSS feed' : null,
                    ]
                      .filter(Boolean)
                      .join(' + ')}
                  </dd>
                </div>
                <div>
                  <dt>Goes to</dt>
                  <dd>
                    {s.integration_id
                      ? `${integrations.find((i) => i.id === s.integration_id)?.name ?? 'Your site'} · ${
                          s.mode === 'publish' ? 'published' : 'as a draft'
                        }`
                      : 'Your documents, as a draft'}
                  </dd>
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

const ScheduleFormPanel = observer(function ScheduleFormPanel({
  store,
  templates,
  integrations,
}: {
  store: AutoblogStore;
  templates: Template[];
  integrations: IntegrationView[];
}) {
  const toast = useToast();
  const form = store.form!;
  const zoneOptions = useMemo(
    () => zones(form.timeZone).map((z) => ({ value: z, label: z })),
    [form.timeZone],
  );
  const templateOptions = useTemplateOptions(templates);
  const siteOptions = useMemo(
    () => [
      { value: '', label: 'None (drafts here)' },
      ...integrations.map((i) => ({ value: i.id, label: `${i.name} (${i.type})` })),
    ],
    [integrations],
  );

  const save = async () => {
    const saved = await store.save();
    if (saved)
      toast.success(`Next article: ${when(saved.next_slot_at)}.`, {
        title: store.editingId ? 'Schedule saved' : 'Schedule created',
      });
  };

  return (
    <Panel aria-labelledby="autoblog-form">
      <h2 id="autoblog-form">{store.editingId ? 'Edit schedule' : 'New schedule'}</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <FormGrid>
          <Input
            label="Name"
            value={form.name}
            maxLength={100}
            required
            onChange={(e) => store.setField('name', e.target.value)}
          />
          <Textarea
            label="Keywords, one a line"
            hint="Each article takes the next keyword not written yet."
            rows={4}
            value={form.keywords}
            onChange={(e) => store.setField('keywords', e.target.value)}
          />
          <Input
            label="RSS feed (optional)"
            type="url"
            placeholder="https://example.com/feed.xml"
            hint="Its newest items become topics first."
            value={form.rssUrl}
            onChange={(e) => store.setField('rssUrl', e.target.value)}
          />
          <Input
            label="Your sitemap (optional)"
            type="url"
            placeholder="https://yoursite.com/sitemap.xml"
            hint="Topics your site already has a page for are skipped."
            value={form.sitemapUrl}
            onChange={(e) => store.setField('sitemapUrl', e.target.value)}
          />
        </FormGrid>

        <h3>When</h3>
        <Fields>
          <Select
            label="Cadence"
            value={form.frequency}
            options={[
              { value: 'daily', label: 'Every day' },
              { value: 'weekly', label: 'Weekly' },
            ]}
            onChange={(e) => store.setField('frequency', e.target.value as 'daily' | 'weekly')}
          />
          <Input
            label="Time of day"
            type="time"
            value={form.time}
            required
            onChange={(e) => store.setField('time', e.target.value)}
          />
          <Select
            label="Time zone"
            value={form.timeZone}
            options={zoneOptions}
            onChange={(e) => store.setField('timeZone', e.target.value)}
          />
        </Fields>
        {form.frequency === 'weekly' && (
          <Options role="group" aria-label="Days">
            {dayNames.map((name, day) => (
              <Checkbox
                key={name}
                label={name}
                checked={form.days.includes(day)}
                onChange={(e) => store.toggleDay(day, e.target.checked)}
              />
            ))}
          </Options>
        )}

        <h3>Articles</h3>
        <Fields>
          <ArticleBasics
            templateOptions={templateOptions}
            templateId={form.templateId}
            language={form.language}
            length={form.length}
            onTemplate={(id) => store.setField('templateId', id)}
            onLanguage={(language) => store.setField('language', language)}
            onLength={(length) => store.setField('length', length)}
          />
          <Select
            label="Send to a site"
            value={form.integrationId}
            options={siteOptions}
            onChange={(e) => store.setField('integrationId', e.target.value)}
          />
          {form.integrationId && (
            <Select
              label="On the site"
              value={form.mode}
              options={[
                { value: 'draft', label: 'As a draft' },
                { value: 'publish', label: 'Published' },
              ]}
              onChange={(e) => store.setField('mode', e.target.value as 'draft' | 'publish')}
            />
          )}
        </Fields>
        <ArticleOptionChecks options={form.options} onChange={(key, on) => store.setOption(key, on)} />

        <h3>Quality gate</h3>
        <Muted>A draft below these is held back, not charged, and shown with the reason.</Muted>
        <Fields>
          {qualityFields.map(([key, label, min, max]) => (
            <Input
              key={key}
              label={label}
              type="number"
              min={min}
              max={max}
              value={String(form[key])}
              onChange={(e) => store.setField(key, Number(e.target.value))}
            />
          ))}
        </Fields>

        {store.formError !== null && (
          <Notice tone="danger" title="The schedule was not saved">
            {errorMessage(store.formError)}
          </Notice>
        )}
        <Actions>
          <Button type="submit" loading={store.saving}>
            {store.editingId ? 'Save schedule' : 'Create schedule'}
          </Button>
          <Button variant="ghost" onClick={store.closeForm} disabled={store.saving}>
            Cancel
          </Button>
        </Actions>
      </form>
    </Panel>
  );
});

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  min-width: 0;
  h2,
  h3 {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
  h3 {
    margin-top: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space[4]};
  }
  @media (max-width: 720px) {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
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

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
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

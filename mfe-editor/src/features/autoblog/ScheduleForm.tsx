import { Button, Checkbox, Input, Notice, Select, Textarea, useToast } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import styled from 'styled-components';
import { ArticleBasics, ArticleOptionChecks, Options, useTemplateOptions } from '../common/ArticleOptions';
import { errorMessage } from '../common/errors';
import { Actions, StackedFields as Fields, Muted, Panel } from '../common/FormLayout';
import { InfoBaseCheck } from '../common/InfoBaseCheck';
import type { AutoblogStore } from './AutoblogStore';
import { dayNames, qualityFields, when, zones } from './autoblogFormat';

/** The form of a new schedule or the one being edited (store.form): topics, times, articles, quality gate. */
export const ScheduleFormPanel = observer(function ScheduleFormPanel({ store }: { store: AutoblogStore }) {
  const { templates, integrations } = store;
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
    <FormPanel aria-labelledby="autoblog-form">
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
        <InfoBaseCheck
          checked={form.infoBase}
          onChange={(on) => store.setField('infoBase', on)}
          files={store.infoBaseFiles}
        />

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
    </FormPanel>
  );
});

const FormPanel = styled(Panel)`
  h3 {
    margin: 0;
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

import type { AutoblogScheduleView } from '@inkpress/shared-core';
import type { Template } from '../../api/types';
import { AutoblogStore, bodyOf, emptyForm, formOf } from './AutoblogStore';
import type { AutoblogApi } from './autoblogApi';

const schedule = (over: Partial<AutoblogScheduleView> = {}): AutoblogScheduleView => ({
  id: 'a'.repeat(24),
  name: 'Morning posts',
  status: 'active',
  keywords: ['seo basics', 'local seo'],
  rss_url: null,
  sitemap_url: 'https://example.com/sitemap.xml',
  cadence: { frequency: 'weekly', days: [1, 3], time: '09:30' },
  time_zone: 'Europe/Paris',
  template_id: null,
  language: 'en-US',
  length: 'short',
  options: { faqs: true },
  folder_id: null,
  integration_id: null,
  mode: 'draft',
  quality: { minWords: 300, minReadability: 30, maxOverlap: 0.5 },
  info_base: false,
  next_slot_at: '2026-12-01T08:30:00.000Z',
  last_slot_at: null,
  estimate: 1500,
  created_at: '2026-11-25T10:00:00.000Z',
  ...over,
});

function fakeApi(over: Partial<AutoblogApi> = {}) {
  const calls: { name: string; args: unknown[] }[] = [];
  const record =
    <T>(name: string, value: T) =>
    async (...args: unknown[]) => {
      calls.push({ name, args });
      return value;
    };
  const api = {
    list: record('list', { data: [schedule()], total: 1 }),
    create: record('create', schedule({ id: 'b'.repeat(24), name: 'New one' })),
    update: record('update', schedule({ name: 'Renamed' })),
    pause: record('pause', schedule({ status: 'paused', next_slot_at: null })),
    resume: record('resume', schedule()),
    remove: record('remove', undefined),
    slots: record('slots', { data: [], total: 0 }),
    integrations: record('integrations', []),
    calendar: record('calendar', { data: [], from: '', to: '' }),
    cancel: record('cancel', { data: { id: 'x', cancelled: true } }),
    ...over,
  } as unknown as AutoblogApi;
  return { api, calls };
}

const template: Template = {
  id: 't1',
  name: 'How-to',
  description: '',
  fields: [],
  defaults: {
    length: 'short',
    options: {
      featureImage: false,
      simplifiedSentences: false,
      readability: false,
      faqs: false,
      externalLinks: false,
      internalLinks: false,
    },
  },
  example: {},
};

describe('AutoblogStore', () => {
  it('loads the form’s choices itself: templates, and connected sites without the built-in ones', async () => {
    const site = (id: string, builtIn: boolean) => ({ id, name: id, type: 'wordpress', builtIn });
    const { api } = fakeApi({
      integrations: (async () => [
        site('mine', false),
        site('builtin', true),
      ]) as unknown as AutoblogApi['integrations'],
    });
    const store = new AutoblogStore(api, async () => [template]);
    await store.loadChoices();
    expect(store.templates).toEqual([template]);
    expect(store.integrations.map((i) => i.id)).toEqual(['mine']);
  });

  it('leaves a list of choices empty when it cannot be loaded, and the other one still loads', async () => {
    const { api } = fakeApi({
      integrations: (async () => {
        throw new Error('down');
      }) as unknown as AutoblogApi['integrations'],
    });
    const store = new AutoblogStore(api, async () => [template]);
    await store.loadChoices();
    expect(store.integrations).toEqual([]);
    expect(store.templates).toHaveLength(1);
  });

  it('turns the form into the API body: keywords a line, weekly days, overlap in percent', () => {
    const form = { ...emptyForm('Asia/Tokyo'), name: ' Daily ', keywords: 'a\n\n b \n', maxOverlap: 40 };
    expect(bodyOf(form)).toMatchObject({
      name: 'Daily',
      keywords: ['a', 'b'],
      rssUrl: null,
      cadence: { frequency: 'daily', days: [], time: '09:00' },
      timeZone: 'Asia/Tokyo',
      mode: 'draft',
      integrationId: null,
      quality: { minWords: 300, minReadability: 30, maxOverlap: 0.4 },
    });
    const back = bodyOf(formOf(schedule()));
    expect(back).toMatchObject({
      keywords: ['seo basics', 'local seo'],
      sitemapUrl: 'https://example.com/sitemap.xml',
      cadence: { frequency: 'weekly', days: [1, 3], time: '09:30' },
      options: { faqs: true },
      quality: { maxOverlap: 0.5 },
    });
  });

  it('creates, edits, pauses and deletes through its calls, keeping the list in step', async () => {
    const { api, calls } = fakeApi();
    const store = new AutoblogStore(api);
    await store.load();
    expect(store.schedules.map((s) => s.name)).toEqual(['Morning posts']);

    store.openCreate('UTC');
    store.setField('name', 'New one');
    store.setField('keywords', 'x');
    store.toggleDay(5, true);
    expect(await store.save()).not.toBeNull();
    expect(store.form).toBeNull();
    expect(store.schedules.map((s) => s.name)).toEqual(['New one', 'Morning posts']);

    store.openEdit('a'.repeat(24));
    expect(store.form?.name).toBe('Morning posts');
    await store.save();
    expect(calls.find((c) => c.name === 'update')?.args[0]).toBe('a'.repeat(24));
    expect(store.schedules.find((s) => s.id === 'a'.repeat(24))?.name).toBe('Renamed');

    await store.setPaused('a'.repeat(24), true);
    expect(store.schedules.find((s) => s.id === 'a'.repeat(24))?.status).toBe('paused');
    await store.remove('a'.repeat(24));
    expect(store.schedules.map((s) => s.id)).toEqual(['b'.repeat(24)]);
  });

  it('sends "ground articles in my info base" with the schedule, and shows it again when editing', async () => {
    const { api, calls } = fakeApi({
      list: async () => ({ data: [schedule({ info_base: true })], total: 1 }),
    });
    const store = new AutoblogStore(api);
    store.openCreate('UTC');
    expect(store.form?.infoBase).toBe(false);
    store.setField('name', 'Grounded');
    store.setField('keywords', 'sourdough');
    store.setField('infoBase', true);
    await store.save();
    expect(calls.find((c) => c.name === 'create')?.args[0]).toMatchObject({ infoBase: true });

    // An edit shows the stored choice, and turning it off sends false (a PATCH keeps what is not sent).
    await store.load();
    store.openEdit('a'.repeat(24));
    expect(store.form?.infoBase).toBe(true);
    store.setField('infoBase', false);
    await store.save();
    expect(calls.find((c) => c.name === 'update')?.args[1]).toMatchObject({ infoBase: false });
  });

  it('learns how many info-base files the team has; unknown when that cannot be read', async () => {
    const counted = new AutoblogStore(
      fakeApi().api,
      async () => [],
      async () => 0,
    );
    expect(counted.infoBaseFiles).toBeNull();
    await counted.loadChoices();
    expect(counted.infoBaseFiles).toBe(0);
    const failing = new AutoblogStore(
      fakeApi().api,
      async () => [],
      async () => {
        throw new Error('down');
      },
    );
    await failing.loadChoices();
    expect(failing.infoBaseFiles).toBeNull();
  });

  it('keeps the form and shows the API’s refusal when saving fails', async () => {
    const refusal = new Error('Add keywords or an RSS feed: a schedule needs topics.');
    const { api } = fakeApi({
      create: async () => {
        throw refusal;
      },
    });
    const store = new AutoblogStore(api);
    store.openCreate('UTC');
    expect(await store.save()).toBeNull();
    expect(store.form).not.toBeNull();
    expect(store.formError).toBe(refusal);
    expect(store.saving).toBe(false);
  });
});

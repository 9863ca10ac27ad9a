import type { AutoblogScheduleView } from '@inkpress/shared-core';
import { screen, within } from '@testing-library/react';
import { fakeShell, renderScreen } from '../test/fakeShell';
import { AutoblogStore } from './AutoblogStore';
import type { AutoblogApi } from './autoblogApi';
import { SchedulesPanel } from './ScheduleList';

const view = (over: Partial<AutoblogScheduleView> = {}): AutoblogScheduleView => ({
  id: 'a'.repeat(24),
  name: 'Bakery',
  status: 'active',
  keywords: ['sourdough'],
  rss_url: null,
  sitemap_url: null,
  cadence: { frequency: 'daily', days: [], time: '09:00' },
  time_zone: 'UTC',
  template_id: null,
  language: 'en-US',
  length: 'short',
  options: {},
  folder_id: null,
  integration_id: null,
  mode: 'draft',
  quality: { minWords: 300, minReadability: 30, maxOverlap: 0.5 },
  info_base: false,
  next_slot_at: '2026-12-01T09:00:00.000Z',
  last_slot_at: null,
  estimate: 1000,
  created_at: '2026-11-25T10:00:00.000Z',
  ...over,
});

/** The panel over a store whose calls are recorded; the team has `files` info-base files. */
function open(files: number) {
  const created: unknown[] = [];
  const api = {
    create: async (body: unknown) => {
      created.push(body);
      return view({
        id: 'b'.repeat(24),
        name: 'Grounded',
        info_base: (body as { infoBase: boolean }).infoBase,
      });
    },
    integrations: async () => [],
  } as unknown as AutoblogApi;
  const store = new AutoblogStore(
    api,
    async () => [],
    async () => files,
  );
  const { shell } = fakeShell({});
  const shown = renderScreen(<SchedulesPanel store={store} />, { route: '/x', path: '/x', shell });
  return { ...shown, store, created };
}

describe('the autoblog schedule form’s "ground articles in my info base"', () => {
  it('sends it when checked and shows it in the schedule list', async () => {
    const { user, store, created } = open(2);
    await store.loadChoices();
    await user.click(screen.getByRole('button', { name: 'New schedule' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Grounded');
    await user.type(screen.getByRole('textbox', { name: 'Keywords, one a line' }), 'sourdough');
    const box = screen.getByRole('checkbox', { name: 'Ground articles in my info base' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/Each article uses and cites your team’s uploaded files/);
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Create schedule' }));
    expect(created[0]).toMatchObject({ name: 'Grounded', infoBase: true });
    const item = await screen.findByTestId('autoblog-schedule');
    expect(within(item).getByTestId('autoblog-info-base')).toHaveTextContent(
      'Used and cited in each article',
    );
  });

  it('says when the team has no info-base files yet, with a link to where they are added', async () => {
    const { user, store } = open(0);
    await store.loadChoices();
    await user.click(screen.getByRole('button', { name: 'New schedule' }));
    expect(screen.getByTestId('info-base-empty')).toHaveTextContent('Your team has no info-base files yet');
    expect(screen.getByRole('link', { name: 'Brand Voice → Info base' })).toHaveAttribute(
      'href',
      '/dashboard/brand-voice?tab=info-base',
    );
  });
});

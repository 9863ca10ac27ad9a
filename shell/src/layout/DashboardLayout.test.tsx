import { screen, within } from '@testing-library/react';
import { ada } from '../test/fakeApi';
import { createTestShell, renderInShell } from '../test/renderShell';
import { DashboardLayout } from './DashboardLayout';

// jsdom applies no media queries: the sidebar (display: none below lg) counts as hidden.
const all = { hidden: true } as const;

async function sidebarLinks(isInternal: boolean) {
  const shell = createTestShell({
    'GET /api/auth/session': { user: ada, isInternal },
    'GET /api/promotions/active': null,
  });
  await shell.stores.session.load();
  renderInShell(<DashboardLayout />, shell, { route: '/dashboard/folders' });
  const nav = screen.getAllByRole('navigation', { name: 'Dashboard', ...all })[0]!;
  return within(nav)
    .getAllByRole('link', all)
    .map((a) => a.textContent);
}

describe('the dashboard sidebar', () => {
  it('has no Site content link for a user who is not internal', async () => {
    expect(await sidebarLinks(false)).not.toContain('Site content');
  });

  it('links Site content, last, for internal users', async () => {
    expect((await sidebarLinks(true)).at(-1)).toBe('Site content');
  });
});

import { screen, within } from '@testing-library/react';
import { ada, visitor } from '../test/fakeApi';
import { createTestShell, renderInShell } from '../test/renderShell';
import { Header } from './Header';

// jsdom applies no media queries, so the desktop nav and actions (display: none below md) count
// as hidden: those queries pass `hidden: true`. The Playwright tests check each width for real.
const all = { hidden: true } as const;

async function header(signedIn: boolean) {
  const shell = createTestShell({
    'GET /api/auth/session': signedIn ? { user: ada, isInternal: false } : visitor,
  });
  await shell.stores.session.load();
  return { shell, ...renderInShell(<Header />, shell) };
}

describe('Header', () => {
  it('offers the SPEC §2 links in order, with Resources between Templates and Pricing', async () => {
    await header(false);
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Main"]')!;
    const names = [...nav.querySelectorAll(':scope > a, :scope > div > button')].map((el) => el.textContent);
    expect(names).toEqual([
      'Bulk Content Generator',
      'Brand Voice',
      'AI Text Editor',
      'Templates',
      'Resources',
      'Pricing',
    ]);
  });

  it('the Resources dropdown holds Free Tools, Blogs, Guides, Video Tutorials (new tab) and Contact', async () => {
    const { user } = await header(false);
    await user.click(screen.getByRole('button', { name: 'Resources', ...all }));
    const items = screen.getAllByRole('menuitem', all);
    expect(items.map((i) => i.textContent?.replace('(opens in a new tab)', '').trim())).toEqual([
      'Free Tools',
      'Blogs',
      'Guides',
      'Video Tutorials',
      'Contact',
    ]);
    const videos = items[3]!;
    expect(videos).toHaveTextContent('Video Tutorials');
    expect(videos).toHaveAttribute('target', '_blank');
    expect(videos).toHaveAttribute('rel', 'noopener noreferrer');
    expect(items[4]).toHaveAttribute('href', '/contact-us');
  });

  it('shows Login and Get Started to visitors', async () => {
    await header(false);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Login', ...all })).toHaveAttribute('href', '/login');
    expect(within(banner).getByRole('link', { name: 'Get Started', ...all })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(banner).queryByRole('link', { name: 'Dashboard', ...all })).not.toBeInTheDocument();
  });

  it('shows Dashboard to signed-in users', async () => {
    await header(true);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Dashboard', ...all })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(banner).queryByRole('link', { name: 'Login', ...all })).not.toBeInTheDocument();
  });

  it('shows neither while the session loads', () => {
    const shell = createTestShell({ 'GET /api/auth/session': () => new Promise(() => undefined) });
    void shell.stores.session.load();
    renderInShell(<Header />, shell);
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('link', { name: 'Login', ...all })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Dashboard', ...all })).not.toBeInTheDocument();
  });

  it('the menu toggle opens a drawer with every link; focus moves inside; Escape closes it', async () => {
    const { user } = await header(false);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    for (const name of [
      'Bulk Content Generator',
      'Free Tools',
      'Contact',
      'Pricing',
      'Login',
      'Get Started',
    ]) {
      expect(within(drawer).getByRole('link', { name })).toBeInTheDocument();
    }
    for (let i = 0; i < 20; i++) await user.tab();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(toggle);
  });

  it('a link in the drawer closes it', async () => {
    const { user } = await header(false);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Templates' }),
    );
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

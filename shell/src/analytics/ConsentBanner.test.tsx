import { screen } from '@testing-library/react';
import { createTestShell, renderInShell } from '../test/renderShell';
import { ConsentBanner } from './ConsentBanner';

describe('ConsentBanner', () => {
  it.each([
    '/templates',
    '/templates/blog-post',
    '/tools',
    '/tools/headline-generator',
    '/blog',
    '/blog/en/post',
  ])('shows on %s until the visitor chooses', (route) => {
    renderInShell(<ConsentBanner />, createTestShell(), { route });
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });

  it.each(['/', '/pricing', '/about', '/toolsmith'])('does not show on %s', (route) => {
    renderInShell(<ConsentBanner />, createTestShell(), { route });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('accepting remembers the choice, hides the banner and lets analytics out', async () => {
    const shell = createTestShell({ 'POST /api/op/track': {} });
    shell.stores.analytics.upgradeClick('top-bar');
    expect(shell.api.calls).toEqual([]);
    const { user } = renderInShell(<ConsentBanner />, shell, { route: '/tools' });
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(shell.storage.get('inkpress.consent')).toBe('accepted');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(shell.api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/op/track',
        body: { event: 'upgrade_click', location: '/', source: 'top-bar' },
      },
    ]);
  });

  it('rejecting remembers the choice and nothing goes out', async () => {
    const shell = createTestShell({ 'POST /api/op/track': {} });
    const { user } = renderInShell(<ConsentBanner />, shell, { route: '/blog' });
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    shell.stores.analytics.upgradeClick('x');
    expect(shell.storage.get('inkpress.consent')).toBe('rejected');
    expect(shell.api.calls).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('stays hidden after a remembered choice', () => {
    renderInShell(<ConsentBanner />, createTestShell({}, { consent: 'rejected' }), { route: '/tools' });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('keeps what scrolls into view above it while it shows, and gives the page back after the choice', async () => {
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      height: 120,
      width: 343,
      top: 0,
      left: 0,
      bottom: 120,
      right: 343,
      x: 0,
      y: 0,
    } as DOMRect);
    try {
      const shell = createTestShell({ 'POST /api/op/track': {} });
      const { user } = renderInShell(<ConsentBanner />, shell, { route: '/tools/grammar-checker' });
      const padding = document.documentElement.style.scrollPaddingBottom;
      expect(padding).toMatch(/^\d+px$/);
      expect(Number.parseInt(padding, 10)).toBeGreaterThanOrEqual(120);
      await user.click(screen.getByRole('button', { name: 'Reject' }));
      expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    } finally {
      rect.mockRestore();
    }
  });
});

import { screen, within } from '@testing-library/react';
import { createTestShell, renderInShell } from '../test/renderShell';
import { Footer } from './Footer';

describe('Footer', () => {
  it('has the four link columns', () => {
    renderInShell(<Footer />, createTestShell());
    for (const column of ['Product', 'Resources', 'Company', 'Integrations']) {
      const nav = screen.getByRole('navigation', { name: column });
      expect(within(nav).getAllByRole('link').length).toBeGreaterThanOrEqual(5);
    }
  });

  it('links every policy page of SPEC §2', () => {
    renderInShell(<Footer />, createTestShell());
    const hrefs = within(screen.getByRole('navigation', { name: 'Policies' }))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/privacy',
      '/terms',
      '/cookie',
      '/security',
      '/accessibility',
      '/modern-slavery-statement',
      '/edi-policy',
      '/code-of-ethics',
      '/editorial-policy',
      '/complaints-policy',
      '/guest-posting-policy',
    ]);
  });

  it('advertises the affiliate programme with 30% commission', () => {
    renderInShell(<Footer />, createTestShell());
    expect(screen.getByText('Earn 30% commission')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the affiliate programme' })).toHaveAttribute(
      'href',
      '/affiliate',
    );
  });

  it('links the social profiles in new tabs', () => {
    renderInShell(<Footer />, createTestShell());
    const links = within(screen.getByRole('navigation', { name: 'Social media' })).getAllByRole('link');
    expect(links).toHaveLength(4);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

import '../../test/polyfills';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithTheme } from '../../test/render';
import { Link } from './Link';

describe('Link', () => {
  it('navigates in-app through react-router when given `to`', async () => {
    const { user } = renderWithTheme(
      <Routes>
        <Route path="/" element={<Link to="/pricing">Pricing</Link>} />
        <Route path="/pricing" element={<h1>Plans</h1>} />
      </Routes>,
      { route: '/' },
    );
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(link).toHaveAttribute('href', '/pricing');
    expect(link).not.toHaveAttribute('target');
    await user.click(link);
    expect(screen.getByRole('heading', { name: 'Plans' })).toBeInTheDocument();
  });

  it('opens an external link in a new tab, safely, and says so to screen readers', () => {
    renderWithTheme(
      <Link href="https://www.youtube.com/@inkpress" external>
        Video Tutorials
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Video Tutorials (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/@inkpress');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders a plain anchor for an href that is not external', () => {
    renderWithTheme(<Link href="mailto:hello@inkpress.ai">Email us</Link>);
    const link = screen.getByRole('link', { name: 'Email us' });
    expect(link).toHaveAttribute('href', 'mailto:hello@inkpress.ai');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });

  it('is reachable with Tab and followed with Enter', async () => {
    const { user } = renderWithTheme(
      <Routes>
        <Route path="/" element={<Link to="/blog">Blog</Link>} />
        <Route path="/blog" element={<h1>Blog home</h1>} />
      </Routes>,
      { route: '/' },
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Blog home' })).toBeInTheDocument();
  });
});

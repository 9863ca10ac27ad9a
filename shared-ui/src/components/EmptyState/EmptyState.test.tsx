import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a heading, text and a working action', async () => {
    const onCreate = jest.fn();
    const { user } = renderWithTheme(
      <EmptyState
        title="No documents yet"
        text="Write your first article with AI."
        action={<Button onClick={onCreate}>New document</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No documents yet' })).toBeInTheDocument();
    expect(screen.getByText('Write your first article with AI.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New document' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it('hides its icon from assistive technology', () => {
    renderWithTheme(<EmptyState title="Empty" icon={<span>📄</span>} />);
    expect(screen.getByText('📄').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('fits the page outline with a heading level', () => {
    renderWithTheme(<EmptyState title="No results" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No results' })).toBeInTheDocument();
  });
});

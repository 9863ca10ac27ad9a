import { collectionListItemView, templateView, userView } from '@inkpress/shared-ui/testing';
import { screen } from '@testing-library/react';
import { fakeShell, renderScreen } from '../test/fakeShell';
import DashboardHome from './DashboardHome';

// A whole screen in jsdom: slower than a unit test.
jest.setTimeout(30_000);

describe('the dashboard screen', () => {
  it('the dashboard greets the user, with their credits, recent documents and templates', async () => {
    const fake = fakeShell({
      'GET /api/users/me': () => userView({ name: 'Ada Lovelace', totalCredits: 4200, totalWordsUsed: 800 }),
      'GET /api/collections': () => ({
        data: [collectionListItemView({ id: 'c1', title: 'Email marketing' })],
        total: 1,
      }),
      'GET /api/templates': () => ({
        data: [templateView({ id: 'how-to', name: 'How-to guide', category: 'Blog' })],
      }),
    });
    renderScreen(<DashboardHome />, { route: '/dashboard', path: '/dashboard', shell: fake.shell });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(await screen.findByTestId('credits-left')).toHaveTextContent('4,200');
    expect(await screen.findByRole('link', { name: 'Email marketing' })).toHaveAttribute(
      'href',
      '/dashboard/collections/c1',
    );
    expect(await screen.findByText('How-to guide')).toBeInTheDocument();
  });
});

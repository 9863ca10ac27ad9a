import { InkpressThemeProvider } from '@inkpress/shared-ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { CatalogueSearch, matchAll } from './CatalogueParts';

interface Entry {
  name: string;
  group: string;
}

const entries: Entry[] = [
  { name: 'Product review', group: 'Reviews' },
  { name: 'How-to guide', group: 'Guides' },
  { name: 'Buying guide', group: 'Guides' },
];

function Address() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function renderSearch(route = '/templates') {
  const user = userEvent.setup();
  render(
    <InkpressThemeProvider>
      <MemoryRouter initialEntries={[route]}>
        <CatalogueSearch
          items={entries}
          groups={['Reviews', 'Guides']}
          filter={(list, query, group) =>
            matchAll(
              list,
              query,
              group,
              (e) => e.group,
              (e) => e.name,
            )
          }
          label="Search templates"
          placeholder="review, guide…"
          groupsLabel="Template groups"
          noun="templates"
          emptyTitle="No template matches"
          emptyText="Try another word, or show all groups."
        >
          {(shown) => (
            <ul aria-label="Shown">
              {shown.map((e) => (
                <li key={e.name}>{e.name}</li>
              ))}
            </ul>
          )}
        </CatalogueSearch>
        <Address />
      </MemoryRouter>
    </InkpressThemeProvider>,
  );
  return user;
}

describe('CatalogueSearch', () => {
  it('filters by the words and group in the address, and counts what shows', async () => {
    const user = renderSearch('/templates?group=Guides');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'How-to guide',
      'Buying guide',
    ]);
    expect(screen.getByText('2 of 3 templates')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'buying');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Buying guide']);
    expect(screen.getByTestId('search').textContent).toBe('?q=buying&group=Guides');
  });

  it('shows the empty state when nothing matches, and clears the search from it', async () => {
    const user = renderSearch('/templates?q=poetry');
    expect(screen.getByText('No template matches')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Shown' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show all templates' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('3 templates')).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe('');
  });
});

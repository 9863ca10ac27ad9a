import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../test/render';
import type { TableSort } from './sortRows';
import { Table, type TableColumn } from './Table';

interface Doc {
  id: string;
  title: string;
  words: number;
  status: string;
}

const docs: Doc[] = [
  { id: '1', title: 'SEO basics', words: 1200, status: 'Draft' },
  { id: '2', title: 'AI writing', words: 3000, status: 'Published' },
  { id: '3', title: 'Brand voice', words: 800, status: 'Draft' },
];

const columns: TableColumn<Doc>[] = [
  {
    key: 'title',
    header: 'Title',
    render: (doc) => doc.title,
    sortValue: (doc) => doc.title,
    rowHeader: true,
  },
  {
    key: 'words',
    header: 'Words',
    render: (doc) => doc.words.toLocaleString('en-US'),
    sortValue: (doc) => doc.words,
    align: 'end',
  },
  { key: 'status', header: 'Status', render: (doc) => <strong>{doc.status}</strong> },
];

const firstColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('rowheader')[0]?.textContent);

function ServerSorted() {
  const [sort, setSort] = useState<TableSort | null>(null);
  const rows = sort ? [...docs].reverse() : docs;
  return (
    <Table
      caption="Documents"
      columns={[{ key: 'title', header: 'Title', render: (doc: Doc) => doc.title, sortable: true }]}
      rows={rows}
      getRowKey={(doc) => doc.id}
      sort={sort}
      onSortChange={setSort}
    />
  );
}

describe('Table', () => {
  it('is a semantic table named by its caption, with column and row headers', () => {
    renderWithTheme(<Table caption="Documents" columns={columns} rows={docs} getRowKey={(doc) => doc.id} />);
    const table = screen.getByRole('table', { name: 'Documents' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Words', 'Status']);
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col');
    expect(within(table).getByRole('rowheader', { name: 'SEO basics' })).toHaveAttribute('scope', 'row');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('renders cells with the column render functions', () => {
    renderWithTheme(<Table caption="Documents" columns={columns} rows={docs} getRowKey={(doc) => doc.id} />);
    const row = screen.getByRole('row', { name: /AI writing/ });
    expect(within(row).getByRole('cell', { name: '3,000' })).toBeInTheDocument();
    expect(within(row).getByText('Published').tagName).toBe('STRONG');
  });

  it('shows an empty-state row spanning every column', () => {
    renderWithTheme(
      <Table
        caption="Documents"
        columns={columns}
        rows={[]}
        getRowKey={(doc) => doc.id}
        emptyState="No documents yet"
      />,
    );
    const cell = screen.getByRole('cell', { name: 'No documents yet' });
    expect(cell).toHaveAttribute('colspan', '3');
  });

  it('marks sortable headers with aria-sort and sorts when their button is activated', async () => {
    const { user } = renderWithTheme(
      <Table caption="Documents" columns={columns} rows={docs} getRowKey={(doc) => doc.id} />,
    );
    const [title, words, status] = screen.getAllByRole('columnheader') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(title).toHaveAttribute('aria-sort', 'none');
    expect(status).not.toHaveAttribute('aria-sort');
    expect(within(status).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(title).getByRole('button', { name: 'Title' }));
    expect(title).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['AI writing', 'Brand voice', 'SEO basics']);

    await user.click(within(title).getByRole('button', { name: 'Title' }));
    expect(title).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['SEO basics', 'Brand voice', 'AI writing']);

    within(words).getByRole('button', { name: 'Words' }).focus();
    await user.keyboard('{Enter}');
    expect(words).toHaveAttribute('aria-sort', 'ascending');
    expect(title).toHaveAttribute('aria-sort', 'none');
    expect(firstColumn()).toEqual(['Brand voice', 'SEO basics', 'AI writing']);
  });

  it('starts from a default sort', () => {
    renderWithTheme(
      <Table
        caption="Documents"
        columns={columns}
        rows={docs}
        getRowKey={(doc) => doc.id}
        defaultSort={{ key: 'words', direction: 'descending' }}
      />,
    );
    expect(firstColumn()).toEqual(['AI writing', 'SEO basics', 'Brand voice']);
  });

  it('leaves sorting to the parent for server-sorted columns', async () => {
    const { user } = renderWithTheme(<ServerSorted />);
    const header = screen.getByRole('columnheader', { name: 'Title' });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Brand voice',
      'AI writing',
      'SEO basics',
    ]);
  });

  it('puts wide tables in a keyboard-scrollable region named by the caption, and marks loading', async () => {
    const { user } = renderWithTheme(
      <Table
        caption="Invoices"
        hideCaption
        loading
        columns={columns}
        rows={docs}
        getRowKey={(doc) => doc.id}
      />,
    );
    await user.tab();
    expect(screen.getByRole('region', { name: 'Invoices' })).toHaveFocus();
    expect(screen.getByRole('table', { name: 'Invoices' })).toHaveAttribute('aria-busy', 'true');
  });
});

import { ApiError, type ContentAdminEntry } from '@inkpress/shared-core';
import { InkpressThemeProvider, ShellProvider } from '@inkpress/shared-ui';
import { type FakeHandler, fakeShell } from '@inkpress/shared-ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import SiteContentPage from '../../screens/SiteContentPage';

const at = '2026-11-27T10:00:00.000Z';

const saved: ContentAdminEntry = {
  id: 'blog:en:launch-notes',
  kind: 'blog',
  slug: 'launch-notes',
  lang: 'en',
  path: '/blog/launch-notes',
  title: 'Launch notes',
  description: 'What launched.',
  category: null,
  tags: [],
  author: null,
  image: null,
  status: 'draft',
  publishedAt: null,
  updatedAt: at,
  readingMinutes: 1,
  html: '',
  headings: [],
  faq: [],
  translations: [],
  data: {},
  body: '## Hello',
  source: 'api',
  editedAt: at,
  translationKey: null,
  order: 100,
};

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function renderPage(route: string, handlers: Record<string, FakeHandler>) {
  const fake = fakeShell({ handlers, isInternal: true });
  const user = userEvent.setup();
  render(
    <InkpressThemeProvider>
      <ShellProvider store={fake.shell}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="/dashboard/site-content" element={<SiteContentPage />} />
          </Routes>
          <Location />
        </MemoryRouter>
      </ShellProvider>
    </InkpressThemeProvider>,
  );
  return { ...fake, user };
}

const preview = (body: unknown) => ({
  html: `<h2>${String((body as { body: string }).body).replace(/^#+\s*/, '')}</h2>`,
  headings: [],
  faq: [],
  words: 1,
  readingMinutes: 1,
});

describe('the site content screen', () => {
  it('lists the entries of a kind with their state, and switches kinds by the address', async () => {
    const { user, calls } = renderPage('/dashboard/site-content', {
      'GET /api/content/entries': () => [
        { ...saved, html: undefined },
        {
          ...saved,
          id: 'blog:en:from-repo',
          title: 'From the repo',
          status: 'published',
          source: 'repository',
          editedAt: null,
        },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Blog posts' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Draft')).toBeTruthy();
    expect(within(rows[0]!).getByText('Written here')).toBeTruthy();
    expect(within(rows[1]!).getByText('Published')).toBeTruthy();
    expect(within(rows[1]!).getByText('From the repository')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Launch notes' }).getAttribute('href')).toBe(
      '/dashboard/site-content?kind=blog&entry=blog%3Aen%3Alaunch-notes',
    );
    await user.click(screen.getByRole('tab', { name: 'Docs' }));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/site-content?kind=docs');
    expect(calls.filter((c) => c.route === 'GET /api/content/entries')).toHaveLength(2);
  });

  it('writes a new post with a live preview, shows the API’s field error, then saves it', async () => {
    let attempts = 0;
    const { user } = renderPage('/dashboard/site-content?kind=blog&entry=new', {
      'GET /api/content/entries': () => [],
      'POST /api/content/preview': preview,
      'POST /api/content/entries': () => {
        attempts += 1;
        if (attempts === 1) {
          throw new ApiError({
            status: 400,
            code: 'ValidationError',
            message: 'description: A description is needed.',
            data: { issues: [{ path: 'description', message: 'A description is needed.' }] },
          });
        }
        return saved;
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'New blog post' })).toBeTruthy();
    await user.type(screen.getByLabelText('Title'), 'Launch notes');
    expect((screen.getByLabelText(/^Slug/) as HTMLInputElement).value).toBe('launch-notes');
    await user.type(screen.getByLabelText(/^Text \(Markdown\)/), '## Hello');
    const pane = screen.getByTestId('preview');
    expect(await within(pane).findByRole('heading', { name: 'Hello' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const description = screen.getByLabelText(/^Description/);
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText('A description is needed.')).toBeTruthy();
    expect(screen.getByText('Check the fields marked below.')).toBeTruthy();

    await user.type(description, 'What launched.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Saved as a draft.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/dashboard/site-content?kind=blog&entry=blog%3Aen%3Alaunch-notes',
      ),
    );
    expect((screen.getByLabelText(/^Slug/) as HTMLInputElement).disabled).toBe(true);
  });

  it('publishes an entry and then links its public page; unpublishing takes the link away', async () => {
    let entry = saved;
    const { user } = renderPage('/dashboard/site-content?kind=blog&entry=blog:en:launch-notes', {
      'GET /api/content/entries': () => [],
      'GET /api/content/entries/blog%3Aen%3Alaunch-notes': () => entry,
      'POST /api/content/preview': preview,
      'POST /api/content/entries/blog%3Aen%3Alaunch-notes/publish': () => {
        entry = { ...entry, status: 'published', publishedAt: at };
        return entry;
      },
      'POST /api/content/entries/blog%3Aen%3Alaunch-notes/unpublish': () => {
        entry = { ...entry, status: 'draft' };
        return entry;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/^Published\. The public page shows it now/)).toBeTruthy();
    expect(screen.getByTestId('public-link').getAttribute('href')).toBe('/blog/launch-notes');
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText(/^Unpublished/)).toBeTruthy();
    expect(screen.queryByTestId('public-link')).toBeNull();
  });

  it('gives a docs page its category from the list of categories and its order, and shows a refused category', async () => {
    const { user, calls } = renderPage('/dashboard/site-content?kind=docs&entry=new', {
      'GET /api/content/entries': () => [],
      'GET /api/content/docs-categories': () => [
        { slug: 'getting-started', title: 'Getting started', description: 'First steps.' },
        { slug: 'writing', title: 'Writing and editing', description: 'The editor.' },
      ],
      'POST /api/content/preview': preview,
      'POST /api/content/entries': () => {
        throw new ApiError({
          status: 400,
          code: 'ValidationError',
          message: 'A docs page needs a category.',
          data: { issues: [{ path: 'category', message: 'A docs page needs a category.' }] },
        });
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'New docs page' })).toBeTruthy();
    expect(screen.queryByLabelText('Author')).toBeNull();
    const category = screen.getByLabelText('Category') as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Writing and editing' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('A docs page needs a category.')).toBeTruthy();
    expect(category.getAttribute('aria-invalid')).toBe('true');
    await user.selectOptions(category, 'writing');
    await user.type(screen.getByLabelText(/^Order in the category/), '4');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const posts = calls.filter((c) => c.route === 'POST /api/content/entries');
    expect(posts[1]?.body).toMatchObject({ kind: 'docs', category: 'writing', order: 4 });
  });
});

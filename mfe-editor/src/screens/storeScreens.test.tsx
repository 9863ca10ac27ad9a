import { ApiError } from '@inkpress/shared-core';
import { collectionListItemView, folderView, templateView, userView } from '@inkpress/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { fakeShell, type Handler, renderScreen } from '../features/test/fakeShell';
import DashboardHome from './DashboardHome';
import FolderScreen from './FolderScreen';
import TemplateScreen from './TemplateScreen';
import TemplatesScreen from './TemplatesScreen';

// Whole screens in jsdom, driven by user-event: slower than a unit test.
jest.setTimeout(30_000);

const templates = {
  data: [
    templateView({ id: 'how-to', name: 'How-to guide', category: 'Blog' }),
    templateView({ id: 'landing', name: 'Landing page', category: 'Marketing' }),
    templateView({ id: 'listicle', name: 'Listicle', category: 'Blog' }),
  ],
};

function render(ui: ReactElement, route: string, path: string, handlers: Record<string, Handler>) {
  const fake = fakeShell(handlers);
  return { ...fake, ...renderScreen(ui, { route, path, shell: fake.shell }) };
}

describe('screens that read their stores', () => {
  it('the dashboard greets the user, with their credits, recent documents and templates', async () => {
    render(<DashboardHome />, '/dashboard', '/dashboard', {
      'GET /api/users/me': () => userView({ name: 'Ada Lovelace', totalCredits: 4200, totalWordsUsed: 800 }),
      'GET /api/collections': () => ({
        data: [collectionListItemView({ id: 'c1', title: 'Email marketing' })],
        total: 1,
      }),
      'GET /api/templates': () => templates,
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(await screen.findByTestId('credits-left')).toHaveTextContent('4,200');
    expect(await screen.findByRole('link', { name: 'Email marketing' })).toHaveAttribute(
      'href',
      '/dashboard/collections/c1',
    );
    expect(await screen.findByText('How-to guide')).toBeInTheDocument();
  });

  it('the templates page lists the catalogue by category, and its retry loads it again', async () => {
    let fail = true;
    const { user } = render(<TemplatesScreen />, '/dashboard/templates', '/dashboard/templates', {
      'GET /api/templates': () => {
        if (fail) throw new ApiError({ status: 500 });
        return templates;
      },
    });
    const retry = await screen.findByRole('button', { name: /try again|retry/i });
    fail = false;
    await user.click(retry);
    const blog = await screen.findByRole('region', { name: 'Blog' });
    expect(within(blog).getByText('How-to guide')).toBeInTheDocument();
    expect(within(blog).getByText('Listicle')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Marketing' })).getByText('Landing page'),
    ).toBeInTheDocument();
  });

  it('a template page shows its template, or says that it does not exist', async () => {
    const handlers = {
      'GET /api/templates/listicle': () => templates.data[2],
      'GET /api/templates/gone': () => {
        throw new ApiError({ status: 404, code: 'NotFound' });
      },
      'GET /api/users/me': () => userView({ totalCredits: 4200 }),
    };
    const path = '/dashboard/templates/:templateId';
    const shown = render(<TemplateScreen />, '/dashboard/templates/listicle', path, handlers);
    expect(await screen.findByRole('heading', { name: 'Listicle' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Steps' })).toBeInTheDocument();
    shown.unmount();
    render(<TemplateScreen />, '/dashboard/templates/gone', path, handlers);
    expect(await screen.findByText('This template does not exist')).toBeInTheDocument();
  });

  it('a folder page shows its documents, renames the folder and moves documents into it', async () => {
    let title = 'Client A';
    let counts = 1;
    const { user, calls } = render(
      <FolderScreen />,
      '/dashboard/folders/f1',
      '/dashboard/folders/:folderId',
      {
        'GET /api/folders/f1': () => folderView({ id: 'f1', title, document_counts: counts }),
        'GET /api/folders': () => ({ data: [folderView({ id: 'f1', title })] }),
        'GET /api/collections': () => ({
          data: [
            collectionListItemView({ id: 'c1', title: 'In the folder', folder_id: 'f1' }),
            collectionListItemView({ id: 'c2', title: 'Elsewhere', folder_id: null }),
          ],
          total: 2,
        }),
        'PATCH /api/folders/f1': (body) => {
          title = (body as { title: string }).title;
          return folderView({ id: 'f1', title, document_counts: counts });
        },
        'POST /api/collections/move': (body) => {
          counts += (body as { collectionIds: string[] }).collectionIds.length;
          return {};
        },
      },
    );
    expect(await screen.findByRole('heading', { name: 'Client A' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Documents in Client A' });
    expect(within(list).getByText('In the folder')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename folder' });
    const input = within(rename).getByLabelText('Folder name');
    await user.clear(input);
    await user.type(input, 'Client B');
    await user.click(within(rename).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('heading', { name: 'Client B' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add documents' }));
    const picker = await screen.findByRole('dialog', { name: 'Add documents to “Client B”' });
    await user.click(await within(picker).findByLabelText('Elsewhere'));
    await user.click(within(picker).getByRole('button', { name: /Move here/ }));
    expect(await screen.findByText(/2 documents/)).toBeInTheDocument();
    expect(calls.map((c) => c.route)).toContain('POST /api/collections/move');
    expect(calls.find((c) => c.route === 'POST /api/collections/move')?.body).toEqual({
      collectionIds: ['c2'],
      folderId: 'f1',
    });
  });
});

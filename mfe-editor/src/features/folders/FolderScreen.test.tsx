import { collectionListItemView, folderView } from '@inkpress/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { fakeShell, type Handler, renderScreen } from '../test/fakeShell';
import FolderScreen from './FolderScreen';

// A whole screen in jsdom, driven by user-event: slower than a unit test.
jest.setTimeout(30_000);

function render(ui: ReactElement, route: string, path: string, handlers: Record<string, Handler>) {
  const fake = fakeShell(handlers);
  return { ...fake, ...renderScreen(ui, { route, path, shell: fake.shell }) };
}

describe('the folder screen', () => {
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

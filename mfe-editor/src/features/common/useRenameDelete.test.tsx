import { screen, waitFor } from '@testing-library/react';
import { fakeShell, renderScreen } from '../test/fakeShell';
import { type RenameDeleteOptions, useRenameDelete } from './useRenameDelete';

interface Item {
  id: string;
  name: string;
}

function Harness({ options, item }: { options: RenameDeleteOptions<Item>; item: Item }) {
  const actions = useRenameDelete(options);
  return (
    <>
      {actions.menu(item, [{ id: 'edit', label: 'Edit description', onSelect: () => undefined }])}
      {actions.dialogs}
    </>
  );
}

function setup(overrides: Partial<RenameDeleteOptions<Item>> = {}) {
  const options: RenameDeleteOptions<Item> = {
    nameOf: (item) => item.name,
    renameTitle: 'Rename chat',
    renameLabel: 'Title',
    rename: jest.fn(async () => undefined),
    remove: jest.fn(async () => undefined),
    deleteMessage: 'The conversation is deleted for your whole team.',
    deleteLabel: 'Delete chat',
    onError: jest.fn(),
    ...overrides,
  };
  const { shell } = fakeShell({});
  const view = renderScreen(<Harness options={options} item={{ id: 'c1', name: 'Launch plan' }} />, {
    route: '/x',
    path: '/x',
    shell,
  });
  return { options, ...view };
}

describe('useRenameDelete', () => {
  it('renames through the prompt only when the name changed', async () => {
    const { options, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Actions for Launch plan' }));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Edit description',
      'Rename…',
      'Delete…',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Rename…' }));
    const field = screen.getByRole('textbox', { name: 'Title' });
    expect(field).toHaveValue('Launch plan');
    await user.clear(field);
    await user.type(field, 'Launch plan v2');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() =>
      expect(options.rename).toHaveBeenCalledWith({ id: 'c1', name: 'Launch plan' }, 'Launch plan v2'),
    );
  });

  it('deletes after the confirmation; a failure is reported and keeps the dialog open', async () => {
    const failure = new Error('offline');
    const remove = jest.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce(undefined);
    const { options, user } = setup({ remove });
    await user.click(screen.getByRole('button', { name: 'Actions for Launch plan' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete…' }));
    expect(screen.getByText('Delete “Launch plan”?')).toBeVisible();
    expect(screen.getByText('The conversation is deleted for your whole team.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete chat' }));
    await waitFor(() => expect(options.onError).toHaveBeenCalledWith(failure));
    expect(screen.getByText('Delete “Launch plan”?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete chat' }));
    await waitFor(() => expect(screen.queryByText('Delete “Launch plan”?')).toBeNull());
    expect(remove).toHaveBeenCalledTimes(2);
  });
});

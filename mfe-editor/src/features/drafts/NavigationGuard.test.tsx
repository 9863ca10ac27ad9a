import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, MemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { renderThemed } from '../../editor/test/render';
import { leavingPath, NavigationGuard } from './NavigationGuard';

const origin = 'http://localhost';

function clickOn(element: Element, extra: Partial<MouseEvent> = {}) {
  return {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    target: element,
    ...extra,
  };
}

function anchor(href: string, attrs: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  a.appendChild(document.createElement('span'));
  document.body.appendChild(a);
  return a;
}

afterEach(() => {
  for (const a of document.querySelectorAll('body > a')) a.remove();
});

describe('which clicks leave the editor', () => {
  const here = { origin, pathname: '/dashboard/collections/c1' };

  it('a plain click on a link to another path of the app', () => {
    expect(leavingPath(clickOn(anchor('/dashboard/folders').firstElementChild!), here)).toBe(
      '/dashboard/folders',
    );
  });

  it('not new tabs, modified clicks, downloads, other sites or the same page', () => {
    expect(leavingPath(clickOn(anchor('/dashboard', { target: '_blank' })), here)).toBeNull();
    expect(leavingPath(clickOn(anchor('/dashboard'), { metaKey: true }), here)).toBeNull();
    expect(leavingPath(clickOn(anchor('/file.md', { download: '' })), here)).toBeNull();
    expect(leavingPath(clickOn(anchor('https://example.com/')), here)).toBeNull();
    expect(leavingPath(clickOn(anchor('/dashboard/collections/c1')), here)).toBeNull();
    expect(leavingPath(clickOn(anchor('/dashboard'), { button: 1 }), here)).toBeNull();
  });

  it('not a move between the posts of the same document', () => {
    const prefix = '/dashboard/collections/c1';
    expect(leavingPath(clickOn(anchor('/dashboard/collections/c1/p2')), here, prefix)).toBeNull();
  });
});

function Editor({
  dirty,
  onSave = async () => true,
  onDiscard = () => undefined,
}: {
  dirty: boolean;
  onSave?: () => Promise<boolean>;
  onDiscard?: () => void;
}) {
  return (
    <>
      <NavigationGuard when={dirty} onSave={onSave} onDiscard={onDiscard} />
      <Link to="/elsewhere">Leave</Link>
    </>
  );
}

describe('the unsaved-changes guard', () => {
  it('asks the browser to confirm a reload while there are unsaved changes', () => {
    const { rerender } = renderThemed(
      <MemoryRouter>
        <Editor dirty />
      </MemoryRouter>,
    );
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);

    rerender(
      <MemoryRouter>
        <Editor dirty={false} />
      </MemoryRouter>,
    );
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
  });

  it('holds an in-app link until the user decides (plain router): stay, then discard and leave', async () => {
    const onDiscard = jest.fn();
    const { user } = renderThemed(
      <MemoryRouter initialEntries={['/doc']}>
        <Routes>
          <Route path="/doc" element={<Editor dirty onDiscard={onDiscard} />} />
          <Route path="/elsewhere" element={<h1>Elsewhere</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(screen.getByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Elsewhere' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Leave' }));
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(onDiscard).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('saves, then leaves', async () => {
    const onSave = jest.fn(async () => true);
    const { user } = renderThemed(
      <MemoryRouter initialEntries={['/doc']}>
        <Routes>
          <Route path="/doc" element={<Editor dirty onSave={onSave} />} />
          <Route path="/elsewhere" element={<h1>Elsewhere</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    await user.click(screen.getByRole('button', { name: 'Save and leave' }));
    expect(onSave).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('lets links through when nothing is unsaved', async () => {
    const { user } = renderThemed(
      <MemoryRouter initialEntries={['/doc']}>
        <Routes>
          <Route path="/doc" element={<Editor dirty={false} />} />
          <Route path="/elsewhere" element={<h1>Elsewhere</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  // jsdom has no Request, which a data router's completed navigation needs: the test checks the hold and the stay.
  it('uses the router blocker when there is a data router (back button included)', async () => {
    const router = createMemoryRouter(
      [
        { path: '/doc', element: <Editor dirty /> },
        { path: '/elsewhere', element: <h1>Elsewhere</h1> },
      ],
      { initialEntries: ['/doc'] },
    );
    const { user } = renderThemed(<RouterProvider router={router} />);
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/doc');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/doc');
  });
});

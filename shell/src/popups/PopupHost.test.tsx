import type { PopupProps, RemotePopupTable } from '@inkpress/shared-ui';
import { act, screen } from '@testing-library/react';
import { RemotesStore } from '../federation/RemotesStore';
import { createTestShell, renderInShell } from '../test/renderShell';
import { PopupHost } from './PopupHost';

function Opener({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick}>
      Open upgrade
    </button>
  );
}

async function remotesWith(popups: RemotePopupTable) {
  const remotes = new RemotesStore(
    (async (id: string) => (id.endsWith('/routes') ? { default: [] } : { default: popups })) as never,
    () => undefined,
  );
  await remotes.start({
    source: 'api',
    remotes: [{ name: 'mfe_billing', manifestUrl: 'http://x/mf-manifest.json', paths: [] }],
  });
  return remotes;
}

describe('PopupHost', () => {
  it('opens a titled frame with a short text when the owning remote has no component yet', async () => {
    const shell = createTestShell();
    renderInShell(<PopupHost />, shell);
    act(() => shell.stores.popups.open('wordpress-publish'));
    const dialog = await screen.findByRole('dialog', { name: 'Publish to WordPress' });
    expect(dialog).toHaveTextContent('Publish this article to your WordPress site.');
  });

  it('shows the remote’s component with its title, props and close', async () => {
    const shell = createTestShell(
      {},
      {
        remotes: await remotesWith({
          upgrade: {
            title: 'Pick a plan',
            component: ({ props, close }: PopupProps) => (
              <div>
                <p>From {String(props.source)}</p>
                <button type="button" onClick={close}>
                  Done
                </button>
              </div>
            ),
          },
        }),
      },
    );
    const { user } = renderInShell(<PopupHost />, shell);
    act(() => shell.stores.popups.open('upgrade', { source: 'sidebar' }));
    expect(await screen.findByRole('dialog', { name: 'Pick a plan' })).toHaveTextContent('From sidebar');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stacks two popups; Escape closes the top one and focus returns where it was', async () => {
    const shell = createTestShell();
    const { user } = renderInShell(
      <>
        <Opener onClick={() => shell.stores.popups.open('upgrade')} />
        <PopupHost />
      </>,
      shell,
    );
    const opener = screen.getByRole('button', { name: 'Open upgrade' });
    await user.click(opener);
    const first = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    const focusedInFirst = document.activeElement;
    expect(first).toContainElement(focusedInFirst as HTMLElement);

    act(() => shell.stores.popups.open('rate-limit'));
    const second = await screen.findByRole('dialog', { name: 'Too many requests' });
    expect(second).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getAllByRole('dialog')).toHaveLength(2);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Too many requests' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Upgrade your plan' })).toBeInTheDocument();
    expect(document.activeElement).toBe(focusedInFirst);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(opener);
  });

  it('the close button closes its popup only', async () => {
    const shell = createTestShell();
    const { user } = renderInShell(<PopupHost />, shell);
    act(() => {
      shell.stores.popups.open('confirm');
      shell.stores.popups.open('info');
    });
    const top = await screen.findByRole('dialog', { name: 'Information' });
    await user.click(top.querySelector('button[aria-label="Close"]') as HTMLElement);
    expect(shell.stores.popups.stack.map((p) => p.type)).toEqual(['confirm']);
  });

  it('opening an open type again shows no second frame', async () => {
    const shell = createTestShell();
    renderInShell(<PopupHost />, shell);
    act(() => {
      shell.stores.popups.open('upgrade');
      shell.stores.popups.open('upgrade');
    });
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
  });

  it('offers the plans from the upgrade family, and says when to retry a rate limit', async () => {
    const shell = createTestShell();
    renderInShell(<PopupHost />, shell);
    act(() => shell.stores.popups.open('credit-limit-reached'));
    expect(await screen.findByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    act(() => {
      shell.stores.popups.clear();
      shell.stores.popups.open('rate-limit', { retryAfter: 42 });
    });
    expect(await screen.findByText('You can try again in 42 seconds.')).toBeInTheDocument();
  });
});

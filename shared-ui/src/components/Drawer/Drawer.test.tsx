import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../test/render';
import { Drawer, type DrawerProps } from './Drawer';

function MobileMenu(props: Partial<DrawerProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-label="Open menu" onClick={() => setOpen(true)}>
        ☰
      </button>
      <Drawer
        title="Menu"
        footer={<button type="button">Get Started</button>}
        {...props}
        open={open}
        onClose={() => setOpen(false)}
      >
        <a href="/pricing">Pricing</a>
      </Drawer>
      <button type="button">Page content</button>
    </>
  );
}

async function openDrawer(props: Partial<DrawerProps> = {}) {
  const rendered = renderWithTheme(<MobileMenu {...props} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Open menu' }));
  return rendered;
}

describe('Drawer', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(<MobileMenu />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog labelled by its title, portalled into the body', async () => {
    const { container } = await openDrawer();
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
  });

  it('traps focus inside', async () => {
    const { user } = await openDrawer();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Get Started' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Get Started' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user } = await openDrawer();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes on a backdrop click', async () => {
    const { user } = await openDrawer();
    await user.click(document.querySelector('[data-part="backdrop"]')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its labelled close button', async () => {
    const { user } = await openDrawer({ closeLabel: 'Close menu' });
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('slides from either side with the sidebar width by default', async () => {
    await openDrawer({ side: 'left' });
    expect(screen.getByRole('dialog')).toHaveStyle({ left: '0px', width: '270px' });
  });

  it('takes a custom width', async () => {
    await openDrawer({ width: 360 });
    expect(screen.getByRole('dialog')).toHaveStyle({ right: '0px', width: '360px' });
  });
});

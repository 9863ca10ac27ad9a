import '../../test/polyfills';
import { screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { renderWithTheme } from '../../test/render';
import { DropdownMenu } from '../DropdownMenu';
import { ModalFrame, type ModalFrameProps } from './ModalFrame';

function Harness(props: Partial<ModalFrameProps> & { withMenu?: boolean; withInitial?: boolean }) {
  const [open, setOpen] = useState(false);
  const [nested, setNested] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const { withMenu, withInitial, ...rest } = props;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open upgrade
      </button>
      <ModalFrame
        title="Upgrade your plan"
        description="More words, workflows and images."
        footer={
          <button type="button" ref={confirmRef}>
            Confirm
          </button>
        }
        initialFocusRef={withInitial ? confirmRef : undefined}
        {...rest}
        open={open}
        onClose={() => setOpen(false)}
      >
        <button type="button" onClick={() => setNested(true)}>
          Compare plans
        </button>
        {withMenu && (
          <DropdownMenu label="Interval" items={[{ id: 'm', label: 'Monthly', onSelect: () => {} }]} />
        )}
      </ModalFrame>
      <ModalFrame title="Plan comparison" open={nested} onClose={() => setNested(false)}>
        <p>Table</p>
      </ModalFrame>
    </>
  );
}

async function openModal(props: Parameters<typeof Harness>[0] = {}) {
  const rendered = renderWithTheme(<Harness {...props} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Open upgrade' }));
  return rendered;
}

describe('ModalFrame', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog labelled by its title and described by its description', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Upgrade your plan' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('More words, workflows and images.');
    expect(screen.getByRole('heading', { name: 'Upgrade your plan' })).toBeInTheDocument();
  });

  it('is portalled into document.body', async () => {
    const { container } = await openModal();
    const dialog = screen.getByRole('dialog');
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('moves focus inside on open and traps Tab and Shift+Tab', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Compare plans' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it('focuses the initial focus element when given', async () => {
    await openModal({ withInitial: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it('closes with the Close button and returns focus to the opener', async () => {
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open upgrade' })).toHaveFocus();
  });

  it('closes with Escape and returns focus to the opener', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open upgrade' })).toHaveFocus();
  });

  it('closes on a backdrop click', async () => {
    const { user } = await openModal();
    await user.click(document.querySelector('[data-part="backdrop"]')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on a backdrop click when closeOnBackdropClick is false', async () => {
    const { user } = await openModal({ closeOnBackdropClick: false });
    await user.click(document.querySelector('[data-part="backdrop"]')!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('uses a custom close label', async () => {
    await openModal({ closeLabel: 'Dismiss upgrade' });
    expect(screen.getByRole('button', { name: 'Dismiss upgrade' })).toBeInTheDocument();
  });

  it('locks page scroll while open', async () => {
    const { user } = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes only the top modal on Escape and returns focus into the one below', async () => {
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Compare plans' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Upgrade your plan' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Plan comparison' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compare plans' })).toHaveFocus();
  });

  it('lets Escape close a menu inside it before closing the modal', async () => {
    const { user } = await openModal({ withMenu: true });
    await user.click(screen.getByRole('button', { name: 'Interval' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

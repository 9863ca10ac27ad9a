import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { Backdrop } from './Backdrop';
import { LayerHeader } from './LayerHeader';
import { Portal } from './Portal';

describe('Portal', () => {
  it('renders into document.body, outside the component tree', () => {
    const { container } = renderWithTheme(
      <Portal>
        <p>Floating</p>
      </Portal>,
    );
    const floating = screen.getByText('Floating');
    expect(container).not.toContainElement(floating);
    expect(floating.parentElement).toBe(document.body);
  });

  it('renders into a given container', () => {
    const target = document.createElement('div');
    document.body.appendChild(target);
    renderWithTheme(
      <Portal container={target}>
        <p>Inside target</p>
      </Portal>,
    );
    expect(target).toContainElement(screen.getByText('Inside target'));
  });
});

describe('Backdrop', () => {
  it('is hidden from assistive technology and clickable', async () => {
    const onClick = jest.fn();
    const { user, container } = renderWithTheme(<Backdrop onClick={onClick} />);
    const backdrop = container.querySelector('[data-part="backdrop"]')!;
    expect(backdrop).toHaveAttribute('aria-hidden', 'true');
    await user.click(backdrop);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('LayerHeader', () => {
  it('renders the title with its id and a labelled close button', async () => {
    const onClose = jest.fn();
    const { user } = renderWithTheme(
      <LayerHeader titleId="t" title="Upgrade" closeLabel="Close" onClose={onClose} />,
    );
    expect(screen.getByRole('heading', { name: 'Upgrade' })).toHaveAttribute('id', 't');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

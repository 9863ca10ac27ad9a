import { screen } from '@testing-library/react';
import { CloseIcon } from '../../icons';
import { renderWithTheme } from '../../test/render';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label, not by its icon', () => {
    renderWithTheme(<IconButton label="Close" icon={<CloseIcon />} />);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('type', 'button');
  });

  it('is keyboard operable', async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(<IconButton label="Refresh" icon={<CloseIcon />} onClick={onClick} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('passes disabled through', () => {
    renderWithTheme(<IconButton label="Delete" icon={<CloseIcon />} disabled />);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});

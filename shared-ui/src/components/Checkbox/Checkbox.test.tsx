import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by its label', () => {
    renderWithTheme(<Checkbox label="Auto-save" />);
    expect(screen.getByRole('checkbox', { name: 'Auto-save' })).not.toBeChecked();
  });

  it('toggles on click, on its label and with Space', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Checkbox label="Auto-save" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Auto-save' });
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByText('Auto-save'));
    expect(box).not.toBeChecked();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('exposes the indeterminate state as mixed', () => {
    const { rerender } = renderWithTheme(<Checkbox label="Select all" indeterminate />);
    const box = screen.getByRole('checkbox', { name: 'Select all' });
    expect(box).toBePartiallyChecked();
    rerender(<Checkbox label="Select all" />);
    expect(box).not.toBePartiallyChecked();
  });

  it('wires hint and error with aria-describedby and aria-invalid', () => {
    renderWithTheme(<Checkbox label="I agree" hint="Required to continue" error="Please agree" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please agree Required to continue');
  });

  it('forwards refs and stays controllable', () => {
    const ref = { current: null as HTMLInputElement | null };
    renderWithTheme(<Checkbox label="Draft" ref={ref} checked readOnly disabled />);
    expect(ref.current).toBe(screen.getByRole('checkbox'));
    expect(ref.current).toBeChecked();
    expect(ref.current).toBeDisabled();
  });
});

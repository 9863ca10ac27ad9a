import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../test/render';
import { Switch } from './Switch';

function ControlledSwitch() {
  const [on, setOn] = useState(true);
  return (
    <>
      <Switch label="GPT-4" checked={on} onCheckedChange={setOn} />
      <output>{on ? 'on' : 'off'}</output>
    </>
  );
}

describe('Switch', () => {
  it('has role switch, its label as name and aria-checked', () => {
    renderWithTheme(<Switch label="Auto-save" description="Saves every minute" />);
    const toggle = screen.getByRole('switch', { name: 'Auto-save' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription('Saves every minute');
  });

  it('toggles with Space and Enter', async () => {
    const onCheckedChange = jest.fn();
    const { user } = renderWithTheme(<Switch label="Auto-save" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Auto-save' });
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.keyboard('{Enter}');
    expect(toggle).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles on click and on its label', async () => {
    const { user } = renderWithTheme(<Switch label="Public" defaultChecked />);
    const toggle = screen.getByRole('switch', { name: 'Public' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByText('Public'));
    expect(toggle).toBeChecked();
  });

  it('follows its checked prop when controlled', async () => {
    const { user } = renderWithTheme(<ControlledSwitch />);
    await user.click(screen.getByRole('switch', { name: 'GPT-4' }));
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('off');
  });

  it('does not toggle when disabled', async () => {
    const onCheckedChange = jest.fn();
    const { user } = renderWithTheme(<Switch label="Locked" disabled onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByRole('switch', { name: 'Locked' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});

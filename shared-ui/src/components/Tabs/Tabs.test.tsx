import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../test/render';
import { type TabItem, Tabs } from './Tabs';

const items: TabItem[] = [
  { id: 'profile', label: 'Profile', content: <p>Profile settings</p> },
  { id: 'team', label: 'Team', content: <input aria-label="Invite email" /> },
  { id: 'billing', label: 'Billing', content: <p>Billing settings</p>, disabled: true },
  { id: 'api', label: 'API', content: <p>API keys</p> },
];

function ControlledTabs() {
  const [tab, setTab] = useState('team');
  return (
    <>
      <Tabs label="Settings" items={items} value={tab} onValueChange={setTab} />
      <output>{tab}</output>
    </>
  );
}

describe('Tabs', () => {
  it('exposes tablist, tabs and the selected tabpanel, linked both ways', () => {
    renderWithTheme(<Tabs label="Settings" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Settings' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: 'Profile' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Profile' });
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Profile settings');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('keeps only the selected tab in the Tab order (roving tabindex)', async () => {
    const { user } = renderWithTheme(<Tabs label="Settings" items={items} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Team' })).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping', async () => {
    const { user } = renderWithTheme(<Tabs label="Settings" items={items} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Team' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'API' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'API' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('API keys');
  });

  it('jumps to the first and last tab with Home and End', async () => {
    const { user } = renderWithTheme(<Tabs label="Settings" items={items} />);
    await user.tab();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'API' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
  });

  it('in manual mode moves focus only and selects on Enter or Space', async () => {
    const { user } = renderWithTheme(<Tabs label="Settings" items={items} activation="manual" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    const team = screen.getByRole('tab', { name: 'Team' });
    expect(team).toHaveFocus();
    expect(team).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    expect(team).toHaveAttribute('aria-selected', 'true');
  });

  it('selects on click and not when disabled', async () => {
    const { user } = renderWithTheme(<Tabs label="Settings" items={items} />);
    await user.click(screen.getByRole('tab', { name: 'Billing' }));
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'API' }));
    expect(screen.getByRole('tabpanel', { name: 'API' })).toBeVisible();
  });

  it('can be controlled', async () => {
    const { user } = renderWithTheme(<ControlledTabs />);
    expect(screen.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(screen.getByRole('status')).toHaveTextContent('profile');
  });

  it('keeps hidden panels mounted when asked', async () => {
    const { user } = renderWithTheme(<Tabs label="Settings" items={items} keepMounted defaultValue="team" />);
    await user.type(screen.getByRole('textbox', { name: 'Invite email' }), 'a@b.co');
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    await user.click(screen.getByRole('tab', { name: 'Team' }));
    expect(screen.getByRole('textbox', { name: 'Invite email' })).toHaveValue('a@b.co');
  });
});

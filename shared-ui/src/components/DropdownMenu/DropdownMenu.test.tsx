import '../../test/polyfills';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithTheme } from '../../test/render';
import { DropdownMenu, type DropdownMenuItem } from './DropdownMenu';

const onRename = jest.fn();
const onDelete = jest.fn();

const items: DropdownMenuItem[] = [
  { id: 'tools', label: 'Free Tools', to: '/tools' },
  { id: 'blogs', label: 'Blogs', to: '/blog' },
  { id: 'archived', label: 'Archive', disabled: true, onSelect: jest.fn() },
  { id: 'videos', label: 'Video Tutorials', href: 'https://www.youtube.com/@inkpress', external: true },
  { id: 'rename', label: 'Rename', onSelect: onRename },
  { id: 'delete', label: 'Delete', onSelect: onDelete, tone: 'danger' },
];

function setup() {
  return renderWithTheme(
    <>
      <Routes>
        <Route path="/" element={<DropdownMenu label="Resources" items={items} />} />
        <Route path="/tools" element={<h1>Tools page</h1>} />
      </Routes>
      <button type="button">Elsewhere</button>
    </>,
    { route: '/' },
  );
}

const trigger = () => screen.getByRole('button', { name: 'Resources' });

describe('DropdownMenu', () => {
  beforeEach(() => jest.clearAllMocks());

  it('is a menu button with aria-haspopup and aria-expanded', async () => {
    const { user } = setup();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Resources' });
    expect(trigger()).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getAllByRole('menuitem')).toHaveLength(6);
    expect(screen.getByRole('menuitem', { name: 'Free Tools' })).toHaveFocus();
  });

  it('opens from the keyboard on the first item (Enter, ArrowDown) or the last (ArrowUp)', async () => {
    const { user } = setup();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Free Tools' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Free Tools' })).toHaveFocus();
  });

  it('moves with the arrows (skipping disabled items, wrapping), Home, End and type-ahead', async () => {
    const { user } = setup();
    await user.click(trigger());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Blogs' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Video Tutorials (opens in a new tab)' })).toHaveFocus();
    await user.keyboard('{End}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Free Tools' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Free Tools' })).toHaveFocus();
    await user.keyboard('r');
    expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the button', async () => {
    const { user } = setup();
    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside without stealing focus back', async () => {
    const { user } = setup();
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('closes on Tab', async () => {
    const { user } = setup();
    await user.click(trigger());
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('runs an action with Enter, closes and returns focus to the button', async () => {
    const { user } = setup();
    await user.click(trigger());
    await user.keyboard('{End}{ArrowUp}{Enter}');
    expect(onRename).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('follows an in-app link item', async () => {
    const { user } = setup();
    await user.click(trigger());
    await user.click(screen.getByRole('menuitem', { name: 'Free Tools' }));
    expect(screen.getByRole('heading', { name: 'Tools page' })).toBeInTheDocument();
  });

  it('opens external items in a new tab safely', async () => {
    const { user } = setup();
    await user.click(trigger());
    const video = screen.getByRole('menuitem', { name: 'Video Tutorials (opens in a new tab)' });
    expect(video).toHaveAttribute('href', 'https://www.youtube.com/@inkpress');
    expect(video).toHaveAttribute('target', '_blank');
    expect(video).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('does not activate disabled items', async () => {
    const { user } = setup();
    await user.click(trigger());
    const archive = screen.getByRole('menuitem', { name: 'Archive' });
    expect(archive).toHaveAttribute('aria-disabled', 'true');
    await user.click(archive);
    expect(items[2]?.onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('toggles closed when the button is clicked again', async () => {
    const { user } = setup();
    await user.click(trigger());
    await user.click(trigger());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

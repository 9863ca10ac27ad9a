import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { Tooltip } from './Tooltip';

function setup(delay?: number) {
  return renderWithTheme(
    <>
      <p id="extra">Extra</p>
      <Tooltip content="Uses 1,500 credits per item" openDelay={delay}>
        <button type="button" aria-describedby="extra">
          Index
        </button>
      </Tooltip>
    </>,
    { user: { advanceTimers: jest.advanceTimersByTime } },
  );
}

describe('Tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('describes its trigger with role tooltip via aria-describedby, keeping existing ids', () => {
    setup();
    const trigger = screen.getByRole('button', { name: 'Index' });
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(trigger.getAttribute('aria-describedby')).toBe(`extra ${tip.id}`);
    expect(trigger).toHaveAccessibleDescription('Extra Uses 1,500 credits per item');
    expect(tip).not.toBeVisible();
  });

  it('shows on hover after the delay and hides on leave', async () => {
    const { user } = setup(300);
    const trigger = screen.getByRole('button', { name: 'Index' });
    await user.hover(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.unhover(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('does not show when the pointer leaves before the delay', async () => {
    const { user } = setup(300);
    const trigger = screen.getByRole('button', { name: 'Index' });
    await user.hover(trigger);
    await user.unhover(trigger);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows at once on keyboard focus and hides on blur', async () => {
    const { user } = setup();
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Uses 1,500 credits per item');
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('hides on Escape while focus stays on the trigger', async () => {
    const { user } = setup();
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Index' })).toHaveFocus();
  });

  it('stays open while the pointer is over the tip itself', async () => {
    const { user } = setup(100);
    await user.hover(screen.getByRole('button', { name: 'Index' }));
    act(() => jest.advanceTimersByTime(100));
    // Moving from the trigger onto the tip (user-event leaves relatedTarget out, so say it here).
    const trigger = screen.getByRole('button', { name: 'Index' });
    const tip = screen.getByRole('tooltip');
    fireEvent.mouseOut(trigger, { relatedTarget: tip });
    fireEvent.mouseOver(tip, { relatedTarget: trigger });
    expect(screen.getByRole('tooltip')).toBeVisible();
  });
});

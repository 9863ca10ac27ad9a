import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useFocusTrap } from './useFocusTrap';

function Trap({ initial = false }: { initial?: boolean }) {
  const [active, setActive] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const initialRef = useRef<HTMLButtonElement>(null);
  useFocusTrap(ref, { active, initialFocus: initial ? initialRef : undefined });
  return (
    <>
      <button type="button" onClick={() => setActive(true)}>
        Open
      </button>
      <div ref={ref} tabIndex={-1}>
        <button type="button">First</button>
        <button type="button" ref={initialRef}>
          Middle
        </button>
        <button type="button" onClick={() => setActive(false)}>
          Last
        </button>
      </div>
      <button type="button">Outside</button>
    </>
  );
}

describe('useFocusTrap', () => {
  it('focuses the first tabbable element when activated', async () => {
    const user = userEvent.setup();
    render(<Trap />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  });

  it('focuses the initial focus element when given', async () => {
    const user = userEvent.setup();
    render(<Trap initial />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Middle' })).toHaveFocus();
  });

  it('wraps Tab and Shift+Tab inside the container', async () => {
    const user = userEvent.setup();
    render(<Trap />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Middle' })).toHaveFocus();
  });

  it('pulls focus back when it escapes the container', async () => {
    const user = userEvent.setup();
    render(<Trap />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    screen.getByRole('button', { name: 'Outside' }).focus();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  });

  it('returns focus to the opener when deactivated', async () => {
    const user = userEvent.setup();
    render(<Trap />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(opener).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Middle' })).toHaveFocus();
  });
});

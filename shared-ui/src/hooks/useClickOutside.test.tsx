import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { useClickOutside } from './useClickOutside';

function Box({ onOutside, enabled }: { onOutside: () => void; enabled?: boolean }) {
  const a = useRef<HTMLDivElement>(null);
  const b = useRef<HTMLDivElement>(null);
  useClickOutside([a, b], onOutside, enabled);
  return (
    <>
      <div ref={a}>Inside A</div>
      <div ref={b}>Inside B</div>
      <div>Outside</div>
    </>
  );
}

describe('useClickOutside', () => {
  it('fires for presses outside every ref only', async () => {
    const onOutside = jest.fn();
    render(<Box onOutside={onOutside} />);
    await userEvent.click(screen.getByText('Inside A'));
    await userEvent.click(screen.getByText('Inside B'));
    expect(onOutside).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('Outside'));
    expect(onOutside).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled', async () => {
    const onOutside = jest.fn();
    render(<Box onOutside={onOutside} enabled={false} />);
    await userEvent.click(screen.getByText('Outside'));
    expect(onOutside).not.toHaveBeenCalled();
  });
});

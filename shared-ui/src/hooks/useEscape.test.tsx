import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEscape } from './useEscape';

function Layer({ onEscape, enabled = true }: { onEscape: () => void; enabled?: boolean }) {
  useEscape(onEscape, enabled);
  return null;
}

describe('useEscape', () => {
  it('calls the handler on Escape and not on other keys', async () => {
    const onEscape = jest.fn();
    render(<Layer onEscape={onEscape} />);
    await userEvent.keyboard('{Enter}');
    expect(onEscape).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it('only calls the top-most layer', async () => {
    const outer = jest.fn();
    const inner = jest.fn();
    const { rerender } = render(
      <>
        <Layer onEscape={outer} />
        <Layer onEscape={inner} enabled={false} />
      </>,
    );
    rerender(
      <>
        <Layer onEscape={outer} />
        <Layer onEscape={inner} />
      </>,
    );
    await userEvent.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();

    rerender(
      <>
        <Layer onEscape={outer} />
        <Layer onEscape={inner} enabled={false} />
      </>,
    );
    await userEvent.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledTimes(1);
    expect(inner).toHaveBeenCalledTimes(1);
  });

  it('stops listening when disabled or unmounted', async () => {
    const onEscape = jest.fn();
    const { rerender, unmount } = render(<Layer onEscape={onEscape} enabled={false} />);
    await userEvent.keyboard('{Escape}');
    rerender(<Layer onEscape={onEscape} />);
    unmount();
    await userEvent.keyboard('{Escape}');
    expect(onEscape).not.toHaveBeenCalled();
  });

  it('uses the latest handler without re-registering', async () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = render(<Layer onEscape={first} />);
    rerender(<Layer onEscape={second} />);
    await userEvent.keyboard('{Escape}');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});

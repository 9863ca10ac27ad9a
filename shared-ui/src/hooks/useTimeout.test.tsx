import { renderHook } from '@testing-library/react';
import { useTimeout } from './useTimeout';

describe('useTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fires once after the delay', () => {
    const callback = jest.fn();
    renderHook(() => useTimeout(callback, 100));
    jest.advanceTimersByTime(99);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('pauses on null and starts over when resumed', () => {
    const callback = jest.fn();
    const { rerender } = renderHook(({ delay }: { delay: number | null }) => useTimeout(callback, delay), {
      initialProps: { delay: 100 as number | null },
    });
    jest.advanceTimersByTime(80);
    rerender({ delay: null });
    jest.advanceTimersByTime(500);
    expect(callback).not.toHaveBeenCalled();
    rerender({ delay: 100 });
    jest.advanceTimersByTime(100);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('is cancelled on unmount', () => {
    const callback = jest.fn();
    const { unmount } = renderHook(() => useTimeout(callback, 100));
    unmount();
    jest.advanceTimersByTime(200);
    expect(callback).not.toHaveBeenCalled();
  });
});

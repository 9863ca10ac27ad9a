import { DEFAULT_TOAST_DURATION, ToastStore } from './toastStore';

describe('ToastStore', () => {
  it('shows toasts newest last with defaults, and returns their ids', () => {
    const store = new ToastStore();
    const first = store.show({ message: 'Saved' });
    const second = store.show({ message: 'Failed', tone: 'danger', duration: null });
    expect(store.getSnapshot()).toEqual([
      { id: first, message: 'Saved', tone: 'info', duration: DEFAULT_TOAST_DURATION },
      { id: second, message: 'Failed', tone: 'danger', duration: null },
    ]);
  });

  it('replaces a toast with the same id instead of stacking a copy', () => {
    const store = new ToastStore();
    store.show({ id: 'offline', message: 'Offline' });
    store.show({ id: 'offline', message: 'Still offline' });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]?.message).toBe('Still offline');
  });

  it('keeps at most `limit` toasts, dropping the oldest', () => {
    const store = new ToastStore(2);
    store.show({ message: 'a' });
    store.show({ message: 'b' });
    store.show({ message: 'c' });
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual(['b', 'c']);
  });

  it('dismisses one or all, notifying subscribers only on change', () => {
    const store = new ToastStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.show({ message: 'a' });
    store.show({ message: 'b' });
    store.dismiss(id);
    store.dismiss('missing');
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual(['b']);
    store.clear();
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    store.show({ message: 'c' });
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('keeps the snapshot stable between changes (for useSyncExternalStore)', () => {
    const store = new ToastStore();
    store.show({ message: 'a' });
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });
});

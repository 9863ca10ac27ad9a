import { act, render, renderHook, screen } from '@testing-library/react';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { createStoreContext } from './createStoreContext';

class CounterStore {
  count = 0;

  constructor() {
    makeAutoObservable(this);
  }

  increment() {
    this.count += 1;
  }
}

const { Provider, useStore } = createStoreContext<CounterStore>('CounterStore');
const Other = createStoreContext<{ name: string }>('OtherStore');

const Count = observer(function Count() {
  return <output>{useStore().count}</output>;
});

describe('createStoreContext', () => {
  it('gives the provided store to useStore', () => {
    const store = new CounterStore();
    const { result } = renderHook(() => useStore(), {
      wrapper: ({ children }) => <Provider store={store}>{children}</Provider>,
    });
    expect(result.current).toBe(store);
  });

  it('re-renders MobX observers when the store changes', () => {
    const store = new CounterStore();
    render(
      <Provider store={store}>
        <Count />
      </Provider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('0');
    act(() => store.increment());
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });

  it('throws a clear error outside its Provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useStore())).toThrow(
      'useCounterStore was called outside its CounterStore Provider',
    );
    jest.mocked(console.error).mockRestore();
  });

  it('keeps separate contexts apart, and the nearest Provider wins', () => {
    const outer = new CounterStore();
    const inner = new CounterStore();
    const { result } = renderHook(() => [useStore(), Other.useStore()] as const, {
      wrapper: ({ children }) => (
        <Other.Provider store={{ name: 'other' }}>
          <Provider store={outer}>
            <Provider store={inner}>{children}</Provider>
          </Provider>
        </Other.Provider>
      ),
    });
    expect(result.current[0]).toBe(inner);
    expect(result.current[1]).toEqual({ name: 'other' });
  });

  it('accepts falsy stores', () => {
    const Flag = createStoreContext<boolean>('Flag');
    const { result } = renderHook(() => Flag.useStore(), {
      wrapper: ({ children }) => <Flag.Provider store={false}>{children}</Flag.Provider>,
    });
    expect(result.current).toBe(false);
  });
});

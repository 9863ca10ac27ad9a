import { type Context, createContext, type ReactNode, useContext } from 'react';

export interface StoreProviderProps<T> {
  /** The store instance to give to the tree (created once by the owner, e.g. the shell). */
  store: T;
  children?: ReactNode;
}

export interface StoreContext<T> {
  /** Gives `store` to its tree. */
  Provider: (props: StoreProviderProps<T>) => ReactNode;
  /** The store from the nearest Provider; throws when there is none (a wiring mistake). */
  useStore: () => T;
}

/** Marks "no Provider above", so falsy stores (0, false, '') still count as provided. */
const NO_STORE: unique symbol = Symbol('no store');

function useStoreFrom<T>(context: Context<T | typeof NO_STORE>, name: string): T {
  const store = useContext(context);
  if (store === NO_STORE) throw new Error(`use${name} was called outside its ${name} Provider`);
  return store;
}

/**
 * A typed context for one store, knowing nothing of its shape:
 *
 * ```tsx
 * export const { Provider: RootStoreProvider, useStore: useRootStore } =
 *   createStoreContext<RootStore>('RootStore');
 * ```
 *
 * With MobX, read observables inside `observer` components and they re-render on change.
 */
export function createStoreContext<T>(name = 'Store'): StoreContext<T> {
  const ReactContext = createContext<T | typeof NO_STORE>(NO_STORE);
  ReactContext.displayName = name;
  return {
    // biome-ignore lint/correctness/noComponentHookFactories: called once per store at module scope, never in render
    Provider: ({ store, children }) => <ReactContext value={store}>{children}</ReactContext>,
    useStore: () => useStoreFrom(ReactContext, name),
  };
}

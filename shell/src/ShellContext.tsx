import { createContext, useContext } from 'react';
import type { RemotesStore } from './federation/RemotesStore';

export interface ShellStores {
  remotes: RemotesStore;
}

export const ShellContext = createContext<ShellStores | null>(null);

export function useShell(): ShellStores {
  const stores = useContext(ShellContext);
  if (!stores) throw new Error('useShell outside the shell');
  return stores;
}

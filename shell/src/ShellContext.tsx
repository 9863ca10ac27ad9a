import { createContext, useContext } from 'react';
import type { ShellStores } from './stores/createShell';

export type { ShellStores } from './stores/createShell';

/** The shell's own stores, for the shell's components (remotes use ShellApi through shared-ui). */
export const ShellContext = createContext<ShellStores | null>(null);

export function useShellStores(): ShellStores {
  const stores = useContext(ShellContext);
  if (!stores) throw new Error('useShellStores was called outside the shell');
  return stores;
}

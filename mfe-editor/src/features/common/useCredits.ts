import { useEffect, useState } from 'react';
import { useEditorApi } from '../../api';
import { CreditsStore } from './CreditsStore';

/**
 * The signed-in user's credits for one screen (a CreditsStore, read when
 * the screen opens): `credits` (null while unknown) and `refresh` to read
 * them again after a run. Read it inside an observer.
 */
export function useCredits(): CreditsStore {
  const api = useEditorApi();
  const [store] = useState(() => new CreditsStore(api.users));
  useEffect(() => {
    void store.load();
    return store.dispose;
  }, [store]);
  return store;
}

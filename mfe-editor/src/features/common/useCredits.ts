import { useEditorApi } from '../../api';
import { useResource } from './useResource';

/** Words of credit left for the signed-in user (null while unknown), and a way to read it again after a run. */
export function useCredits(): { credits: number | null; refresh: () => void } {
  const api = useEditorApi();
  const me = useResource((signal) => api.users.me(signal), [api]);
  return { credits: me.data ? me.data.totalCredits : null, refresh: me.reload };
}

import { useShell } from '@inkpress/shared-ui';
import { useMemo } from 'react';
import { createEditorApi, type EditorApi } from './editorApi';

export {
  createEditorApi,
  type EditorApi,
  type ListCollectionsQuery,
  parseGenerationEvent,
  toFolder,
  toTemplate,
} from './editorApi';
export * from './types';

/** The editor's API calls, over the shell's one client. */
export function useEditorApi(): EditorApi {
  const { api } = useShell();
  return useMemo(() => createEditorApi(api), [api]);
}

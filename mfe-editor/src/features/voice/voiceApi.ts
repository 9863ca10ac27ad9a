import {
  type ApiClient,
  FileView,
  type PersonaCreateBody,
  type PersonaPatchBody,
  PersonaView,
  type StyleGenerateBody,
  type StylePatchBody,
  StyleView,
  zod,
} from '@inkpress/shared-core';

/** The calls of brand voices, personas and the info base (SPEC §7), over the shell's one client. */
export function createVoiceApi(api: ApiClient) {
  const id = (value: string) => encodeURIComponent(value);
  return {
    listStyles(signal?: AbortSignal) {
      return api.get('/api/styles', { signal, schema: zod.array(StyleView) });
    },
    /** POST /api/generate/style: measured by code, described by the AI (or the offline writer). */
    createStyle(body: StyleGenerateBody) {
      return api.post('/api/generate/style', body, { schema: StyleView });
    },
    updateStyle(styleId: string, body: StylePatchBody) {
      return api.patch(`/api/styles/${id(styleId)}`, body, { schema: StyleView });
    },
    deleteStyle(styleId: string) {
      return api.delete(`/api/styles/${id(styleId)}`);
    },
    listPersonas(signal?: AbortSignal) {
      return api.get('/api/personas', { signal, schema: zod.array(PersonaView) });
    },
    createPersona(body: PersonaCreateBody) {
      return api.post('/api/personas', body, { schema: PersonaView });
    },
    updatePersona(personaId: string, body: PersonaPatchBody) {
      return api.patch(`/api/personas/${id(personaId)}`, body, { schema: PersonaView });
    },
    deletePersona(personaId: string) {
      return api.delete(`/api/personas/${id(personaId)}`);
    },
    /** The team's info base: the facts articles and chat answers draw on. */
    listInfoBase(signal?: AbortSignal) {
      return api.get('/api/files', { query: { type: 'info-base' }, signal, schema: zod.array(FileView) });
    },
    /** Uploads a file as the raw body: the server reads its type from its bytes. */
    uploadInfoBase(file: Blob, name: string) {
      return api.request('POST', '/api/train', {
        body: file,
        query: { type: 'info-base', name },
        schema: FileView,
      });
    },
    addInfoBase(body: { text?: string; url?: string; name?: string }) {
      return api.post('/api/train', { ...body, type: 'info-base' }, { schema: FileView });
    },
    renameFile(fileId: string, name: string) {
      return api.patch(`/api/files/${id(fileId)}`, { name }, { schema: FileView });
    },
    deleteFile(fileId: string) {
      return api.delete(`/api/files/${id(fileId)}`);
    },
    /** Embeds a file whose embedding failed again: answered 'indexing'. */
    retryFile(fileId: string) {
      return api.post(`/api/files/${id(fileId)}/retry`, {}, { schema: FileView });
    },
  };
}

export type VoiceApi = ReturnType<typeof createVoiceApi>;

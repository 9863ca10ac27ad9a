import {
  type ApiClient,
  ApiError,
  CollectionListItemView,
  CollectionView,
  FolderList,
  FolderView,
  RevisionDetail,
  RevisionSummary,
  type ServerSentEvent,
  TemplateList,
  TemplateView,
  UserView,
  zod,
} from '@inkpress/shared-core';
import type { CollectionPayload, SavedCollection } from '../stores';
import type {
  CollectionDetail,
  CollectionPage,
  Folder,
  GenerationEvent,
  Template,
  TemplateField,
  UserCredits,
} from './types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const number = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** A page of GET /api/collections. */
const CollectionPageView = zod.object({ data: zod.array(CollectionListItemView), total: zod.number().int() });

/** A folder as the editor shows it. */
export function toFolder(view: FolderView): Folder {
  return {
    id: view.id,
    title: view.title,
    created_at: view.created_at,
    document_counts: view.document_counts,
  };
}

/** A template of GET /api/templates as the template flow uses it. */
export function toTemplate(view: TemplateView): Template {
  return {
    id: view.id,
    name: view.name,
    description: view.description,
    category: view.category,
    fields: view.fields.map(
      (f): TemplateField => ({
        name: f.name,
        label: f.label,
        kind: f.type,
        placeholder: f.placeholder ?? undefined,
        help: f.help ?? undefined,
        required: f.required,
        maxLength: f.maxLength,
        options: f.options ?? undefined,
        min: f.min ?? undefined,
        max: f.max ?? undefined,
      }),
    ),
    defaults: view.defaults,
    example: view.example,
  };
}

/** Reads one server-sent event of POST /api/generate; unknown events (heartbeats, pings) give null. */
export function parseGenerationEvent(event: ServerSentEvent): GenerationEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  switch (event.event) {
    case 'meta':
      return { type: 'meta', data };
    case 'delta':
      return typeof data.text === 'string' ? { type: 'delta', data: { text: data.text } } : null;
    case 'done':
      return {
        type: 'done',
        data: {
          ...data,
          operation: text(data.operation) || undefined,
          output: data.output,
          words: number(data.words),
          credits: number(data.credits),
          aborted: data.aborted === true,
        },
      };
    case 'error':
      return { type: 'error', data };
    case 'message':
    case 'ping':
    case 'heartbeat':
      return null;
    default:
      return { type: 'other', event: event.event, data };
  }
}

/** A title or outline answer: the text itself, or the list of lines. */
function outputText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (isRecord(value)) return text(value.title ?? value.output ?? value.text);
  return '';
}

function outputList(value: unknown): string[] {
  const list = isRecord(value) ? (value.outline ?? value.output ?? value.items) : value;
  if (Array.isArray(list)) return list.map((item) => outputText(item).trim()).filter(Boolean);
  if (typeof list === 'string')
    return list
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  return [];
}

/**
 * The save body as the API accepts it: FAQs with both a question and an
 * answer (the panel lets half-written ones exist while they are typed),
 * tags and categories without blanks.
 */
export function cleanPayload(payload: CollectionPayload): CollectionPayload {
  const nonBlank = (values: string[]) => values.map((v) => v.trim()).filter(Boolean);
  return {
    ...payload,
    posts: payload.posts.map((post) => ({
      ...post,
      tags: nonBlank(post.tags),
      categories: nonBlank(post.categories),
      postConfig: {
        ...post.postConfig,
        faqs: (post.postConfig.faqs ?? [])
          .map((faq) => ({ question: faq.question.trim(), answer: faq.answer.trim() }))
          .filter((faq) => faq.question && faq.answer),
      },
    })),
  };
}

export interface ListCollectionsQuery {
  offset?: number;
  limit?: number;
  folderId?: string | null;
  sort?: 'updatedAt' | 'createdAt';
}

/**
 * The editor's calls (SPEC §7), small typed wrappers over the shell's one
 * API client, so screens and stores never build paths or read bodies.
 */
export function createEditorApi(api: ApiClient) {
  return {
    collections: {
      async list(query: ListCollectionsQuery = {}, signal?: AbortSignal): Promise<CollectionPage> {
        const page = await api.getList('/api/collections', {
          query: {
            offset: query.offset,
            limit: query.limit,
            folderId: query.folderId ?? undefined,
            sort: query.sort,
          },
          signal,
          schema: CollectionPageView,
        });
        return { items: page.data, total: page.total };
      },
      get: (id: string, signal?: AbortSignal): Promise<CollectionDetail> =>
        api.get(`/api/collections/${encodeURIComponent(id)}`, { signal, schema: CollectionView }),
      /** POST for a new collection (no id), PUT for an existing one: CollectionStore.save's injected call. */
      save: async (raw: CollectionPayload): Promise<SavedCollection> => {
        const payload = cleanPayload(raw);
        return payload.id
          ? await api.put(`/api/collections/${encodeURIComponent(payload.id)}`, payload, {
              schema: CollectionView,
            })
          : await api.post('/api/collections', payload, { schema: CollectionView });
      },
      move: (collectionIds: readonly string[], folderId: string | null) =>
        api.post('/api/collections/move', { collectionIds, folderId }),
      remove: (ids: readonly string[]) => api.post('/api/collections/delete', { ids }),
    },
    posts: {
      remove: (id: string) => api.delete(`/api/posts/${encodeURIComponent(id)}`),
    },
    folders: {
      async list(signal?: AbortSignal): Promise<Folder[]> {
        const body = await api.getList('/api/folders', { signal, schema: FolderList });
        return body.data.map(toFolder);
      },
      async get(id: string, signal?: AbortSignal): Promise<Folder> {
        return toFolder(
          await api.get(`/api/folders/${encodeURIComponent(id)}`, { signal, schema: FolderView }),
        );
      },
      async create(name: string): Promise<Folder> {
        return toFolder(await api.post('/api/folders', { name }, { schema: FolderView }));
      },
      async rename(id: string, title: string): Promise<Folder> {
        return toFolder(
          await api.patch(`/api/folders/${encodeURIComponent(id)}`, { title }, { schema: FolderView }),
        );
      },
      remove: (id: string) => api.delete(`/api/folders/${encodeURIComponent(id)}`),
    },
    templates: {
      async list(signal?: AbortSignal): Promise<Template[]> {
        const body = await api.getList('/api/templates', { signal, schema: TemplateList });
        return body.data.map(toTemplate);
      },
      async get(id: string, signal?: AbortSignal): Promise<Template> {
        return toTemplate(
          await api.get(`/api/templates/${encodeURIComponent(id)}`, { signal, schema: TemplateView }),
        );
      },
      /** POST /api/templates/{id}/generate-title {fields, language}: the title (charged). */
      async generateTitle(
        id: string,
        input: { fields: Record<string, unknown>; language?: string; previous?: string[] },
        signal?: AbortSignal,
      ): Promise<string> {
        const answer = await api.post(`/api/templates/${encodeURIComponent(id)}/generate-title`, input, {
          signal,
        });
        return outputText(answer).trim();
      },
      async generateOutline(
        id: string,
        input: Record<string, unknown>,
        signal?: AbortSignal,
      ): Promise<string[]> {
        const answer = await api.post(`/api/templates/${encodeURIComponent(id)}/generate-outline`, input, {
          signal,
        });
        return outputList(answer);
      },
    },
    /** A post's history: its saved states, one compared with the current text, and restoring one. */
    revisions: {
      async list(postId: string, signal?: AbortSignal): Promise<RevisionSummary[]> {
        const page = await api.getList<{ data?: unknown }>(
          `/api/posts/${encodeURIComponent(postId)}/revisions`,
          { query: { limit: 50 }, signal },
        );
        const parsed = RevisionSummary.array().safeParse(page.data);
        if (!parsed.success) throw new ApiError({ code: 'InvalidResponse' });
        return parsed.data;
      },
      get(postId: string, revisionId: string, signal?: AbortSignal): Promise<RevisionDetail> {
        return api.get(
          `/api/posts/${encodeURIComponent(postId)}/revisions/${encodeURIComponent(revisionId)}`,
          { signal, schema: RevisionDetail },
        );
      },
      async restore(postId: string, revisionId: string): Promise<void> {
        await api.post(
          `/api/posts/${encodeURIComponent(postId)}/revisions/${encodeURIComponent(revisionId)}/restore`,
        );
      },
    },
    users: {
      async me(signal?: AbortSignal): Promise<UserCredits> {
        const user = await api.get('/api/users/me', { signal, schema: UserView });
        return {
          id: user.id,
          totalCredits: user.totalCredits,
          paidCredits: user.paidCredits,
          totalWordsUsed: user.totalWordsUsed,
          features: user.features,
          name: user.name.trim(),
          createdAt: user.created_at,
        };
      },
    },
    /**
     * POST /api/generate {operation, ...input}, streamed: the parsed events in
     * order. A refused request (402, 429…) rejects the first step with its
     * ApiError; an `error` event is yielded for the caller to throw.
     */
    /** POST /api/improve-article: one post rewritten part by part (events part, delta, done, post). */
    async *improveArticle(
      body: {
        postId: string;
        type: string;
        html?: string;
        keyword?: string;
        language?: string;
        tone?: string;
      },
      signal?: AbortSignal,
    ): AsyncGenerator<GenerationEvent, void, undefined> {
      for await (const event of api.stream('/api/improve-article', body, { signal })) {
        const parsed = parseGenerationEvent(event);
        if (parsed) yield parsed;
      }
    },
    /** POST /api/improve-article/batch: several posts (events post-start, progress, post, done). */
    async *improveBatch(
      body: { postIds: string[]; type: string; keyword?: string; language?: string; tone?: string },
      signal?: AbortSignal,
    ): AsyncGenerator<GenerationEvent, void, undefined> {
      for await (const event of api.stream('/api/improve-article/batch', body, { signal })) {
        const parsed = parseGenerationEvent(event);
        if (parsed) yield parsed;
      }
    },
    async *generate(
      operation: string,
      input: Record<string, unknown>,
      signal?: AbortSignal,
    ): AsyncGenerator<GenerationEvent, void, undefined> {
      for await (const event of api.stream('/api/generate', { ...input, operation }, { signal })) {
        const parsed = parseGenerationEvent(event);
        if (parsed) yield parsed;
      }
    },
  };
}

export type EditorApi = ReturnType<typeof createEditorApi>;

import {
  type ApiClient,
  ApiError,
  RevisionDetail,
  RevisionSummary,
  type ServerSentEvent,
} from '@inkpress/shared-core';
import type { CollectionPayload, SavedCollection } from '../stores';
import type {
  ArticleOptions,
  CollectionDetail,
  CollectionListItem,
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

/** The items of a list answer: the body itself when it is an array, else its `data` (or `items`). */
export function listItems(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (!isRecord(body)) return [];
  if (Array.isArray(body.data)) return body.data;
  if (isRecord(body.data) && Array.isArray(body.data.items)) return body.data.items;
  if (Array.isArray(body.items)) return body.items;
  return [];
}

function listTotal(body: unknown): number | null {
  if (!isRecord(body)) return null;
  if (typeof body.total === 'number') return body.total;
  if (isRecord(body.data) && typeof body.data.total === 'number') return body.data.total;
  return null;
}

/** A collection of the list, whatever optional fields the API adds. */
export function toCollectionItem(raw: unknown): CollectionListItem | null {
  if (!isRecord(raw)) return null;
  const id = text(raw.id ?? raw._id);
  if (!id) return null;
  return { ...raw, id, title: text(raw.title, 'Untitled Collection') };
}

export function toFolder(raw: unknown): Folder | null {
  if (!isRecord(raw)) return null;
  const id = text(raw.id ?? raw._id);
  if (!id) return null;
  return {
    id,
    title: text(raw.title) || text(raw.name) || 'Untitled folder',
    created_at: text(raw.created_at) || undefined,
    document_counts: number(raw.document_counts),
  };
}

const fieldKinds: readonly TemplateField['kind'][] = ['text', 'textarea', 'select', 'number'];

function toTemplateField(raw: unknown): TemplateField | null {
  if (!isRecord(raw)) return null;
  const name = text(raw.name);
  if (!name) return null;
  const type = text(raw.type);
  return {
    name,
    label: text(raw.label) || name,
    kind: (fieldKinds as readonly string[]).includes(type) ? (type as TemplateField['kind']) : 'text',
    placeholder: text(raw.placeholder) || undefined,
    help: text(raw.help) || undefined,
    required: raw.required === true,
    maxLength: typeof raw.maxLength === 'number' ? raw.maxLength : undefined,
    options: Array.isArray(raw.options)
      ? raw.options.filter((o): o is string => typeof o === 'string')
      : undefined,
    min: typeof raw.min === 'number' ? raw.min : undefined,
    max: typeof raw.max === 'number' ? raw.max : undefined,
  };
}

const optionKeys: readonly (keyof ArticleOptions)[] = [
  'featureImage',
  'simplifiedSentences',
  'readability',
  'faqs',
  'externalLinks',
  'internalLinks',
];

/** A template of GET /api/templates (api/src/presenters/template.ts). */
export function toTemplate(raw: unknown): Template | null {
  if (!isRecord(raw)) return null;
  const id = text(raw.id);
  if (!id) return null;
  const defaults = isRecord(raw.defaults) ? raw.defaults : {};
  const options = isRecord(defaults.options) ? defaults.options : {};
  const example = isRecord(raw.example) ? raw.example : {};
  const chosen = {} as ArticleOptions;
  for (const key of optionKeys) chosen[key] = options[key] === true;
  return {
    id,
    name: text(raw.name) || id,
    description: text(raw.description),
    category: text(raw.category) || undefined,
    fields: (Array.isArray(raw.fields) ? raw.fields : [])
      .map(toTemplateField)
      .filter((f): f is TemplateField => f !== null),
    defaults: { length: defaults.length === 'medium' ? 'medium' : 'short', options: chosen },
    example: Object.fromEntries(
      Object.entries(example).filter(
        (entry): entry is [string, string | number] =>
          typeof entry[1] === 'string' || typeof entry[1] === 'number',
      ),
    ),
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
        const body = await api.getList('/api/collections', {
          query: {
            offset: query.offset,
            limit: query.limit,
            folderId: query.folderId ?? undefined,
            sort: query.sort,
          },
          signal,
        });
        return {
          items: listItems(body)
            .map(toCollectionItem)
            .filter((c): c is CollectionListItem => c !== null),
          total: listTotal(body),
        };
      },
      get: (id: string, signal?: AbortSignal) =>
        api.get<CollectionDetail>(`/api/collections/${encodeURIComponent(id)}`, { signal }),
      /** POST for a new collection (no id), PUT for an existing one: CollectionStore.save's injected call. */
      save: async (raw: CollectionPayload): Promise<SavedCollection> => {
        const payload = cleanPayload(raw);
        const saved = payload.id
          ? await api.put<SavedCollection>(`/api/collections/${encodeURIComponent(payload.id)}`, payload)
          : await api.post<SavedCollection>('/api/collections', payload);
        if (!saved || typeof saved.id !== 'string') {
          throw new ApiError({ code: 'InvalidResponse', message: 'The document was saved without an id.' });
        }
        return saved;
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
        const body = await api.getList('/api/folders', { signal });
        return listItems(body)
          .map(toFolder)
          .filter((f): f is Folder => f !== null);
      },
      async get(id: string, signal?: AbortSignal): Promise<Folder> {
        const folder = toFolder(await api.get(`/api/folders/${encodeURIComponent(id)}`, { signal }));
        if (!folder) throw new ApiError({ status: 404, code: 'NotFound' });
        return folder;
      },
      async create(name: string): Promise<Folder> {
        const folder = toFolder(await api.post('/api/folders', { name }));
        if (!folder) throw new ApiError({ code: 'InvalidResponse' });
        return folder;
      },
      async rename(id: string, title: string): Promise<Folder> {
        const folder = toFolder(await api.patch(`/api/folders/${encodeURIComponent(id)}`, { title }));
        if (!folder) throw new ApiError({ code: 'InvalidResponse' });
        return folder;
      },
      remove: (id: string) => api.delete(`/api/folders/${encodeURIComponent(id)}`),
    },
    templates: {
      async list(signal?: AbortSignal): Promise<Template[]> {
        const body = await api.getList('/api/templates', { signal });
        return listItems(body)
          .map(toTemplate)
          .filter((t): t is Template => t !== null);
      },
      async get(id: string, signal?: AbortSignal): Promise<Template> {
        const template = toTemplate(await api.get(`/api/templates/${encodeURIComponent(id)}`, { signal }));
        if (!template) throw new ApiError({ status: 404, code: 'NotFound' });
        return template;
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
        const raw = await api.get<Record<string, unknown>>('/api/users/me', { signal });
        const features = isRecord(raw.features) ? raw.features : {};
        return {
          id: text(raw.id),
          totalCredits: number(raw.totalCredits),
          paidCredits: number(raw.paidCredits),
          totalWordsUsed: number(raw.totalWordsUsed),
          features: { gpt4: features.gpt4 === true },
          name: typeof raw.name === 'string' ? raw.name.trim() : '',
          createdAt: typeof raw.created_at === 'string' ? raw.created_at : null,
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

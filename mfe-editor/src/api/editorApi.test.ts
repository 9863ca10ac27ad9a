import type { ApiClient, RequestOptions, ServerSentEvent } from '@inkpress/shared-core';
import { collectionView, fakeApiClient, templateView } from '@inkpress/shared-ui/testing';
import { CollectionStore } from '../stores';
import { cleanPayload, createEditorApi, parseGenerationEvent, toTemplate } from './editorApi';

function fakeClient(overrides: Partial<ApiClient> = {}): ApiClient {
  const fail = () => {
    throw new Error('not expected');
  };
  return {
    get: jest.fn(fail),
    getList: jest.fn(fail),
    post: jest.fn(fail),
    put: jest.fn(fail),
    patch: jest.fn(fail),
    delete: jest.fn(fail),
    request: jest.fn(fail),
    stream: jest.fn(fail),
    on: jest.fn(),
    once: jest.fn(),
    off: jest.fn(),
    ...overrides,
  } as unknown as ApiClient;
}

describe('reading generation events', () => {
  const sse = (event: string, data: unknown): ServerSentEvent => ({ event, data: JSON.stringify(data) });

  it('reads meta, delta, done and error, and keeps other named events', () => {
    expect(parseGenerationEvent(sse('meta', { label: 'offline writer' }))).toEqual({
      type: 'meta',
      data: { label: 'offline writer' },
    });
    expect(parseGenerationEvent(sse('delta', { text: 'Hi' }))).toEqual({
      type: 'delta',
      data: { text: 'Hi' },
    });
    expect(
      parseGenerationEvent(
        sse('done', { output: 'x', words: 1, credits: 1, aborted: false, collectionId: 'c' }),
      ),
    ).toMatchObject({ type: 'done', data: { words: 1, credits: 1, aborted: false, collectionId: 'c' } });
    expect(parseGenerationEvent(sse('error', { status: 402, code: 'NotEnoughCredits' }))).toMatchObject({
      type: 'error',
      data: { status: 402 },
    });
    expect(parseGenerationEvent(sse('saved', { collectionId: 'c' }))).toEqual({
      type: 'other',
      event: 'saved',
      data: { collectionId: 'c' },
    });
  });

  it('ignores heartbeats, bad JSON and deltas without text', () => {
    expect(parseGenerationEvent({ event: 'delta', data: '{oops' })).toBeNull();
    expect(parseGenerationEvent(sse('delta', { nope: 1 }))).toBeNull();
    expect(parseGenerationEvent(sse('message', { text: 'x' }))).toBeNull();
  });

  it('streams POST /api/generate with the operation beside its input', async () => {
    const stream = jest.fn(async function* () {
      yield { event: 'delta', data: '{"text":"a"}' };
      yield { event: 'done', data: '{"output":"a","words":1,"credits":1,"aborted":false}' };
    });
    const api = createEditorApi(fakeClient({ stream: stream as unknown as ApiClient['stream'] }));
    const types: string[] = [];
    for await (const event of api.generate('expand', { text: 'Hi' })) types.push(event.type);
    expect(types).toEqual(['delta', 'done']);
    expect(stream).toHaveBeenCalledWith(
      '/api/generate',
      { text: 'Hi', operation: 'expand' },
      { signal: undefined },
    );
  });
});

describe('the collection calls', () => {
  it('creates with POST, then updates with PUT', async () => {
    const post = jest.fn(async (_path: string, _body: unknown, options?: RequestOptions<unknown>) =>
      options?.schema ? options.schema.parse(collectionView({ id: 'c1' })) : undefined,
    );
    const put = jest.fn(async (_path: string, _body: unknown, options?: RequestOptions<unknown>) =>
      options?.schema ? options.schema.parse(collectionView({ id: 'c1' })) : undefined,
    );
    const api = createEditorApi(fakeClient({ post: post as never, put: put as never }));
    const store = new CollectionStore({ posts: [{}] });
    await api.collections.save(store.toJSON());
    expect(post).toHaveBeenCalledWith(
      '/api/collections',
      expect.objectContaining({ clientId: store.clientId }),
      expect.anything(),
    );
    await api.collections.save({ ...store.toJSON(), id: 'c1' });
    expect(put).toHaveBeenCalledWith(
      '/api/collections/c1',
      expect.objectContaining({ id: 'c1' }),
      expect.anything(),
    );
  });

  it('sends only complete FAQs and non-blank tags (the API refuses empty ones)', () => {
    const store = new CollectionStore({
      posts: [
        {
          tags: ['seo', ' '],
          postConfig: {
            faqs: [
              { question: 'Why?', answer: 'Because.' },
              { question: 'Half', answer: '' },
            ],
            language: null,
          },
        },
      ],
    });
    const clean = cleanPayload(store.toJSON());
    expect(clean.posts[0]?.tags).toEqual(['seo']);
    expect(clean.posts[0]?.postConfig.faqs).toEqual([{ question: 'Why?', answer: 'Because.' }]);
  });

  it('parses the collection answer and refuses one that is not a collection', async () => {
    const detail = collectionView({ id: 'c1', posts: [{ title: 'Hello' }] });
    const ok = createEditorApi(fakeApiClient({ 'GET /api/collections/c1': () => ({ ...detail }) }).client);
    await expect(ok.collections.get('c1')).resolves.toMatchObject({ id: 'c1', posts: [{ title: 'Hello' }] });
    const drifted = createEditorApi(
      fakeApiClient({ 'GET /api/collections/c1': () => ({ _id: 'c1', items: [] }) }).client,
    );
    await expect(drifted.collections.get('c1')).rejects.toThrow();
  });
});

describe('templates', () => {
  it('are read from the catalogue presenter: fields, defaults and example', () => {
    const template = toTemplate(
      templateView({
        id: 'how-to',
        name: 'How-to guide',
        description: 'Steps.',
        category: 'Guides',
        fields: [
          {
            name: 'keyword',
            label: 'Focus keyword',
            type: 'text',
            required: true,
            maxLength: 100,
            placeholder: null,
            help: null,
            options: null,
            min: null,
            max: null,
          },
          {
            name: 'skillLevel',
            label: 'Skill level',
            type: 'select',
            required: false,
            maxLength: 40,
            placeholder: null,
            help: null,
            options: ['beginner', 'expert'],
            min: null,
            max: null,
          },
          {
            name: 'steps',
            label: 'Steps',
            type: 'number',
            required: false,
            maxLength: 3,
            placeholder: null,
            help: null,
            options: null,
            min: 3,
            max: 20,
          },
        ],
        defaultCost: 2500,
        example: { keyword: 'bread', steps: 5 },
      }),
    );
    expect(template).toMatchObject({
      id: 'how-to',
      fields: [
        { name: 'keyword', kind: 'text', required: true },
        { name: 'skillLevel', kind: 'select', options: ['beginner', 'expert'] },
        { name: 'steps', kind: 'number', min: 3, max: 20 },
      ],
      example: { keyword: 'bread', steps: 5 },
    });
  });
});

import { ApiError, type ServerSentEvent } from '@inkpress/shared-core';
import { type FakeStream, fakeApiClient, postView } from '@inkpress/shared-ui/testing';
import { reaction } from 'mobx';
import { createEditorApi } from '../../api';
import {
  ArticleImproverStore,
  type ImproverProps,
  MAX_POSTS,
  readImproverProps,
} from './ArticleImproverStore';

const sse = (event: string, data: unknown): ServerSentEvent => ({ event, data: JSON.stringify(data) });

/** The progress the store shows while it runs, as "done/total". */
function watchProgress(store: ArticleImproverStore): string[] {
  const seen: string[] = [];
  reaction(
    () => store.phase,
    (phase) => {
      if (phase.kind === 'running') seen.push(`${phase.done}/${phase.total}`);
    },
  );
  return seen;
}

function improver(
  props: ImproverProps,
  streams: Record<string, FakeStream>,
  options: { fixedType?: 'improve-seo'; onError?: (error: unknown) => string } = {},
) {
  const fake = fakeApiClient({}, streams);
  const errors: unknown[] = [];
  const store = new ArticleImproverStore(createEditorApi(fake.client), props, {
    fixedType: options.fixedType,
    onError:
      options.onError ??
      ((error) => {
        errors.push(error);
        return 'Not enough credits.';
      }),
  });
  return { store, calls: fake.calls, errors };
}

describe('ArticleImproverStore', () => {
  it('rewrites one post part by part, with its progress, and hands the saved post over', async () => {
    const onDone = jest.fn();
    const { store, calls } = improver(
      { postId: 'p1', html: '<p>Email works well.</p>', onDone },
      {
        '/api/improve-article': () => [
          sse('meta', { operation: 'improve-article', parts: 2, estimate: 80, label: 'offline writer' }),
          sse('part', { index: 0 }),
          sse('delta', { part: 0, text: '<p>Better.</p>' }),
          sse('part', { index: 1 }),
          sse('done', { output: '', words: 40, credits: 40, aborted: false }),
          sse('post', { post: postView({ id: 'p1' }) }),
        ],
      },
    );
    store.setType('readability');
    expect(store.words).toBe(3);
    expect(store.estimate).toBeGreaterThan(0);
    const progress = watchProgress(store);
    const running = store.run();
    expect(store.isRunning).toBe(true);
    await running;
    expect(progress).toEqual(['0/1', '0/2', '0/2', '1/2']);
    expect(store.phase).toEqual({ kind: 'done', posts: 1, credits: 40, aborted: false });
    expect(store.label).toBe('offline writer');
    expect(calls[0]).toEqual({
      route: 'STREAM /api/improve-article',
      body: { postId: 'p1', html: '<p>Email works well.</p>', type: 'readability' },
    });
    expect(onDone).toHaveBeenCalledWith([expect.objectContaining({ id: 'p1' })]);
  });

  it('improves several posts one after the other, counting the posts saved', async () => {
    const onDone = jest.fn();
    const ids = Array.from({ length: MAX_POSTS + 2 }, (_, i) => `p${i + 1}`);
    const { store, calls } = improver(
      { postIds: ids, onDone },
      {
        '/api/improve-article/batch': () => [
          sse('meta', { operation: 'improve-article/batch', posts: 2, label: 'offline writer' }),
          sse('post', { post: { id: 'p1' } }),
          sse('post', { post: { id: 'p2' } }),
          sse('done', { posts: ['p1', 'p2'], credits: 90, aborted: false }),
        ],
      },
    );
    expect(store.ids).toHaveLength(MAX_POSTS);
    expect(store.estimate).toBeNull();
    const progress = watchProgress(store);
    await store.run();
    expect(progress).toEqual([`0/${MAX_POSTS}`, `1/${MAX_POSTS}`, `2/${MAX_POSTS}`]);
    expect(store.phase).toEqual({ kind: 'done', posts: 2, credits: 90, aborted: false });
    expect(calls[0]?.body).toMatchObject({ postIds: ids.slice(0, MAX_POSTS) });
    expect(onDone).toHaveBeenCalledWith([{ id: 'p1' }, { id: 'p2' }]);
  });

  it('improve SEO waits for the focus keyword, and sends it trimmed', async () => {
    const { store, calls } = improver(
      { postId: 'p1', type: 'readability' },
      { '/api/improve-article': () => [sse('done', { credits: 10, aborted: false })] },
      { fixedType: 'improve-seo' },
    );
    expect(store.type).toBe('improve-seo');
    expect(store.canRun).toBe(false);
    store.setKeyword('  email marketing ');
    expect(store.canRun).toBe(true);
    await store.run();
    expect(calls[0]?.body).toEqual({ postId: 'p1', type: 'improve-seo', keyword: 'email marketing' });
    expect(store.phase).toEqual({ kind: 'done', posts: 0, credits: 10, aborted: false });
  });

  it('goes back to the choice with the message of a failure, after the error handler saw it', async () => {
    const { store, errors } = improver(
      { postId: 'p1' },
      {
        '/api/improve-article': () => [
          sse('meta', { parts: 2 }),
          sse('error', { status: 402, code: 'NotEnoughCredits', message: 'Not enough credits.' }),
        ],
      },
    );
    await store.run();
    expect(store.phase).toEqual({ kind: 'choose' });
    expect(store.error).toBe('Not enough credits.');
    expect(errors[0]).toMatchObject({ code: 'NotEnoughCredits', status: 402 });

    const quiet = improver(
      { postId: 'p1' },
      {
        '/api/improve-article': () => {
          throw new ApiError({ status: 500 });
        },
      },
      { onError: () => '' },
    );
    await quiet.store.run();
    expect(quiet.store.error).toBe('The improver stopped.');
  });

  it('Stop ends the run as stopped, uncharged, and still hands over the posts already saved', async () => {
    const onDone = jest.fn();
    const fake = fakeApiClient({});
    const client = {
      ...fake.client,
      async *stream(_path: string, _body?: unknown, options?: { signal?: AbortSignal }) {
        yield sse('meta', { posts: 2 });
        yield sse('post', { post: { id: 'p1' } });
        await new Promise((_, reject) =>
          options?.signal?.addEventListener('abort', () =>
            reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
          ),
        );
      },
    };
    const store = new ArticleImproverStore(
      createEditorApi(client),
      { postIds: ['p1', 'p2'], onDone },
      {
        onError: () => '',
      },
    );
    const running = store.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.phase).toEqual({ kind: 'running', done: 1, total: 2 });
    store.stop();
    await running;
    expect(store.phase).toEqual({ kind: 'done', posts: 1, credits: 0, aborted: true });
    expect(onDone).toHaveBeenCalledWith([{ id: 'p1' }]);
  });

  it("reads the popup's untyped props, dropping what is not of its type", () => {
    expect(
      readImproverProps({ postIds: ['p1', 2, 'p3'], type: 'shorten-everything', keyword: '', html: 5 }),
    ).toEqual({
      postId: undefined,
      postIds: ['p1', 'p3'],
      html: undefined,
      keyword: undefined,
      type: undefined,
      onDone: undefined,
    });
  });
});

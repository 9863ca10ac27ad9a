import { isAbortError, repurposeCost, type ServerSentEvent } from '@inkpress/shared-core';
import { type FakeStream, fakeApiClient } from '@inkpress/shared-ui/testing';
import { createEditorApi } from '../../api';
import { immediateScheduler } from '../ai/stream';
import { pieceToText, RepurposeStore } from './RepurposeStore';

const sse = (event: string, data: unknown): ServerSentEvent => ({ event, data: JSON.stringify(data) });
const onError = (error: unknown) => (isAbortError(error) ? '' : 'Repurposing failed.');

function repurposer(stream: FakeStream, source = '<h1>Bees</h1><p>One hive is enough.</p>') {
  const fake = fakeApiClient({}, { '/api/generate': stream });
  const store = new RepurposeStore(createEditorApi(fake.client).generate, source, {
    title: 'Bees',
    onError,
    schedule: immediateScheduler,
  });
  return { store, calls: fake.calls };
}

describe('RepurposeStore', () => {
  it('sends the article and the chosen formats, and splits the answer into pieces', async () => {
    const { store, calls } = repurposer(() => [
      sse('meta', { operation: 'repurpose', label: 'offline writer' }),
      sse('delta', { text: '<h2>X thread</h2><p>1/2 Bees.</p><p>2/2 One hive.</p>' }),
      sse('delta', { text: '<h2>Reddit post</h2><p>Title: Bees</p><p>One hive is enough.</p>' }),
      sse('done', { words: 9, credits: 9, aborted: false }),
    ]);
    expect(store.formats).toEqual(['x-thread', 'linkedin-post', 'newsletter']);
    store.toggle('linkedin-post');
    store.toggle('newsletter');
    store.toggle('reddit-post');
    expect(store.formats).toEqual(['x-thread', 'reddit-post']);
    expect(store.cost).toBe(repurposeCost(['x-thread', 'reddit-post']));
    await store.run();
    expect(calls[0]).toEqual({
      route: 'STREAM /api/generate',
      body: {
        operation: 'repurpose',
        text: '<h1>Bees</h1><p>One hive is enough.</p>',
        formats: ['x-thread', 'reddit-post'],
        title: 'Bees',
      },
    });
    expect(store.status).toBe('done');
    expect(store.isOffline).toBe(true);
    expect(store.charged).toBe(9);
    expect(store.pieces.map((p) => [p.format, pieceToText(p.html)])).toEqual([
      ['x-thread', '1/2 Bees.\n\n2/2 One hive.'],
      ['reddit-post', 'Title: Bees\n\nOne hive is enough.'],
    ]);
  });

  it('keeps at least one format chosen', () => {
    const { store } = repurposer(() => []);
    store.toggle('x-thread');
    store.toggle('linkedin-post');
    store.toggle('newsletter');
    expect(store.formats).toEqual(['newsletter']);
  });

  it('shows the error of a refused run and keeps what streamed before a failure', async () => {
    const { store } = repurposer(() => [
      sse('meta', { operation: 'repurpose', label: 'gpt' }),
      sse('delta', { text: '<h2>Newsletter</h2><p>Subject: Bees</p>' }),
      sse('error', { status: 502, code: 'InternalError', message: 'The AI provider failed.' }),
    ]);
    await store.run();
    expect(store.status).toBe('idle');
    expect(store.error).toBe('Repurposing failed.');
    expect(store.isOffline).toBe(false);
    expect(store.pieces.map((p) => p.format)).toEqual(['newsletter']);
  });
});

describe('pieceToText', () => {
  it('keeps paragraphs and list items on their own lines', () => {
    expect(pieceToText('<p>Hi there,</p><ul><li>One &amp; two</li><li>Three</li></ul><p>Bye.</p>')).toBe(
      'Hi there,\n- One & two\n- Three\n\nBye.',
    );
  });
});

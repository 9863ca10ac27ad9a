import { isAbortError, type ServerSentEvent } from '@inkpress/shared-core';
import { type FakeStream, fakeApiClient } from '@inkpress/shared-ui/testing';
import { createEditorApi } from '../../api';
import { immediateScheduler } from '../ai/stream';
import { TranslateStore } from './TranslateStore';

const sse = (event: string, data: unknown): ServerSentEvent => ({ event, data: JSON.stringify(data) });

/** The message the popup's error handler gives: none for a Stop. */
const onError = (error: unknown) => (isAbortError(error) ? '' : 'The translation failed.');

function translator(source: string, stream: FakeStream, language?: string) {
  const fake = fakeApiClient({}, { '/api/generate': stream });
  const api = createEditorApi(fake.client);
  const store = new TranslateStore(api.generate, source, { language, onError, schedule: immediateScheduler });
  return { store, calls: fake.calls };
}

describe('TranslateStore', () => {
  it('streams the translation into the language chosen, with its cost, and runs it again', async () => {
    const { store, calls } = translator('<p>Hello.</p>', (body) => {
      const { language } = body as { language: string };
      return [
        sse('meta', { operation: 'translate', label: 'offline writer' }),
        sse('delta', { text: language === 'fr-FR' ? '<p>Bonjour' : '<p>Hola' }),
        sse('delta', { text: '.</p>' }),
        sse('done', { words: 1, credits: 2, aborted: false }),
      ];
    });
    expect(store.language).toBe('es-ES');
    expect(store.cost).toBeGreaterThan(0);
    await store.run();
    expect(store.status).toBe('done');
    expect(store.result).toBe('<p>Hola.</p>');
    expect(store.label).toBe('offline writer');
    expect(calls[0]).toEqual({
      route: 'STREAM /api/generate',
      body: { text: '<p>Hello.</p>', language: 'es-ES', operation: 'translate' },
    });
    store.setLanguage('fr-FR');
    const again = store.run();
    expect(store.result).toBe('');
    expect(store.isRunning).toBe(true);
    await again;
    expect(store.result).toBe('<p>Bonjour.</p>');
  });

  it('starts from the language the popup was given', () => {
    const { store } = translator('<p>Hello.</p>', () => [], 'de-DE');
    expect(store.language).toBe('de-DE');
  });

  it('fails back to idle with the message the error handler gave', async () => {
    const { store } = translator('<p>Hello.</p>', () => [
      sse('error', { status: 402, code: 'NotEnoughCredits', message: 'Not enough credits.' }),
    ]);
    await store.run();
    expect(store.status).toBe('idle');
    expect(store.error).toBe('The translation failed.');
  });

  it('Stop keeps what arrived, back to idle without an error', async () => {
    const fake = fakeApiClient({});
    const client = {
      ...fake.client,
      async *stream(_path: string, _body?: unknown, options?: { signal?: AbortSignal }) {
        yield sse('delta', { text: '<p>Hola' });
        await new Promise((_, reject) =>
          options?.signal?.addEventListener('abort', () =>
            reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
          ),
        );
      },
    };
    const store = new TranslateStore(createEditorApi(client).generate, '<p>Hello.</p>', {
      onError,
      schedule: immediateScheduler,
    });
    const running = store.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.result).toBe('<p>Hola');
    store.stop();
    await running;
    expect(store.status).toBe('idle');
    expect(store.error).toBeNull();
    expect(store.result).toBe('<p>Hola');
  });
});

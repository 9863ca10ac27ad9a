import { ErrorReporter, MAX_REPORTS_PER_PAGE } from './ErrorReporter';

function reporter() {
  const send = jest.fn(async () => ({}));
  const errors = new ErrorReporter({ send, clientVersion: '1.2.3', url: () => '/dashboard?x=1' });
  return { errors, send };
}

describe('ErrorReporter', () => {
  it('sends an error with its name, message, stack, component stack, page and version', () => {
    const { errors, send } = reporter();
    const error = new TypeError("Cannot read properties of null (reading 'title')");
    expect(errors.report(error, { source: 'boundary', componentStack: '\n at Editor' })).toBe(true);
    expect(send).toHaveBeenCalledWith({
      name: 'TypeError',
      message: "Cannot read properties of null (reading 'title')",
      stack: error.stack,
      componentStack: '\n at Editor',
      url: '/dashboard?x=1',
      source: 'boundary',
      clientVersion: '1.2.3',
    });
  });

  it.each([
    ["reading 'then' of undefined", new TypeError("Cannot read properties of undefined (reading 'then')")],
    ['limit reached', new Error('Free limit reached')],
    ['a chunk load error', Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' })],
    ['a CSS chunk', new Error('Loading CSS chunk 7 failed.\n(/7.css)')],
    ['the resize-observer loop', 'ResizeObserver loop limit exceeded'],
  ])('does not report %s (SPEC §8)', (_case, thrown) => {
    const { errors, send } = reporter();
    expect(errors.report(thrown, { source: 'window' })).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('reports non-Error values as text and names the remote', () => {
    const { errors, send } = reporter();
    errors.report({ code: 42 }, { source: 'remote', remote: 'mfe_editor' });
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ message: '{"code":42}', source: 'remote', remote: 'mfe_editor' }),
    );
  });

  it('sends the same error once, and at most a few per page', () => {
    const { errors, send } = reporter();
    errors.report(new Error('same'), { source: 'boundary' });
    errors.report(new Error('same'), { source: 'boundary' });
    expect(send).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 20; i++) errors.report(new Error(`e${i}`), { source: 'window' });
    expect(send).toHaveBeenCalledTimes(MAX_REPORTS_PER_PAGE);
  });

  it('clips long texts to what the API accepts', () => {
    const { errors, send } = reporter();
    errors.report(new Error('x'.repeat(5000)), { source: 'boundary' });
    const payload = (send.mock.calls[0] as unknown as [{ message: string }])[0];
    expect(payload.message).toHaveLength(2000);
  });

  it('never throws, even when sending fails', async () => {
    const errors = new ErrorReporter({
      send: () => Promise.reject(new Error('offline')),
      clientVersion: '1',
      url: () => '/',
    });
    expect(() => errors.report(new Error('a'), { source: 'boundary' })).not.toThrow();
    const throwing = new ErrorReporter({
      send: () => {
        throw new Error('sync');
      },
      clientVersion: '1',
      url: () => '/',
    });
    expect(() => throwing.report(new Error('b'), { source: 'boundary' })).not.toThrow();
  });

  it('listens to uncaught errors and unhandled rejections until stopped', () => {
    const { errors, send } = reporter();
    const stop = errors.listen(window);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('uncaught'), message: 'uncaught' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('rejected') });
    window.dispatchEvent(rejection);
    window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop completed' }));
    expect(send.mock.calls.map((c) => (c as unknown as [{ message: string; source: string }])[0])).toEqual([
      expect.objectContaining({ message: 'uncaught', source: 'window' }),
      expect.objectContaining({ message: 'rejected', source: 'unhandledrejection' }),
    ]);
    stop();
    // jsdom treats an error event nobody listens to as uncaught; this listener only swallows it.
    const swallow = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', swallow);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after stop') }));
    window.removeEventListener('error', swallow);
    expect(send).toHaveBeenCalledTimes(2);
  });
});

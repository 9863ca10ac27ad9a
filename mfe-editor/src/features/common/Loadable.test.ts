import { ApiError } from '@inkpress/shared-core';
import { Loadable } from './Loadable';

/** A call whose answers the test gives, in any order; it records the signal each request got. */
function pendingCalls<T>() {
  const calls: { signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const fetch = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
    });
  return { calls, fetch };
}

describe('Loadable', () => {
  it('goes idle → loading → success with the answer', async () => {
    const names = new Loadable<string[]>([]);
    expect(names.status).toBe('idle');
    expect(names.loaded).toBe(false);
    const loading = names.load(async () => ['a', 'b']);
    expect(names.status).toBe('loading');
    await loading;
    expect(names.status).toBe('success');
    expect(names.loaded).toBe(true);
    expect(names.value).toEqual(['a', 'b']);
  });

  it('fails with the error, keeping what an earlier load brought', async () => {
    const names = new Loadable<string[]>([]);
    await names.load(async () => ['a']);
    await names.load(async () => Promise.reject(new ApiError({ status: 500 })));
    expect(names.status).toBe('failure');
    expect((names.error as ApiError).status).toBe(500);
    expect(names.value).toEqual(['a']);
    expect(names.loaded).toBe(true);
    await names.load(async () => ['b']);
    expect(names.error).toBeNull();
  });

  it('keeps the value on screen while it loads again', async () => {
    const { calls, fetch } = pendingCalls<string>();
    const name = new Loadable<string | null>(null);
    const first = name.load(fetch);
    calls[0]?.resolve('first');
    await first;
    void name.load(fetch);
    expect(name.status).toBe('loading');
    expect(name.value).toBe('first');
  });

  it('keeps only the latest answer, and aborts the request a later load replaced', async () => {
    const { calls, fetch } = pendingCalls<string>();
    const name = new Loadable<string | null>(null);
    const first = name.load(fetch);
    const second = name.load(fetch);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);
    calls[1]?.resolve('second');
    await second;
    calls[0]?.resolve('first');
    await first;
    expect(name.value).toBe('second');
    expect(name.status).toBe('success');
  });

  it('ignores a failure of a request a later load replaced', async () => {
    const { calls, fetch } = pendingCalls<string>();
    const name = new Loadable<string | null>(null);
    const first = name.load(fetch);
    const second = name.load(fetch);
    calls[1]?.resolve('second');
    await second;
    calls[0]?.reject(new Error('aborted'));
    await first;
    expect(name.status).toBe('success');
    expect(name.error).toBeNull();
  });

  it("ignores the answer once the caller's signal aborted, and passes the abort on to the request", async () => {
    const { calls, fetch } = pendingCalls<string>();
    const name = new Loadable<string | null>(null);
    const controller = new AbortController();
    const loading = name.load(fetch, controller.signal);
    controller.abort();
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.resolve('late');
    await loading;
    expect(name.value).toBeNull();
    expect(name.loaded).toBe(false);

    const aborted = new AbortController();
    aborted.abort();
    await name.load(async (signal) => (signal.aborted ? 'aborted before' : 'fresh'), aborted.signal);
    expect(name.value).toBeNull();
  });

  it('abort() drops the answer of the load in flight; reset() also forgets what was loaded', async () => {
    const { calls, fetch } = pendingCalls<string>();
    const name = new Loadable<string | null>(null);
    const first = name.load(fetch);
    name.abort();
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.resolve('dropped');
    await first;
    expect(name.value).toBeNull();

    await name.load(async () => 'kept');
    expect(name.value).toBe('kept');
    const pending = name.load(fetch);
    name.reset();
    calls[1]?.resolve('dropped too');
    await pending;
    expect(name.status).toBe('idle');
    expect(name.value).toBeNull();
    expect(name.loaded).toBe(false);
  });

  it('set() replaces the value after a change the server confirmed', async () => {
    const names = new Loadable<string[]>([]);
    await names.load(async () => ['a']);
    names.set(['a', 'b']);
    expect(names.value).toEqual(['a', 'b']);
    expect(names.status).toBe('success');
  });
});

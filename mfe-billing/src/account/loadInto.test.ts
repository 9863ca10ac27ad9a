import { ApiError } from '@inkpress/shared-core';
import { makeAutoObservable } from 'mobx';
import { explainError } from './errors';
import { type LoadState, loadInto } from './loadInto';

class Target implements LoadState {
  status: LoadState['status'] = 'idle';
  loadError = '';
  items: string[] = [];
  constructor() {
    makeAutoObservable(this);
  }
}

describe('loadInto', () => {
  it('is loading while the call runs, then applies the value and succeeds', async () => {
    const target = new Target();
    let resolve: (items: string[]) => void = () => undefined;
    const done = loadInto(
      target,
      () => new Promise<string[]>((r) => (resolve = r)),
      (items) => {
        target.items = items;
      },
    );
    expect(target.status).toBe('loading');
    resolve(['a', 'b']);
    await done;
    expect(target).toMatchObject({ status: 'success', loadError: '', items: ['a', 'b'] });
  });

  it('fails with the explained message and keeps what it had; a new load clears the error', async () => {
    const target = new Target();
    target.items = ['kept'];
    const failure = new ApiError({ status: 500, code: 'Error', message: 'Down for a moment.' });
    await loadInto(
      target,
      () => Promise.reject(failure),
      () => undefined,
    );
    expect(target.status).toBe('failure');
    expect(target.loadError).toBe(explainError(failure).message);
    expect(target.loadError).not.toBe('');
    expect(target.items).toEqual(['kept']);
    await loadInto(
      target,
      async () => ['fresh'],
      (items) => {
        target.items = items;
      },
    );
    expect(target).toMatchObject({ status: 'success', loadError: '', items: ['fresh'] });
  });
});

import { ApiError } from '@inkpress/shared-core';
import { fakeApiClient, userView } from '@inkpress/shared-ui/testing';
import { createEditorApi } from '../../api';
import { CreditsStore } from './CreditsStore';

function storeAnswering(me: () => unknown) {
  const fake = fakeApiClient({ 'GET /api/users/me': me });
  return { store: new CreditsStore(createEditorApi(fake.client).users), calls: fake.calls };
}

describe('CreditsStore', () => {
  it("reads the signed-in user's credits, unknown until they arrive", async () => {
    const { store, calls } = storeAnswering(() => userView({ totalCredits: 4200 }));
    expect(store.credits).toBeNull();
    await store.load();
    expect(store.status).toBe('success');
    expect(store.credits).toBe(4200);
    expect(calls.map((c) => c.route)).toEqual(['GET /api/users/me']);
  });

  it('reads them again after a run, and keeps the last figure when that read fails', async () => {
    let left: number | Error = 4200;
    const { store } = storeAnswering(() => {
      if (left instanceof Error) throw left;
      return userView({ totalCredits: left });
    });
    await store.load();
    left = 3900;
    const reading = store.refresh();
    expect(store.credits).toBe(4200);
    await reading;
    expect(store.credits).toBe(3900);
    left = new ApiError({ status: 500 });
    await store.load();
    expect(store.status).toBe('failure');
    expect(store.credits).toBe(3900);
  });

  it('drops an answer that arrives after the screen went away', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { store } = storeAnswering(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const loading = store.load();
    store.dispose();
    answer(userView({ totalCredits: 4200 }));
    await loading;
    expect(store.credits).toBeNull();
  });
});

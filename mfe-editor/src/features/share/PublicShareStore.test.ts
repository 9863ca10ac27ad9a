import { ApiError, type PublicSettingsBody, type PublicSettingsView } from '@inkpress/shared-core';
import { type PublicShareApi, PublicShareStore } from './PublicShareStore';

const ORIGIN = 'https://inkpress.test';

function fakeApi(initial: Partial<PublicSettingsView> = {}) {
  let current: PublicSettingsView = {
    id: 'p1',
    public: false,
    indexable: false,
    path: '/public/article/p1',
    ...initial,
  };
  const sent: PublicSettingsBody[] = [];
  let fail: unknown = null;
  const api: PublicShareApi = {
    get: async () => current,
    set: async (_id, body) => {
      sent.push(body);
      if (fail) throw fail;
      current = {
        ...current,
        public: body.public,
        indexable: body.public ? (body.indexable ?? current.indexable) : false,
      };
      return current;
    },
  };
  return { api, sent, failWith: (err: unknown) => (fail = err) };
}

describe('PublicShareStore', () => {
  it('reads the settings and gives the public link once the post is public', async () => {
    const fake = fakeApi();
    const store = new PublicShareStore(fake.api, ORIGIN);
    await store.open('p1');
    expect(store.settings.value?.public).toBe(false);
    await store.setPublic(true);
    expect(fake.sent).toEqual([{ public: true }]);
    expect(store.settings.value?.public).toBe(true);
    expect(store.link).toBe(`${ORIGIN}/public/article/p1`);
  });

  it('lets search engines index only when asked, and private turns it off', async () => {
    const fake = fakeApi({ public: true });
    const store = new PublicShareStore(fake.api, ORIGIN);
    await store.open('p1');
    await store.setIndexable(true);
    expect(store.settings.value?.indexable).toBe(true);
    await store.setPublic(false);
    expect(fake.sent.at(-1)).toEqual({ public: false });
    expect(store.settings.value).toMatchObject({ public: false, indexable: false });
  });

  it('keeps the confirmed settings when a change fails and says why', async () => {
    const fake = fakeApi();
    const store = new PublicShareStore(fake.api, ORIGIN);
    await store.open('p1');
    fake.failWith(new ApiError({ status: 500 }));
    await store.setPublic(true);
    expect(store.settings.value?.public).toBe(false);
    expect(store.error).toMatch(/could not be saved/);
    fake.failWith(new ApiError({ status: 404 }));
    await store.setPublic(true);
    expect(store.error).toMatch(/no longer exists/);
    expect(store.saving).toBe(false);
  });

  it('copies the link and reports a refused clipboard', async () => {
    const fake = fakeApi({ public: true });
    const store = new PublicShareStore(fake.api, ORIGIN);
    await store.open('p1');
    const copied: string[] = [];
    await store.copy(async (text) => {
      copied.push(text);
    });
    expect(copied).toEqual([`${ORIGIN}/public/article/p1`]);
    expect(store.copied).toBe(true);
    await store.copy(() => Promise.reject(new Error('denied')));
    expect(store.error).toMatch(/could not be copied/);
  });
});

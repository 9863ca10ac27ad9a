import { ApiError } from '@inkpress/shared-core';
import { fakeApiClient } from '@inkpress/shared-ui/testing';
import { createEditorApi } from '../../api';
import { HistoryStore } from './HistoryStore';

const older = {
  id: 'r1',
  postId: 'p1',
  reason: 'save',
  restoredFrom: null,
  title: 'Email marketing',
  words: 4,
  createdBy: 'u1',
  createdAt: '2026-04-30T09:00:00.000Z',
};
const newer = { ...older, id: 'r2', words: 7, createdAt: '2026-05-01T10:00:00.000Z' };
const unchanged = { ops: [], added: 0, removed: 0, truncated: false };
const detail = (revision: typeof older, added: number) => ({
  ...revision,
  content: [{ value: '<p>Email works.</p>' }],
  selectedContentIndex: 0,
  metaTitle: '',
  metaDescription: '',
  slug: '',
  diff: { title: unchanged, content: { ...unchanged, added } },
});

function history(handlers: Record<string, (body: unknown) => unknown>) {
  const fake = fakeApiClient(handlers);
  return { store: new HistoryStore(createEditorApi(fake.client).revisions), calls: fake.calls };
}

const versionsAnswer = () => ({ data: [newer, older], total: 2, offset: 0, limit: 50 });

describe('HistoryStore', () => {
  it("reads the post's saved versions, newest first, each time the drawer opens", async () => {
    const { store, calls } = history({ 'GET /api/posts/p1/revisions': versionsAnswer });
    expect(store.versions.status).toBe('idle');
    await store.open('p1');
    expect(store.versions.status).toBe('success');
    expect(store.versions.value?.map((r) => r.id)).toEqual(['r2', 'r1']);
    expect(store.latest?.id).toBe('r2');
    const reopening = store.open('p1');
    expect(store.versions.value).toBeNull();
    await reopening;
    expect(calls.map((c) => c.route)).toEqual(['GET /api/posts/p1/revisions', 'GET /api/posts/p1/revisions']);
  });

  it('shows what changed since the version opened, and forgets it when closed', async () => {
    const { store } = history({
      'GET /api/posts/p1/revisions': versionsAnswer,
      'GET /api/posts/p1/revisions/r1': () => detail(older, 3),
      'GET /api/posts/p1/revisions/r2': () => detail(newer, 0),
    });
    await store.open('p1');
    await store.showChanges('p1', 'r1');
    expect(store.changes.value?.id).toBe('r1');
    expect(store.changes.value?.diff.content.added).toBe(3);
    const other = store.showChanges('p1', 'r2');
    expect(store.changes.value).toBeNull();
    await other;
    expect(store.changes.value?.id).toBe('r2');
    store.hideChanges();
    expect(store.changes.value).toBeNull();
  });

  it('fails with the API error, and Retry reads again', async () => {
    let fail = true;
    const { store } = history({
      'GET /api/posts/p1/revisions': () => {
        if (fail) throw new ApiError({ status: 500 });
        return versionsAnswer();
      },
      'GET /api/posts/p1/revisions/gone': () => {
        throw new ApiError({ status: 404, code: 'NotFound' });
      },
    });
    await store.open('p1');
    expect(store.versions.status).toBe('failure');
    expect(store.versions.value).toBeNull();
    fail = false;
    await store.reloadVersions();
    expect(store.versions.value).toHaveLength(2);
    await store.showChanges('p1', 'gone');
    expect(store.changes.status).toBe('failure');
    expect((store.changes.error as ApiError).status).toBe(404);
  });

  it('drops the versions that arrive after the drawer closed', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { store } = history({
      'GET /api/posts/p1/revisions': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const opening = store.open('p1');
    store.close();
    answer(versionsAnswer());
    await opening;
    expect(store.versions.value).toBeNull();
  });
});

import type { ListCollectionsQuery } from '../../api';
import type { CollectionListItem, Template, UserCredits } from '../../api/types';
import { type DashboardApi, DashboardStore, RECENT_LIMIT } from './DashboardStore';

const user: UserCredits = {
  id: 'u1',
  totalCredits: 4200,
  paidCredits: 0,
  totalWordsUsed: 800,
  features: { gpt4: false },
  name: 'Ada',
  createdAt: '2026-05-01T10:00:00.000Z',
};

function fakeApi(over: { me?: () => Promise<UserCredits> } = {}) {
  const queries: ListCollectionsQuery[] = [];
  const api: DashboardApi = {
    collections: {
      list: async (query) => {
        queries.push(query);
        return { items: [{ id: 'c1', title: 'Email marketing' } as CollectionListItem], total: 1 };
      },
    },
    templates: { list: async () => [{ id: 'listicle', name: 'Listicle' } as Template] },
    users: { me: over.me ?? (async () => user) },
  };
  return { api, queries };
}

describe('DashboardStore', () => {
  it('loads the user, the most recently edited documents and the templates', async () => {
    const { api, queries } = fakeApi();
    const dashboard = new DashboardStore(api);
    expect(dashboard.userStatus).toBe('idle');
    await dashboard.load();
    expect(dashboard.userStatus).toBe('success');
    expect(dashboard.user?.totalCredits).toBe(4200);
    expect(queries).toEqual([{ limit: RECENT_LIMIT, sort: 'updatedAt' }]);
    expect(dashboard.recent.documents.map((d) => d.id)).toEqual(['c1']);
    expect(dashboard.templates.templates.map((t) => t.id)).toEqual(['listicle']);
  });

  it('fails the user part alone, and loads it again on its own', async () => {
    let fail = true;
    const { api } = fakeApi({
      me: async () => {
        if (fail) throw new Error('down');
        return user;
      },
    });
    const dashboard = new DashboardStore(api);
    await dashboard.load();
    expect(dashboard.userStatus).toBe('failure');
    expect(dashboard.userError).toEqual(new Error('down'));
    expect(dashboard.user).toBeNull();
    expect(dashboard.recent.status).toBe('success');
    expect(dashboard.templates.status).toBe('success');
    fail = false;
    await dashboard.loadUser();
    expect(dashboard.userStatus).toBe('success');
    expect(dashboard.user?.name).toBe('Ada');
  });
});

import type { CalendarItemView } from '@inkpress/shared-core';
import type { AutoblogApi } from './autoblogApi';
import { CalendarStore, dayKey } from './CalendarStore';

const item = (id: string, at: string, over: Partial<CalendarItemView> = {}): CalendarItemView => ({
  id,
  kind: 'autoblog',
  at,
  title: 'Morning posts',
  status: 'scheduled',
  cancellable: true,
  schedule_id: 'a'.repeat(24),
  post_id: null,
  collection_id: null,
  integration_id: null,
  ...over,
});

function fakeApi(items: CalendarItemView[]) {
  const ranges: [string, string][] = [];
  const cancelled: string[] = [];
  const api = {
    calendar: async (from: string, to: string) => {
      ranges.push([from, to]);
      return { data: items, from, to };
    },
    cancel: async (id: string) => {
      cancelled.push(id);
      return { data: { id, cancelled: true } };
    },
  } as unknown as AutoblogApi;
  return { api, ranges, cancelled };
}

describe('CalendarStore', () => {
  it('shows six weeks from the Monday before the 1st, or one week, and asks for that range', async () => {
    const { api, ranges } = fakeApi([]);
    const store = new CalendarStore(api, new Date(2026, 10, 25));
    expect(store.days).toHaveLength(42);
    expect(dayKey(store.days[0]!)).toBe('2026-10-26');
    expect(store.days[0]!.getDay()).toBe(1);
    await store.load();
    expect(new Date(ranges[0]![0]).getTime()).toBe(new Date(2026, 9, 26).getTime());
    expect(new Date(ranges[0]![1]).getTime()).toBe(new Date(2026, 11, 7).getTime());

    store.setMode('week');
    expect(store.days.map(dayKey)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    store.move(1);
    expect(dayKey(store.days[0]!)).toBe('2026-11-30');
    // A month on from the week shown (2 December): January.
    store.setMode('month');
    store.move(1);
    expect([store.anchor.getFullYear(), store.anchor.getMonth(), store.anchor.getDate()]).toEqual([
      2027, 0, 1,
    ]);
  });

  it('groups items by the local day and removes a cancelled one', async () => {
    const a = new Date(2026, 10, 27, 9, 30).toISOString();
    const b = new Date(2026, 10, 27, 18, 0).toISOString();
    const c = new Date(2026, 10, 30, 9, 30).toISOString();
    const { api, cancelled } = fakeApi([
      item('one', a),
      item('two', b, { kind: 'publish' }),
      item('three', c),
    ]);
    const store = new CalendarStore(api, new Date(2026, 10, 25));
    await store.load();
    expect(store.byDay.get('2026-11-27')?.map((i) => i.id)).toEqual(['one', 'two']);
    expect(store.byDay.get('2026-11-30')?.map((i) => i.id)).toEqual(['three']);
    await store.cancel('one');
    expect(cancelled).toEqual(['one']);
    expect(store.items.map((i) => i.id)).toEqual(['two', 'three']);
    expect(store.cancelling).toBeNull();
  });
});

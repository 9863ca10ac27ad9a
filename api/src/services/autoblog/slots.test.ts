import { latestSlotAtOrBefore, localTime, nextSlotAfter, slotsBetween, zonedInstant } from './slots';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('autoblog slots in a time zone', () => {
  const daily = { frequency: 'daily' as const, days: [], time: '09:00' };

  it('puts a daily slot at the local time of the zone, winter and summer', () => {
    // Paris is UTC+1 in January and UTC+2 in July.
    expect(iso(nextSlotAfter(daily, 'Europe/Paris', at('2026-01-10T00:00:00Z')))).toBe(
      '2026-01-10T08:00:00.000Z',
    );
    expect(iso(nextSlotAfter(daily, 'Europe/Paris', at('2026-07-10T00:00:00Z')))).toBe(
      '2026-07-10T07:00:00.000Z',
    );
    expect(iso(nextSlotAfter(daily, 'America/New_York', at('2026-01-10T00:00:00Z')))).toBe(
      '2026-01-10T14:00:00.000Z',
    );
  });

  it('keeps 09:00 local across a daylight-saving change (the slots are 23 h apart that day)', () => {
    // Europe/Paris springs forward on 2026-03-29.
    const slots = slotsBetween(daily, 'Europe/Paris', at('2026-03-28T00:00:00Z'), at('2026-03-31T00:00:00Z'));
    expect(slots.map(iso)).toEqual([
      '2026-03-28T08:00:00.000Z',
      '2026-03-29T07:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
    ]);
    for (const s of slots) expect(localTime(s, 'Europe/Paris')).toMatchObject({ hour: 9, minute: 0 });
  });

  it('maps a time the change skips to an hour on, and a repeated time to its first instant', () => {
    // 02:30 does not exist in Paris on 2026-03-29; 02:30 happens twice on 2026-10-25.
    expect(iso(zonedInstant(2026, 3, 29, 2, 30, 'Europe/Paris'))).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(zonedInstant(2026, 10, 25, 2, 30, 'Europe/Paris'))).toBe('2026-10-25T00:30:00.000Z');
  });

  it('names a slot the same way whatever the clock asking (the key of one article per slot)', () => {
    const weekly = { frequency: 'weekly' as const, days: [1, 4], time: '18:30' };
    const slot = nextSlotAfter(weekly, 'Asia/Tokyo', at('2026-05-01T00:00:00Z'));
    for (const offset of [1, 60_000, 3 * 3600_000, 2 * 86_400_000]) {
      expect(latestSlotAtOrBefore(weekly, 'Asia/Tokyo', slot + offset)).toBe(slot);
    }
    expect(latestSlotAtOrBefore(weekly, 'Asia/Tokyo', slot - 1)).toBeLessThan(slot);
  });

  it('runs weekly slots only on the chosen days', () => {
    const weekly = { frequency: 'weekly' as const, days: [1, 3], time: '10:00' };
    const slots = slotsBetween(weekly, 'UTC', at('2026-06-01T00:00:00Z'), at('2026-06-15T00:00:00Z'));
    expect(slots.map((s) => new Date(s).getUTCDay())).toEqual([1, 3, 1, 3]);
    expect(slots.map(iso)[0]).toBe('2026-06-01T10:00:00.000Z');
  });
});

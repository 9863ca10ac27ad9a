/**
 * The slots of an autoblog schedule: instants (UTC) at which one article is
 * due, from its cadence (daily, or weekly on some days, at HH:MM) read in its
 * IANA time zone. A slot's instant is a pure function of the local date, the
 * time and the zone, so every worker, whatever its clock, names a slot the
 * same way: the slot's key (schedule id + instant) is what makes "one
 * article per slot" exclusive. Across a daylight-saving change the local time
 * is kept (09:00 stays 09:00); a time the change skips maps to the instant an
 * hour on, one that happens twice to the first of the two.
 */
import type { AutoblogCadence } from '@inkpress/shared-core';

export type Cadence = Pick<AutoblogCadence, 'frequency' | 'days' | 'time'>;

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock time at `ms` in `timeZone`. */
export function localTime(ms: number, timeZone: string): LocalTime {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms)))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The zone's offset from UTC at `ms`, in milliseconds (Paris in winter: +3 600 000). */
export function zoneOffset(ms: number, timeZone: string): number {
  const t = localTime(ms, timeZone);
  const asUtc = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The instant of a wall-clock time in `timeZone` (see the header for DST gaps and repeats). */
export function zonedInstant(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  timeZone: string,
): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - zoneOffset(wall - DAY_MS / 2, timeZone);
  const second = wall - zoneOffset(wall + DAY_MS / 2, timeZone);
  // Both readings agree away from a change; near one, the reading that maps back to the wall time wins.
  const backTo = (candidate: number) => {
    const t = localTime(candidate, timeZone);
    return t.hour === hour && t.minute === minute && t.day === day;
  };
  if (first === second) return first;
  const fits = [first, second].filter(backTo).sort((a, b) => a - b);
  // Skipped by the change (spring forward): the later reading, an hour on.
  return fits[0] ?? Math.max(first, second);
}

function parseTime(time: string): [number, number] {
  const [h, m] = time.split(':').map(Number);
  return [h ?? 0, m ?? 0];
}

/** The slot of the local date y-m-d (any day arithmetic normalised by Date.UTC), or null when not a slot day. */
function slotOn(cadence: Cadence, timeZone: string, y: number, m: number, d: number): number | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (cadence.frequency === 'weekly' && !cadence.days.includes(date.getUTCDay())) return null;
  const [hour, minute] = parseTime(cadence.time);
  return zonedInstant(
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    hour,
    minute,
    timeZone,
  );
}

/** The first slot strictly after `afterMs`. */
export function nextSlotAfter(cadence: Cadence, timeZone: string, afterMs: number): number {
  const t = localTime(afterMs, timeZone);
  for (let i = -1; i <= 8; i++) {
    const slot = slotOn(cadence, timeZone, t.year, t.month, t.day + i);
    if (slot !== null && slot > afterMs) return slot;
  }
  throw new Error('no slot within 8 days: the cadence has no day');
}

/** The last slot at or before `atMs` (null when there is none in the week before). */
export function latestSlotAtOrBefore(cadence: Cadence, timeZone: string, atMs: number): number | null {
  const t = localTime(atMs, timeZone);
  for (let i = 1; i >= -8; i--) {
    const slot = slotOn(cadence, timeZone, t.year, t.month, t.day + i);
    if (slot !== null && slot <= atMs) return slot;
  }
  return null;
}

/** Every slot in [fromMs, toMs), in order. */
export function slotsBetween(cadence: Cadence, timeZone: string, fromMs: number, toMs: number): number[] {
  const slots: number[] = [];
  const t = localTime(fromMs, timeZone);
  const days = Math.ceil((toMs - fromMs) / DAY_MS) + 2;
  for (let i = -1; i <= days; i++) {
    const slot = slotOn(cadence, timeZone, t.year, t.month, t.day + i);
    if (slot !== null && slot >= fromMs && slot < toMs) slots.push(slot);
  }
  return slots;
}

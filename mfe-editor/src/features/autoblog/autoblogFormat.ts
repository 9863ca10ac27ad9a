import type { AutoblogScheduleView, AutoblogSlotView } from '@inkpress/shared-core';

/** A count with thousands separators ("1,500"). */
export const n = (value: number) => value.toLocaleString('en-US');

export const dayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export const slotTone = {
  queued: 'neutral',
  running: 'brand',
  succeeded: 'success',
  held: 'warning',
  failed: 'danger',
  skipped: 'neutral',
  cancelled: 'neutral',
} as const;

export const slotLabel: Record<AutoblogSlotView['status'], string> = {
  queued: 'Waiting',
  running: 'Writing',
  succeeded: 'Draft ready',
  held: 'Held back',
  failed: 'Failed',
  skipped: 'Skipped',
  cancelled: 'Cancelled',
};

/** The quality gate's number fields: [field, label, min, max]. */
export const qualityFields = [
  ['minWords', 'Minimum words', 0, 10000],
  ['minReadability', 'Minimum reading ease (0–100)', 0, 100],
  ['maxOverlap', 'Most overlap with a post (%)', 5, 100],
] as const;

/** The time zones to choose from, always including `current`. */
export function zones(current: string): string[] {
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC', current];
  return all.includes(current) ? all : [current, ...all];
}

/** A date and time in the user's zone ("Wed 26 Nov, 09:00"). */
export function when(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** "Every day at 09:00 (Europe/Paris)" or "Mon, Wed at 09:30 (Europe/Paris)". */
export function cadenceText(s: Pick<AutoblogScheduleView, 'cadence' | 'time_zone'>): string {
  const at = `at ${s.cadence.time} (${s.time_zone})`;
  if (s.cadence.frequency === 'daily') return `Every day ${at}`;
  return `${s.cadence.days.map((d) => dayNames[d]).join(', ')} ${at}`;
}

/** Where a schedule's topics come from: "2 keywords + RSS feed". */
export function topicsText(s: Pick<AutoblogScheduleView, 'keywords' | 'rss_url'>): string {
  return [s.keywords.length ? `${s.keywords.length} keywords` : null, s.rss_url ? 'RSS feed' : null]
    .filter(Boolean)
    .join(' + ');
}

/** Whether a schedule's articles draw on the team's info base. */
export function infoBaseText(s: Pick<AutoblogScheduleView, 'info_base'>): string {
  return s.info_base ? 'Used and cited in each article' : 'Not used';
}

/** Where a schedule's articles go: a connected site (by name) or the user's documents. */
export function destinationText(
  s: Pick<AutoblogScheduleView, 'integration_id' | 'mode'>,
  integrations: { id: string; name: string }[],
): string {
  if (!s.integration_id) return 'Your documents, as a draft';
  const site = integrations.find((i) => i.id === s.integration_id)?.name ?? 'Your site';
  return `${site} · ${s.mode === 'publish' ? 'published' : 'as a draft'}`;
}

/** The promotion countdown (SPEC §9): days, hours, minutes and seconds, updated every second. */

export interface Remaining {
  /** Milliseconds left; zero or less means the promotion has ended. */
  totalMs: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Time left until `end` at `now`, split into whole days, hours, minutes and seconds. */
export function remainingUntil(end: Date | string | number, now: number): Remaining {
  const totalMs = new Date(end).getTime() - now;
  const left = Math.max(0, totalMs);
  return {
    totalMs: Number.isNaN(totalMs) ? 0 : totalMs,
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

/** Gone at zero or below. */
export function hasEnded(remaining: Remaining): boolean {
  return remaining.totalMs <= 0;
}

/**
 * The red highlight (SPEC §9): when days <= 3, or under 6 hours, under 30
 * minutes or under 30 seconds remain. (Days <= 3 already covers the others;
 * they are kept so the rule reads as written.)
 */
export function isUrgent(remaining: Remaining): boolean {
  const { totalMs, days } = remaining;
  return days <= 3 || totalMs < 6 * HOUR || totalMs < 30 * MINUTE || totalMs < 30 * SECOND;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The four parts as shown: days as they are, the others two digits. */
export function countdownParts(remaining: Remaining): { value: string; unit: string; label: string }[] {
  return [
    { value: String(remaining.days), unit: 'd', label: remaining.days === 1 ? 'day' : 'days' },
    { value: pad(remaining.hours), unit: 'h', label: remaining.hours === 1 ? 'hour' : 'hours' },
    { value: pad(remaining.minutes), unit: 'm', label: remaining.minutes === 1 ? 'minute' : 'minutes' },
    { value: pad(remaining.seconds), unit: 's', label: remaining.seconds === 1 ? 'second' : 'seconds' },
  ];
}

/** "3d 04h 05m 06s". */
export function formatCountdown(remaining: Remaining): string {
  return countdownParts(remaining)
    .map((p) => `${p.value}${p.unit}`)
    .join(' ');
}

/** "3 days, 4 hours, 5 minutes and 6 seconds", for screen readers. */
export function describeCountdown(remaining: Remaining): string {
  const parts = countdownParts(remaining).map((p) => `${Number(p.value)} ${p.label}`);
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

import {
  countdownParts,
  describeCountdown,
  formatCountdown,
  hasEnded,
  isUrgent,
  remainingUntil,
} from './countdown';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
const now = Date.UTC(2025, 11, 20, 12, 0, 0);
const at = (ms: number) => remainingUntil(new Date(now + ms).toISOString(), now);

describe('remainingUntil and formatCountdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const r = at(3 * D + 4 * H + 5 * M + 6 * S + 999);
    expect(r).toMatchObject({ days: 3, hours: 4, minutes: 5, seconds: 6 });
    expect(formatCountdown(r)).toBe('3d 04h 05m 06s');
    expect(describeCountdown(r)).toBe('3 days, 4 hours, 5 minutes and 6 seconds');
  });

  it('uses singular words for one', () => {
    expect(describeCountdown(at(D + H + M + S))).toBe('1 day, 1 hour, 1 minute and 1 second');
  });

  it('shows days beyond two digits as they are', () => {
    expect(formatCountdown(at(120 * D))).toBe('120d 00h 00m 00s');
    expect(countdownParts(at(120 * D))[0]).toEqual({ value: '120', unit: 'd', label: 'days' });
  });

  it('shows zeros, never negatives, once it has ended', () => {
    expect(formatCountdown(at(-5 * S))).toBe('0d 00h 00m 00s');
  });

  it('accepts a date, a string or a number', () => {
    expect(remainingUntil(new Date(now + H), now).hours).toBe(1);
    expect(remainingUntil(now + H, now).hours).toBe(1);
  });
});

describe('hasEnded: gone at zero or below', () => {
  it.each([
    [1, false],
    [0, true],
    [-1, true],
    [-D, true],
  ])('%i ms left → ended %p', (ms, ended) => {
    expect(hasEnded(at(ms))).toBe(ended);
  });

  it('treats an unreadable end date as ended', () => {
    expect(hasEnded(remainingUntil('not a date', now))).toBe(true);
  });
});

describe('isUrgent: the red highlight', () => {
  it.each([
    ['30 days', 30 * D, false],
    ['5 days', 5 * D, false],
    ['4 days exactly', 4 * D, false],
    ['a second under 4 days (days = 3)', 4 * D - S, true],
    ['3 days', 3 * D, true],
    ['1 day', D, true],
    ['6 hours exactly', 6 * H, true],
    ['under 6 hours', 6 * H - S, true],
    ['30 minutes', 30 * M, true],
    ['under 30 minutes', 30 * M - S, true],
    ['under 30 seconds', 29 * S, true],
  ])('%s → %p', (_case, ms, urgent) => {
    expect(isUrgent(at(ms))).toBe(urgent);
  });
});

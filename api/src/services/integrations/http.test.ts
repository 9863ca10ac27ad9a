import { retryDelay } from './http';

describe('retryDelay', () => {
  it('honours Retry-After in seconds or as a date, up to 10 s', () => {
    expect(retryDelay(0, '2')).toBe(2000);
    expect(retryDelay(3, '0')).toBe(0);
    expect(retryDelay(0, '120')).toBe(10_000);
    const inFive = new Date(Date.now() + 5000).toUTCString();
    expect(retryDelay(0, inFive)).toBeGreaterThan(3000);
    expect(retryDelay(0, inFive)).toBeLessThanOrEqual(5000);
  });

  it('backs off exponentially with jitter without one', () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const delay = retryDelay(attempt, null);
      expect(delay).toBeGreaterThanOrEqual(250 * 2 ** attempt);
      expect(delay).toBeLessThan(250 * 2 ** attempt + 250);
    }
    expect(retryDelay(10, null)).toBe(10_000);
    expect(retryDelay(1, 'soon')).toBeGreaterThanOrEqual(500);
  });
});

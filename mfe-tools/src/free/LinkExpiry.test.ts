import { LinkExpiry, type Timers } from './LinkExpiry';

/** A clock the test moves by hand. */
function manualTimers() {
  let now = Date.parse('2026-11-27T10:00:00.000Z');
  const pending: { at: number; fn: () => void }[] = [];
  const timers: Timers = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const entry = { at: now + ms, fn };
      pending.push(entry);
      return entry;
    },
    clearTimeout: (handle) => {
      const i = pending.indexOf(handle as (typeof pending)[number]);
      if (i !== -1) pending.splice(i, 1);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const entry of pending.filter((e) => e.at <= now)) {
      pending.splice(pending.indexOf(entry), 1);
      entry.fn();
    }
  };
  return { timers, advance, pending };
}

describe('a visitor’s result links', () => {
  it('are live until their time, then expired', () => {
    const clock = manualTimers();
    const links = new LinkExpiry(clock.timers);
    links.track('2026-11-27T10:15:00.000Z');
    expect(links.expiresAt?.toISOString()).toBe('2026-11-27T10:15:00.000Z');
    expect(links.until).toBeTruthy();
    clock.advance(14 * 60_000 + 59_000);
    expect(links.expired).toBe(false);
    clock.advance(1000);
    expect(links.expired).toBe(true);
  });

  it('that ran out before they were tracked are expired at once', () => {
    const links = new LinkExpiry(manualTimers().timers);
    links.track('2026-11-27T09:59:59.000Z');
    expect(links.expired).toBe(true);
  });

  it('follow only the newest result, and a signed-in user’s none', () => {
    const clock = manualTimers();
    const links = new LinkExpiry(clock.timers);
    links.track('2026-11-27T10:15:00.000Z');
    clock.advance(10 * 60_000);
    links.track('2026-11-27T10:25:00.000Z');
    clock.advance(6 * 60_000);
    // The first result's time has passed; the newest is still there.
    expect(links.expired).toBe(false);
    expect(clock.pending).toHaveLength(1);
    links.track(null);
    expect(links.expiresAt).toBeNull();
    expect(links.until).toBeNull();
    expect(clock.pending).toHaveLength(0);
    clock.advance(60 * 60_000);
    expect(links.expired).toBe(false);
  });

  it('stop following when the page is left', () => {
    const clock = manualTimers();
    const links = new LinkExpiry(clock.timers);
    links.track('2026-11-27T10:15:00.000Z');
    links.stop();
    clock.advance(20 * 60_000);
    expect(links.expired).toBe(false);
  });
});

import { MemoryRateLimitStore } from './rateLimit';

describe('MemoryRateLimitStore', () => {
  it('counts hits per key within a fixed window and starts over when it ends', () => {
    let now = 1_000;
    const store = new MemoryRateLimitStore(() => now);
    expect(store.hit('a', 100)).toEqual({ count: 1, resetAt: 1_100 });
    expect(store.hit('a', 100)).toEqual({ count: 2, resetAt: 1_100 });
    expect(store.hit('b', 100).count).toBe(1);
    now = 1_100;
    expect(store.hit('a', 100)).toEqual({ count: 1, resetAt: 1_200 });
  });

  it('forgets expired windows, so memory follows live traffic only', () => {
    let now = 0;
    const store = new MemoryRateLimitStore(() => now);
    for (let i = 0; i < 50; i++) store.hit(`k${i}`, 10);
    expect(store.size).toBe(50);
    now = 20;
    store.hit('fresh', 10);
    expect(store.size).toBe(1);
  });
});

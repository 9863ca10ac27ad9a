import { type ResolvedSession, SessionCache, type SessionCacheMessage } from './sessionCache';

const session = (userId: string, expiresAt = Number.MAX_SAFE_INTEGER): ResolvedSession => ({
  sessionId: `s-${userId}`,
  expiresAt,
  user: { id: userId, isInternal: false, role: 'Owner', teamId: 't', email: `${userId}@example.com` },
  profile: { email: `${userId}@example.com`, name: '', createdFromShopify: false, gpt4: false },
});

describe('SessionCache', () => {
  it('answers within its ttl and not after', () => {
    let now = 0;
    const cache = new SessionCache(100, 10, () => now);
    cache.set('h1', session('u1'));
    now = 99;
    expect(cache.get('h1')?.user.id).toBe('u1');
    now = 100;
    expect(cache.get('h1')).toBeUndefined();
  });

  it('calls a refresh due once an entry has lived half its ttl, and not while a read of it is under way', async () => {
    let now = 0;
    const cache = new SessionCache(100, 10, () => now);
    expect(cache.refreshDue('h1')).toBe(false);
    cache.set('h1', session('u1'));
    now = 50;
    expect(cache.refreshDue('h1')).toBe(false);
    now = 51;
    expect(cache.refreshDue('h1')).toBe(true);
    let finish: (value: ResolvedSession | null) => void = () => undefined;
    const read = cache.load('h1', () => new Promise((resolve) => (finish = resolve)));
    expect(cache.refreshDue('h1')).toBe(false);
    // Still answered from the cache while the refresh runs.
    expect(cache.get('h1')?.user.id).toBe('u1');
    finish(null);
    await read;
    expect(cache.refreshDue('h1')).toBe(true);
  });

  it('never answers a session past its own expiry', () => {
    let now = 0;
    const cache = new SessionCache(1_000, 10, () => now);
    cache.set('h1', session('u1', 50));
    now = 50;
    expect(cache.get('h1')).toBeUndefined();
  });

  it('drops every session of a user on invalidateUser', () => {
    const cache = new SessionCache(1_000);
    cache.set('h1', session('u1'));
    cache.set('h2', session('u1'));
    cache.set('h3', session('u2'));
    cache.invalidateUser('u1');
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h2')).toBeUndefined();
    expect(cache.get('h3')?.user.id).toBe('u2');
  });

  it('stores nothing with a ttl of 0 and stays under maxEntries', () => {
    const off = new SessionCache(0);
    off.set('h1', session('u1'));
    expect(off.size).toBe(0);
    const small = new SessionCache(1_000, 2);
    small.set('h1', session('u1'));
    small.set('h2', session('u2'));
    small.set('h3', session('u3'));
    expect(small.size).toBe(2);
    expect(small.get('h1')).toBeUndefined();
  });

  it('loads a missing session once for requests that miss together, and again once that read is done', async () => {
    const cache = new SessionCache(1_000);
    let reads = 0;
    let finish!: (value: ResolvedSession | null) => void;
    const read = () => {
      reads++;
      return new Promise<ResolvedSession | null>((resolve) => {
        finish = resolve;
      });
    };
    const waiting = [cache.load('h1', read), cache.load('h1', read), cache.load('h1', read)];
    expect(reads).toBe(1);
    finish(session('u1'));
    expect((await Promise.all(waiting)).map((s) => s?.user.id)).toEqual(['u1', 'u1', 'u1']);
    const again = cache.load('h1', read);
    expect(reads).toBe(2);
    finish(null);
    expect(await again).toBeNull();
  });

  it('lets every waiter see a failed load, and the next load try again', async () => {
    const cache = new SessionCache(1_000);
    const failing = () => Promise.reject(new Error('database away'));
    const waiting = [cache.load('h1', failing), cache.load('h1', failing)];
    for (const w of waiting) await expect(w).rejects.toThrow('database away');
    await expect(cache.load('h1', async () => session('u1'))).resolves.toMatchObject({ sessionId: 's-u1' });
  });
  it('tells the other processes of each revocation, and applies theirs', () => {
    const sent: SessionCacheMessage[] = [];
    const here = new SessionCache(1_000);
    const there = new SessionCache(1_000);
    here.connect({ publish: (m) => sent.push(m) });
    for (const cache of [here, there]) {
      cache.set('h1', session('u1'));
      cache.set('h2', session('u2'));
    }
    here.revoke('h1');
    here.revokeUser('u2');
    expect(sent).toEqual([{ token: 'h1' }, { user: 'u2' }]);
    expect([here.get('h1'), here.get('h2')]).toEqual([undefined, undefined]);
    expect(there.get('h1')?.user.id).toBe('u1');
    for (const message of sent) there.receive(message);
    expect([there.get('h1'), there.get('h2')]).toEqual([undefined, undefined]);
  });

  it('does not cache what a read that raced a revocation found, until the ttl has passed', () => {
    let now = 0;
    const cache = new SessionCache(100, 10, () => now);
    cache.receive({ token: 'h1' });
    cache.receive({ user: 'u2' });
    cache.set('h1', session('u1'));
    cache.set('h9', session('u2'));
    expect([cache.get('h1'), cache.get('h9')]).toEqual([undefined, undefined]);
    now = 100;
    cache.set('h1', session('u1'));
    cache.set('h9', session('u2'));
    expect([cache.get('h1')?.user.id, cache.get('h9')?.user.id]).toEqual(['u1', 'u2']);
  });
});

import { isRemoteActive } from './evaluate';
import { rolloutBucket } from './hash';
import type { RolloutFlags } from './schema';

const flags = (over: Partial<RolloutFlags> = {}): RolloutFlags => ({
  enabled: true,
  percentage: 100,
  allowUserIds: [],
  allowPlans: [],
  ...over,
});

describe('isRemoteActive', () => {
  it('gives a disabled remote to nobody, allow-listed users included', () => {
    const f = flags({ enabled: false, allowUserIds: ['u1'], allowPlans: ['Advanced'] });
    expect(isRemoteActive('mfe_tools', f, { id: 'u1', signedIn: true, plan: 'Advanced' })).toBe(false);
  });

  it('gives a remote at 100% to everyone and at 0% to nobody but the allow-lists', () => {
    expect(isRemoteActive('mfe_tools', flags(), { id: 'anon-1', signedIn: false })).toBe(true);
    const zero = flags({ percentage: 0, allowUserIds: ['u1'], allowPlans: ['Starter'] });
    expect(isRemoteActive('mfe_tools', zero, { id: 'anon-1', signedIn: false })).toBe(false);
    expect(isRemoteActive('mfe_tools', zero, { id: 'u1', signedIn: true })).toBe(true);
    expect(isRemoteActive('mfe_tools', zero, { id: 'u2', signedIn: true, plan: 'Starter' })).toBe(true);
    expect(isRemoteActive('mfe_tools', zero, { id: 'u3', signedIn: true, plan: 'Free' })).toBe(false);
  });

  it('never lets an anonymous id pass as an allow-listed user id', () => {
    const zero = flags({ percentage: 0, allowUserIds: ['u1'] });
    expect(isRemoteActive('mfe_tools', zero, { id: 'u1', signedIn: false })).toBe(false);
  });

  it('decides a partial rollout by a stable hash: same visitor, same answer', () => {
    const half = flags({ percentage: 50 });
    for (let i = 0; i < 50; i++) {
      const visitor = { id: `visitor-${i}`, signedIn: false };
      const first = isRemoteActive('mfe_editor', half, visitor);
      expect(isRemoteActive('mfe_editor', half, visitor)).toBe(first);
      expect(first).toBe(rolloutBucket('mfe_editor', visitor.id) < 50);
    }
  });

  it('lets roughly the given share of visitors in', () => {
    const quarter = flags({ percentage: 25 });
    let active = 0;
    const total = 4000;
    for (let i = 0; i < total; i++) {
      if (isRemoteActive('mfe_billing', quarter, { id: `v${i}`, signedIn: false })) active++;
    }
    expect(active / total).toBeGreaterThan(0.2);
    expect(active / total).toBeLessThan(0.3);
  });

  it('grows the audience monotonically: everyone in at 10% is still in at 20%', () => {
    for (let i = 0; i < 500; i++) {
      const visitor = { id: `m${i}`, signedIn: false };
      if (isRemoteActive('mfe_tools', flags({ percentage: 10 }), visitor)) {
        expect(isRemoteActive('mfe_tools', flags({ percentage: 20 }), visitor)).toBe(true);
      }
    }
  });
});

describe('rolloutBucket', () => {
  it('stays within 0..99 and differs per remote', () => {
    const buckets = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const b = rolloutBucket('mfe_tools', `id-${i}`);
      expect(b).toBeGreaterThanOrEqual(0);
      expect(b).toBeLessThan(100);
      buckets.add(b);
    }
    expect(buckets.size).toBeGreaterThan(50);
    expect(rolloutBucket('a', 'x')).toBe(rolloutBucket('a', 'x'));
  });
});

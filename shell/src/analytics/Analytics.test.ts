import { CONSENT_EVENT, CONSENT_STORAGE_KEY } from '@inkpress/shared-core';
import { Analytics, MAX_QUEUED_EVENTS } from './Analytics';
import { ConsentStore } from './ConsentStore';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
    data,
  };
}

function setup(stored?: string, userId?: string) {
  const storage = memoryStorage(stored ? { [CONSENT_STORAGE_KEY]: stored } : {});
  const consent = new ConsentStore(storage);
  const send = jest.fn(async () => ({}));
  const analytics = new Analytics({ consent, send, userId: () => userId, location: () => '/pricing' });
  return { storage, consent, send, analytics };
}

describe('ConsentStore', () => {
  it('is undecided without a stored choice', () => {
    const { consent } = setup();
    expect(consent.choice).toBeUndefined();
    expect(consent.decided).toBe(false);
  });

  it('reads a stored choice and ignores nonsense', () => {
    expect(setup('accepted').consent.choice).toBe('accepted');
    expect(setup('rejected').consent.choice).toBe('rejected');
    expect(setup('yes please').consent.choice).toBeUndefined();
  });

  it('remembers the choice in localStorage', () => {
    const { consent, storage } = setup();
    consent.accept();
    expect(storage.data.get(CONSENT_STORAGE_KEY)).toBe('accepted');
    consent.reject();
    expect(storage.data.get(CONSENT_STORAGE_KEY)).toBe('rejected');
    expect(new ConsentStore(storage).choice).toBe('rejected');
  });

  it('works without storage (blocked or throwing)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const consent = new ConsentStore(throwing);
    expect(consent.choice).toBeUndefined();
    consent.accept();
    expect(consent.accepted).toBe(true);
  });
});

describe('ConsentStore and the server page’s cookie notice', () => {
  it('takes the choice the notice announces, and ignores anything else', () => {
    const { consent } = setup();
    const target = new EventTarget();
    consent.listen(target as unknown as Window);
    target.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: 'maybe' }));
    expect(consent.decided).toBe(false);
    target.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: 'accepted' }));
    expect(consent.accepted).toBe(true);
  });
});

describe('Analytics: consent gating', () => {
  it('sends nothing before a choice, then everything queued once accepted', () => {
    const { analytics, consent, send } = setup(undefined, 'u1');
    analytics.upgradeClick('sidebar');
    analytics.track('page_view', { source: 'navigation', location: '/blog' });
    expect(send).not.toHaveBeenCalled();
    expect(analytics.pending).toHaveLength(2);
    consent.accept();
    expect(send.mock.calls.map((c) => (c as unknown[])[0])).toEqual([
      { event: 'upgrade_click', location: '/pricing', source: 'sidebar', userId: 'u1' },
      { event: 'page_view', location: '/blog', source: 'navigation', userId: 'u1' },
    ]);
    expect(analytics.pending).toHaveLength(0);
  });

  it('sends at once after consent', () => {
    const { analytics, send } = setup('accepted', 'u1');
    analytics.upgradeClick('pricing-card');
    expect(send).toHaveBeenCalledWith({
      event: 'upgrade_click',
      location: '/pricing',
      source: 'pricing-card',
      userId: 'u1',
    });
  });

  it('leaves the user id out for a visitor', () => {
    const { analytics, send } = setup('accepted');
    analytics.upgradeClick('top-bar');
    expect(send).toHaveBeenCalledWith({ event: 'upgrade_click', location: '/pricing', source: 'top-bar' });
  });

  it('drops queued and later events when the visitor rejects', () => {
    const { analytics, consent, send } = setup();
    analytics.upgradeClick('a');
    consent.reject();
    analytics.upgradeClick('b');
    expect(send).not.toHaveBeenCalled();
    expect(analytics.pending).toHaveLength(0);
  });

  it('never sends after a stored rejection', () => {
    const { analytics, send } = setup('rejected');
    analytics.upgradeClick('a');
    expect(send).not.toHaveBeenCalled();
    expect(analytics.pending).toHaveLength(0);
  });

  it('keeps only the latest events while undecided', () => {
    const { analytics } = setup();
    for (let i = 0; i < MAX_QUEUED_EVENTS + 5; i++) analytics.track('page_view', { source: `s${i}` });
    expect(analytics.pending).toHaveLength(MAX_QUEUED_EVENTS);
    expect(analytics.pending[0]?.source).toBe('s5');
  });

  it('swallows a failed send', async () => {
    const consent = new ConsentStore(memoryStorage({ [CONSENT_STORAGE_KEY]: 'accepted' }));
    const send = jest.fn(() => Promise.reject(new Error('offline')));
    const analytics = new Analytics({ consent, send, userId: () => undefined, location: () => '/' });
    expect(() => analytics.upgradeClick('x')).not.toThrow();
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(1);
  });
});

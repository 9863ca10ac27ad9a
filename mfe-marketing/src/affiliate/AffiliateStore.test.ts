import { ApiError } from '@inkpress/shared-core';
import { fakeApiClient } from '@inkpress/shared-ui/testing';
import { AffiliateStore, formatMoney, formatMonth } from './AffiliateStore';

const joined = {
  joined: true,
  rate: 0.3,
  code: 'abcd2345',
  link: 'https://inkpress.test/?ref=abcd2345',
  joinedAt: '2026-11-01T00:00:00.000Z',
  visits: 3,
  signups: 1,
  payingCustomers: 1,
  currency: 'usd',
  pending: 870,
  payable: 0,
  months: [{ month: '2026-11', amount: 870 }],
  entries: [],
};

describe('AffiliateStore', () => {
  it('loads the member’s programme, parsed with the shared schema', async () => {
    const fake = fakeApiClient({ 'GET /api/affiliate': () => ({ joined: false, rate: 0.3 }) });
    const store = new AffiliateStore(fake.client);
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.view).toEqual({ joined: false, rate: 0.3 });
  });

  it('joins and shows the link and earnings', async () => {
    const fake = fakeApiClient({ 'POST /api/affiliate': () => joined });
    const store = new AffiliateStore(fake.client);
    await store.join();
    expect(store.view).toMatchObject({ joined: true, code: 'abcd2345', pending: 870 });
  });

  it('says what went wrong', async () => {
    const fake = fakeApiClient({
      'GET /api/affiliate': () => {
        throw new ApiError({
          status: 503,
          code: 'ServiceUnavailable',
          message: 'The database is not reachable.',
        });
      },
    });
    const store = new AffiliateStore(fake.client);
    await store.load();
    expect(store.status).toBe('failed');
    expect(store.error).toBe('The database is not reachable.');
  });

  it('refuses an answer of the wrong shape', async () => {
    const fake = fakeApiClient({ 'GET /api/affiliate': () => ({ joined: true }) });
    const store = new AffiliateStore(fake.client);
    await store.load();
    expect(store.status).toBe('failed');
  });
});

describe('formatting', () => {
  it('writes cents as money and months as words', () => {
    expect(formatMoney(870, 'usd')).toBe('$8.70');
    expect(formatMoney(-300, 'usd')).toBe('-$3.00');
    expect(formatMonth('2026-11')).toBe('Nov 2026');
  });
});

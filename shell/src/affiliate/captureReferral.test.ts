import { fakeApiClient } from '@inkpress/shared-ui/testing';
import { captureReferral } from './captureReferral';

function browserAt(href: string) {
  const location = { href } as Location;
  const history = {
    state: { idx: 0 },
    replaceState: jest.fn((_state: unknown, _title: string, next: string) => {
      location.href = new URL(next, href).toString();
    }),
  } as unknown as History;
  return { location, history };
}

describe('captureReferral', () => {
  it('reports the code of a referral link and takes it out of the address', async () => {
    const fake = fakeApiClient({ 'POST /api/affiliate/visits': () => ({ recorded: true }) });
    const win = browserAt('https://inkpress.test/pricing?plan=pro&ref=abcd2345#faq');
    expect(await captureReferral(fake.client, win)).toBe(true);
    expect(fake.calls).toEqual([{ route: 'POST /api/affiliate/visits', body: { code: 'abcd2345' } }]);
    expect(win.history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/pricing?plan=pro#faq');
  });

  it('does nothing without a referral parameter', async () => {
    const fake = fakeApiClient({});
    const win = browserAt('https://inkpress.test/?plan=pro');
    expect(await captureReferral(fake.client, win)).toBe(false);
    expect(fake.calls).toEqual([]);
    expect(win.history.replaceState).not.toHaveBeenCalled();
  });

  it('drops a parameter that is not a code without calling the API', async () => {
    const fake = fakeApiClient({});
    const win = browserAt('https://inkpress.test/?ref=%3Cscript%3E');
    expect(await captureReferral(fake.client, win)).toBe(false);
    expect(fake.calls).toEqual([]);
    expect(win.location.href).toBe('https://inkpress.test/');
  });

  it('never fails the page when the API does', async () => {
    const fake = fakeApiClient({
      'POST /api/affiliate/visits': () => {
        throw new Error('offline');
      },
    });
    expect(await captureReferral(fake.client, browserAt('https://inkpress.test/?ref=abcd2345'))).toBe(false);
  });
});

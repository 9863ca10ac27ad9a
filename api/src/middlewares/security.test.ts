import { startTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('API security headers', () => {
  it('forbids framing, sniffing and cross-site referrers on every response', async () => {
    const res = await api.http.get('/api/status');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends Strict-Transport-Security when PUBLIC_URL is https, and not when it is http', async () => {
    const https = api.variant({ PUBLIC_URL: 'https://app.inkpress.example' });
    expect((await https.http.get('/api/status')).headers['strict-transport-security']).toBe(
      'max-age=31536000',
    );
    expect((await https.http.get('/api/nothing-here')).headers['strict-transport-security']).toBeDefined();
    const http = api.variant({ PUBLIC_URL: 'http://localhost:3000' });
    expect((await http.http.get('/api/status')).headers['strict-transport-security']).toBeUndefined();
  });
});

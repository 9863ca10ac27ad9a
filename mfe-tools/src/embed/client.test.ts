/**
 * @jest-environment node
 */
import { embedApiClient } from './client';

function recordingFetch() {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify({ data: { result: { items: ['PNG'] } } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('the embed’s API client', () => {
  it('never sends cookies, and names the partner on every call', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const api = embedApiClient('pk_abcdefghijklmnopqrstuvwx', fetchImpl);
    await expect(api.post('/api/tools/acronym-generator', { text: 'png' })).resolves.toEqual({
      result: { items: ['PNG'] },
    });
    expect(calls[0]?.url).toBe('/api/tools/acronym-generator');
    expect(calls[0]?.init.credentials).toBe('omit');
    expect(calls[0]?.init.headers).toMatchObject({ 'X-Inkpress-Partner': 'pk_abcdefghijklmnopqrstuvwx' });
  });

  it('names no partner on a page loaded without one', async () => {
    const { calls, fetchImpl } = recordingFetch();
    await embedApiClient(null, fetchImpl).post('/api/tools/acronym-generator', { text: 'png' });
    expect(calls[0]?.init.credentials).toBe('omit');
    expect(Object.keys(calls[0]?.init.headers ?? {})).not.toContain('X-Inkpress-Partner');
  });
});

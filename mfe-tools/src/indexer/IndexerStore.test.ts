import { ApiError } from '@inkpress/shared-core';
import { fakeApiClient } from '@inkpress/shared-ui/testing';
import { IndexerStore } from './IndexerStore';

const KEY = 'a'.repeat(32);
const indexer = (
  hosts: string[] = [],
  google: { clientEmail: string; connectedAt: string } | null = null,
  canManage = true,
) => ({
  key: KEY,
  canManage,
  google,
  keyFile: `${KEY}.txt`,
  hosts: hosts.map((host) => ({
    host,
    keyLocation: `https://${host}/${KEY}.txt`,
    verifiedAt: '2026-11-25T10:00:00.000Z',
  })),
  creditsPerUrl: 1500,
});
const submission = (url: string, status: 'submitted' | 'refused') => ({
  id: url,
  url,
  host: new URL(url).host,
  status,
  engines: {
    indexNow: {
      state: status === 'submitted' ? 'accepted' : 'refused',
      httpStatus: status === 'submitted' ? 202 : 422,
      reason: status === 'submitted' ? null : 'Refused.',
    },
    google: null,
  },
  engineStatus: status === 'submitted' ? 202 : 422,
  reason: status === 'submitted' ? null : 'Refused.',
  credits: status === 'submitted' ? 1500 : 0,
  createdAt: '2026-11-25T10:00:00.000Z',
});

describe('the indexer store', () => {
  it('prices the typed URLs, each once, and names the ones that are not web addresses', async () => {
    const fake = fakeApiClient({
      'GET /api/indexer': () => indexer(['blog.example.com']),
      'GET /api/indexer/submissions?limit=50': () => [],
    });
    const store = new IndexerStore(fake.client);
    await store.load();
    store.setUrlsText('https://blog.example.com/a\nhttps://blog.example.com/b\n\nhttps://blog.example.com/a');
    expect(store.urls).toHaveLength(2);
    expect(store.cost).toBe(3000);
    expect(store.canSubmit).toBe(true);
    store.setUrlsText('https://blog.example.com/a blog.example.com/b');
    expect(store.urlsProblem).toBe('Not a web address: blog.example.com/b');
    expect(store.canSubmit).toBe(false);
  });

  it('cannot submit before a site is verified, and adds a verified site to the list', async () => {
    const fake = fakeApiClient({
      'GET /api/indexer': () => indexer(),
      'GET /api/indexer/submissions?limit=50': () => [],
      'POST /api/indexer/hosts': () => indexer(['blog.example.com']).hosts[0],
    });
    const store = new IndexerStore(fake.client);
    await store.load();
    store.setUrlsText('https://blog.example.com/a');
    expect(store.canSubmit).toBe(false);
    store.setSiteUrl('blog.example.com');
    await store.verify();
    expect(store.verifyError).toContain('Enter your site’s address');
    store.setSiteUrl('https://blog.example.com');
    await store.verify();
    expect(store.indexer?.hosts.map((h) => h.host)).toEqual(['blog.example.com']);
    expect(store.canSubmit).toBe(true);
  });

  it('submits, lists the answers first and clears the typed URLs; shows the API’s refusal', async () => {
    let refuse = false;
    const fake = fakeApiClient({
      'GET /api/indexer': () => indexer(['blog.example.com']),
      'GET /api/indexer/submissions?limit=50': () => [
        submission('https://blog.example.com/old', 'submitted'),
      ],
      'POST /api/indexer/submit': () => {
        if (refuse)
          throw new ApiError({
            status: 402,
            code: 'NotEnoughCredits',
            message: 'You need 1,500 more credits.',
          });
        return {
          submissions: [
            submission('https://blog.example.com/a', 'submitted'),
            submission('https://blog.example.com/b', 'refused'),
          ],
          credits: 1500,
          skipped: 0,
        };
      },
    });
    const store = new IndexerStore(fake.client);
    await store.load();
    store.setUrlsText('https://blog.example.com/a\nhttps://blog.example.com/b');
    await store.submit();
    expect(fake.calls.at(-1)?.body).toEqual({
      urls: ['https://blog.example.com/a', 'https://blog.example.com/b'],
    });
    expect(store.submissions.map((s) => s.url)).toEqual([
      'https://blog.example.com/a',
      'https://blog.example.com/b',
      'https://blog.example.com/old',
    ]);
    expect(store.urlsText).toBe('');
    refuse = true;
    store.setSource('sitemap');
    store.setSitemapUrl('https://blog.example.com/sitemap.xml');
    await store.submit();
    expect(fake.calls.at(-1)?.body).toEqual({ sitemapUrl: 'https://blog.example.com/sitemap.xml' });
    expect(store.submitError).toBe('You need 1,500 more credits.');
  });

  it('can submit with Google connected and no verified site; connects, replaces and removes the key', async () => {
    let stored: string | null = null;
    const fake = fakeApiClient({
      'GET /api/indexer': () => indexer([]),
      'GET /api/indexer/submissions?limit=50': () => [],
      'PUT /api/indexer/google': (body) => {
        stored = (body as { serviceAccountKey: string }).serviceAccountKey;
        return { clientEmail: 'a@p.iam.gserviceaccount.com', connectedAt: '2026-11-27T20:00:00.000Z' };
      },
      'DELETE /api/indexer/google': () => {
        throw new ApiError({ status: 404, code: 'NotFound', message: 'Not connected.' });
      },
    });
    const store = new IndexerStore(fake.client);
    await store.load();
    store.setUrlsText('https://jobs.example.com/a');
    expect(store.canSubmit).toBe(false);
    store.openGoogleForm(true);
    await store.connectGoogle();
    expect(store.googleError).toContain('Paste the service account’s JSON key');
    expect(stored).toBeNull();
    await store.readGoogleKeyFile({ size: 30, text: async () => '{"client_email":"a@p"}' });
    expect(store.googleKeyText).toBe('{"client_email":"a@p"}');
    await store.readGoogleKeyFile({ size: 50_000, text: async () => 'x' });
    expect(store.googleError).toContain('too large');
    await store.connectGoogle();
    expect(stored).toBe('{"client_email":"a@p"}');
    expect(store.indexer?.google?.clientEmail).toBe('a@p.iam.gserviceaccount.com');
    expect(store.googleFormOpen).toBe(false);
    expect(store.googleKeyText).toBe('');
    expect(store.canSubmit).toBe(true);
    // Removed meanwhile by a teammate: the page shows it removed.
    await store.removeGoogle();
    expect(store.indexer?.google).toBeNull();
    expect(store.googleError).toBe('');
    expect(store.canSubmit).toBe(false);
  });
});

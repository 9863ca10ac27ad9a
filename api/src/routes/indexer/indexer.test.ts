/**
 * The indexer through the real router on the real database, against a
 * local site (its key file and sitemap) and a local fake of the IndexNow
 * endpoint: a host is verified only by its key file; URLs of verified hosts
 * are sent in one request per host, 1500 credits each, refunded for every
 * URL the search engine refuses; a sitemap's URLs submitted before are
 * skipped; other teams see nothing.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  INDEXER_OWNER_ONLY,
  IndexerView,
  IndexSubmissionViews,
  IndexSubmitResult,
} from '@inkpress/shared-core';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { getBalances, grantPaidCredits } from '../../services/credits';

let api: TestApi;
let who: Identities;
let server: http.Server;
let port: number;
/** What the site serves at /{key}.txt ('' answers 404). */
let keyFile = '';
let sitemap = '';
/** What the fake IndexNow endpoint answers, per host; 202 by default. */
const engineStatus = new Map<string, number>();
const received: { host: string; key: string; keyLocation: string; urlList: string[] }[] = [];

const site = () => `http://127.0.0.1:${port}`;
const words = async (teamId: string) => (await getBalances({ teamId })).words;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/indexnow') {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const payload = JSON.parse(body);
        received.push(payload);
        res.writeHead(engineStatus.get(payload.host) ?? 202).end();
      });
      return;
    }
    if (req.url === '/sitemap.xml') {
      res.writeHead(200, { 'content-type': 'application/xml' }).end(sitemap);
      return;
    }
    if (keyFile && req.url === `/${keyFile.split(':')[0]}.txt`) {
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`${keyFile.split(':')[1]}\n`);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  api = await startTestApi({
    FETCH_ALLOW_HOSTS: `127.0.0.1:${port},localhost:${port}`,
    INDEXNOW_ENDPOINT: `http://127.0.0.1:${port}/indexnow`,
  });
  who = await createIdentities(api);
  await grantPaidCredits({ teamId: who.owner.teamId }, 'words', 100_000, { reason: 'test top-up' });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});

async function keyOf(session: Identities['as']['owner']) {
  const res = await session.get('/api/indexer').expect(200);
  return IndexerView.strict().parse(res.body.data);
}

describe('GET /api/indexer', () => {
  it('gives the team one key, the same to every member, and another team its own', async () => {
    const owner = await keyOf(who.as.owner);
    expect(owner).toMatchObject({ keyFile: `${owner.key}.txt`, hosts: [], creditsPerUrl: 1500 });
    expect((await keyOf(who.as.member)).key).toBe(owner.key);
    expect((await keyOf(who.as.other)).key).not.toBe(owner.key);
    await who.as.anonymous.get('/api/indexer').expect(401);
  });
});

describe('POST /api/indexer/hosts', () => {
  it('refuses a site whose key file is missing or holds something else', async () => {
    const { key } = await keyOf(who.as.owner);
    keyFile = '';
    const missing = await who.as.owner
      .post('/api/indexer/hosts')
      .send({ url: `${site()}/blog` })
      .expect(400);
    expect(missing.body.message).toContain(`${key}.txt answered 404`);
    keyFile = `${key}:not-the-key`;
    const wrong = await who.as.owner.post('/api/indexer/hosts').send({ url: site() }).expect(400);
    expect(wrong.body.message).toContain('does not hold this team');
    expect((await keyOf(who.as.owner)).hosts).toEqual([]);
  });

  it('refuses private addresses the configuration does not allow', async () => {
    const res = await who.as.owner
      .post('/api/indexer/hosts')
      .send({ url: 'http://169.254.169.254/' })
      .expect(400);
    expect(res.body.code).toBe('WebUrlInaccessible');
  });

  it('is the team owner’s: a member gets 403 with who can, and nothing is verified', async () => {
    const { key } = await keyOf(who.as.owner);
    keyFile = `${key}:${key}`;
    const res = await who.as.member.post('/api/indexer/hosts').send({ url: site() }).expect(403);
    expect(res.body.message).toBe(INDEXER_OWNER_ONLY);
    expect((await keyOf(who.as.owner)).hosts).toEqual([]);
    expect((await keyOf(who.as.owner)).canManage).toBe(true);
    expect((await keyOf(who.as.member)).canManage).toBe(false);
    // Another team's owner manages its own settings, never this team's.
    expect((await keyOf(who.as.other)).canManage).toBe(true);
  });

  it('verifies the site when its key file answers with the key', async () => {
    const { key } = await keyOf(who.as.owner);
    keyFile = `${key}:${key}`;
    const res = await who.as.owner
      .post('/api/indexer/hosts')
      .send({ url: `${site()}/any/page` })
      .expect(201);
    expect(res.body.data).toMatchObject({ host: `127.0.0.1:${port}`, keyLocation: `${site()}/${key}.txt` });
    expect((await keyOf(who.as.member)).hosts.map((h) => h.host)).toEqual([`127.0.0.1:${port}`]);
    expect((await keyOf(who.as.other)).hosts).toEqual([]);
  });
});

describe('POST /api/indexer/submit', () => {
  it('sends a verified host’s URLs in one request and charges 1500 credits a URL', async () => {
    const { key } = await keyOf(who.as.owner);
    const before = await words(who.owner.teamId);
    received.length = 0;
    const urls = [`${site()}/a`, `${site()}/b`, `${site()}/a`];
    const res = await who.as.owner.post('/api/indexer/submit').send({ urls }).expect(200);
    const result = IndexSubmitResult.strict().parse(res.body.data);
    expect(result.credits).toBe(3000);
    expect(result.submissions.map((s) => [s.url, s.status, s.engineStatus, s.credits])).toEqual([
      [`${site()}/a`, 'submitted', 202, 1500],
      [`${site()}/b`, 'submitted', 202, 1500],
    ]);
    expect(received).toEqual([
      {
        host: `127.0.0.1:${port}`,
        key,
        keyLocation: `${site()}/${key}.txt`,
        urlList: [`${site()}/a`, `${site()}/b`],
      },
    ]);
    expect(await words(who.owner.teamId)).toBe(before - 3000);
  });

  it('refunds every URL the search engine refuses, and says why', async () => {
    const before = await words(who.owner.teamId);
    engineStatus.set(`127.0.0.1:${port}`, 422);
    try {
      const res = await who.as.owner
        .post('/api/indexer/submit')
        .send({ urls: [`${site()}/c`] })
        .expect(200);
      expect(res.body.data.credits).toBe(0);
      expect(res.body.data.submissions[0]).toMatchObject({
        status: 'refused',
        engineStatus: 422,
        credits: 0,
      });
      expect(res.body.data.submissions[0].reason).toContain('do not belong to the host');
    } finally {
      engineStatus.delete(`127.0.0.1:${port}`);
    }
    expect(await words(who.owner.teamId)).toBe(before);
  });

  it('refuses URLs of a host that is not verified, sending and charging nothing', async () => {
    const before = await words(who.owner.teamId);
    received.length = 0;
    const res = await who.as.owner
      .post('/api/indexer/submit')
      .send({ urls: [`${site()}/d`, `http://localhost:${port}/e`] })
      .expect(400);
    expect(res.body.message).toContain(`Verify localhost:${port} first`);
    expect(received).toEqual([]);
    expect(await words(who.owner.teamId)).toBe(before);
    // Another team cannot submit for the host this team verified.
    await who.as.other
      .post('/api/indexer/submit')
      .send({ urls: [`${site()}/d`] })
      .expect(400);
  });

  it('is open to every member, with the engines the member chose', async () => {
    const before = await words(who.owner.teamId);
    received.length = 0;
    const res = await who.as.member
      .post('/api/indexer/submit')
      .send({ urls: [`${site()}/by-member`], engines: ['indexNow'] })
      .expect(200);
    const [s] = IndexSubmitResult.strict().parse(res.body.data).submissions;
    expect(s?.engines).toEqual({
      indexNow: { state: 'accepted', httpStatus: 202, reason: null },
      google: null,
    });
    expect(received.map((r) => r.urlList)).toEqual([[`${site()}/by-member`]]);
    expect(await words(who.owner.teamId)).toBe(before - 1500);
  });

  it('refuses Google alone when the team has not connected it, and engines it does not know', async () => {
    const before = await words(who.owner.teamId);
    received.length = 0;
    const google = await who.as.member
      .post('/api/indexer/submit')
      .send({ urls: [`${site()}/g`], engines: ['google'] })
      .expect(400);
    expect(google.body.message).toContain('Google’s Indexing API is not connected');
    for (const engines of [[], ['bing'], 'indexNow'])
      await who.as.member
        .post('/api/indexer/submit')
        .send({ urls: [`${site()}/g`], engines })
        .expect(400);
    expect(received).toEqual([]);
    expect(await words(who.owner.teamId)).toBe(before);
  });

  it('submits only the sitemap’s URLs that were not submitted before', async () => {
    sitemap = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <url><loc>${site()}/a</loc></url><url><loc>${site()}/b</loc></url>
      <url><loc>${site()}/new?x=1&amp;y=2</loc></url></urlset>`;
    received.length = 0;
    const res = await who.as.owner
      .post('/api/indexer/submit')
      .send({ sitemapUrl: `${site()}/sitemap.xml` })
      .expect(200);
    expect(res.body.data.skipped).toBe(2);
    expect(res.body.data.submissions.map((s: { url: string }) => s.url)).toEqual([`${site()}/new?x=1&y=2`]);
    expect(received[0]?.urlList).toEqual([`${site()}/new?x=1&y=2`]);
    const again = await who.as.owner
      .post('/api/indexer/submit')
      .send({ sitemapUrl: `${site()}/sitemap.xml` })
      .expect(400);
    expect(again.body.message).toBe('The sitemap lists no URL that was not submitted before.');
  });

  it('refuses a batch it cannot pay for with 402, sending nothing', async () => {
    const { key } = await keyOf(who.as.other);
    keyFile = `${key}:${key}`;
    await who.as.other.post('/api/indexer/hosts').send({ url: site() }).expect(201);
    received.length = 0;
    const urls = Array.from({ length: 10 }, (_, i) => `${site()}/other-${i}`);
    const res = await who.as.other.post('/api/indexer/submit').send({ urls }).expect(402);
    expect(res.body.code).toBe('NotEnoughCredits');
    expect(received).toEqual([]);
  });

  it('checks the body: at least one URL or a sitemap, web addresses only', async () => {
    await who.as.owner.post('/api/indexer/submit').send({}).expect(400);
    await who.as.owner
      .post('/api/indexer/submit')
      .send({ urls: ['ftp://example.com/a'] })
      .expect(400);
    await who.as.owner
      .post('/api/indexer/submit')
      .send({ urls: [`${site()}/a`], extra: 1 })
      .expect(400);
  });
});

describe('GET /api/indexer/submissions', () => {
  it('lists the team’s submissions, newest first, and nothing of other teams', async () => {
    const res = await who.as.member.get('/api/indexer/submissions?limit=10').expect(200);
    const list = IndexSubmissionViews.parse(res.body.data);
    expect(list[0]?.url).toBe(`${site()}/new?x=1&y=2`);
    expect(list.some((s) => s.status === 'refused')).toBe(true);
    const other = await who.as.other.get('/api/indexer/submissions').expect(200);
    expect(other.body.data).toEqual([]);
  });
});

/**
 * Google's Indexing API as the indexer's second engine, through the real
 * router on the real database, against a local site (its IndexNow key file),
 * a local IndexNow endpoint and a local fake of Google (api/test/googleIndexingFake.ts:
 * its token endpoint checks the JWT's signature with the public key of the
 * key pair made for the test, its audience, scope and lifetime; its publish
 * endpoint checks the bearer token and the account's ownership of the host).
 */
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { INDEXER_OWNER_ONLY, IndexerView, IndexSubmitResult } from '@inkpress/shared-core';
import { createIdentities, type Identities } from '../../../test/factories';
import { type GoogleIndexingFake, startGoogleIndexingFake } from '../../../test/googleIndexingFake';
import { startTestApi, type TestApi } from '../../../test/harness';
import { IndexerGoogle } from '../../models/Indexer';
import { getBalances, grantPaidCredits } from '../../services/credits';

let api: TestApi;
let who: Identities;
let google: GoogleIndexingFake;
let server: http.Server;
let port: number;
let siteKey = '';
/** What the IndexNow endpoint answers; 202 by default. */
let indexNowStatus = 202;
const indexNowReceived: string[][] = [];

const site = () => `http://127.0.0.1:${port}`;
const host = () => `127.0.0.1:${port}`;
const words = async (teamId: string) => (await getBalances({ teamId })).words;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/indexnow') {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        indexNowReceived.push(JSON.parse(body).urlList);
        res.writeHead(indexNowStatus).end();
      });
      return;
    }
    if (siteKey && req.url === `/${siteKey}.txt`) return void res.writeHead(200).end(siteKey);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  google = await startGoogleIndexingFake();
  api = await startTestApi({
    FETCH_ALLOW_HOSTS: `127.0.0.1:${port},${google.host}`,
    INDEXNOW_ENDPOINT: `${site()}/indexnow`,
    GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
    GOOGLE_INDEXING_BASE_URL: google.url,
  });
  who = await createIdentities(api);
  await grantPaidCredits({ teamId: who.owner.teamId }, 'words', 100_000, { reason: 'test top-up' });
  await grantPaidCredits({ teamId: who.other.teamId }, 'words', 100_000, { reason: 'test top-up' });
  // The owner's team verifies the local site for IndexNow.
  const view = IndexerView.parse((await who.as.owner.get('/api/indexer').expect(200)).body.data);
  siteKey = view.key;
  await who.as.owner.post('/api/indexer/hosts').send({ url: site() }).expect(201);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await google.close();
  await api.close();
});

const connect = (session: Identities['as']['owner'], key: unknown) =>
  session
    .put('/api/indexer/google')
    .send({ serviceAccountKey: typeof key === 'string' ? key : JSON.stringify(key) });

const submit = async (session: Identities['as']['owner'], urls: string[]) =>
  IndexSubmitResult.strict().parse(
    (await session.post('/api/indexer/submit').send({ urls }).expect(200)).body.data,
  );

let account: Record<string, string>;

describe('PUT /api/indexer/google', () => {
  it('refuses what is not a usable service account key, with a clear message, storing nothing', async () => {
    account = google.addServiceAccount([host()]);
    const cases: [unknown, string][] = [
      ['not json {', 'not a JSON key file'],
      ['[1, 2]', 'must be a JSON object'],
      [{ ...account, type: 'authorized_user' }, 'not a service account key'],
      [{ ...account, client_email: 'nobody' }, 'no valid client_email'],
      [{ ...account, private_key: 'MIIEvQIBADANBg' }, 'no private_key in PEM form'],
      [
        { ...account, private_key: '-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----\n' },
        'does not parse',
      ],
      [
        {
          ...account,
          private_key: generateKeyPairSync('ec', { namedCurve: 'P-256' })
            .privateKey.export({ type: 'pkcs8', format: 'pem' })
            .toString(),
        },
        'must be an RSA key',
      ],
      [
        { ...account, token_uri: `${google.url}/token` },
        'token_uri must be https://oauth2.googleapis.com/token',
      ],
    ];
    for (const [key, message] of cases) {
      const res = await connect(who.as.owner, key).expect(400);
      expect(res.body.message).toContain(message);
      expect(JSON.stringify(res.body)).not.toContain(account.private_key?.split('\n')[1]);
    }
    await who.as.owner.put('/api/indexer/google').send({}).expect(400);
    expect((await who.as.owner.get('/api/indexer').expect(200)).body.data.google).toBeNull();
    expect(await IndexerGoogle.countDocuments({ _id: who.owner.teamId })).toBe(0);
  });

  it('connects the team’s service account: the email is shown, the key never answered nor stored in clear', async () => {
    await who.as.anonymous
      .put('/api/indexer/google')
      .send({ serviceAccountKey: JSON.stringify(account) })
      .expect(401);
    const res = await connect(who.as.owner, account).expect(200);
    expect(res.body.data).toEqual({ clientEmail: account.client_email, connectedAt: expect.any(String) });
    const keyBody = account.private_key?.split('\n')[1] ?? '';
    for (const answer of [res, await who.as.member.get('/api/indexer').expect(200)]) {
      expect(JSON.stringify(answer.body)).not.toContain(keyBody);
      expect(JSON.stringify(answer.body)).not.toContain('PRIVATE KEY');
    }
    const view = IndexerView.strict().parse((await who.as.member.get('/api/indexer').expect(200)).body.data);
    expect(view.google?.clientEmail).toBe(account.client_email);
    const stored = JSON.stringify(await IndexerGoogle.findById(who.owner.teamId).lean());
    expect(stored).not.toContain(keyBody);
    expect(stored).not.toContain('PRIVATE KEY');
    // Connecting validates the key only: no token yet.
    expect(google.tokenRequests).toBe(0);
  });

  it('is the team owner’s to change: a member gets 403 with who can, and the connection stays', async () => {
    for (const res of [
      await connect(who.as.member, account).expect(403),
      await who.as.member.delete('/api/indexer/google').expect(403),
    ])
      expect(res.body.message).toBe(INDEXER_OWNER_ONLY);
    const view = IndexerView.strict().parse((await who.as.member.get('/api/indexer').expect(200)).body.data);
    expect(view).toMatchObject({ canManage: false, google: { clientEmail: account.client_email } });
    // The owner replaces it (an admin role does not exist: a team has its owner and members).
    await connect(who.as.owner, account).expect(200);
  });

  it('is the team’s own: another team sees none and cannot remove it', async () => {
    expect((await who.as.other.get('/api/indexer').expect(200)).body.data.google).toBeNull();
    await who.as.other.delete('/api/indexer/google').expect(404);
    expect((await who.as.owner.get('/api/indexer').expect(200)).body.data.google?.clientEmail).toBe(
      account.client_email,
    );
  });
});

describe('POST /api/indexer/submit with Google connected', () => {
  it('sends each URL to IndexNow and to Google, charging 1500 once per URL, with one token', async () => {
    const before = await words(who.owner.teamId);
    indexNowReceived.length = 0;
    const result = await submit(who.as.owner, [`${site()}/jobs/1`, `${site()}/jobs/2`]);
    expect(result.credits).toBe(3000);
    expect(result.submissions.map((s) => [s.url, s.status, s.engines, s.credits])).toEqual(
      [1, 2].map((n) => [
        `${site()}/jobs/${n}`,
        'submitted',
        {
          indexNow: { state: 'accepted', httpStatus: 202, reason: null },
          google: { state: 'accepted', httpStatus: 200, reason: null },
        },
        1500,
      ]),
    );
    expect(indexNowReceived).toEqual([[`${site()}/jobs/1`, `${site()}/jobs/2`]]);
    expect(google.published).toEqual([
      `${account.client_email} ${site()}/jobs/1`,
      `${account.client_email} ${site()}/jobs/2`,
    ]);
    expect(await words(who.owner.teamId)).toBe(before - 3000);
    expect(google.tokenRequests).toBe(1);
  });

  it('charges once a URL one engine accepted and the other refused', async () => {
    const before = await words(who.owner.teamId);
    indexNowStatus = 422;
    try {
      const [s] = (await submit(who.as.owner, [`${site()}/jobs/3`])).submissions;
      expect(s).toMatchObject({ status: 'submitted', credits: 1500, reason: null });
      expect(s?.engines.indexNow).toMatchObject({ state: 'refused', httpStatus: 422 });
      expect(s?.engines.google).toEqual({ state: 'accepted', httpStatus: 200, reason: null });
    } finally {
      indexNowStatus = 202;
    }
    expect(await words(who.owner.teamId)).toBe(before - 1500);
    // The token was kept from the first submission.
    expect(google.tokenRequests).toBe(1);
  });

  it('refunds a URL refused by both: Google’s 403 (not an owner) and IndexNow’s 422, each with its reason', async () => {
    const before = await words(who.owner.teamId);
    google.owners.get(account.client_email as string)?.delete(host());
    indexNowStatus = 422;
    try {
      const result = await submit(who.as.owner, [`${site()}/jobs/4`]);
      expect(result.credits).toBe(0);
      const [s] = result.submissions;
      expect(s).toMatchObject({ status: 'refused', credits: 0, engineStatus: 422 });
      expect(s?.engines.google).toMatchObject({ state: 'refused', httpStatus: 403 });
      expect(s?.engines.google?.reason).toContain('owner of this site in Search Console');
      expect(s?.engines.google?.reason).toContain('Failed to verify the URL ownership');
      expect(s?.reason).toContain('IndexNow: The search engines say these URLs do not belong');
      expect(s?.reason).toContain('Google: Permission denied');
    } finally {
      indexNowStatus = 202;
      google.owners.get(account.client_email as string)?.add(host());
    }
    expect(await words(who.owner.teamId)).toBe(before);
    expect(google.tokenRequests).toBe(1);
  });

  it('records Google’s 429 as a passing failure with the reason, and refunds when IndexNow failed too', async () => {
    const before = await words(who.owner.teamId);
    google.quotaLeft = 0;
    indexNowStatus = 503;
    try {
      const [s] = (await submit(who.as.owner, [`${site()}/jobs/5`])).submissions;
      expect(s).toMatchObject({ status: 'refused', credits: 0 });
      expect(s?.engines.google).toMatchObject({ state: 'failed', httpStatus: 429 });
      expect(s?.engines.google?.reason).toContain('quota');
      expect(s?.engines.indexNow).toMatchObject({ state: 'failed', httpStatus: 503 });
    } finally {
      google.quotaLeft = Number.POSITIVE_INFINITY;
      indexNowStatus = 202;
    }
    expect(await words(who.owner.teamId)).toBe(before);
  });

  it('sends an unverified host’s URLs to Google only', async () => {
    indexNowReceived.length = 0;
    google.owners.get(account.client_email as string)?.add(`localhost:${port}`);
    const [s] = (await submit(who.as.owner, [`http://localhost:${port}/jobs/6`])).submissions;
    expect(s).toMatchObject({ status: 'submitted', credits: 1500 });
    expect(s?.engines).toEqual({
      indexNow: null,
      google: { state: 'accepted', httpStatus: 200, reason: null },
    });
    expect(indexNowReceived).toEqual([]);
  });

  it('sends to the engines chosen only: a member’s Google-only and IndexNow-only submissions', async () => {
    indexNowReceived.length = 0;
    const published = google.published.length;
    const send = async (engines: string[], path: string) =>
      IndexSubmitResult.strict().parse(
        (
          await who.as.member
            .post('/api/indexer/submit')
            .send({ urls: [`${site()}${path}`], engines })
            .expect(200)
        ).body.data,
      ).submissions[0];
    expect((await send(['google'], '/jobs/12'))?.engines).toEqual({
      indexNow: null,
      google: { state: 'accepted', httpStatus: 200, reason: null },
    });
    expect(indexNowReceived).toEqual([]);
    expect(google.published.length).toBe(published + 1);
    expect((await send(['indexNow'], '/jobs/13'))?.engines).toEqual({
      indexNow: { state: 'accepted', httpStatus: 202, reason: null },
      google: null,
    });
    expect(indexNowReceived).toEqual([[`${site()}/jobs/13`]]);
    expect(google.published.length).toBe(published + 1);
  });

  it('does not use another team’s connection', async () => {
    const { key } = IndexerView.parse((await who.as.other.get('/api/indexer').expect(200)).body.data);
    siteKey = key;
    await who.as.other.post('/api/indexer/hosts').send({ url: site() }).expect(201);
    const published = google.published.length;
    const [s] = (await submit(who.as.other, [`${site()}/jobs/7`])).submissions;
    expect(s?.engines.google).toBeNull();
    expect(s?.engines.indexNow?.state).toBe('accepted');
    expect(google.published.length).toBe(published);
    // And without Google, an unverified host is refused as before.
    await who.as.other
      .post('/api/indexer/submit')
      .send({ urls: [`http://localhost:${port}/x`] })
      .expect(400);
  });

  it('lists both engines’ answers with the submissions', async () => {
    const res = await who.as.member.get('/api/indexer/submissions?limit=10').expect(200);
    const byUrl = new Map(
      (res.body.data as { url: string; engines: unknown }[]).map((s) => [s.url, s.engines] as const),
    );
    expect(byUrl.get(`${site()}/jobs/1`)).toEqual({
      indexNow: { state: 'accepted', httpStatus: 202, reason: null },
      google: { state: 'accepted', httpStatus: 200, reason: null },
    });
    expect(byUrl.has(`${site()}/jobs/7`)).toBe(false);
  });

  it('takes a new token when the key is replaced, and marks URLs refused when Google refuses the key', async () => {
    const replacement = google.addServiceAccount([host()]);
    await connect(who.as.owner, replacement).expect(200);
    const tokensBefore = google.tokenRequests;
    await submit(who.as.owner, [`${site()}/jobs/8`]);
    expect(google.tokenRequests).toBe(tokensBefore + 1);
    expect(google.published.at(-1)).toBe(`${replacement.client_email} ${site()}/jobs/8`);

    // A key Google does not know (deleted in Google Cloud): the token is refused, the URL not sent.
    const unknown = { ...replacement, client_email: 'deleted@inkpress-test.iam.gserviceaccount.com' };
    await connect(who.as.owner, unknown).expect(200);
    const before = await words(who.owner.teamId);
    indexNowStatus = 422;
    try {
      const [s] = (await submit(who.as.owner, [`${site()}/jobs/9`])).submissions;
      expect(s).toMatchObject({ status: 'refused', credits: 0 });
      expect(s?.engines.google).toMatchObject({ state: 'refused', httpStatus: 400 });
      expect(s?.engines.google?.reason).toContain('Google refused the service account key (Invalid grant');
    } finally {
      indexNowStatus = 202;
    }
    expect(await words(who.owner.teamId)).toBe(before);
  });
});

describe('a stored key that can no longer be opened', () => {
  it('marks the URLs refused by Google with the reason, and still records IndexNow’s answer', async () => {
    await connect(who.as.owner, google.addServiceAccount([host()])).expect(200);
    // Tampered at rest (or sealed with a key the server no longer has): AES-GCM refuses to open it.
    await IndexerGoogle.updateOne(
      { _id: who.owner.teamId },
      { $set: { 'secret.tag': Buffer.alloc(16).toString('base64') } },
    );
    const before = await words(who.owner.teamId);
    const [s] = (await submit(who.as.owner, [`${site()}/jobs/11`])).submissions;
    expect(s?.engines.indexNow).toEqual({ state: 'accepted', httpStatus: 202, reason: null });
    expect(s?.engines.google).toMatchObject({ state: 'refused', httpStatus: null });
    expect(s?.engines.google?.reason).toContain('can no longer be opened: connect it again');
    expect(await words(who.owner.teamId)).toBe(before - 1500);
  });
});

describe('DELETE /api/indexer/google', () => {
  it('removes the connection: later submissions go to IndexNow only', async () => {
    await who.as.owner.delete('/api/indexer/google').expect(204);
    expect((await who.as.owner.get('/api/indexer').expect(200)).body.data.google).toBeNull();
    expect(await IndexerGoogle.countDocuments({ _id: who.owner.teamId })).toBe(0);
    siteKey = IndexerView.parse((await who.as.owner.get('/api/indexer').expect(200)).body.data).key;
    const published = google.published.length;
    const [s] = (await submit(who.as.owner, [`${site()}/jobs/10`])).submissions;
    expect(s?.engines).toEqual({
      indexNow: { state: 'accepted', httpStatus: 202, reason: null },
      google: null,
    });
    expect(google.published.length).toBe(published);
    await who.as.owner.delete('/api/indexer/google').expect(404);
  });
});

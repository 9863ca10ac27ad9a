/**
 * The page booster through the real router on the real database, against
 * a local site (allowed by FETCH_ALLOW_HOSTS like the indexer's tests):
 * suggest reads and assesses a page and keeps it for the team; private
 * addresses are refused; generate charges the sections' estimate and
 * refunds it all when the provider fails, a 402 reserves nothing; accept
 * makes a new post or updates one of the team's posts with the accepted
 * sections only; other teams get 404 for the assessment and for their post.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PageBoosterAcceptResult, PageBoosterGenerateResult, PageBoosterReport } from '@inkpress/shared-core';
import { createIdentities, createUser, type Identities, signIn, uniqueEmail } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { type LocalOpenAiServer, startLocalOpenAiServer } from '../../ai/testing/openAiServer';
import { LedgerEntry } from '../../models/LedgerEntry';
import { PageBoost } from '../../models/PageBoost';
import { Post } from '../../models/Post';
import { getBalances, grantPaidCredits } from '../../services/credits';

const fixtures = path.join(__dirname, '../../services/pageBooster/fixtures');
const weak = readFileSync(path.join(fixtures, 'weak.html'), 'utf8');
const good = readFileSync(path.join(fixtures, 'good.html'), 'utf8');
const paragraph =
  'Composting at home saves money and cuts the waste that goes to landfill, and it gives you rich soil for the beds. ';
const long = `<html lang="en"><head><title>Long page</title></head><body><main><h1>Long page</h1>${Array.from(
  { length: 12 },
  (_, i) => `<h2>Part ${i + 1}</h2><p>${paragraph.repeat(20)}</p>`,
).join('')}</main></body></html>`;

let api: TestApi;
let who: Identities;
let site: http.Server;
let port: number;
let openai: LocalOpenAiServer;
const origin = () => `http://127.0.0.1:${port}`;
const words = async (teamId: string) => (await getBalances({ teamId })).words;

beforeAll(async () => {
  site = http.createServer((req, res) => {
    const pages: Record<string, string> = { '/weak': weak, '/compost-bin': good, '/long': long };
    const page = pages[req.url ?? ''];
    if (req.url === '/json') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    if (!page) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<p>Not here</p>');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  port = (site.address() as AddressInfo).port;
  openai = await startLocalOpenAiServer();
  api = await startTestApi({ FETCH_ALLOW_HOSTS: `127.0.0.1:${port}` });
  who = await createIdentities(api);
  await grantPaidCredits({ teamId: who.owner.teamId }, 'words', 100_000, { reason: 'test top-up' });
});

afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  await openai.close();
  await api.close();
});

async function assess(url = `${origin()}/weak`, keyphrase = 'compost bin') {
  const res = await who.as.owner.post('/api/page-booster/suggest').send({ url, keyphrase }).expect(201);
  return PageBoosterReport.strict().parse(res.body.data);
}

describe('POST /api/page-booster/suggest', () => {
  it('reads the page, assesses it with Yoast and keeps the result for the team', async () => {
    const report = await assess();
    expect(report).toMatchObject({ url: `${origin()}/weak`, keyphrase: 'compost bin', title: 'Home' });
    expect(report.sections.map((s) => s.heading)).toEqual(['Welcome']);
    expect(report.seo.thresholds).toEqual({ ok: 41, good: 71 });
    expect(report.readability).toEqual({ score: 30, rating: 'bad', thresholds: { ok: 60, good: 90 } });
    expect(report.suggestions.map((s) => s.assessment)).toEqual(
      expect.arrayContaining([
        'metaDescriptionLength',
        'introductionKeyword',
        'passiveVoice',
        'internalLinks',
      ]),
    );
    expect(report.images).toEqual([{ src: `${origin()}/img/bins.jpg`, alt: null }]);
    expect(report.estimate).toBeGreaterThan(0);
    // A member of the team reads it; another team does not.
    await who.as.member.get(`/api/page-booster/${report.id}`).expect(200);
    const theirs = await who.as.other.get(`/api/page-booster/${report.id}`).expect(404);
    expect(theirs.body.code).toBe('NotFound');
    expect(await PageBoost.countDocuments({ _id: report.id, teamId: who.owner.teamId })).toBe(1);
  });

  it('scores a good page higher than a weak one', async () => {
    const weakReport = await assess();
    const goodReport = await assess(`${origin()}/compost-bin`);
    expect(goodReport.seo.score).toBeGreaterThan(weakReport.seo.score);
    expect(goodReport.readability.score).toBeGreaterThan(weakReport.readability.score);
  });

  it('assesses without a keyphrase (as the popup sends it): scores stay whole numbers from 0 to 100', async () => {
    for (const page of ['weak', 'compost-bin']) {
      const res = await who.as.owner
        .post('/api/page-booster/suggest')
        .send({ url: `${origin()}/${page}` })
        .expect(201);
      const report = PageBoosterReport.strict().parse(res.body.data);
      for (const score of [report.seo.score, report.readability.score]) {
        expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true);
      }
    }
  });

  it('refuses private addresses the configuration does not allow, and what is not a page', async () => {
    const before = await PageBoost.countDocuments({ teamId: who.owner.teamId });
    for (const url of [
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.8/',
      'http://localhost:9/x',
    ]) {
      const res = await who.as.owner.post('/api/page-booster/suggest').send({ url }).expect(400);
      expect(res.body.code).toBe('WebUrlInaccessible');
      expect(res.body.message).toContain('private address');
    }
    const missing = await who.as.owner
      .post('/api/page-booster/suggest')
      .send({ url: `${origin()}/gone` })
      .expect(400);
    expect(missing.body.message).toBe('The page answered 404.');
    const json = await who.as.owner
      .post('/api/page-booster/suggest')
      .send({ url: `${origin()}/json` })
      .expect(400);
    expect(json.body.message).toContain('not text/html');
    await who.as.owner.post('/api/page-booster/suggest').send({ url: 'ftp://x.test/' }).expect(400);
    await who.as.anonymous
      .post('/api/page-booster/suggest')
      .send({ url: `${origin()}/weak` })
      .expect(401);
    expect(await PageBoost.countDocuments({ teamId: who.owner.teamId })).toBe(before);
  });
});

describe('POST /api/page-booster/generate', () => {
  it('improves the chosen sections with the offline writer and charges what they cost', async () => {
    const report = await assess();
    const before = await words(who.owner.teamId);
    const res = await who.as.owner
      .post('/api/page-booster/generate')
      .send({ id: report.id, sections: [0] })
      .expect(200);
    const result = PageBoosterGenerateResult.strict().parse(res.body.data);
    expect(result.writer).toEqual({ name: 'offline', label: 'offline writer', offline: true });
    expect(result.improvements).toHaveLength(1);
    const [improvement] = result.improvements;
    expect(improvement!.before).toBe(report.sections[0]!.html);
    expect(improvement!.after).not.toBe(improvement!.before);
    // Built from the page's own text, with the keyphrase brought in.
    expect(improvement!.after.toLowerCase()).toContain('compost bin');
    expect(improvement!.after).toContain('garden center');
    expect(improvement!.suggestions).toEqual(
      expect.arrayContaining(['introductionKeyword:0', 'passiveVoice:0']),
    );
    expect(result.credits).toBeGreaterThan(0);
    expect(result.credits).toBeLessThanOrEqual(report.estimate);
    expect(await words(who.owner.teamId)).toBe(before - result.credits);
    const stored = await PageBoost.findById(report.id).lean();
    expect(stored?.improvements.map((i) => i.section)).toEqual([0]);
  });

  it('assesses a URL on the way when no assessment id is sent', async () => {
    const res = await who.as.owner
      .post('/api/page-booster/generate')
      .send({ url: `${origin()}/compost-bin`, sections: [1, 2], keyphrase: 'compost bin' })
      .expect(200);
    const result = PageBoosterGenerateResult.strict().parse(res.body.data);
    expect(result.improvements.map((i) => i.section)).toEqual([1, 2]);
    expect(result.report.url).toBe(`${origin()}/compost-bin`);
  });

  it('answers with the AI writer when a key is set, and refunds everything when it fails', async () => {
    const ai = api.variant({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseURL });
    const owner = await signIn(ai, who.owner);
    const report = await assess();
    openai.configure({ chunks: ['<p>Your compost bin ', 'turns waste into soil.</p>'] });
    const ok = await owner
      .post('/api/page-booster/generate')
      .send({ id: report.id, sections: [0] })
      .expect(200);
    const done = PageBoosterGenerateResult.strict().parse(ok.body.data);
    expect(done.writer).toMatchObject({ name: 'openai', offline: false });
    expect(done.improvements[0]!.after).toBe('<p>Your compost bin turns waste into soil.</p>');

    openai.configure({ failWith: { status: 400, message: 'bad request' } });
    const before = await words(who.owner.teamId);
    const reserves = await LedgerEntry.countDocuments({ teamId: who.owner.teamId, op: 'reserve' });
    const failed = await owner.post('/api/page-booster/generate').send({ id: report.id, sections: [0] });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(await words(who.owner.teamId)).toBe(before);
    // The reservation was made and given back: nothing charged.
    expect(await LedgerEntry.countDocuments({ teamId: who.owner.teamId, op: 'reserve' })).toBe(reserves + 1);
    const stored = await PageBoost.findById(report.id).lean();
    expect(stored?.improvements[0]?.after).toBe('<p>Your compost bin turns waste into soil.</p>');
    openai.configure({ failWith: undefined });
  });

  it('refuses with 402 what the team cannot pay for, reserving nothing', async () => {
    const poor = await createUser(api, { email: uniqueEmail('poor') });
    const session = await signIn(api, poor);
    const res = await session
      .post('/api/page-booster/suggest')
      .send({ url: `${origin()}/long`, keyphrase: 'compost' })
      .expect(201);
    const report = PageBoosterReport.parse(res.body.data);
    const balance = await words(poor.teamId);
    expect(report.estimate).toBeGreaterThan(balance);
    const refused = await session
      .post('/api/page-booster/generate')
      .send({ id: report.id, sections: report.sections.map((s) => s.index) })
      .expect(402);
    expect(refused.body.code).toMatch(/NotEnoughCredits|FreeLimitReached/);
    expect(await words(poor.teamId)).toBe(balance);
    // Nothing was reserved (the account's first grants may be written when it is first read).
    expect(await LedgerEntry.countDocuments({ teamId: poor.teamId, op: 'reserve' })).toBe(0);
    expect((await PageBoost.findById(report.id).lean())?.improvements).toEqual([]);
  });

  it('checks the body and the owner', async () => {
    const report = await assess();
    await who.as.owner.post('/api/page-booster/generate').send({ id: report.id, sections: [] }).expect(400);
    const nope = await who.as.owner
      .post('/api/page-booster/generate')
      .send({ id: report.id, sections: [7] })
      .expect(400);
    expect(nope.body.message).toContain('no section 8');
    await who.as.owner
      .post('/api/page-booster/generate')
      .send({ id: report.id, url: `${origin()}/weak`, sections: [0] })
      .expect(400);
    const theirs = await who.as.other
      .post('/api/page-booster/generate')
      .send({ id: report.id, sections: [0] })
      .expect(404);
    expect(theirs.body.code).toBe('NotFound');
  });
});

describe('POST /api/page-booster/{id}/accept', () => {
  it('makes a new post from the page with the accepted sections improved only', async () => {
    const generated = PageBoosterGenerateResult.parse(
      (
        await who.as.owner
          .post('/api/page-booster/generate')
          .send({ url: `${origin()}/compost-bin`, sections: [1, 2], keyphrase: 'wooden bin' })
          .expect(200)
      ).body.data,
    );
    const res = await who.as.owner
      .post(`/api/page-booster/${generated.id}/accept`)
      .send({ sections: [1], target: 'new' })
      .expect(201);
    const accepted = PageBoosterAcceptResult.strict().parse(res.body.data);
    expect(accepted).toMatchObject({ created: true, sections: [1] });
    const post = await Post.findById(accepted.postId).lean();
    expect(String(post?.teamId)).toBe(who.owner.teamId);
    const html = post?.content?.[0]?.value ?? '';
    const [one, two] = generated.improvements;
    expect(html).toContain(one!.after);
    // Section 2 was improved but not accepted: the page's own text stays.
    expect(html).toContain(generated.report.sections[2]!.html);
    expect(html).not.toContain(two!.after);
    // Not improved yet: refused.
    const notYet = await who.as.owner
      .post(`/api/page-booster/${generated.id}/accept`)
      .send({ sections: [3], target: 'new' })
      .expect(400);
    expect(notYet.body.message).toContain('no improvement yet');
  });

  it('updates one of the team’s posts, keeping its old text as a variant; 404 for another team', async () => {
    const generated = PageBoosterGenerateResult.parse(
      (
        await who.as.owner
          .post('/api/page-booster/generate')
          .send({ url: `${origin()}/compost-bin`, sections: [1], keyphrase: 'wooden bin' })
          .expect(200)
      ).body.data,
    );
    const original = `<h1>My post</h1><h2>Choosing a compost bin</h2><p>Old text about bins.</p><h2>Other</h2><p>Stays.</p>`;
    const created = await who.as.owner
      .post('/api/page-booster/' + generated.id + '/accept')
      .send({ sections: [1], target: 'new' })
      .expect(201);
    const postId = created.body.data.postId as string;
    await Post.updateOne(
      { _id: postId },
      { $set: { content: [{ value: original }], selectedContentIndex: 0 } },
    );

    const res = await who.as.member
      .post(`/api/page-booster/${generated.id}/accept`)
      .send({ sections: [1], target: postId })
      .expect(200);
    expect(PageBoosterAcceptResult.strict().parse(res.body.data)).toMatchObject({ postId, created: false });
    const post = await Post.findById(postId).lean();
    const html = post?.content?.[0]?.value ?? '';
    expect(html).toContain(generated.improvements[0]!.after);
    expect(html).not.toContain('Old text about bins.');
    expect(html).toContain('<h2>Other</h2>');
    expect(html).toContain('Stays.');
    expect(post?.content?.[1]?.value).toBe(original);

    // Another team: neither the assessment nor the post is theirs.
    await who.as.other
      .post(`/api/page-booster/${generated.id}/accept`)
      .send({ sections: [1], target: 'new' })
      .expect(404);
    const theirs = await assessAs(who.as.other);
    const other = await generateAs(who.as.other, theirs);
    const foreign = await who.as.other
      .post(`/api/page-booster/${other}/accept`)
      .send({ sections: [0], target: postId })
      .expect(404);
    expect(foreign.body.message).toBe('Post not found.');
    expect((await Post.findById(postId).lean())?.content?.[0]?.value).toBe(html);
  });
});

async function assessAs(session: Identities['as']['other']) {
  const res = await session
    .post('/api/page-booster/suggest')
    .send({ url: `${origin()}/compost-bin`, keyphrase: 'bin' })
    .expect(201);
  return res.body.data.id as string;
}

async function generateAs(session: Identities['as']['other'], id: string) {
  await session
    .post('/api/page-booster/generate')
    .send({ id, sections: [0] })
    .expect(200);
  return id;
}

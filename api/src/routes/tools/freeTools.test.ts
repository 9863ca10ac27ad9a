import { QuotaUsedUpData, quotaUsedUpOf } from '@inkpress/shared-core';
import { ANONYMOUS_TOOL_RUNS_PER_DAY, runnableTools } from '@inkpress/shared-core/tools';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { clearQuotas, quotaRuns } from '../../../test/quota';
import { LedgerEntry } from '../../models/LedgerEntry';
import { getBalances } from '../../services/credits';
import { ADDRESS_SHARE } from '../../services/tools/quota';

let api: TestApi;
let who: Identities;
beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
});
afterAll(() => api.close());
afterEach(() => clearQuotas(api));

/** The events of a text/event-stream body, in order. */
function events(body: string): { event: string; data: Record<string, unknown> }[] {
  return body
    .split('\n\n')
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      return event && data ? { event, data: JSON.parse(data) as Record<string, unknown> } : null;
    })
    .filter((e): e is { event: string; data: Record<string, unknown> } => e !== null);
}

const visitor = (id: string) => ({ Cookie: `inkpress_vid=${id}` });
const VISITOR_A = '11111111-1111-4111-8111-111111111111';
const VISITOR_B = '22222222-2222-4222-8222-222222222222';

const LINKING = {
  text: 'Our email marketing tips help you grow.',
  pages: 'https://example.com/tips Email marketing tips',
};

describe('POST /api/tools/{slug}: library tools', () => {
  it('answers a visitor the JSON report, free, counted in the day’s quota', async () => {
    const res = await who.as.anonymous
      .post('/api/tools/ai-internal-linking')
      .set(visitor(VISITOR_A))
      .send(LINKING)
      .expect(200);
    expect(res.body.data).toMatchObject({ slug: 'ai-internal-linking', engine: 'library' });
    expect(res.body.data.result.links).toEqual([
      {
        anchor: 'email marketing tips',
        url: 'https://example.com/tips',
        title: 'Email marketing tips',
        score: 1,
      },
    ]);
    // One slot for the visitor, one for the address.
    expect(await quotaRuns(api)).toBe(2);
  });

  it('asks a visitor for the pages, and suggests a signed-in user’s own posts', async () => {
    const visitorRun = await who.as.anonymous
      .post('/api/tools/ai-internal-linking')
      .send({ text: LINKING.text })
      .expect(400);
    expect(visitorRun.body.data.issues[0].path).toBe('pages');
    await who.as.owner
      .post('/api/collections')
      .send({
        title: 'Tips',
        posts: [{ title: 'Email marketing tips', content: [{ value: '<p>Tips.</p>' }] }],
      })
      .expect(201);
    const own = await who.as.owner
      .post('/api/tools/ai-internal-linking')
      .send({ text: LINKING.text })
      .expect(200);
    expect(own.body.data.result.links[0]).toMatchObject({ title: 'Email marketing tips' });
    expect(await quotaRuns(api)).toBe(0);
  });

  it('finds planted mistakes and fixes them all, and cites a book in MLA', async () => {
    const grammar = await who.as.anonymous
      .post('/api/tools/grammar-checker')
      .send({ text: 'This is is a sentense with a mistake.' })
      .expect(200);
    expect(grammar.body.data.result.issues.length).toBeGreaterThanOrEqual(2);
    expect(grammar.body.data.result.fixed).toMatch(/^This is a sent/);
    expect(grammar.body.data.result.issues.map((i: { kind: string }) => i.kind)).toContain('spelling');
    const mla = await who.as.anonymous
      .post('/api/tools/citation-generator')
      .send({
        sourceType: 'book',
        style: 'mla',
        title: 'Nineteen Eighty-Four',
        authors: 'George Orwell',
        year: '1949',
        publisher: 'Secker & Warburg',
      })
      .expect(200);
    expect(mla.body.data.result.reference).toMatch(
      /^Orwell, George\. .*Nineteen Eighty-Four.*Secker & Warburg, 1949\./,
    );
  });

  it('gives a visitor’s run back when the tool refuses the input', async () => {
    await who.as.anonymous
      .post('/api/tools/citation-generator')
      .send({ sourceType: 'book', style: 'apa', title: 'A', year: 'not a date at all, really not' })
      .catch(() => undefined);
    const grammar = await who.as.anonymous
      .post('/api/tools/acronym-generator')
      .send({ text: 'big idea' })
      .expect(200);
    expect(grammar.body.data.result.items.length).toBeGreaterThan(0);
  });

  it('answers 400 naming the field, 404 for a tool that is not one, and never counts a refused run', async () => {
    const missing = await who.as.anonymous.post('/api/tools/grammar-checker').send({}).expect(400);
    expect(missing.body.message).toMatch(/text/);
    const extra = await who.as.anonymous
      .post('/api/tools/ai-detector')
      .send({ text: 'Hi', mode: 'x' })
      .expect(400);
    expect(extra.body.code).toBe('ValidationError');
    const tooLong = await who.as.anonymous
      .post('/api/tools/ai-detector')
      .send({ text: 'word '.repeat(5000) })
      .expect(400);
    expect(tooLong.body.message).toMatch(/at most 20,000 characters/);
    await who.as.anonymous.post('/api/tools/poem-writer').send({ text: 'x' }).expect(404);
    await who.as.anonymous.post('/api/tools/music-generator').send({}).expect(404);
    expect(await quotaRuns(api)).toBe(0);
  });

  /** A used-up visitor quota's answer: 429 RateLimitError, Retry-After to the next 00:00 UTC, the quota named. */
  function expectQuotaUsedUp(
    refused: { status: number; body: unknown; headers: Record<string, string> },
    group: string,
  ) {
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/application\/json/);
    const body = refused.body as { status: number; code: string; message: string; data: QuotaUsedUpData };
    expect(body).toMatchObject({
      status: 429,
      code: 'RateLimitError',
      data: { reason: 'free-tool-quota', group, limit: ANONYMOUS_TOOL_RUNS_PER_DAY },
    });
    expect(body.message).toMatch(/Sign up free/);
    const data = QuotaUsedUpData.parse(body.data);
    expect(data.resetsAt).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBe(data.retryAfter);
    // The seconds to the quota's reset: within the day, at most what is left of it.
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil((Date.parse(data.resetsAt) - Date.now()) / 1000) + 1);
    // What the UI reads: the same data, recognised as a visitor's quota.
    expect(quotaUsedUpOf(body)).toEqual(data);
  }

  it('stops a visitor at the day’s quota of an analysis with 429 RateLimitError, per group, and not a signed-in user', async () => {
    for (let i = 0; i < ANONYMOUS_TOOL_RUNS_PER_DAY; i++) {
      await who.as.anonymous
        .post('/api/tools/ai-internal-linking')
        .set(visitor(VISITOR_A))
        .send(LINKING)
        .expect(200);
    }
    const refused = await who.as.anonymous
      .post('/api/tools/ai-internal-linking')
      .set(visitor(VISITOR_A))
      .send(LINKING);
    expectQuotaUsedUp(refused, 'SEO');
    // Another group of tools still runs; so does a signed-in user.
    await who.as.anonymous
      .post('/api/tools/hook-generator')
      .set(visitor(VISITOR_A))
      .send({ text: 'Coffee', count: 2 })
      .expect(200);
    await who.as.owner.post('/api/tools/ai-internal-linking').send(LINKING).expect(200);
  });

  it('stops a visitor at the day’s quota of a writing tool with 429 before the stream opens', async () => {
    for (let i = 0; i < ANONYMOUS_TOOL_RUNS_PER_DAY; i++) {
      const ok = await who.as.anonymous
        .post('/api/tools/hook-generator')
        .set(visitor(VISITOR_B))
        .send({ text: 'Coffee', count: 2 })
        .expect(200);
      expect(ok.headers['content-type']).toMatch(/text\/event-stream/);
    }
    const refused = await who.as.anonymous
      .post('/api/tools/hook-generator')
      .set(visitor(VISITOR_B))
      .send({ text: 'Coffee', count: 2 });
    expectQuotaUsedUp(refused, 'Social');
    // The refused run took nothing: the visitor's slots are the day's runs.
    expect(await quotaRuns(api, 'v:*')).toBe(ANONYMOUS_TOOL_RUNS_PER_DAY);
  });

  it('holds the address’s cap when the visitor cookie changes, also under parallel runs', async () => {
    const limit = ANONYMOUS_TOOL_RUNS_PER_DAY * ADDRESS_SHARE;
    const runs = await Promise.all(
      Array.from({ length: limit + 6 }, (_, i) =>
        who.as.anonymous
          .post('/api/tools/ai-internal-linking')
          .set(visitor(`${String(i).padStart(8, '0')}-1111-4111-8111-111111111111`))
          .send(LINKING),
      ),
    );
    expect(runs.filter((r) => r.status === 200)).toHaveLength(limit);
    expect(runs.filter((r) => r.status === 429)).toHaveLength(6);
  });
});

describe('POST /api/tools/{slug}: writing tools', () => {
  it('streams a visitor’s slogans built from the product’s words, labelled as the offline writer', async () => {
    const res = await who.as.anonymous
      .post('/api/tools/slogan-generator')
      .set(visitor(VISITOR_B))
      .send({ text: 'Fresh bread delivered before breakfast', count: 5 })
      .expect(200);
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    const list = events(res.text);
    expect(list.find((e) => e.event === 'meta')?.data.label).toBe('offline writer');
    const done = list.find((e) => e.event === 'done');
    const slogans = done?.data.output as string[];
    expect(slogans).toHaveLength(5);
    expect(slogans.some((s) => /bread|fresh|breakfast|delivered/i.test(s))).toBe(true);
    // A visitor's run is free: nothing in the stream speaks of a cost.
    expect(done?.data.credits).toBe(0);
  });

  it('gives pros and cons about the user’s subject as two lists', async () => {
    const res = await who.as.anonymous
      .post('/api/tools/pros-and-cons-generator')
      .send({ text: 'Working from home', count: 3 })
      .expect(200);
    const output = events(res.text).find((e) => e.event === 'done')?.data.output as string[];
    expect(output.filter((l) => l.startsWith('Pro: '))).toHaveLength(3);
    expect(output.filter((l) => l.startsWith('Con: '))).toHaveLength(3);
    expect(output.join(' ')).toMatch(/working|home/i);
  });

  it('shows the readability of the text before and after the rewrite', async () => {
    const text =
      'Notwithstanding the aforementioned considerations, the organisation’s comprehensive implementation methodology necessitates substantial interdepartmental collaboration and meticulous documentation of every consequential decision.';
    const res = await who.as.anonymous.post('/api/tools/readability-improver').send({ text }).expect(200);
    const list = events(res.text);
    const names = list.map((e) => e.event);
    expect(names.indexOf('report')).toBeLessThan(names.indexOf('delta'));
    expect(names.indexOf('done')).toBeLessThan(names.indexOf('report-after'));
    expect(list.find((e) => e.event === 'report')?.data).toHaveProperty('scores.flesch');
  });

  it('charges a signed-in user the words written, through the ledger', async () => {
    const before = (await getBalances({ teamId: who.owner.teamId })).words;
    const res = await who.as.owner
      .post('/api/tools/hook-generator')
      .send({ text: 'Cold brew coffee at home', count: 4 })
      .expect(200);
    const done = events(res.text).find((e) => e.event === 'done');
    const credits = done?.data.credits as number;
    expect(credits).toBeGreaterThan(0);
    expect((await getBalances({ teamId: who.owner.teamId })).words).toBe(before - credits);
    const entries = await LedgerEntry.find({
      teamId: who.owner.teamId,
      reason: 'tool:hook-generator',
    }).lean();
    expect(entries.map((e) => e.op).sort()).toEqual(['reserve', 'settle']);
  });

  it('translates one text into each chosen language', async () => {
    const res = await who.as.anonymous
      .post('/api/tools/multi-language-bulk-translate')
      .send({ text: 'Hello world.', languages: ['fr-FR', 'de-DE'] })
      .expect(200);
    const translations = events(res.text).filter((e) => e.event === 'translation');
    expect(translations.map((t) => t.data.language)).toEqual(['fr-FR', 'de-DE']);
    expect(events(res.text).find((e) => e.event === 'done')?.data.credits).toBe(0);
  });

  it('has an operation for every tool that writes, so none answers 500', () => {
    const writing = runnableTools.filter((t) => t.engine !== 'library').map((t) => t.slug);
    expect(writing.length).toBeGreaterThan(25);
  });
});

describe('SPEC §7’s own names', () => {
  it('POST /api/ai-detect {content} answers the detector’s report, and 400 without content', async () => {
    const res = await who.as.anonymous
      .post('/api/ai-detect')
      .send({ content: 'In today’s fast-paced world, it is important to note that content matters.' })
      .expect(200);
    expect(res.body.data.result).toHaveProperty('score');
    expect(res.body.data.result.limits).toMatch(/proof|indicative/i);
    await who.as.anonymous.post('/api/ai-detect').send({}).expect(400);
  });

  it('POST /api/citation formats a journal article in APA', async () => {
    const res = await who.as.anonymous
      .post('/api/citation')
      .send({
        sourceType: 'article-journal',
        style: 'apa',
        title: 'Deep learning',
        authors: 'Yann LeCun\nYoshua Bengio\nGeoffrey Hinton',
        year: '2015',
        container: 'Nature',
        volume: '521',
        issue: '7553',
        pages: '436-444',
      })
      .expect(200);
    expect(res.body.data.result.inText).toBe('(LeCun et al., 2015)');
    expect(res.body.data.result.reference).toMatch(
      /^LeCun, Y\., Bengio, Y\., & Hinton, G\. \(2015\)\. Deep learning\. Nature, 521\(7553\), 436–444\./,
    );
  });
});

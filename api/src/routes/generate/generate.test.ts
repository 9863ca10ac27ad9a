import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { estimateCredits, OfflineProvider, runOperation } from '../../ai';
import { LedgerEntry } from '../../models/LedgerEntry';
import { getBalances, refundReservation, reserveCredits } from '../../services/credits';
import { deltaText, eventNamed, parseEvents } from './events.testing';

let api: TestApi;
let who: Identities;
beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
});
afterAll(() => api.close());

const TEXT =
  '<h2>Why email marketing still works</h2><p>Email marketing gives you a direct line to people who asked to ' +
  'hear from you. Unlike social feeds, your message is not filtered by an algorithm.</p>';

const words = async () => (await getBalances({ teamId: who.owner.teamId })).words;

/** What the offline writer answers for the same request: the tests know the exact text and cost. */
const offline = (operation: string, input: unknown) =>
  runOperation(new OfflineProvider(), operation, input).complete();

/** Every reservation of the team is closed (settled or refunded). */
async function openReservations(): Promise<number> {
  const entries = await LedgerEntry.find({ reservationId: { $ne: null } }).lean();
  const reserved = new Set(entries.filter((e) => e.op === 'reserve').map((e) => e.reservationId));
  for (const e of entries) if (e.op !== 'reserve') reserved.delete(e.reservationId);
  return reserved.size;
}

describe('POST /api/generate (streamed)', () => {
  it('streams meta, deltas and done as server-sent events, and charges the words of the output', async () => {
    const before = await words();
    const res = await who.as.owner
      .post('/api/generate')
      .send({ operation: 'expand', text: TEXT })
      .expect(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache, no-transform');
    expect(res.headers['content-encoding']).toBeUndefined();
    const events = parseEvents(res.text);
    expect(events[0]).toEqual({
      event: 'meta',
      data: {
        operation: 'expand',
        provider: 'offline',
        label: 'offline writer',
        model: 'offline-writer',
        estimate: estimateCredits('expand', { text: TEXT }),
        output: 'html',
      },
    });
    const expected = await offline('expand', { text: TEXT });
    expect(deltaText(events)).toBe(expected.text);
    const done = eventNamed(events, 'done');
    expect(done).toEqual({
      operation: 'expand',
      output: expected.output,
      words: expected.words,
      credits: expected.credits,
      aborted: false,
    });
    expect(events.at(-1)?.event).toBe('done');
    expect(await words()).toBe(before - expected.credits);
    expect(await openReservations()).toBe(0);
  });

  it.each([
    ['generate-headlines', { keyword: 'email marketing', count: 3 }, 'list'],
    ['translate', { text: TEXT, language: 'French' }, 'html'],
    ['meta-title', { text: TEXT, keyword: 'email' }, 'text'],
    ['generate-outline', { title: 'Email Marketing', keyword: 'email' }, 'list'],
  ])('runs %s', async (operation, input, output) => {
    const res = await who.as.owner
      .post('/api/generate')
      .send({ operation, ...input })
      .expect(200);
    const events = parseEvents(res.text);
    expect(eventNamed(events, 'meta')).toMatchObject({ operation, output });
    expect(eventNamed(events, 'done')).toMatchObject({ operation, aborted: false });
  });

  it.each([
    ['an unknown operation', { operation: 'launch-rockets', text: TEXT }],
    ['no operation', { text: TEXT }],
    ['chat (not a generate operation)', { operation: 'chat', messages: [{ role: 'user', content: 'hi' }] }],
    ['a missing text', { operation: 'expand' }],
    ['a text that is not text', { operation: 'expand', text: { $gt: '' } }],
    ['an unknown language', { operation: 'translate', text: TEXT, language: 'Klingon' }],
    ['a headline count over 20', { operation: 'generate-headlines', keyword: 'x', count: 21 }],
  ])('answers 400 for %s before anything streams or is reserved', async (_label, body) => {
    const before = await words();
    const res = await who.as.owner.post('/api/generate').send(body);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.code).toBe('ValidationError');
    expect(await words()).toBe(before);
  });

  it('answers 402 before streaming when the team cannot pay, holding nothing', async () => {
    const account = { teamId: who.owner.teamId };
    const hold = await reserveCredits(account, 'words', await words(), { reason: 'test' });
    try {
      const res = await who.as.owner.post('/api/generate').send({ operation: 'expand', text: TEXT });
      expect(res.status).toBe(402);
      expect(['FreeLimitReached', 'NotEnoughCredits']).toContain(res.body.code);
      expect(res.body.data).toMatchObject({ kind: 'words', available: 0 });
    } finally {
      await refundReservation(hold);
    }
  });

  it('charges the team: a member spends the owner’s credits', async () => {
    const before = await words();
    const res = await who.as.member
      .post('/api/generate')
      .send({ operation: 'shorten', text: TEXT })
      .expect(200);
    const done = eventNamed(parseEvents(res.text), 'done');
    expect(await words()).toBe(before - (done.credits as number));
  });
});

describe('POST /api/generate-fields (streamed)', () => {
  it('writes each field in turn and the slug from the title, charging them together', async () => {
    const before = await words();
    const res = await who.as.owner
      .post('/api/generate-fields')
      .send({ fields: ['slug', 'metaDescription', 'title', 'metaTitle', 'faqs', 'tags'], text: TEXT })
      .expect(200);
    const events = parseEvents(res.text);
    expect(eventNamed(events, 'meta')).toMatchObject({ operation: 'generate-fields', provider: 'offline' });
    expect(events.filter((e) => e.event === 'field').map((e) => e.data.field)).toEqual([
      'title',
      'metaTitle',
      'metaDescription',
      'tags',
      'faqs',
    ]);
    const done = eventNamed(events, 'done') as {
      values: Record<string, unknown>;
      credits: number;
      aborted: boolean;
    };
    expect(done.aborted).toBe(false);
    expect(typeof done.values.title).toBe('string');
    expect((done.values.metaTitle as string).length).toBeLessThanOrEqual(60);
    expect((done.values.metaDescription as string).length).toBeLessThanOrEqual(160);
    expect(done.values.slug).toMatch(/^[a-z0-9_]+(?:-[a-z0-9_]+)*$/);
    expect(Array.isArray(done.values.faqs)).toBe(true);
    expect(done.values.tags).toEqual((done.values.tags as string[]).map((t) => t.toLowerCase()));
    expect(done.credits).toBeGreaterThan(0);
    expect(await words()).toBe(before - done.credits);
  });

  it.each([
    ['no fields', { fields: [], text: TEXT }],
    ['an unknown field', { fields: ['body'], text: TEXT }],
    ['a field twice', { fields: ['title', 'title'], text: TEXT }],
    ['no text', { fields: ['title'] }],
  ])('answers 400 for %s', async (_label, body) => {
    await who.as.owner.post('/api/generate-fields').send(body).expect(400);
  });
});

describe('POST /api/summarize (streamed)', () => {
  it('streams a summary', async () => {
    const res = await who.as.owner.post('/api/summarize').send({ text: TEXT }).expect(200);
    const events = parseEvents(res.text);
    expect(eventNamed(events, 'meta')).toMatchObject({ operation: 'summarize', output: 'text' });
    expect(deltaText(events).length).toBeGreaterThan(0);
    expect(eventNamed(events, 'done')).toMatchObject({ aborted: false });
  });

  it('answers 400 for an empty text', async () => {
    await who.as.owner.post('/api/summarize').send({ text: '   ' }).expect(400);
  });
});

describe('POST /api/generate-node', () => {
  it('answers FAQs for the editor’s FAQ block, charged', async () => {
    const before = await words();
    const res = await who.as.owner
      .post('/api/generate-node')
      .send({ operation: 'faqs', contextText: TEXT, previousQuestions: ['What is email marketing?'] })
      .expect(200);
    const expected = await offline('faqs', {
      contextText: TEXT,
      previousQuestions: ['What is email marketing?'],
    });
    expect(res.body.data).toEqual({
      faqs: expected.output,
      words: expected.words,
      credits: expected.credits,
      label: 'offline writer',
    });
    expect(res.body.data.faqs.length).toBeGreaterThan(0);
    expect(await words()).toBe(before - expected.credits);
  });

  it('answers 400 for another operation or no context', async () => {
    await who.as.owner
      .post('/api/generate-node')
      .send({ operation: 'headlines', contextText: TEXT })
      .expect(400);
    await who.as.owner.post('/api/generate-node').send({ operation: 'faqs' }).expect(400);
  });
});

describe('POST /api/op/improve', () => {
  it.each(['prompt', 'style', 'text'])('improves a %s and answers its text and HTML', async (type) => {
    const res = await who.as.owner
      .post('/api/op/improve')
      .send({ type, text: 'Write about email marketing for bakeries.' })
      .expect(200);
    expect(res.body.data).toMatchObject({ type, label: 'offline writer' });
    expect(res.body.data.text.length).toBeGreaterThan(0);
    expect(res.body.data.text).not.toMatch(/</);
    expect(res.body.data.credits).toBeGreaterThan(0);
  });

  it('answers 400 for an unknown type or an empty text', async () => {
    await who.as.owner.post('/api/op/improve').send({ type: 'poem', text: 'x' }).expect(400);
    await who.as.owner.post('/api/op/improve').send({ type: 'prompt', text: '' }).expect(400);
  });
});

describe('authorization', () => {
  it.each([
    ['anonymous', 401],
    ['apiKey', 401],
  ] as const)('answers %s %i on every AI route and charges nothing', async (as, status) => {
    const before = await words();
    const client = who.as[as];
    expect((await client.post('/api/generate').send({ operation: 'expand', text: TEXT })).status).toBe(
      status,
    );
    expect((await client.post('/api/generate-fields').send({ fields: ['title'], text: TEXT })).status).toBe(
      status,
    );
    expect((await client.post('/api/summarize').send({ text: TEXT })).status).toBe(status);
    expect(
      (await client.post('/api/generate-node').send({ operation: 'faqs', contextText: TEXT })).status,
    ).toBe(status);
    expect((await client.post('/api/op/improve').send({ type: 'text', text: TEXT })).status).toBe(status);
    expect(await words()).toBe(before);
  });

  it('answers 403 to a signed-in browser without the CSRF header', async () => {
    await who.as.owner.agent.post('/api/generate').send({ operation: 'expand', text: TEXT }).expect(403);
  });
});

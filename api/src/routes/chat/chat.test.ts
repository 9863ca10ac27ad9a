import { readEventStream } from '@inkpress/shared-core';
import { bearerToken, createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { startTestEngine, type TestEngine, until } from '../../../test/jobs';
import type { AiConfig } from '../../ai';
import { createProvider } from '../../ai/factory';
import { type LocalOpenAiServer, startLocalOpenAiServer } from '../../ai/testing/openAiServer';
import { ChatSource } from '../../models/ChatSource';
import { LedgerEntry } from '../../models/LedgerEntry';
import { getBalances, refundReservation, reserveCredits } from '../../services/credits';
import { defineEmbedJob, useEmbedProvider } from '../../services/retrieval/embedJob';
import { makePdf } from '../../services/retrieval/fixtures';
import { deltaText, eventNamed, parseEvents } from '../generate/events.testing';

let api: TestApi;
let who: Identities;
let model: LocalOpenAiServer;

beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
  model = await startLocalOpenAiServer();
});
afterAll(async () => {
  await model.close();
  await api.close();
});

const balance = async () => (await getBalances({ teamId: who.owner.teamId })).words;

/** The API on a real port with its AI configuration replaced. */
const listen = (ai: AiConfig) => api.listen({ ai });

/** Waits until no reservation of the team is open. */
async function settled(timeoutMs = 10_000): Promise<void> {
  const since = Date.now();
  for (;;) {
    const entries = await LedgerEntry.find({ reservationId: { $ne: null } }).lean();
    const open = new Set(entries.filter((e) => e.op === 'reserve').map((e) => e.reservationId));
    for (const e of entries) if (e.op !== 'reserve') open.delete(e.reservationId);
    if (open.size === 0) return;
    if (Date.now() - since > timeoutMs) throw new Error(`${open.size} reservation(s) still open`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const MANUAL = [
  'Heron 7 quick guide. The Heron 7 espresso machine heats up in 40 seconds and holds 1.8 litres of water.',
  'Descaling. To descale the Heron 7, run a mix of one part citric acid to ten parts water every 60 days.',
  'Warranty. The Heron 7 carries a warranty of 3 years when it is registered within 30 days of purchase.',
];

async function uploadManual(): Promise<string> {
  const res = await who.as.owner
    .post('/api/train?type=chat-file-upload&name=heron-manual.pdf')
    .set('Content-Type', 'application/octet-stream')
    .send(makePdf(MANUAL))
    .expect(201);
  return res.body.data.id;
}

describe('POST /api/ai-chat', () => {
  it('answers from the chosen file with cited passages, and charges the words written', async () => {
    const id = await uploadManual();
    const before = await balance();
    const res = await who.as.owner
      .post('/api/ai-chat')
      .send({
        messages: [{ role: 'user', content: 'How often should I descale the machine?' }],
        sourceIds: [id],
      })
      .expect(200);
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    // What it did at once before the first byte, as it timed itself (bench:chat reads it).
    expect(res.headers['server-timing']).toMatch(/(^|, )retrieval;dur=\d/);
    expect(res.headers['server-timing']).toMatch(/(^|, )credits;dur=\d/);
    const events = parseEvents(res.text);
    expect(events.map((e) => e.event)[0]).toBe('sources');
    const { citations } = eventNamed(events, 'sources') as { citations: Record<string, unknown>[] };
    expect(citations[0]).toMatchObject({ n: 1, sourceId: id, name: 'heron-manual.pdf' });
    expect(String(citations[0]!.text)).toContain('every 60 days');
    expect(eventNamed(events, 'meta')).toMatchObject({ operation: 'chat', label: 'offline writer' });
    const answer = deltaText(events);
    // The offline writer answers extractively from the passage, cited.
    expect(answer).toMatch(/every 60 days\. \[1\]/);
    const done = eventNamed(events, 'done') as { credits: number; words: number; aborted: boolean };
    expect(done.aborted).toBe(false);
    expect(done.credits).toBeGreaterThan(0);
    await settled();
    expect(before - (await balance())).toBe(done.credits);
  });

  it('answers without files when none is named (no sources, no citations)', async () => {
    const res = await who.as.owner
      .post('/api/realtime-chat')
      .send({
        messages: [{ role: 'user', content: 'Give me a tip about newsletters' }],
        creativityLevel: 0.2,
      })
      .expect(200);
    const events = parseEvents(res.text);
    expect(eventNamed(events, 'sources')).toEqual({ citations: [] });
    expect(deltaText(events)).toContain('newsletters');
  });

  it('answers 404 for another team’s file and charges nothing', async () => {
    const id = await uploadManual();
    const before = (await getBalances({ teamId: who.other.teamId })).words;
    await who.as.other
      .post('/api/ai-chat')
      .send({ messages: [{ role: 'user', content: 'Descale?' }], sourceId: id })
      .expect(404);
    // Its credits were asked for while the file was checked: refunded in full before the 404.
    await settled();
    expect((await getBalances({ teamId: who.other.teamId })).words).toBe(before);
  });

  it('reads the files and reserves the credits at once: a wrong file is 404 before a short balance, a short balance 402', async () => {
    const id = await uploadManual();
    const account = { teamId: who.other.teamId };
    const hold = await reserveCredits(account, 'words', (await getBalances(account)).words, {
      reason: 'test',
    });
    try {
      await who.as.other
        .post('/api/ai-chat')
        .send({ messages: [{ role: 'user', content: 'Descale?' }], sourceId: id })
        .expect(404);
      const short = await who.as.other
        .post('/api/ai-chat')
        .send({ messages: [{ role: 'user', content: 'Hi?' }] });
      expect(short.status).toBe(402);
      expect(short.headers['content-type']).not.toMatch(/event-stream/);
    } finally {
      await refundReservation(hold);
    }
    await settled();
  });

  it.each([
    ['no messages', { messages: [] }],
    ['a last message from the assistant', { messages: [{ role: 'assistant', content: 'Hi' }] }],
    ['an empty message', { messages: [{ role: 'user', content: '  ' }] }],
    ['a bad role', { messages: [{ role: 'system', content: 'x' }] }],
    ['a bad source id', { messages: [{ role: 'user', content: 'x' }], sourceIds: ['nope'] }],
    ['creativity out of range', { messages: [{ role: 'user', content: 'x' }], creativityLevel: 3 }],
    ['an unknown field', { messages: [{ role: 'user', content: 'x' }], temperature: 2 }],
  ])('answers 400 for %s', async (_label, body) => {
    await who.as.owner.post('/api/ai-chat').send(body).expect(400);
  });

  it('answers 401 without a session', async () => {
    await who.as.anonymous
      .post('/api/ai-chat')
      .send({ messages: [{ role: 'user', content: 'x' }] })
      .expect(401);
  });

  it('sends the model only the last 15 messages, runs of one role collapsed to the latest (SPEC §5)', async () => {
    model.configure({ chunks: ['Sure.'] });
    const base = await listen({
      openai: { apiKey: 'test', baseURL: model.baseURL, model: 'local', largeModel: 'local-large' },
    });
    const token = await bearerToken(api, who.owner);
    // 40 messages: user, user, assistant, … — each pair of users collapses to the second one.
    const messages = Array.from({ length: 40 }, (_, i) => ({
      role: i % 3 === 2 ? 'assistant' : 'user',
      content: `message ${i}`,
    }));
    messages.push({ role: 'user', content: 'the very last question' });
    const response = await fetch(`${base}/api/ai-chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ messages }),
    });
    expect(response.status).toBe(200);
    await response.text();
    const sent = (model.requests.at(-1)!.body as { messages: { role: string; content: string }[] }).messages;
    const conversation = sent.filter((m) => m.role !== 'system');
    expect(conversation).toHaveLength(15);
    for (let i = 1; i < conversation.length; i++)
      expect(conversation[i]!.role).not.toBe(conversation[i - 1]!.role);
    expect(conversation.at(-1)).toEqual({ role: 'user', content: 'the very last question' });
    // Of "message 37" (user), "message 38" (assistant)… the collapsed runs keep their latest message.
    expect(conversation.map((m) => m.content)).not.toContain('message 36');
    expect(conversation.at(-2)).toEqual({ role: 'assistant', content: 'message 38' });
    await settled();
    model.configure({});
  });

  it('stops when the client aborts and charges only the words written before it stopped', async () => {
    const base = await listen({ offline: { delayMs: 15 } });
    const token = await bearerToken(api, who.owner);
    const before = await balance();
    const controller = new AbortController();
    const response = await fetch(`${base}/api/ai-chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        messages: [{ role: 'user', content: 'Tell me about email marketing for bakeries' }],
      }),
      signal: controller.signal,
    });
    let received = '';
    for await (const event of readEventStream(response.body as ReadableStream<Uint8Array>)) {
      if (event.event === 'delta') received += JSON.parse(event.data).text;
      if (received.split(/\s+/).length > 8) break;
    }
    controller.abort();
    await settled();
    const closing = await LedgerEntry.findOne({ op: { $in: ['settle', 'refund'] }, reason: 'chat' })
      .sort({ createdAt: -1 })
      .lean();
    const charged = before - (await balance());
    // Some words were written, far fewer than the 800 reserved: those, and only those, are paid.
    expect(charged).toBeGreaterThan(0);
    expect(charged).toBeLessThan(800);
    expect(closing).toBeTruthy();
  });

  it('refunds everything when the provider fails', async () => {
    model.configure({ failWith: { status: 500, message: 'boom' } });
    const base = await listen({
      openai: {
        apiKey: 'test',
        baseURL: model.baseURL,
        model: 'local',
        largeModel: 'local-large',
        maxRetries: 0,
      },
    });
    const token = await bearerToken(api, who.owner);
    const before = await balance();
    const response = await fetch(`${base}/api/ai-chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'hello' }] }),
    });
    const events = parseEvents(await response.text());
    expect(events.map((e) => e.event)).toEqual(['sources', 'meta', 'error']);
    await settled();
    expect(await balance()).toBe(before);
    model.configure({});
  });
});

describe('chat with files, hybrid retrieval (embeddings from the provider)', () => {
  /** The answer to the question shares no word with it: only the embedding connects them. */
  const GARAGE = 'Our workshop will repair your car within two working days, parts included.';
  const OTHER = 'The bakery sells sourdough loaves every morning from seven until noon.';

  let ai: AiConfig;
  let jobs: TestEngine;
  // Files are embedded by the chat.embed job: a worker of this file's own, with the test model.
  beforeAll(async () => {
    ai = {
      openai: { apiKey: 'test', baseURL: model.baseURL, model: 'local', largeModel: 'local', maxRetries: 0 },
    };
    defineEmbedJob({ attempts: 2, backoffMs: 50 });
    useEmbedProvider(createProvider(ai));
    jobs = await startTestEngine({ use: true, worker: true });
  });
  afterAll(async () => {
    await jobs.close();
    useEmbedProvider(undefined);
  });

  async function served() {
    const base = await listen(ai);
    const token = await bearerToken(api, who.owner);
    const call = (path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    const train = async (name: string, text: string) => {
      const res = await call('/api/train', { type: 'chat-file-upload', name, text });
      expect(res.status).toBe(201);
      return ((await res.json()) as { data: { id: string } }).data.id;
    };
    return { call, train };
  }

  afterEach(() => model.configure({}));

  it('cites a passage found through its embedding, and doc-search finds it too', async () => {
    model.configure({ embeddings: 'concepts' });
    const { call, train } = await served();
    const garage = await train('garage.txt', GARAGE);
    const bakery = await train('bakery.txt', OTHER);
    // Searching never waits for embeddings; this test asks for a match by meaning, so it waits.
    for (const id of [garage, bakery])
      await until(
        'the file embedded',
        async () => (await ChatSource.findById(id).lean())?.embedding?.state === 'ready',
      );
    const search = await call('/api/doc-search', {
      query: 'Who can mend my automobile?',
      sourceIds: [garage, bakery],
    });
    expect(search.status).toBe(200);
    const hits = ((await search.json()) as { data: { sourceId: string; text: string }[] }).data;
    expect(hits[0]).toMatchObject({ sourceId: garage, text: GARAGE });

    const res = await call('/api/ai-chat', {
      messages: [{ role: 'user', content: 'Who can mend my automobile?' }],
      sourceIds: [garage, bakery],
    });
    const events = parseEvents(await res.text());
    const { citations } = eventNamed(events, 'sources') as {
      citations: { sourceId: string; text: string }[];
    };
    expect(citations[0]).toMatchObject({ sourceId: garage, text: GARAGE });
    await settled();
  });

  it('with a failing embeddings endpoint: the file is kept and the answer is still cited (lexical)', async () => {
    model.configure({ failEmbeddingsWith: { status: 400, message: 'embeddings are off' } });
    const { call, train } = await served();
    const garage = await train('garage-2.txt', GARAGE);
    const res = await call('/api/ai-chat', {
      messages: [{ role: 'user', content: 'How long does the workshop take to repair a car?' }],
      sourceIds: [garage],
    });
    expect(res.status).toBe(200);
    const events = parseEvents(await res.text());
    const { citations } = eventNamed(events, 'sources') as { citations: { n: number; sourceId: string }[] };
    expect(citations[0]).toMatchObject({ n: 1, sourceId: garage });
    expect(deltaText(events).length).toBeGreaterThan(0);
    expect(model.requests.some((r) => r.path === '/v1/embeddings')).toBe(true);
    await settled();
  });
});

describe('conversations', () => {
  const save = (body: Record<string, unknown>, client = who.as.owner) =>
    client.post('/api/chat/completions').send(body);

  it('creates, lists newest first, searches, renames and deletes', async () => {
    const first = await save({
      messages: [
        { role: 'user', content: 'What is the warranty of the kettle?' },
        {
          role: 'assistant',
          label: 'offline writer',
          content: 'Three years [1].',
          citations: [{ n: 1, sourceId: 'a'.repeat(24), name: 'kettle.pdf', chunk: 0, text: 'Three years.' }],
        },
      ],
    }).expect(201);
    expect(first.body.data).toMatchObject({ title: 'What is the warranty of the kettle?', messageCount: 2 });
    expect(first.body.data.messages[1].citations[0]).toMatchObject({ n: 1, name: 'kettle.pdf' });
    expect(first.body.data.messages.map((m: { label: string | null }) => m.label)).toEqual([
      null,
      'offline writer',
    ]);
    const second = await save({
      title: 'Blog ideas',
      messages: [{ role: 'user', content: 'Ideas for a bakery blog' }],
    }).expect(201);

    const list = await who.as.owner.get('/api/chat/completions?offset=0&limit=10').expect(200);
    const ids = list.body.data.map((c: { id: string }) => c.id);
    expect(ids.indexOf(second.body.data.id)).toBeLessThan(ids.indexOf(first.body.data.id));
    expect(list.body.total).toBeGreaterThanOrEqual(2);

    // Adding messages to the first makes it the newest.
    await save({
      id: first.body.data.id,
      messages: [...first.body.data.messages, { role: 'user', content: 'And the descaling interval?' }],
    }).expect(200);
    const after = await who.as.owner.get('/api/chat/completions?limit=1').expect(200);
    expect(after.body.data[0]).toMatchObject({ id: first.body.data.id, messageCount: 3 });

    const found = await who.as.owner.get('/api/chat/completions?search=DESCALING').expect(200);
    expect(found.body.data.map((c: { id: string }) => c.id)).toEqual([first.body.data.id]);
    const none = await who.as.owner.get('/api/chat/completions?search=.*').expect(200);
    expect(none.body.data).toEqual([]);

    const renamed = await who.as.owner
      .put(`/api/chat/${second.body.data.id}`)
      .send({ title: 'Bakery' })
      .expect(200);
    expect(renamed.body.data.title).toBe('Bakery');
    expect(
      (await who.as.owner.get('/api/chat/completions?search=bakery').expect(200)).body.data[0].title,
    ).toBe('Bakery');
    await who.as.owner.put(`/api/chat/${second.body.data.id}`).send({ title: ' ' }).expect(400);

    const one = await who.as.member.get(`/api/chat/${first.body.data.id}`).expect(200);
    expect(one.body.data.messages).toHaveLength(3);

    await who.as.owner.delete(`/api/chat/${second.body.data.id}`).expect(200);
    await who.as.owner.get(`/api/chat/${second.body.data.id}`).expect(404);
  });

  it('answers 404 for another team’s conversation and never lists it', async () => {
    const mine = await save({ messages: [{ role: 'user', content: 'private question' }] }).expect(201);
    const id = mine.body.data.id;
    await who.as.other.get(`/api/chat/${id}`).expect(404);
    await who.as.other.put(`/api/chat/${id}`).send({ title: 'x' }).expect(404);
    await who.as.other.delete(`/api/chat/${id}`).expect(404);
    await save({ id, messages: [] }, who.as.other).expect(404);
    const list = await who.as.other.get('/api/chat/completions').expect(200);
    expect(list.body.data.map((c: { id: string }) => c.id)).not.toContain(id);
    await who.as.owner.get(`/api/chat/${id}`).expect(200);
  });

  it('marks the first-time guide of chat with files as seen', async () => {
    await save({
      firstTimeChatWithFile: true,
      withEmbedding: true,
      messages: [{ role: 'user', content: 'hi' }],
    }).expect(201);
    const { User } = await import('../../models/User');
    const user = await User.findById(who.owner.id).lean();
    expect(user?.isFirstTimeChatWithFile).toBe(false);
  });

  it('answers 400 for bad bodies and queries', async () => {
    await save({ messages: [{ role: 'robot', content: 'x' }] }).expect(400);
    await save({ id: 'nope', messages: [] }).expect(400);
    await who.as.owner.get('/api/chat/completions?limit=1000').expect(400);
    await who.as.owner.get('/api/chat/not-an-id').expect(400);
  });
});

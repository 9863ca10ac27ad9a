import { readEventStream, type ServerSentEvent } from '@inkpress/shared-core';
import { bearerToken, createUser, type TestUser } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import type { AiConfig } from '../../ai';
import { type LocalOpenAiServer, startLocalOpenAiServer } from '../../ai/testing/openAiServer';
import { LedgerEntry } from '../../models/LedgerEntry';
import { getBalances } from '../../services/credits';

let api: TestApi;
let owner: TestUser;
let token: string;
let model: LocalOpenAiServer;

beforeAll(async () => {
  api = await startTestApi();
  owner = await createUser(api);
  token = await bearerToken(api, owner);
  model = await startLocalOpenAiServer();
});
afterAll(async () => {
  await model.close();
  await api.close();
});

/** The API on a real port with its AI configuration replaced. */
const listen = (ai: AiConfig) => api.listen({ ai });

/** Generations started by the tests so far: each reserves once. */
let started = 0;
const post = (base: string, path: string, body: unknown, signal?: AbortSignal) => {
  started += 1;
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    signal,
  });
};

const balance = async () => (await getBalances({ teamId: owner.teamId })).words;

/**
 * Waits until every generation started has reserved and every reservation is
 * closed (the server settles after the client has gone, and on a busy
 * machine may even reserve after the first events were read).
 */
async function settled(timeoutMs = 5000): Promise<void> {
  const since = Date.now();
  for (;;) {
    const entries = await LedgerEntry.find({ reservationId: { $ne: null } }).lean();
    const reserved = entries.filter((e) => e.op === 'reserve');
    const open = new Set(reserved.map((e) => e.reservationId));
    for (const e of entries) if (e.op !== 'reserve') open.delete(e.reservationId);
    if (open.size === 0 && reserved.length >= started) return;
    if (Date.now() - since > timeoutMs)
      throw new Error(`${open.size} reservation(s) still open, ${reserved.length} of ${started} made`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const ARTICLE = {
  operation: 'generate-article',
  title: 'Email Marketing for Small Businesses',
  keyword: 'email marketing',
  outline: ['Why Email Works', 'Building a List'],
};

describe('streaming through the API', () => {
  it('delivers the first event while the article is still being written', async () => {
    const base = await listen({ offline: { delayMs: 2 } });
    const controller = new AbortController();
    const response = await post(base, '/api/generate', ARTICLE, controller.signal);
    expect(response.status).toBe(200);
    const events = readEventStream(response.body as ReadableStream<Uint8Array>);
    const first = (await events.next()).value as ServerSentEvent;
    expect(first.event).toBe('meta');
    expect(JSON.parse(first.data)).toMatchObject({ operation: 'generate-article', estimate: 1000 });
    const second = (await events.next()).value as ServerSentEvent;
    expect(second.event).toBe('delta');
    // A 3000-word article at 2 ms a chunk is far from done.
    controller.abort();
    await events.return(undefined);
    await settled();
  });

  it('stops generating when the client aborts and refunds the reservation in full', async () => {
    // 15 ms a chunk: the article takes over 15 s, so on a busy machine the abort still lands
    // before the end (at 3 ms a loaded run once finished the article first and was charged).
    const base = await listen({ offline: { delayMs: 15 } });
    const before = await balance();
    const controller = new AbortController();
    const response = await post(base, '/api/generate', ARTICLE, controller.signal);
    const events = readEventStream(response.body as ReadableStream<Uint8Array>);
    let received = '';
    for await (const event of events) {
      if (event.event === 'delta') received += JSON.parse(event.data).text;
      if (received.split(/\s+/).length > 30) break;
    }
    controller.abort();
    await settled(30_000);
    const charged = before - (await balance());
    // The article reserves 1000 (SPEC §9); an aborted generation is refunded in full (issue 5).
    expect(charged).toBe(0);
    const closing = await LedgerEntry.findOne({
      op: { $in: ['settle', 'refund'] },
      reason: 'generate-article',
    })
      .sort({ createdAt: -1 })
      .lean();
    expect(closing!.amount).toBe(1000);
  });

  it('closes the provider’s request when the client aborts (OpenAI-compatible server)', async () => {
    model.configure({ chunks: Array.from({ length: 400 }, (_, i) => ` word${i}`), delayMs: 5 });
    const base = await listen({
      openai: { apiKey: 'test', baseURL: model.baseURL, model: 'local', largeModel: 'local-large' },
    });
    const before = await balance();
    const controller = new AbortController();
    const response = await post(
      base,
      '/api/generate',
      { operation: 'expand', text: 'Email works. '.repeat(50) },
      controller.signal,
    );
    const events = readEventStream(response.body as ReadableStream<Uint8Array>);
    let deltas = 0;
    for await (const event of events) {
      if (event.event === 'delta' && ++deltas === 10) break;
    }
    controller.abort();
    await settled();
    const request = model.requests.at(-1)!;
    await request.finished;
    expect(request.closedEarly).toBe(true);
    expect(request.chunksSent).toBeLessThan(400);
    // Aborted: the whole reservation comes back (issue 5).
    expect(before - (await balance())).toBe(0);
  });

  it('refunds everything when the provider fails, and says so in an error event', async () => {
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
    const before = await balance();
    const response = await post(base, '/api/generate', { operation: 'expand', text: 'Email works.' });
    expect(response.status).toBe(200);
    const received: ServerSentEvent[] = [];
    for await (const event of readEventStream(response.body as ReadableStream<Uint8Array>))
      received.push(event);
    expect(received.map((e) => e.event)).toEqual(['meta', 'error']);
    expect(JSON.parse(received[1]!.data)).toMatchObject({
      status: expect.any(Number),
      code: expect.any(String),
    });
    await settled();
    expect(await balance()).toBe(before);
    model.configure({});
  });
});

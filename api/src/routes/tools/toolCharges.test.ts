import { readEventStream, type ServerSentEvent } from '@inkpress/shared-core';
import { bearerToken, createUser, type TestUser } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import type { AiConfig } from '../../ai';
import { type LocalOpenAiServer, startLocalOpenAiServer } from '../../ai/testing/openAiServer';
import { LedgerEntry } from '../../models/LedgerEntry';
import { getBalances, refundReservation, reserveCredits } from '../../services/credits';

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

const post = (base: string, slug: string, body: unknown, signal?: AbortSignal) =>
  fetch(`${base}/api/tools/${slug}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    signal,
  });

const balance = async () => (await getBalances({ teamId: owner.teamId })).words;

/** The ledger entries of one tool's runs since the test began. */
let since = new Date(0);
beforeEach(() => {
  since = new Date();
});
const entries = (slug: string) =>
  LedgerEntry.find({ teamId: owner.teamId, reason: `tool:${slug}`, createdAt: { $gte: since } })
    .sort({ createdAt: 1 })
    .lean();

/** Waits until every reservation of the tool is closed (the server closes it after the client left). */
async function settled(slug: string, reservations: number, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  for (;;) {
    const list = await entries(slug);
    const reserved = list.filter((e) => e.op === 'reserve');
    const open = new Set(reserved.map((e) => String(e.reservationId)));
    for (const e of list) if (e.op !== 'reserve') open.delete(String(e.reservationId));
    if (open.size === 0 && reserved.length >= reservations) return;
    if (Date.now() - start > timeoutMs) throw new Error(`${open.size} reservation(s) of ${slug} still open`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function allEvents(response: Response): Promise<ServerSentEvent[]> {
  const list: ServerSentEvent[] = [];
  for await (const event of readEventStream(response.body as ReadableStream<Uint8Array>)) list.push(event);
  return list;
}

const HARD =
  'Notwithstanding the aforementioned considerations, the organisation’s comprehensive implementation methodology necessitates substantial interdepartmental collaboration. '.repeat(
    3,
  );

describe('signed-in tool runs, charged', () => {
  it('sends the readability report first, then charges the words written', async () => {
    const base = await listen({ offline: {} });
    const before = await balance();
    const response = await post(base, 'readability-improver', { text: HARD });
    expect(response.status).toBe(200);
    const list = await allEvents(response);
    const names = list.map((e) => e.event);
    expect(names[0]).toBe('report');
    expect(names).toContain('done');
    expect(names.at(-1)).toBe('report-after');
    const credits = JSON.parse(list.find((e) => e.event === 'done')!.data).credits as number;
    expect(credits).toBeGreaterThan(0);
    await settled('readability-improver', 1);
    expect(before - (await balance())).toBe(credits);
    expect((await entries('readability-improver')).map((e) => e.op)).toEqual(['reserve', 'settle']);
  });

  it('gives a user who cannot pay the free report, then a 402 error event, holding nothing', async () => {
    const base = await listen({ offline: {} });
    const before = await balance();
    const hold = await reserveCredits({ teamId: owner.teamId }, 'words', before, { reason: 'test' });
    try {
      const response = await post(base, 'text-simplifier', { text: HARD });
      expect(response.status).toBe(200);
      const list = await allEvents(response);
      expect(list.map((e) => e.event)).toEqual(['report', 'error']);
      expect(JSON.parse(list[0]!.data)).toHaveProperty('scores.flesch');
      expect(JSON.parse(list[1]!.data)).toMatchObject({ status: 402 });
      expect(await entries('text-simplifier')).toEqual([]);
    } finally {
      await refundReservation(hold);
    }
    expect(await balance()).toBe(before);
  });

  it('refunds everything when the AI fails after the report', async () => {
    model.configure({ failWith: { status: 500, message: 'boom' } });
    try {
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
      const response = await post(base, 'sentence-shortener', { text: HARD });
      const list = await allEvents(response);
      expect(list[0]!.event).toBe('report');
      expect(list.at(-1)!.event).toBe('error');
      await settled('sentence-shortener', 1);
      expect(await balance()).toBe(before);
      expect((await entries('sentence-shortener')).map((e) => e.op)).toEqual(['reserve', 'refund']);
    } finally {
      model.configure({});
    }
  });

  it.each([
    ['readability-improver', { text: HARD }],
    ['hook-generator', { text: 'Cold brew coffee at home', count: 10 }],
  ])('refunds %s in full when the client leaves mid-stream', async (slug, body) => {
    // 25 ms a chunk: the answer takes several seconds, so on a busy machine the client still
    // leaves before its end (at 5 ms a run at load 30 once finished first and was charged).
    const base = await listen({ offline: { delayMs: 25 } });
    const before = await balance();
    const controller = new AbortController();
    const response = await post(base, slug, body, controller.signal);
    let deltas = 0;
    for await (const event of readEventStream(response.body as ReadableStream<Uint8Array>)) {
      if (event.event === 'delta' && ++deltas === 3) break;
    }
    controller.abort();
    await settled(slug, 1, 30_000);
    expect(await balance()).toBe(before);
    const ops = (await entries(slug)).map((e) => e.op);
    expect(ops).toEqual(['reserve', 'refund']);
  });
});

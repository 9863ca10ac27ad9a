/**
 * The repurpose popup's operation through POST /api/generate: the offline
 * writer builds each asked format from the article's own sentences, the
 * chosen formats' word budgets are reserved (shared-core repurposeCost, what
 * the popup shows), the words written are charged, and a failure refunds
 * everything.
 */
import { readEventStream, repurposeCost, type ServerSentEvent, splitRepurposed } from '@inkpress/shared-core';
import { bearerToken, createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { estimateCredits } from '../../ai';
import { type LocalOpenAiServer, startLocalOpenAiServer } from '../../ai/testing/openAiServer';
import { LedgerEntry } from '../../models/LedgerEntry';
import { getBalances, refundReservation, reserveCredits } from '../../services/credits';
import { deltaText, eventNamed, parseEvents } from './events.testing';

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

const ARTICLE =
  '<h1>Keeping Bees in the City</h1><h2>Start small</h2><p>One hive on a rooftop is enough for a first season of urban beekeeping.</p>' +
  '<h2>Mind the neighbours</h2><p>Urban beekeeping works best when the neighbours know about the hive and its flight path.</p>' +
  '<h2>Water nearby</h2><p>Bees need a shallow water source close to the hive, or they visit swimming pools.</p>' +
  '<p>Harvest honey only in the second summer, when the colony is strong.</p>';

const words = async () => (await getBalances({ teamId: who.owner.teamId })).words;

async function openReservations(): Promise<number> {
  const entries = await LedgerEntry.find({ reservationId: { $ne: null } }).lean();
  const reserved = new Set(entries.filter((e) => e.op === 'reserve').map((e) => e.reservationId));
  for (const e of entries) if (e.op !== 'reserve') reserved.delete(e.reservationId);
  return reserved.size;
}

describe('POST /api/generate {operation: repurpose}', () => {
  it('writes each asked format from the article, labelled as the offline writer, and charges its words', async () => {
    const before = await words();
    const formats = ['x-thread', 'newsletter', 'instagram-caption'];
    const res = await who.as.member
      .post('/api/generate')
      .send({ operation: 'repurpose', text: ARTICLE, title: 'Keeping Bees in the City', formats })
      .expect(200);
    const events = parseEvents(res.text);
    expect(events[0]).toMatchObject({
      event: 'meta',
      data: { operation: 'repurpose', provider: 'offline', label: 'offline writer', output: 'html' },
    });
    expect((events[0]!.data as { estimate: number }).estimate).toBe(
      repurposeCost(['x-thread', 'newsletter', 'instagram-caption']),
    );
    const html = deltaText(events);
    const pieces = splitRepurposed(html);
    expect(pieces.map((p) => p.format)).toEqual(formats);
    const [thread, newsletter, caption] = pieces;
    // Built from the article's own sentences and headings, not from a template.
    expect(thread!.html).toContain('One hive on a rooftop is enough');
    expect(thread!.html).toMatch(/<p>1\/\d /);
    expect(newsletter!.html).toContain('Subject: Keeping Bees in the City');
    expect(newsletter!.html).toContain(
      '<li>Urban beekeeping works best when the neighbours know about the hive and its flight path.</li>',
    );
    expect(caption!.html).toMatch(/#(urban|beekeeping|hive|neighbours)/);
    const done = eventNamed(events, 'done') as { credits: number; words: number };
    expect(done.credits).toBeGreaterThan(0);
    expect(done.credits).toBeLessThanOrEqual(repurposeCost(['x-thread', 'newsletter', 'instagram-caption']));
    expect(await words()).toBe(before - done.credits);
    expect(await openReservations()).toBe(0);
  });

  it('counts each format once, and its estimate is the popup’s cost', () => {
    expect(estimateCredits('repurpose', { text: ARTICLE, formats: ['newsletter', 'newsletter'] })).toBe(
      repurposeCost(['newsletter']),
    );
  });

  it('answers 400 for no format, an unknown format or no article, charging nothing', async () => {
    const before = await words();
    for (const body of [
      { text: ARTICLE, formats: [] },
      { text: ARTICLE, formats: ['fax'] },
      { text: '   ', formats: ['x-thread'] },
    ]) {
      const res = await who.as.owner.post('/api/generate').send({ operation: 'repurpose', ...body });
      expect(res.status).toBe(400);
    }
    expect(await words()).toBe(before);
  });

  it('answers 402 before writing when the team cannot pay, holding nothing', async () => {
    const account = { teamId: who.owner.teamId };
    const hold = await reserveCredits(account, 'words', await words(), { reason: 'test' });
    try {
      const res = await who.as.owner
        .post('/api/generate')
        .send({ operation: 'repurpose', text: ARTICLE, formats: ['reddit-post'] });
      expect(res.status).toBe(402);
    } finally {
      await refundReservation(hold);
    }
  });

  it('refunds everything when the AI provider fails', async () => {
    model.configure({ failWith: { status: 500, message: 'boom' } });
    try {
      const base = await api.listen({
        ai: {
          openai: {
            apiKey: 'test',
            baseURL: model.baseURL,
            model: 'local',
            largeModel: 'local-large',
            maxRetries: 0,
          },
        },
      });
      const before = await words();
      const response = await fetch(`${base}/api/generate`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${await bearerToken(api, who.owner)}`,
        },
        body: JSON.stringify({ operation: 'repurpose', text: ARTICLE, formats: ['linkedin-post'] }),
      });
      const received: ServerSentEvent[] = [];
      for await (const event of readEventStream(response.body as ReadableStream<Uint8Array>))
        received.push(event);
      expect(received.map((e) => e.event)).toEqual(['meta', 'error']);
      expect(await openReservations()).toBe(0);
      expect(await words()).toBe(before);
    } finally {
      model.configure({});
    }
  });
});

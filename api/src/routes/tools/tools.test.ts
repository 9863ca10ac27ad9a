import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { bearerToken, createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { OfflineProvider, runOperation } from '../../ai';
import { LedgerEntry } from '../../models/LedgerEntry';
import { getBalances } from '../../services/credits';

let api: TestApi;
let who: Identities;
beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
});
afterAll(() => api.close());

const TEXT =
  'Email marketing gives you a direct line to people who asked to hear from you. Unlike social feeds, your ' +
  'message is not filtered by an algorithm, and it arrives when your reader is ready to read it.';

describe('POST /api/tools', () => {
  it('condenses a text and charges the words of the answer', async () => {
    const before = (await getBalances({ teamId: who.owner.teamId })).words;
    const res = await who.as.owner
      .post('/api/tools')
      .send({ type: 'condensed-text', text: TEXT })
      .expect(200);
    const expected = await runOperation(new OfflineProvider(), 'condensed-text', { text: TEXT }).complete();
    expect(res.body.data).toEqual({
      type: 'condensed-text',
      text: expected.output,
      words: expected.words,
      credits: expected.credits,
      label: 'offline writer',
    });
    expect((await getBalances({ teamId: who.owner.teamId })).words).toBe(before - expected.credits);
  });

  it.each([
    ['an unknown tool', { type: 'poem', text: TEXT }],
    ['no type', { text: TEXT }],
    ['no text', { type: 'condensed-text' }],
    ['an unknown field', { type: 'condensed-text', text: TEXT, mode: 'short' }],
  ])('answers 400 for %s', async (_label, body) => {
    await who.as.owner.post('/api/tools').send(body).expect(400);
  });

  it('lets a member use it and answers 401 to anonymous callers', async () => {
    await who.as.member.post('/api/tools').send({ type: 'condensed-text', text: TEXT }).expect(200);
    await who.as.anonymous.post('/api/tools').send({ type: 'condensed-text', text: TEXT }).expect(401);
  });
});

describe('a client that leaves before the answer', () => {
  it('pays nothing for a non-streamed call it closed, however far the work got', async () => {
    const token = await bearerToken(api, who.owner);
    const server = http.createServer(api.app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const team = { teamId: who.owner.teamId };
    const before = (await getBalances(team)).words;
    const reservesBefore = await LedgerEntry.countDocuments({ teamId: who.owner.teamId, op: 'reserve' });
    try {
      for (let i = 0; i < 3; i++) {
        const body = JSON.stringify({ type: 'condensed-text', text: `${TEXT} (${i})` });
        const socket = net.connect(port, '127.0.0.1');
        await new Promise<void>((resolve) => socket.once('connect', resolve));
        socket.write(
          `POST /api/tools HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
            `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        );
        // Gone before any answer: as a browser tab closed 50 ms after the click.
        socket.destroy();
      }
      // Each reservation is closed, and every one of them refunded in full.
      const until = Date.now() + 10_000;
      let closed = 0;
      while (Date.now() < until) {
        closed = await LedgerEntry.countDocuments({
          teamId: who.owner.teamId,
          op: { $in: ['settle', 'refund'] },
        });
        const reserves = await LedgerEntry.countDocuments({ teamId: who.owner.teamId, op: 'reserve' });
        if (reserves - reservesBefore === 3 && closed >= reserves) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await LedgerEntry.countDocuments({ teamId: who.owner.teamId, op: 'reserve' })).toBe(
        reservesBefore + 3,
      );
      expect((await getBalances(team)).words).toBe(before);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

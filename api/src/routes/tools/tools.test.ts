import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { OfflineProvider, runOperation } from '../../ai';
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

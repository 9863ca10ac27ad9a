import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';

let api: TestApi;
let who: Identities;
beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
});
afterAll(() => api.close());

describe('the prompt library', () => {
  it('saves, lists (the team’s first, then the built-in ones), changes and deletes a prompt', async () => {
    const created = await who.as.owner
      .post('/api/prompts')
      .send({
        title: 'Product FAQ',
        prompt: 'List FAQs about {product}.',
        categories: ['SEO', 'SEO', 'Support'],
      })
      .expect(201);
    expect(created.body.data).toMatchObject({
      title: 'Product FAQ',
      categories: ['SEO', 'Support'],
      builtIn: false,
    });
    const id = created.body.data.id;

    const list = await who.as.member.get('/api/prompts').expect(200);
    expect(list.body.data[0]).toMatchObject({ id, title: 'Product FAQ' });
    expect(list.body.data.filter((p: { builtIn: boolean }) => p.builtIn).length).toBeGreaterThanOrEqual(5);

    const patched = await who.as.member.patch(`/api/prompts/${id}`).send({ categories: [] }).expect(200);
    expect(patched.body.data).toMatchObject({
      title: 'Product FAQ',
      prompt: 'List FAQs about {product}.',
      categories: [],
    });
    await who.as.owner.delete(`/api/prompts/${id}`).expect(200);
    await who.as.owner.patch(`/api/prompts/${id}`).send({ title: 'x' }).expect(404);
  });

  it('answers 404 for another team’s prompt and never lists it', async () => {
    const created = await who.as.owner
      .post('/api/prompts')
      .send({ title: 'Ours', prompt: 'Secret recipe' })
      .expect(201);
    const id = created.body.data.id;
    await who.as.other.patch(`/api/prompts/${id}`).send({ title: 'Theirs' }).expect(404);
    await who.as.other.delete(`/api/prompts/${id}`).expect(404);
    const list = await who.as.other.get('/api/prompts').expect(200);
    expect(list.body.data.map((p: { id: string }) => p.id)).not.toContain(id);
  });

  it.each([
    ['no title', { prompt: 'x' }],
    ['an empty prompt', { title: 'x', prompt: ' ' }],
    [
      'too many categories',
      { title: 'x', prompt: 'y', categories: Array.from({ length: 11 }, (_, i) => `c${i}`) },
    ],
    ['an unknown field', { title: 'x', prompt: 'y', color: 'red' }],
  ])('answers 400 for %s', async (_label, body) => {
    await who.as.owner.post('/api/prompts').send(body).expect(400);
  });

  it('answers 400 for an empty change, a built-in id, and 401 without a session', async () => {
    const created = await who.as.owner.post('/api/prompts').send({ title: 'A', prompt: 'B' }).expect(201);
    await who.as.owner.patch(`/api/prompts/${created.body.data.id}`).send({}).expect(400);
    await who.as.owner.delete('/api/prompts/builtin-1').expect(400);
    await who.as.anonymous.get('/api/prompts').expect(401);
  });
});

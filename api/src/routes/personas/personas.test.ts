import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { Persona } from '../../models/Persona';

let api: TestApi;
let who: Identities;
beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
});
afterAll(() => api.close());
afterEach(() => Persona.deleteMany({}));

const BEN = {
  name: 'Busy Ben',
  role: 'Small business owner',
  goals: ['Grow a mailing list', 'Grow a mailing list', 'Sell more'],
  pains: ['No time to write'],
  knowledgeLevel: 'beginner',
  tone: 'friendly',
};

describe('POST /api/personas', () => {
  it('creates a persona, goals without repeats', async () => {
    const res = await who.as.owner.post('/api/personas').send(BEN).expect(201);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      ...BEN,
      goals: ['Grow a mailing list', 'Sell more'],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('needs only a name and a role (intermediate knowledge, no tone by default)', async () => {
    const res = await who.as.owner.post('/api/personas').send({ name: 'Ana', role: 'CTO' }).expect(201);
    expect(res.body.data).toMatchObject({ goals: [], pains: [], knowledgeLevel: 'intermediate', tone: '' });
  });

  it.each([
    ['no role', { name: 'A' }],
    ['an empty name', { name: ' ', role: 'CTO' }],
    ['an unknown knowledge level', { name: 'A', role: 'CTO', knowledgeLevel: 'guru' }],
    ['a string as goals', { name: 'A', role: 'CTO', goals: 'Sell' }],
    ['eleven pains', { name: 'A', role: 'CTO', pains: Array.from({ length: 11 }, (_, i) => `p${i}`) }],
    ['an unknown field', { name: 'A', role: 'CTO', age: 40 }],
  ])('answers 400 for %s and stores nothing', async (_label, body) => {
    const res = await who.as.owner.post('/api/personas').send(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ValidationError');
    expect(await Persona.countDocuments()).toBe(0);
  });
});

describe('GET, PATCH, DELETE /api/personas', () => {
  it('lists newest first for the whole team, changes fields and deletes', async () => {
    const a = (await who.as.owner.post('/api/personas').send(BEN).expect(201)).body.data;
    const b = (await who.as.member.post('/api/personas').send({ name: 'Ana', role: 'CTO' }).expect(201)).body
      .data;
    const list = await who.as.owner.get('/api/personas').expect(200);
    expect(list.body.data.map((p: { id: string }) => p.id)).toEqual([b.id, a.id]);
    const patched = await who.as.member
      .patch(`/api/personas/${a.id}`)
      .send({ knowledgeLevel: 'expert', pains: [] })
      .expect(200);
    expect(patched.body.data).toMatchObject({ name: 'Busy Ben', knowledgeLevel: 'expert', pains: [] });
    expect((await who.as.owner.get(`/api/personas/${a.id}`).expect(200)).body.data.pains).toEqual([]);
    await who.as.owner.patch(`/api/personas/${a.id}`).send({}).expect(400);
    await who.as.owner.delete(`/api/personas/${a.id}`).expect(200);
    await who.as.owner.delete(`/api/personas/${a.id}`).expect(404);
    await who.as.owner.get(`/api/personas/${a.id}`).expect(404);
  });

  it('answers 404 for another team’s persona and never lists it; 401 without a session', async () => {
    const a = (await who.as.owner.post('/api/personas').send(BEN).expect(201)).body.data;
    await who.as.other.get(`/api/personas/${a.id}`).expect(404);
    await who.as.other.patch(`/api/personas/${a.id}`).send({ name: 'Mine' }).expect(404);
    await who.as.other.delete(`/api/personas/${a.id}`).expect(404);
    expect((await who.as.other.get('/api/personas').expect(200)).body.data).toEqual([]);
    expect((await Persona.findById(a.id).lean())?.name).toBe('Busy Ben');
    await who.as.anonymous.get('/api/personas').expect(401);
    await who.as.anonymous.post('/api/personas').send(BEN).expect(401);
  });
});

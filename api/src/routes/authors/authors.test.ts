import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { Author } from '../../models/Author';

let api: TestApi;
let who: Identities;
beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
});
afterAll(() => api.close());
afterEach(() => Author.deleteMany({}));

const full = {
  name: 'Grace Hopper',
  picture: 'https://cdn.example.com/grace.png',
  bio: 'Wrote the first compiler.',
  designation: 'Rear Admiral',
  email: 'grace@example.com',
  categories: ['Programming', 'History'],
  entryId: '42',
  clientId: 'client-1',
  platform: 'wordpress',
};

async function createAuthor(body: Record<string, unknown> = full) {
  return (await who.as.owner.post('/api/authors').send(body).expect(201)).body.data;
}

describe('POST /api/authors', () => {
  it('creates an author with the SPEC §5 fields', async () => {
    const res = await who.as.owner.post('/api/authors').send(full).expect(201);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      ...full,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('needs only a name, and takes a numeric entryId as text', async () => {
    const res = await who.as.owner.post('/api/authors').send({ name: 'Ada', entryId: 7 }).expect(201);
    expect(res.body.data).toMatchObject({
      name: 'Ada',
      entryId: '7',
      picture: '',
      categories: [],
      platform: null,
    });
  });

  it.each([
    ['a missing name', { bio: 'x' }, 'name'],
    ['an empty name', { name: '  ' }, 'name'],
    ['a field outside SPEC §5', { name: 'A', teamId: '0123456789abcdef01234567' }, ''],
    ['an invalid email', { name: 'A', email: 'nope' }, 'email'],
    ['a picture that is not an http(s) URL', { name: 'A', picture: 'javascript:alert(1)' }, 'picture'],
    ['an unknown platform', { name: 'A', platform: 'myspace' }, 'platform'],
    ['a string as categories', { name: 'A', categories: 'News' }, 'categories'],
    ['an object as name', { name: { $gt: '' } }, 'name'],
  ])('answers 400 for %s and stores nothing', async (_label, body, path) => {
    const res = await who.as.owner.post('/api/authors').send(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ValidationError');
    expect(res.body.data.issues[0].path).toBe(path);
    expect(await Author.countDocuments()).toBe(0);
  });

  it('names the rejected field in the message', async () => {
    const res = await who.as.owner.post('/api/authors').send({ name: 'A', userId: 'x' });
    expect(res.body.message).toMatch(/userId/);
  });
});

describe('GET /api/authors', () => {
  it('lists the team’s authors, newest first', async () => {
    const a = await createAuthor({ name: 'First' });
    const b = await createAuthor({ name: 'Second' });
    const res = await who.as.owner.get('/api/authors').expect(200);
    expect(res.body.data.map((x: { id: string }) => x.id)).toEqual([b.id, a.id]);
  });
});

describe('PATCH /api/authors/:id', () => {
  it('changes the SPEC §5 update fields', async () => {
    const author = await createAuthor();
    const res = await who.as.owner
      .patch(`/api/authors/${author.id}`)
      .send({ name: 'G. Hopper', bio: 'Admiral', categories: [] })
      .expect(200);
    expect(res.body.data).toMatchObject({
      name: 'G. Hopper',
      bio: 'Admiral',
      categories: [],
      email: full.email,
    });
  });

  it.each([
    ['entryId', { entryId: '9' }],
    ['clientId', { clientId: 'c' }],
    ['platform', { platform: 'ghost' }],
    ['an empty name', { name: '' }],
  ])('answers 400 for %s, which an update may not change', async (_label, body) => {
    const author = await createAuthor();
    await who.as.owner.patch(`/api/authors/${author.id}`).send(body).expect(400);
    const stored = await Author.findById(author.id).lean();
    expect(stored).toMatchObject({
      entryId: '42',
      clientId: 'client-1',
      platform: 'wordpress',
      name: full.name,
    });
  });

  it('answers 400 for an id that is not an id and 404 for an unknown one', async () => {
    await who.as.owner.patch('/api/authors/nope').send({ name: 'x' }).expect(400);
    await who.as.owner.patch('/api/authors/0123456789abcdef01234567').send({ name: 'x' }).expect(404);
  });
});

describe('DELETE /api/authors/:id', () => {
  it('deletes the author', async () => {
    const author = await createAuthor();
    await who.as.owner.delete(`/api/authors/${author.id}`).expect(200);
    expect(await Author.countDocuments()).toBe(0);
    await who.as.owner.delete(`/api/authors/${author.id}`).expect(404);
  });
});

describe('authorization', () => {
  it('lets a team member list, change and delete the owner’s authors', async () => {
    const author = await createAuthor();
    const list = await who.as.member.get('/api/authors').expect(200);
    expect(list.body.data.map((x: { id: string }) => x.id)).toEqual([author.id]);
    await who.as.member.patch(`/api/authors/${author.id}`).send({ bio: 'by member' }).expect(200);
    const created = await who.as.member.post('/api/authors').send({ name: 'By member' }).expect(201);
    expect((await who.as.owner.get('/api/authors')).body.data.map((x: { id: string }) => x.id)).toContain(
      created.body.data.id,
    );
    await who.as.member.delete(`/api/authors/${author.id}`).expect(200);
  });

  it('hides the owner’s authors from another user: empty list, 404 on change and delete', async () => {
    const author = await createAuthor();
    expect((await who.as.other.get('/api/authors').expect(200)).body.data).toEqual([]);
    await who.as.other.patch(`/api/authors/${author.id}`).send({ name: 'Mallory' }).expect(404);
    await who.as.other.delete(`/api/authors/${author.id}`).expect(404);
    expect(await Author.findById(author.id).lean()).toMatchObject({ name: full.name });
  });

  it.each([
    ['anonymous', 401],
    ['apiKey', 401],
  ] as const)('answers %s %i on every route and changes nothing', async (as, status) => {
    const author = await createAuthor();
    const client = who.as[as];
    expect((await client.get('/api/authors')).status).toBe(status);
    expect((await client.post('/api/authors').send({ name: 'x' })).status).toBe(status);
    expect((await client.patch(`/api/authors/${author.id}`).send({ name: 'x' })).status).toBe(status);
    expect((await client.delete(`/api/authors/${author.id}`)).status).toBe(status);
    expect(await Author.countDocuments()).toBe(1);
    expect(await Author.findById(author.id).lean()).toMatchObject({ name: full.name });
  });

  it('answers 403 to a signed-in browser without the CSRF header', async () => {
    await who.as.owner.agent.post('/api/authors').send({ name: 'x' }).expect(403);
    expect(await Author.countDocuments()).toBe(0);
  });
});

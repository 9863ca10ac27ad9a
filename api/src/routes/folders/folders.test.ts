import mongoose, { Types } from 'mongoose';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { Folder } from '../../models/Folder';

let api: TestApi;
let who: Identities;
beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
});
afterAll(() => api.close());
afterEach(async () => {
  await Folder.deleteMany({});
  await collections().deleteMany({});
});

const collections = () => mongoose.connection.collection('collections');

async function createFolder(name = 'Drafts') {
  return (await who.as.owner.post('/api/folders').send({ name }).expect(201)).body.data;
}

describe('POST /api/folders', () => {
  it('creates a folder: title and name, created_at, no documents yet', async () => {
    const res = await who.as.owner.post('/api/folders').send({ name: '  Drafts ' }).expect(201);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      title: 'Drafts',
      name: 'Drafts',
      created_at: expect.any(String),
      document_counts: 0,
    });
  });

  it.each([
    ['a missing name', {}],
    ['an empty name', { name: ' ' }],
    ['a name of 201 characters', { name: 'x'.repeat(201) }],
    ['title instead of name', { title: 'Drafts' }],
    ['an object as name', { name: { $gt: '' } }],
    ['an array as name', { name: ['a', 'b'] }],
  ])('answers 400 for %s and stores nothing', async (_label, body) => {
    const res = await who.as.owner.post('/api/folders').send(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ValidationError');
    expect(await Folder.countDocuments()).toBe(0);
  });
});

describe('GET /api/folders', () => {
  it('lists the team’s folders newest first with the number of collections in each', async () => {
    const a = await createFolder('A');
    const b = await createFolder('B');
    const team = new Types.ObjectId(who.owner.teamId);
    await collections().insertMany([
      { teamId: team, folder_id: new Types.ObjectId(a.id), title: 'one' },
      { teamId: team, folder_id: a.id, title: 'two (id stored as text)' },
      { teamId: team, folder_id: new Types.ObjectId(b.id), title: 'three' },
      { teamId: team, folder_id: null, title: 'no folder' },
      {
        teamId: new Types.ObjectId(who.other.teamId),
        folder_id: new Types.ObjectId(a.id),
        title: 'other team',
      },
    ]);
    const res = await who.as.owner.get('/api/folders').expect(200);
    expect(
      res.body.data.map((f: { title: string; document_counts: number }) => [f.title, f.document_counts]),
    ).toEqual([
      ['B', 1],
      ['A', 2],
    ]);
  });
});

describe('GET /api/folders/:id', () => {
  it('returns one folder with its count', async () => {
    const folder = await createFolder();
    await collections().insertOne({
      teamId: new Types.ObjectId(who.owner.teamId),
      folder_id: new Types.ObjectId(folder.id),
    });
    const res = await who.as.owner.get(`/api/folders/${folder.id}`).expect(200);
    expect(res.body.data).toMatchObject({ id: folder.id, title: 'Drafts', document_counts: 1 });
  });

  it('answers 400 for an id that is not an id and 404 for an unknown one', async () => {
    await who.as.owner.get('/api/folders/nope').expect(400);
    const res = await who.as.owner.get('/api/folders/0123456789abcdef01234567');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NotFound');
  });
});

describe('PATCH /api/folders/:id', () => {
  it('renames the folder', async () => {
    const folder = await createFolder();
    const res = await who.as.owner
      .patch(`/api/folders/${folder.id}`)
      .send({ title: 'Published' })
      .expect(200);
    expect(res.body.data).toMatchObject({ id: folder.id, title: 'Published', name: 'Published' });
  });

  it.each([
    ['a missing title', {}],
    ['name instead of title', { name: 'x' }],
    ['an object as title', { title: { $set: 'x' } }],
  ])('answers 400 for %s and keeps the title', async (_label, body) => {
    const folder = await createFolder();
    await who.as.owner.patch(`/api/folders/${folder.id}`).send(body).expect(400);
    expect((await Folder.findById(folder.id).lean())!.title).toBe('Drafts');
  });
});

describe('DELETE /api/folders/:id', () => {
  it('deletes the folder and moves its collections out of it', async () => {
    const folder = await createFolder();
    const team = new Types.ObjectId(who.owner.teamId);
    await collections().insertOne({ teamId: team, folder_id: new Types.ObjectId(folder.id), title: 'kept' });
    await who.as.owner.delete(`/api/folders/${folder.id}`).expect(200);
    expect(await Folder.countDocuments()).toBe(0);
    expect(await collections().findOne({ title: 'kept' })).toMatchObject({ folder_id: null });
    await who.as.owner.delete(`/api/folders/${folder.id}`).expect(404);
  });
});

describe('authorization', () => {
  it('shares the owner’s folders with a team member, who can rename and delete them', async () => {
    const folder = await createFolder();
    expect(
      (await who.as.member.get('/api/folders').expect(200)).body.data.map((f: { id: string }) => f.id),
    ).toEqual([folder.id]);
    await who.as.member.get(`/api/folders/${folder.id}`).expect(200);
    await who.as.member.patch(`/api/folders/${folder.id}`).send({ title: 'Renamed by member' }).expect(200);
    await who.as.member.delete(`/api/folders/${folder.id}`).expect(200);
  });

  it('hides the owner’s folders from another user: empty list and 404 everywhere', async () => {
    const folder = await createFolder();
    expect((await who.as.other.get('/api/folders').expect(200)).body.data).toEqual([]);
    await who.as.other.get(`/api/folders/${folder.id}`).expect(404);
    await who.as.other.patch(`/api/folders/${folder.id}`).send({ title: 'Mallory' }).expect(404);
    await who.as.other.delete(`/api/folders/${folder.id}`).expect(404);
    expect((await Folder.findById(folder.id).lean())!.title).toBe('Drafts');
  });

  it.each([
    ['anonymous', 401],
    ['apiKey', 401],
  ] as const)('answers %s %i on every route and changes nothing', async (as, status) => {
    const folder = await createFolder();
    const client = who.as[as];
    expect((await client.get('/api/folders')).status).toBe(status);
    expect((await client.post('/api/folders').send({ name: 'x' })).status).toBe(status);
    expect((await client.get(`/api/folders/${folder.id}`)).status).toBe(status);
    expect((await client.patch(`/api/folders/${folder.id}`).send({ title: 'x' })).status).toBe(status);
    expect((await client.delete(`/api/folders/${folder.id}`)).status).toBe(status);
    expect(await Folder.countDocuments()).toBe(1);
  });

  it('answers 403 to a signed-in browser without the CSRF header', async () => {
    const folder = await createFolder();
    await who.as.owner.agent.delete(`/api/folders/${folder.id}`).expect(403);
    await who.as.owner.agent.post('/api/folders').send({ name: 'x' }).expect(403);
    expect(await Folder.countDocuments()).toBe(1);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { MediaFile } from '../../models/MediaFile';
import { Post } from '../../models/Post';
import { bombPng, renamedScript, testPhoto, truncatedJpeg, zipFile } from '../../services/images/testing';
import { fileStorage } from '../../services/storage';

let api: TestApi;
let who: Identities;
const dir = mkdtempSync(path.join(tmpdir(), 'inkpress-media-'));
beforeAll(async () => {
  api = await startTestApi({ MEDIA_DIR: dir, MEDIA_MAX_UPLOAD_MB: '2' });
  who = await createIdentities(api);
});
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

async function upload(client = who.as.owner, data?: Buffer, name = 'photo.jpg') {
  return client
    .post(`/api/media?name=${encodeURIComponent(name)}`)
    .set('Content-Type', 'application/octet-stream')
    .send(data ?? (await testPhoto()));
}

describe('POST /api/media (uploads)', () => {
  it('stores an image re-encoded, without its GPS metadata, in the team', async () => {
    const res = await upload();
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      kind: 'upload',
      name: 'photo.jpg',
      contentType: 'image/jpeg',
      width: 320,
      height: 240,
      url: `/api/media/${res.body.data.id}/content`,
    });
    const bytes = await who.as.owner.get(res.body.data.url).buffer(true).expect(200);
    expect(bytes.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(bytes.body as Buffer).metadata()).exif).toBeUndefined();
    // A member of the team reads it too.
    await who.as.member.get(res.body.data.url).expect(200);
  });

  it.each([
    ['a renamed script', () => renamedScript, 'evil.png', /a script/],
    ['a zip', () => zipFile(), 'archive.jpg', /a zip archive/],
    ['a truncated JPEG', () => truncatedJpeg(), 'cut.jpg', /damaged/],
    ['a 20,000 × 20,000 PNG', () => bombPng(), 'bomb.png', /20,000 × 20,000/],
  ])('refuses %s with 400 and stores nothing', async (_label, make, name, message) => {
    const before = await MediaFile.countDocuments({});
    const res = await upload(who.as.owner, await make(), name);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'ValidationError', message: expect.stringMatching(message) });
    expect(await MediaFile.countDocuments({})).toBe(before);
  });

  it('answers 413 past the size limit, and 400 to JSON and to an empty body', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 1);
    const res = await upload(who.as.owner, big);
    expect(res.status).toBe(413);
    await who.as.owner.post('/api/media').send({ file: 'x' }).expect(400);
    await upload(who.as.owner, Buffer.alloc(0)).then((r) => expect(r.status).toBe(400));
  });

  it('needs a session', async () => {
    const res = await upload(who.as.anonymous as never);
    expect(res.status).toBe(401);
  });
});

describe('reading and deleting files', () => {
  it("answers 404 for another team's file, everywhere", async () => {
    const { body } = await upload();
    const id = body.data.id as string;
    await who.as.other.get(`/api/media/${id}`).expect(404);
    await who.as.other.get(`/api/media/${id}/content`).expect(404);
    await who.as.other.post(`/api/media/${id}/link`).expect(404);
    await who.as.other.delete(`/api/media/${id}`).expect(404);
    await who.as.anonymous.get(`/api/media/${id}/content`).expect(404);
    await who.as.owner.get('/api/media/not-an-id/content').expect(404);
    // Still there for its team.
    await who.as.owner.get(`/api/media/${id}`).expect(200);
  });

  it('lists only the team’s files', async () => {
    const { body } = await upload();
    const mine = await who.as.owner.get('/api/media?kind=upload').expect(200);
    expect(mine.body.data.map((f: { id: string }) => f.id)).toContain(body.data.id);
    const theirs = await who.as.other.get('/api/media').expect(200);
    expect(theirs.body.data.map((f: { id: string }) => f.id)).not.toContain(body.data.id);
  });

  it('gives a signed link that works without a session until it expires', async () => {
    const { body } = await upload();
    const link = await who.as.owner.post(`/api/media/${body.data.id}/link`).expect(200);
    expect(new Date(link.body.data.expiresAt).getTime()).toBeGreaterThan(Date.now());
    await who.as.anonymous.get(link.body.data.url).expect(200);
    // A changed signature, another file's signature, an expired link: 404.
    const tampered = (link.body.data.url as string).replace(
      /signature=(.)/,
      (_all, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
    );
    await who.as.anonymous.get(tampered).expect(404);
    const other = await upload();
    await who.as.anonymous.get(link.body.data.url.replace(body.data.id, other.body.data.id)).expect(404);
    const short = api.variant({ MEDIA_DIR: dir, MEDIA_LINK_TTL_SECONDS: '0.001' });
    const expired = await signIn(short);
    const old = await expired.post(`/api/media/${body.data.id}/link`).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await short.http.get(old.body.data.url).expect(404);
  });

  it('downloads as an attachment with ?download=1', async () => {
    const { body } = await upload(who.as.owner, undefined, 'Summer trip.jpg');
    const res = await who.as.owner.get(`${body.data.url}?download=1`).expect(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Summer-trip.jpg"/);
  });

  it('shows the feature image of a public post to everyone, and nothing else', async () => {
    const { body } = await upload();
    await who.as.anonymous.get(body.data.url).expect(404);
    await Post.collection.insertOne({
      teamId: new (await import('mongoose')).Types.ObjectId(who.owner.teamId),
      public: true,
      featureImage: { url: body.data.url, alt: null },
    });
    await who.as.anonymous.get(body.data.url).expect(200);
  });

  it('deletes the record and the bytes', async () => {
    const { body } = await upload();
    const doc = await MediaFile.findById(body.data.id).lean();
    await who.as.member.delete(`/api/media/${body.data.id}`).expect(200);
    await who.as.owner.get(body.data.url).expect(404);
    expect(await fileStorage(api.config).exists(String(doc?.key))).toBe(false);
  });
});

async function signIn(target: TestApi) {
  const { signIn: login } = await import('../../../test/factories');
  return login(target, who.owner);
}

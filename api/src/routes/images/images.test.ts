import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createIdentities, createUser, type Identities, signIn } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { LedgerEntry } from '../../models/LedgerEntry';
import { MediaFile } from '../../models/MediaFile';
import { getBalances, reserveCredits } from '../../services/credits';
import { sharpness } from '../../services/images/metrics';
import { testPhoto } from '../../services/images/testing';
import { fileStorage } from '../../services/storage';

let api: TestApi;
let who: Identities;
const dir = mkdtempSync(path.join(tmpdir(), 'inkpress-restore-'));
beforeAll(async () => {
  api = await startTestApi({ MEDIA_DIR: dir });
  who = await createIdentities(api);
});
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

const restores = async (teamId: string) => (await getBalances({ teamId })).imageRestores;

async function uploadPhoto(client = who.as.owner) {
  const res = await client
    .post('/api/media?name=old-photo.jpg')
    .set('Content-Type', 'image/jpeg')
    .send(await testPhoto(240, 180));
  expect(res.status).toBe(201);
  return res.body.data as { id: string; url: string };
}

describe('POST /api/images/restore', () => {
  it('restores an image ×2 by its path, larger and sharper, charged one image restore', async () => {
    const photo = await uploadPhoto();
    const before = await restores(who.owner.teamId);
    const res = await who.as.member
      .post('/api/images/restore')
      .send({ path: photo.url, scale: 2 })
      .expect(201);
    expect(res.body.data).toMatchObject({
      charged: 1,
      image: { kind: 'restored', width: 480, height: 360, sourceId: photo.id, contentType: 'image/jpeg' },
      source: { id: photo.id },
      metrics: { scale: 2 },
    });
    expect(res.body.data.metrics.sharpnessAfter).toBeGreaterThan(res.body.data.metrics.sharpnessBefore);
    expect(await restores(who.owner.teamId)).toBe(before - 1);
    const download = await who.as.owner.get(`${res.body.data.image.url}?download=1`).buffer(true).expect(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect(await sharp(download.body as Buffer).metadata()).toMatchObject({ width: 480, height: 360 });
    const input = await who.as.owner.get(photo.url).buffer(true).expect(200);
    const back = await sharp(download.body as Buffer)
      .resize(240, 180)
      .png()
      .toBuffer();
    expect(await sharpness(back)).toBeGreaterThan(await sharpness(input.body as Buffer));
    // In the gallery.
    const gallery = await who.as.owner.get('/api/images?kind=restored').expect(200);
    expect(gallery.body.data[0].id).toBe(res.body.data.image.id);
  });

  it('takes a bare file id and ×4', async () => {
    const photo = await uploadPhoto();
    const res = await who.as.owner
      .post('/api/images/restore')
      .send({ path: photo.id, scale: 4, faceSafe: true })
      .expect(201);
    expect(res.body.data.image).toMatchObject({ width: 960, height: 720 });
  });

  it("answers 404 for another team's image and charges nothing", async () => {
    const photo = await uploadPhoto();
    const before = await restores(who.other.teamId);
    const res = await who.as.other.post('/api/images/restore').send({ path: photo.url });
    expect(res.status).toBe(404);
    await who.as.other.post('/api/images/restore').send({ path: 'https://example.com/x.jpg' }).expect(404);
    expect(await restores(who.other.teamId)).toBe(before);
  });

  it('refunds the restore when the stored image turns out to be damaged', async () => {
    const photo = await uploadPhoto();
    const doc = await MediaFile.findById(photo.id).lean();
    const bytes = await fileStorage(api.config).get(String(doc?.key));
    await fileStorage(api.config).put(
      String(doc?.key),
      bytes.subarray(0, Math.floor(bytes.length / 2)),
      'image/jpeg',
    );
    const before = await restores(who.owner.teamId);
    const res = await who.as.owner.post('/api/images/restore').send({ path: photo.url });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/damaged/);
    expect(await restores(who.owner.teamId)).toBe(before);
    const refund = await LedgerEntry.findOne({
      teamId: who.owner.teamId,
      kind: 'imageRestores',
      op: 'refund',
    }).lean();
    expect(refund).toMatchObject({ amount: 1 });
  });

  it('answers 402 when the restores run out', async () => {
    const owner = await createUser(api);
    const session = await signIn(api, owner);
    const photo = await uploadPhoto(session);
    const left = await restores(owner.teamId);
    await reserveCredits({ teamId: owner.teamId }, 'imageRestores', left - 1, { reason: 'test' });
    await session.post('/api/images/restore').send({ path: photo.id }).expect(201);
    const res = await session.post('/api/images/restore').send({ path: photo.id });
    expect(res.status).toBe(402);
    expect(await MediaFile.countDocuments({ teamId: owner.teamId, kind: 'restored' })).toBe(1);
  }, 60_000);

  it.each([
    ['a scale of 3', { scale: 3 }],
    ['no path', { path: undefined }],
    ['an unknown field', { model: 'x' }],
  ])('answers 400 to %s', async (_label, extra) => {
    await who.as.owner
      .post('/api/images/restore')
      .send({ path: '0123456789abcdef01234567', ...extra })
      .expect(400);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createIdentities, createUser, type Identities, signIn } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { type LocalOpenAiServer, startLocalOpenAiServer } from '../../ai/testing/openAiServer';
import { LedgerEntry } from '../../models/LedgerEntry';
import { MediaFile } from '../../models/MediaFile';
import { getBalances, reserveCredits } from '../../services/credits';
import { testPhoto } from '../../services/images/testing';

let api: TestApi;
let who: Identities;
let server: LocalOpenAiServer;
const dir = mkdtempSync(path.join(tmpdir(), 'inkpress-image-'));
beforeAll(async () => {
  api = await startTestApi({ MEDIA_DIR: dir });
  who = await createIdentities(api);
  server = await startLocalOpenAiServer();
});
afterAll(async () => {
  await server.close();
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

const aiImages = async (teamId: string) => (await getBalances({ teamId })).aiImages;

describe('POST /api/image/generate (offline)', () => {
  it('draws the images, stores them in the gallery and charges one AI image each', async () => {
    const before = await aiImages(who.owner.teamId);
    const res = await who.as.owner
      .post('/api/image/generate')
      .send({ prompt: 'A lighthouse on the sea at sunset', size: '512x512', style: 'watercolor', count: 2 })
      .expect(201);
    expect(res.body.data).toMatchObject({ charged: 2, label: 'offline image' });
    expect(res.body.data.images).toHaveLength(2);
    for (const image of res.body.data.images) {
      expect(image).toMatchObject({
        kind: 'ai-image',
        prompt: 'A lighthouse on the sea at sunset',
        size: '512x512',
        style: 'watercolor',
        label: 'offline image',
        width: 512,
        height: 512,
        contentType: 'image/png',
      });
      const file = await who.as.member.get(image.url).buffer(true).expect(200);
      expect(await sharp(file.body as Buffer).metadata()).toMatchObject({
        format: 'png',
        width: 512,
        height: 512,
      });
    }
    expect(res.body.data.images[0].id).not.toBe(res.body.data.images[1].id);
    expect(await aiImages(who.owner.teamId)).toBe(before - 2);
    const gallery = await who.as.member.get('/api/images').expect(200);
    expect(gallery.body.data.map((f: { id: string }) => f.id)).toEqual(
      expect.arrayContaining(res.body.data.images.map((f: { id: string }) => f.id)),
    );
    const theirs = await who.as.other.get('/api/images').expect(200);
    expect(theirs.body.total).toBe(0);
  });

  it.each([
    ['a size outside SPEC §9', { prompt: 'x', size: '640x480' }],
    ['an unknown style', { prompt: 'x', style: 'cubist' }],
    ['five images', { prompt: 'x', count: 5 }],
    ['no prompt', { size: '512x512' }],
    ['an unknown field', { prompt: 'x', quality: 'hd' }],
  ])('answers 400 to %s and charges nothing', async (_label, body) => {
    const before = await aiImages(who.owner.teamId);
    await who.as.owner.post('/api/image/generate').send(body).expect(400);
    expect(await aiImages(who.owner.teamId)).toBe(before);
  });

  it('answers 402 when the AI images run out, drawing nothing', async () => {
    const owner = await createUser(api);
    const session = await signIn(api, owner);
    // Everything but one image spent elsewhere; the last one through the route.
    const left = await aiImages(owner.teamId);
    await reserveCredits({ teamId: owner.teamId }, 'aiImages', left - 1, { reason: 'test' });
    await session.post('/api/image/generate').send({ prompt: 'One', size: '256x256' }).expect(201);
    const files = await MediaFile.countDocuments({ teamId: owner.teamId });
    const res = await session.post('/api/image/generate').send({ prompt: 'One more', size: '256x256' });
    expect(res.status).toBe(402);
    expect(['FreeLimitReached', 'NotEnoughCredits']).toContain(res.body.code);
    expect(await MediaFile.countDocuments({ teamId: owner.teamId })).toBe(files);
  }, 60_000);

  it('answers 401 signed out', async () => {
    await who.as.anonymous.post('/api/image/generate').send({ prompt: 'x' }).expect(401);
  });
});

describe('POST /api/image/variation', () => {
  it('makes variations of a team image, charged as AI images', async () => {
    const upload = await who.as.owner
      .post('/api/media?name=photo.jpg')
      .set('Content-Type', 'image/jpeg')
      .send(await testPhoto())
      .expect(201);
    const before = await aiImages(who.owner.teamId);
    const res = await who.as.owner
      .post('/api/image/variation')
      .send({ fileId: upload.body.data.id, size: '256x256', count: 2 })
      .expect(201);
    expect(res.body.data.images).toHaveLength(2);
    expect(res.body.data.images[0]).toMatchObject({
      kind: 'variation',
      sourceId: upload.body.data.id,
      width: 256,
    });
    expect(await aiImages(who.owner.teamId)).toBe(before - 2);
    // Another team's image: 404, nothing charged.
    const theirs = await who.as.other
      .post('/api/image/variation')
      .send({ fileId: upload.body.data.id })
      .expect(404);
    expect(theirs.body.code).toBe('NotFound');
  });
});

describe('the OpenAI provider', () => {
  let openai: TestApi;
  beforeAll(() => {
    openai = api.variant({ MEDIA_DIR: dir, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: server.baseURL });
  });

  it('asks the images API once per image and stores what it answers at the size asked for', async () => {
    const png = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    server.configure({ image: png });
    server.requests.length = 0;
    const owner = await signIn(openai, who.owner);
    const before = await aiImages(who.owner.teamId);
    const res = await owner
      .post('/api/image/generate')
      .send({ prompt: 'A green field', size: '1200x1200', style: 'vivid', count: 2 })
      .expect(201);
    expect(res.body.data.images).toHaveLength(2);
    expect(res.body.data.images[0]).toMatchObject({ width: 1200, height: 1200, label: 'AI writer' });
    const calls = server.requests.filter((r) => r.path === '/v1/images/generations');
    expect(calls).toHaveLength(2);
    expect(calls[0]?.body).toMatchObject({
      prompt: expect.stringContaining('A green field'),
      n: 1,
      size: '1024x1024',
    });
    expect(await aiImages(who.owner.teamId)).toBe(before - 2);
  });

  it('refunds every reserved image when the provider fails', async () => {
    server.configure({ failImagesWith: { status: 400, message: 'content policy, key sk-test' } });
    const owner = await signIn(openai, who.owner);
    const before = await aiImages(who.owner.teamId);
    const files = await MediaFile.countDocuments({ teamId: who.owner.teamId });
    const res = await owner.post('/api/image/generate').send({ prompt: 'Anything', count: 3 });
    expect(res.status).toBe(502);
    expect(JSON.stringify(res.body)).not.toContain('sk-test');
    expect(await aiImages(who.owner.teamId)).toBe(before);
    expect(await MediaFile.countDocuments({ teamId: who.owner.teamId })).toBe(files);
    const refund = await LedgerEntry.findOne({
      teamId: who.owner.teamId,
      kind: 'aiImages',
      op: 'refund',
    }).lean();
    expect(refund).toMatchObject({ amount: 3 });
  });

  it('refunds when the provider answers something that is not an image', async () => {
    server.configure({ image: Buffer.from('<html>not an image</html>') });
    const owner = await signIn(openai, who.owner);
    const before = await aiImages(who.owner.teamId);
    await owner.post('/api/image/generate').send({ prompt: 'Anything' }).expect(400);
    expect(await aiImages(who.owner.teamId)).toBe(before);
  });

  it('makes variations through the images API', async () => {
    const png = await sharp({ create: { width: 512, height: 512, channels: 3, background: '#a26' } })
      .png()
      .toBuffer();
    server.configure({ image: png });
    const owner = await signIn(openai, who.owner);
    const upload = await owner
      .post('/api/media?name=a.jpg')
      .set('Content-Type', 'image/jpeg')
      .send(await testPhoto())
      .expect(201);
    server.requests.length = 0;
    const res = await owner
      .post('/api/image/variation')
      .send({ fileId: upload.body.data.id, size: '512x512' })
      .expect(201);
    expect(res.body.data.images[0]).toMatchObject({ width: 512, height: 512, kind: 'variation' });
    expect(server.requests.map((r) => r.path)).toEqual(['/v1/images/variations']);
  });
});

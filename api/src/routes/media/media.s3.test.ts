/**
 * The media routes with the files in S3 (S3_* configured) against a real
 * S3-compatible server (scripts/s3server, started by `npm test`;
 * api/test/s3.ts). The same answers as on the disk: uploads, a restored image
 * made from a stored one, downloads through the authorised route and our own
 * signed link (never a bucket address), deletes, and 404 for other teams.
 * The bucket is read back with a client of this file's own, so the bytes are
 * seen where they really are.
 */
import { readdirSync } from 'node:fs';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Types } from 'mongoose';
import sharp from 'sharp';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { S3_START_TIMEOUT_MS, type TestS3, testS3 } from '../../../test/s3';
import { MediaFile } from '../../models/MediaFile';
import { Post } from '../../models/Post';
import { testPhoto } from '../../services/images/testing';
import { fileStorage } from '../../services/storage';

let s3: TestS3;
let api: TestApi;
let who: Identities;
let bucket: S3Client;

beforeAll(async () => {
  s3 = await testS3();
  api = await startTestApi(s3.env);
  who = await createIdentities(api);
  bucket = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
}, S3_START_TIMEOUT_MS);
afterAll(async () => {
  bucket?.destroy();
  await api?.close();
  await s3?.stop();
});

async function upload(client = who.as.owner, name = 'photo.jpg') {
  const res = await client
    .post(`/api/media?name=${encodeURIComponent(name)}`)
    .set('Content-Type', 'application/octet-stream')
    .send(await testPhoto());
  expect(res.status).toBe(201);
  return res.body.data as { id: string; url: string; bytes: number };
}

async function keyOf(id: string): Promise<string> {
  const doc = await MediaFile.findById(id).lean();
  if (!doc) throw new Error(`no record of ${id}`);
  return doc.key;
}

async function objectInBucket(key: string): Promise<Buffer | null> {
  try {
    const { Body } = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Buffer.from(
      await (Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
    );
  } catch (err) {
    if ((err as { name?: string }).name === 'NoSuchKey') return null;
    throw err;
  }
}

describe('media in S3', () => {
  it('uses the S3 storage, and the media folder stays empty', async () => {
    expect(fileStorage(api.config).name).toBe('s3');
    const photo = await upload();
    expect(readdirSync(api.config.media.dir).filter((f) => !f.startsWith('.'))).toEqual([]);
    const key = await keyOf(photo.id);
    expect(key).toBe(`teams/${who.owner.teamId}/${photo.id}.jpg`);
    const head = await bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(head).toMatchObject({ ContentType: 'image/jpeg', ContentLength: photo.bytes });
  });

  it('serves the bytes of the bucket through the authorised route, inline and as a download', async () => {
    const photo = await upload(who.as.owner, 'Summer trip.jpg');
    const stored = await objectInBucket(await keyOf(photo.id));
    const inline = await who.as.member.get(photo.url).buffer(true).expect(200);
    expect(inline.headers['content-type']).toBe('image/jpeg');
    expect(Number(inline.headers['content-length'])).toBe(photo.bytes);
    expect((inline.body as Buffer).equals(stored as Buffer)).toBe(true);
    expect((await sharp(inline.body as Buffer).metadata()).exif).toBeUndefined();
    const download = await who.as.owner.get(`${photo.url}?download=1`).buffer(true).expect(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Summer-trip.jpg"/);
    expect((download.body as Buffer).equals(stored as Buffer)).toBe(true);
  });

  it('gives our own signed link (not a bucket address) that works without a session', async () => {
    const photo = await upload();
    const link = await who.as.owner.post(`/api/media/${photo.id}/link`).expect(200);
    const url = link.body.data.url as string;
    expect(url).toMatch(new RegExp(`^/api/media/${photo.id}/content\\?expires=\\d+&signature=`));
    expect(url).not.toContain(s3.endpoint);
    expect(url).not.toContain(s3.bucket);
    const res = await who.as.anonymous.get(url).buffer(true).expect(200);
    expect((res.body as Buffer).equals((await objectInBucket(await keyOf(photo.id))) as Buffer)).toBe(true);
    const tampered = url.replace(
      /signature=(.)/,
      (_all, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
    );
    await who.as.anonymous.get(tampered).expect(404);
  });

  it('makes a restored image from a stored one (read through a local copy), stored in the bucket', async () => {
    const photo = await upload();
    const res = await who.as.owner
      .post('/api/images/restore')
      .send({ path: photo.url, scale: 2 })
      .expect(201);
    const restored = res.body.data.image as { id: string; url: string; width: number; height: number };
    expect(restored).toMatchObject({ width: 640, height: 480 });
    const inBucket = await objectInBucket(await keyOf(restored.id));
    expect(inBucket).not.toBeNull();
    expect(await sharp(inBucket as Buffer).metadata()).toMatchObject({ width: 640, height: 480 });
    const served = await who.as.owner.get(restored.url).buffer(true).expect(200);
    expect((served.body as Buffer).equals(inBucket as Buffer)).toBe(true);
  });

  it("answers 404 for another team's file, everywhere, and leaves it in the bucket", async () => {
    const photo = await upload();
    await who.as.other.get(`/api/media/${photo.id}`).expect(404);
    await who.as.other.get(photo.url).expect(404);
    await who.as.other.post(`/api/media/${photo.id}/link`).expect(404);
    await who.as.other.delete(`/api/media/${photo.id}`).expect(404);
    await who.as.other.post('/api/images/restore').send({ path: photo.url }).expect(404);
    await who.as.anonymous.get(photo.url).expect(404);
    expect(await objectInBucket(await keyOf(photo.id))).not.toBeNull();
    await who.as.owner.get(photo.url).expect(200);
  });

  it('shows the feature image of a public post to everyone', async () => {
    const photo = await upload();
    await who.as.anonymous.get(photo.url).expect(404);
    await Post.collection.insertOne({
      teamId: new Types.ObjectId(who.owner.teamId),
      public: true,
      featureImage: { url: photo.url, alt: null },
    });
    await who.as.anonymous.get(photo.url).expect(200);
  });

  it('deletes the record and the object', async () => {
    const photo = await upload();
    const key = await keyOf(photo.id);
    await who.as.member.delete(`/api/media/${photo.id}`).expect(200);
    await who.as.owner.get(photo.url).expect(404);
    expect(await objectInBucket(key)).toBeNull();
  });

  it('answers 404 for a file whose object left the bucket behind our back', async () => {
    const photo = await upload();
    await fileStorage(api.config).delete(await keyOf(photo.id));
    await who.as.owner.get(photo.url).expect(404);
  });
});

/**
 * The FileStorage contract (types.ts), the same cases for each storage: the
 * disk under a temporary folder, and S3 against a real S3-compatible server
 * (scripts/s3server: gofakes3 behind a SigV4 check; `npm test` starts it,
 * api/test/s3.ts). Each case writes keys of its own.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { S3_START_TIMEOUT_MS, type TestS3, testS3 } from '../../../test/s3';
import { S3Credentials } from '../../config';
import { DiskStorage } from './disk';
import { S3Storage } from './s3';
import { type FileStorage, StorageMissing } from './types';

let s3Server: TestS3 | undefined;
const dir = mkdtempSync(path.join(tmpdir(), 'inkpress-storage-contract-'));
const made: S3Storage[] = [];

beforeAll(async () => {
  s3Server = await testS3();
}, S3_START_TIMEOUT_MS);
afterAll(async () => {
  for (const storage of made) storage.destroy();
  await s3Server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

function s3Storage(overrides: { secret?: string; bucket?: string } = {}): S3Storage {
  if (!s3Server) throw new Error('the S3 server did not start');
  const storage = new S3Storage({
    bucket: overrides.bucket ?? s3Server.bucket,
    region: s3Server.region,
    endpoint: s3Server.endpoint,
    forcePathStyle: true,
    credentials: new S3Credentials(s3Server.accessKeyId, overrides.secret ?? s3Server.secretAccessKey),
  });
  made.push(storage);
  return storage;
}

const storages: [string, () => FileStorage][] = [
  ['disk', () => new DiskStorage(dir)],
  ['s3', () => s3Storage()],
];

/** A fresh key under a prefix of its own, as `teams/{team}/{file}.{ext}`. */
const freshKey = (ext = 'bin') =>
  `contract/${randomBytes(6).toString('hex')}/${randomBytes(6).toString('hex')}.${ext}`;
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function readAll(stream: Readable): Promise<{ data: Buffer; chunks: number; largest: number }> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return {
    data: Buffer.concat(chunks),
    chunks: chunks.length,
    largest: Math.max(0, ...chunks.map((c) => c.length)),
  };
}

describe.each(storages)('the %s storage', (name, make) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });

  it('names itself', () => {
    expect(storage.name).toBe(name);
  });

  it('gives back the bytes it stored, and says they exist', async () => {
    const key = freshKey('png');
    const data = randomBytes(4096);
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, data, 'image/png');
    expect(await storage.exists(key)).toBe(true);
    expect((await storage.get(key)).equals(data)).toBe(true);
  });

  it('streams a file of several megabytes in pieces, every byte in order', async () => {
    const key = freshKey('wav');
    const data = randomBytes(6 * 1024 * 1024 + 123);
    await storage.put(key, data, 'audio/wav');
    const read = await readAll(await storage.stream(key));
    expect(read.data.length).toBe(data.length);
    expect(sha(read.data)).toBe(sha(data));
    // Streamed as it comes, not read whole first and handed over in one piece.
    expect(read.chunks).toBeGreaterThan(1);
    expect(read.largest).toBeLessThan(data.length / 4);
  });

  it('gives a local path with the file’s bytes, and release leaves the stored file alone', async () => {
    const key = freshKey('jpg');
    const data = randomBytes(2 * 1024 * 1024);
    await storage.put(key, data, 'image/jpeg');
    const local = await storage.localPath(key);
    expect(readFileSync(local.path).equals(data)).toBe(true);
    await local.release();
    if (name === 's3') expect(existsSync(local.path)).toBe(false); // a copy of its own, removed
    expect((await storage.get(key)).equals(data)).toBe(true);
  });

  it('replaces a file put twice under one key, whole', async () => {
    const key = freshKey('png');
    await storage.put(key, Buffer.from('the first version, longer than the second'), 'image/png');
    await storage.put(key, Buffer.from('second'), 'image/png');
    expect((await storage.get(key)).toString()).toBe('second');
    expect((await readAll(await storage.stream(key))).data.toString()).toBe('second');
  });

  it('deletes a file, and deleting it again is no error', async () => {
    const key = freshKey('png');
    await storage.put(key, randomBytes(100), 'image/png');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageMissing);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('answers StorageMissing for a key with no file, from get, stream and localPath', async () => {
    const key = freshKey('png');
    for (const read of [storage.get(key), storage.stream(key), storage.localPath(key)]) {
      await expect(read).rejects.toBeInstanceOf(StorageMissing);
      await expect(read).rejects.toMatchObject({ key });
    }
    expect(await storage.exists(key)).toBe(false);
  });

  it.each(['../outside.png', 'teams//x.png', '/abs.png', 'Teams/UPPER.png', 'a/b/../../c.png'])(
    'refuses the key %s',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toBeInstanceOf(RangeError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(RangeError);
    },
  );
});

describe('the S3 storage against a server that refuses it', () => {
  it('is refused with a wrong secret: an error, not a missing file', async () => {
    const wrong = s3Storage({ secret: 'not-the-secret-of-this-server' });
    const key = freshKey('png');
    await expect(wrong.put(key, Buffer.from('x'), 'image/png')).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
    const refused = await wrong.get(key).catch((err: unknown) => err);
    expect(refused).not.toBeInstanceOf(StorageMissing);
    expect(refused).toMatchObject({ $metadata: { httpStatusCode: 403 } });
    // The secret appears in no error the SDK raised.
    expect(JSON.stringify(refused)).not.toContain('not-the-secret-of-this-server');
    expect(String((refused as Error).stack)).not.toContain('not-the-secret-of-this-server');
  });

  it('reports a missing bucket as an error of its own, not as a missing file', async () => {
    const nowhere = s3Storage({ bucket: 'no-such-bucket-here' });
    const err = await nowhere.get(freshKey('png')).catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(StorageMissing);
    expect(err).toMatchObject({ name: 'NoSuchBucket' });
  });
});

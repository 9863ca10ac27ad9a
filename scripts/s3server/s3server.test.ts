/**
 * The tests' S3 server itself (main.go): it refuses what S3 refuses (no
 * signature, another key, a wrong secret) and serves what a correctly signed
 * client sends. The storage contract (api/src/services/storage/contract.test.ts)
 * covers the rest through the AWS SDK.
 */
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { freePort } from '../lib/migrate';
import { type S3Server, s3ServerBinary, startS3Server } from './s3server';

jest.setTimeout(300_000); // the first run builds the server with Go

let server: S3Server;
const clients: S3Client[] = [];
beforeAll(async () => {
  server = await startS3Server(await freePort(), { quiet: true });
});
afterAll(async () => {
  for (const client of clients) client.destroy();
  await server?.stop();
});

function client(accessKeyId = server.accessKeyId, secretAccessKey = server.secretAccessKey) {
  const made = new S3Client({
    region: server.region,
    endpoint: server.url,
    forcePathStyle: true,
    credentials: { accessKeyId, secretAccessKey },
  });
  clients.push(made);
  return made;
}

describe('the tests’ S3 server', () => {
  it('is built into the cache folder under a hash of its sources', () => {
    expect(s3ServerBinary()).toMatch(/s3server-[0-9a-f]{12}\/s3server$/);
  });

  it('stores and serves an object for a correctly signed client, with a key that needs escaping', async () => {
    const key = 'teams/a b+c/ünïcode (1).txt';
    await client().send(
      new PutObjectCommand({ Bucket: server.bucket, Key: key, Body: 'hello', ContentType: 'text/plain' }),
    );
    const got = await client().send(new GetObjectCommand({ Bucket: server.bucket, Key: key }));
    expect(await got.Body?.transformToString()).toBe('hello');
  });

  it('refuses a request with no signature', async () => {
    const res = await fetch(`${server.url}/${server.bucket}/anything`);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('SignatureDoesNotMatch');
  });

  it.each([
    ['another access key', 'SOMEONEELSE', undefined],
    ['a wrong secret', undefined, 'wrong-secret'],
  ])('refuses %s with 403', async (_label, keyId, secret) => {
    const wrong = client(keyId ?? server.accessKeyId, secret ?? server.secretAccessKey);
    await expect(
      wrong.send(new PutObjectCommand({ Bucket: server.bucket, Key: 'x.txt', Body: 'x' })),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
  });
});

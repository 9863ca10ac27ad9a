/**
 * Files in S3-compatible object storage (S3_* settings): AWS S3, or any
 * server that speaks its API (S3_ENDPOINT, usually with S3_FORCE_PATH_STYLE).
 * Through the official AWS SDK v3 (@aws-sdk/client-s3). The bucket stays
 * private: every download goes through our own routes (the authorised one or
 * our signed link), which stream the object from here; no bucket address is
 * ever handed out.
 *
 * - put: one PutObject with Content-MD5, so the server refuses damaged bytes;
 *   S3 writes an object whole or not at all, and a second put replaces it.
 * - stream: the object's body as it arrives (never buffered whole).
 * - localPath: a copy in a private temporary folder, removed by release().
 * - A missing key is StorageMissing; a missing bucket or refused credentials
 *   are errors of their own (a configuration problem, not a lost file).
 */

import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config';
import { checkKey, type FileStorage, StorageMissing } from './types';

export class S3Storage implements FileStorage {
  readonly name = 's3';
  readonly bucket: string;
  private readonly client: S3Client;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    const { credentials } = settings;
    this.client = new S3Client({
      region: settings.region,
      // Another S3-compatible server: only the checksums S3 has always required. The SDK's newer
      // CRC32 headers and trailers (default since 3.729) are refused by several such servers;
      // integrity stays checked by the Content-MD5 every put sends, which they all verify.
      ...(settings.endpoint
        ? {
            endpoint: settings.endpoint,
            requestChecksumCalculation: 'WHEN_REQUIRED' as const,
            responseChecksumValidation: 'WHEN_REQUIRED' as const,
          }
        : {}),
      forcePathStyle: settings.forcePathStyle,
      // A provider, so the secret is read when a request is signed and sits in no config object of the client.
      credentials: async () => ({
        accessKeyId: credentials.accessKeyId,
        secretAccessKey: credentials.secretAccessKey,
      }),
      maxAttempts: 3,
      // requestTimeout is the socket's idle time, so a long download that keeps moving is not cut.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkKey(key),
        Body: data,
        ContentLength: data.length,
        ContentType: contentType,
        ContentMD5: createHash('md5').update(data).digest('base64'),
      }),
    );
  }

  async get(key: string): Promise<Buffer> {
    const body = await this.body(key);
    return Buffer.from(await body.transformToByteArray());
  }

  async stream(key: string): Promise<Readable> {
    // In Node the SDK's body is the HTTP response itself (a Readable): nothing is read ahead.
    return (await this.body(key)) as unknown as Readable;
  }

  async localPath(key: string): Promise<{ path: string; release: () => Promise<void> }> {
    const body = await this.body(key);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'inkpress-s3-'));
    const release = () => rm(dir, { recursive: true, force: true });
    const file = path.join(dir, path.basename(key));
    try {
      await pipeline(body as unknown as Readable, createWriteStream(file, { mode: 0o600 }));
    } catch (err) {
      await release();
      throw err;
    }
    return { path: file, release };
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a key with no object too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  /** Closes the client's keep-alive connections (tests, shutdown). */
  destroy() {
    this.client.destroy();
  }

  private async body(key: string) {
    try {
      const { Body } = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }),
      );
      if (!Body) throw new StorageMissing(key);
      return Body;
    } catch (err) {
      if (isMissing(err)) throw new StorageMissing(key);
      throw err;
    }
  }
}

/** NoSuchKey (GET) or a 404 with no body (HEAD); a missing bucket is not a missing file. */
function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  if (!e || e.name === 'NoSuchBucket') return false;
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

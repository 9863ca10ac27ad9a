import type { Readable } from 'node:stream';

/**
 * Where file bytes live (DESIGN.md §5): one interface, the embedded disk
 * storage by default (disk.ts), S3-compatible object storage when S3_* is
 * configured (s3.ts). Keys are relative paths the storage chooses the
 * layout of (`teams/{teamId}/{fileId}.{ext}`); callers never see a disk path
 * or a bucket address. contract.test.ts runs the same cases against both.
 */
export interface FileStorage {
  /** 'disk' for the embedded default, 's3' for object storage. */
  readonly name: string;
  /**
   * Stores `data` under `key`. The write is complete or absent: a reader sees
   * the old bytes or the new ones, never part of a file. A second put of the
   * same key replaces the first.
   */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The whole file; rejects with a StorageMissing error when there is none. */
  get(key: string): Promise<Buffer>;
  /** The file as a stream, for downloads of any size. */
  stream(key: string): Promise<Readable>;
  /**
   * A local path to read the file from (the disk storage's own; others copy to
   * a temporary file, which `release` removes). StorageMissing when there is none.
   */
  localPath(key: string): Promise<{ path: string; release: () => Promise<void> }>;
  /** Removes the file; a key with no file is no error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** The file a key names is not in the storage (deleted, or lost). */
export class StorageMissing extends Error {
  constructor(readonly key: string) {
    super(`No stored file at ${key}`);
    this.name = 'StorageMissing';
  }
}

/** Keys are short relative paths of safe characters; anything else is a programming error. */
const KEY = /^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/;

/** Throws RangeError for a key no storage accepts (`..`, `//`, odd characters). */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..') || key.includes('//'))
    throw new RangeError(`bad storage key: ${key}`);
  return key;
}

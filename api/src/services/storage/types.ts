import type { Readable } from 'node:stream';

/**
 * Where file bytes live (DESIGN.md §5): one interface, the embedded disk
 * storage by default. Keys are relative paths the storage chooses the
 * layout of (`teams/{teamId}/{fileId}.{ext}`); callers never see a disk path.
 */
export interface FileStorage {
  /** 'disk' for the embedded default. */
  readonly name: string;
  /** Stores `data` under `key`, replacing nothing: the write is complete or absent. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The whole file; rejects with a StorageMissing error when there is none. */
  get(key: string): Promise<Buffer>;
  /** The file as a stream, for downloads of any size. */
  stream(key: string): Promise<Readable>;
  /** A local path to read the file from (the disk storage's own; others copy to a temporary file). */
  localPath(key: string): Promise<{ path: string; release: () => Promise<void> }>;
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

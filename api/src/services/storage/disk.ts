/**
 * The embedded storage: files on disk under the project's data folder
 * (MEDIA_DIR, default .data/files). Writes go to a temporary file first and
 * are renamed into place, so a reader never sees half a file.
 */

import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkKey, type FileStorage, StorageMissing } from './types';

export class DiskStorage implements FileStorage {
  readonly name = 'disk';

  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    const full = path.resolve(this.root, checkKey(key));
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new RangeError(`bad storage key: ${key}`);
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      await writeFile(temporary, data, { mode: 0o640 });
      await rename(temporary, target);
    } catch (err) {
      await rm(temporary, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Buffer> {
    const { readFile } = await import('node:fs/promises');
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      throw missing(err, key);
    }
  }

  async stream(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    try {
      await stat(file);
    } catch (err) {
      throw missing(err, key);
    }
    return createReadStream(file);
  }

  async localPath(key: string) {
    const file = this.pathOf(key);
    try {
      await stat(file);
    } catch (err) {
      throw missing(err, key);
    }
    return { path: file, release: async () => undefined };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      await stat(this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }
}

function missing(err: unknown, key: string): unknown {
  return (err as NodeJS.ErrnoException)?.code === 'ENOENT' ? new StorageMissing(key) : err;
}

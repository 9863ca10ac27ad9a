/**
 * A visitor's restored image, kept briefly (issue 16): the restorer writes
 * it once to the file storage under `visitors/restored/{id}.{ext}` and
 * answers a short-lived signed link, GET /api/free/restore/{id}.{ext}?expires=…&signature=…,
 * which streams it. The JSON answer stays small and the image is not copied
 * into base64 and a JSON string (three more full copies of a ×4 result).
 *
 * Visitors have no team, so the file belongs to nobody: the random id (128
 * bits) and the signature are the only way to it, and it is deleted when the
 * link expires (a timer in the process that stored it; a link that has
 * expired also deletes its file when it is used).
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import { fileStorage, StorageMissing, signedPath, verifySigned } from '../storage';

/** How long a visitor's result can be fetched. */
export const VISITOR_RESULT_TTL_MS = 15 * 60 * 1000;
const PREFIX = 'visitors/restored';
const NAME = /^[0-9a-f]{32}\.(png|jpg|webp)$/;
const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

const subject = (name: string) => `free-restore:${name}`;

/** Stores the image and answers its signed link. */
export async function keepVisitorImage(
  config: Config,
  data: Buffer,
  ext: 'png' | 'jpg' | 'webp',
): Promise<{ url: string; expiresAt: Date }> {
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  const storage = fileStorage(config);
  await storage.put(`${PREFIX}/${name}`, data, TYPES[ext] as string);
  // Gone shortly after the link stops working.
  setTimeout(() => {
    storage.delete(`${PREFIX}/${name}`).catch(() => undefined);
  }, VISITOR_RESULT_TTL_MS + 60_000).unref();
  return signedPath(config.media, `/api/free/restore/${name}`, subject(name), VISITOR_RESULT_TTL_MS);
}

/** The image behind a signed link, or null (a bad or expired link, or no such file). */
export async function readVisitorImage(
  config: Config,
  name: string,
  expires: unknown,
  signature: unknown,
): Promise<{ body: Readable; contentType: string } | null> {
  if (!NAME.test(name)) return null;
  const storage = fileStorage(config);
  if (!(await verifySigned(config.media, subject(name), expires, signature))) {
    // A genuine link that has run out: its file goes now.
    if (await verifySigned(config.media, subject(name), expires, signature, 0))
      await storage.delete(`${PREFIX}/${name}`).catch(() => undefined);
    return null;
  }
  try {
    const body = await storage.stream(`${PREFIX}/${name}`);
    return { body, contentType: TYPES[name.split('.')[1] as string] as string };
  } catch (err) {
    if (err instanceof StorageMissing) return null;
    throw err;
  }
}

/**
 * Short-lived signed links to a stored file: `/api/media/{id}/content?expires=…&signature=…`,
 * an HMAC-SHA256 of the file id and the expiry time. Anyone holding the
 * link may read the file until it expires (an <img> in a mail, a download
 * manager); nothing else about the team is reachable through it.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import nodePath from 'node:path';
import type { Config } from '../../config';
import { safeEqual } from '../crypto';

const keys = new WeakMap<Config['media'], Promise<string>>();

/** MEDIA_SIGNING_SECRET, or a random key made once and kept beside the files. */
function signingKey(media: Config['media']): Promise<string> {
  let key = keys.get(media);
  if (!key) {
    key = media.signingSecret ? Promise.resolve(media.signingSecret) : keyFile(media.dir);
    keys.set(media, key);
  }
  return key;
}

async function keyFile(dir: string): Promise<string> {
  const file = nodePath.join(dir, '.signing-key');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch {
    // made below
  }
  await mkdir(dir, { recursive: true });
  const fresh = randomBytes(32).toString('hex');
  try {
    // 'wx': when two processes race, the first key written wins and both read it back.
    await writeFile(file, fresh, { mode: 0o600, flag: 'wx' });
  } catch {
    // written by another process meanwhile
  }
  return (await readFile(file, 'utf8')).trim();
}

/** `subject` names what the link opens: `media:{fileId}` for a stored file. */
function sign(key: string, subject: string, expires: number): string {
  return createHmac('sha256', key).update(`${subject}:${expires}`).digest('base64url');
}

/**
 * `path` with `expires` and `signature` added, good for `ttlMs`; `subject`
 * (signed, not shown) names what it opens, so a link for one thing never
 * opens another.
 */
export async function signedPath(
  media: Config['media'],
  path: string,
  subject: string,
  ttlMs: number,
  now = Date.now(),
): Promise<{ url: string; expiresAt: Date }> {
  const expires = Math.floor((now + ttlMs) / 1000);
  const signature = sign(await signingKey(media), subject, expires);
  return { url: `${path}?expires=${expires}&signature=${signature}`, expiresAt: new Date(expires * 1000) };
}

/** True when `signature` is `subject`'s for `expires` and that time has not passed. */
export async function verifySigned(
  media: Config['media'],
  subject: string,
  expires: unknown,
  signature: unknown,
  now = Date.now(),
): Promise<boolean> {
  if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires))
    return false;
  const at = Number(expires);
  if (at * 1000 < now) return false;
  return safeEqual(signature, sign(await signingKey(media), subject, at));
}

/** A link to the file that works for `media.linkTtlMs`. */
export function signedLink(
  media: Config['media'],
  fileId: string,
  now = Date.now(),
): Promise<{ url: string; expiresAt: Date }> {
  return signedPath(media, `/api/media/${fileId}/content`, `media:${fileId}`, media.linkTtlMs, now);
}

/** True when the link's signature is the file's and it has not expired. */
export function verifyLink(
  media: Config['media'],
  fileId: string,
  expires: unknown,
  signature: unknown,
  now = Date.now(),
): Promise<boolean> {
  return verifySigned(media, `media:${fileId}`, expires, signature, now);
}

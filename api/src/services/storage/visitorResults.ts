/**
 * A visitor's result, kept briefly (issue 16): a free page's work (a restored
 * image, a piece of music) is written once to the file storage under
 * `visitors/{folder}/{id}.{ext}` and answered as a short-lived signed link,
 * `{route}/{id}.{ext}?expires=…&signature=…` (GET /api/free/restore/{name},
 * GET /api/free/music/{name}), which streams it. JSON answers stay small and
 * nothing is copied into base64 and a JSON string.
 *
 * Visitors have no team, so the file belongs to nobody: the random id (128
 * bits) and the signature are the only way to it, and it is deleted when the
 * link expires (a timer in the process that stored it, the API's or a job
 * worker's; a link that has expired also deletes its file when it is used).
 * Each file is recorded with the time it may go (VisitorResult), so the
 * maintenance sweep (`sweepVisitorResults`) deletes what a process that
 * restarted in between left behind.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import { VisitorResult } from '../../models/VisitorResult';
import { fileStorage, signedPath, verifySigned } from './index';
import { StorageMissing } from './types';

/** How long a visitor's result can be fetched. */
export const VISITOR_RESULT_TTL_MS = 15 * 60 * 1000;
/** How long a file stays after its link stops working (a download that started just before). */
const KEEP_AFTER_MS = 60_000;

/** The kinds of visitor results: where each is kept, the route serving it, its file types. */
const KINDS = {
  /** The image restorer's result (POST /api/free/restore). */
  restored: {
    folder: 'visitors/restored',
    route: '/api/free/restore',
    subject: 'free-restore',
    types: { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' },
  },
  /** A piece of music's WAV and MIDI (the `music.visitor` job). */
  music: {
    folder: 'visitors/music',
    route: '/api/free/music',
    subject: 'free-music',
    types: { wav: 'audio/wav', mid: 'audio/midi' },
  },
} as const;

export type VisitorResultKind = keyof typeof KINDS;
export type VisitorResultExt<K extends VisitorResultKind> = keyof (typeof KINDS)[K]['types'] & string;

const typeOf = (kind: VisitorResultKind, ext: string): string | undefined =>
  (KINDS[kind].types as Record<string, string>)[ext];

const subject = (kind: VisitorResultKind, name: string) => `${KINDS[kind].subject}:${name}`;

/** The id and extension of a stored result's name, when it is one of the kind's. */
function parseName(kind: VisitorResultKind, name: string): { ext: string } | null {
  const match = /^[0-9a-f]{32}\.([a-z]{2,4})$/.exec(name);
  return match?.[1] && typeOf(kind, match[1]) ? { ext: match[1] } : null;
}

/** Stores a result and answers its signed link. */
export async function keepVisitorResult<K extends VisitorResultKind>(
  config: Config,
  kind: K,
  data: Buffer,
  ext: VisitorResultExt<K>,
): Promise<{ url: string; expiresAt: Date }> {
  const { folder, route } = KINDS[kind];
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  const storage = fileStorage(config);
  const key = `${folder}/${name}`;
  // Recorded first: a file is never stored without the record that lets the sweep find it.
  await VisitorResult.create({
    _id: key,
    expiresAt: new Date(Date.now() + VISITOR_RESULT_TTL_MS + KEEP_AFTER_MS),
  });
  await storage.put(key, data, typeOf(kind, ext) as string);
  // Gone shortly after the link stops working.
  setTimeout(() => {
    storage.delete(key).catch(() => undefined);
  }, VISITOR_RESULT_TTL_MS + KEEP_AFTER_MS).unref();
  return signedPath(config.media, `${route}/${name}`, subject(kind, name), VISITOR_RESULT_TTL_MS);
}

/** The result behind a signed link, or null (a bad or expired link, or no such file). */
export async function readVisitorResult(
  config: Config,
  kind: VisitorResultKind,
  name: string,
  expires: unknown,
  signature: unknown,
): Promise<{ body: Readable; contentType: string; ext: string } | null> {
  const parsed = parseName(kind, name);
  if (!parsed) return null;
  const key = `${KINDS[kind].folder}/${name}`;
  const storage = fileStorage(config);
  if (!(await verifySigned(config.media, subject(kind, name), expires, signature))) {
    // A genuine link that has run out: its file goes now.
    if (await verifySigned(config.media, subject(kind, name), expires, signature, 0))
      await storage.delete(key).catch(() => undefined);
    return null;
  }
  try {
    const body = await storage.stream(key);
    return { body, contentType: typeOf(kind, parsed.ext) as string, ext: parsed.ext };
  } catch (err) {
    if (err instanceof StorageMissing) return null;
    throw err;
  }
}

/**
 * Deletes every visitor result whose time is up, file and record (the
 * maintenance task visitor-results-sweep). A file already deleted by its
 * timer or by an expired link is no error. Returns how many went.
 */
export async function sweepVisitorResults(config: Config, now = new Date()): Promise<{ deleted: number }> {
  const storage = fileStorage(config);
  const due = await VisitorResult.find({ expiresAt: { $lt: now } }, { _id: 1 }).lean<{ _id: string }[]>();
  for (const { _id } of due) {
    await storage.delete(_id).catch((err) => {
      if (!(err instanceof StorageMissing)) throw err;
    });
    await VisitorResult.deleteOne({ _id });
  }
  return { deleted: due.length };
}

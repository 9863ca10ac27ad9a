/**
 * A visitor's result (a restored image, a piece of music) behind its signed
 * link: readable with the link, not with a changed one or through another
 * kind's route, and gone once the link has expired.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { startTestApi, type TestApi } from '../../../test/harness';
import { type Config, loadConfig } from '../../config';
import { VisitorResult } from '../../models/VisitorResult';
import { fileStorage, signedPath } from './index';
import {
  keepVisitorResult,
  readVisitorResult,
  sweepVisitorResults,
  VISITOR_RESULT_TTL_MS,
} from './visitorResults';

let dir: string;
let config: Config;
/** For its database: each result is recorded for the sweep. */
let api: TestApi;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'inkpress-visitor-'));
  config = loadConfig({ ...process.env, MEDIA_DIR: dir, MEDIA_SIGNING_SECRET: 'x'.repeat(40) });
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
  await rm(dir, { recursive: true, force: true });
});

async function bytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const partsOf = (url: string) => {
  const [pathname, query] = url.split('?') as [string, string];
  const params = new URLSearchParams(query);
  return {
    name: pathname.split('/').at(-1) as string,
    expires: params.get('expires'),
    signature: params.get('signature'),
  };
};

describe('a visitor’s result', () => {
  it('is read back by its link, and by nothing else', async () => {
    const data = Buffer.from('restored image bytes');
    const link = await keepVisitorResult(config, 'restored', data, 'png');
    const { name, expires, signature } = partsOf(link.url);
    const found = await readVisitorResult(config, 'restored', name, expires, signature);
    expect(found?.contentType).toBe('image/png');
    expect(await bytes(found?.body as Readable)).toEqual(data);
    expect(await readVisitorResult(config, 'restored', name, expires, `${signature}x`)).toBeNull();
    // Another name of the same shape (its first digit changed, never to itself).
    const other = `${name.startsWith('0') ? '1' : '0'}${name.slice(1)}`;
    expect(await readVisitorResult(config, 'restored', other, expires, signature)).toBeNull();
    expect(await readVisitorResult(config, 'restored', '../../.signing-key', expires, signature)).toBeNull();
    // The restorer's link opens nothing as music.
    expect(await readVisitorResult(config, 'music', name, expires, signature)).toBeNull();
  });

  it('keeps a piece of music’s WAV and MIDI under their own kind', async () => {
    const wav = Buffer.from('RIFF....WAVE');
    const link = await keepVisitorResult(config, 'music', wav, 'wav');
    expect(link.url).toMatch(/^\/api\/free\/music\/[0-9a-f]{32}\.wav\?expires=\d+&signature=[\w-]+$/);
    const { name, expires, signature } = partsOf(link.url);
    expect(await fileStorage(config).exists(`visitors/music/${name}`)).toBe(true);
    const found = await readVisitorResult(config, 'music', name, expires, signature);
    expect(found?.contentType).toBe('audio/wav');
    expect(await bytes(found?.body as Readable)).toEqual(wav);
    expect(await readVisitorResult(config, 'restored', name, expires, signature)).toBeNull();
    const midi = partsOf((await keepVisitorResult(config, 'music', Buffer.from('MThd'), 'mid')).url);
    expect(
      (await readVisitorResult(config, 'music', midi.name, midi.expires, midi.signature))?.contentType,
    ).toBe('audio/midi');
  });

  it('is gone once its link has expired (the file is deleted when the old link is used)', async () => {
    const link = await keepVisitorResult(config, 'restored', Buffer.from('old'), 'jpg');
    const { name } = partsOf(link.url);
    const key = `visitors/restored/${name}`;
    expect(await fileStorage(config).exists(key)).toBe(true);
    const old = partsOf(
      (
        await signedPath(
          config.media,
          '/x',
          `free-restore:${name}`,
          VISITOR_RESULT_TTL_MS,
          Date.now() - 2 * VISITOR_RESULT_TTL_MS,
        )
      ).url,
    );
    expect(await readVisitorResult(config, 'restored', name, old.expires, old.signature)).toBeNull();
    expect(await fileStorage(config).exists(key)).toBe(false);
  });

  it('is swept with its record once its time is up, if its own timer never ran (a restart)', async () => {
    const storage = fileStorage(config);
    // Only this test's results (the tests above kept some too).
    await VisitorResult.deleteMany({});
    const old = await keepVisitorResult(config, 'music', Buffer.from('RIFF'), 'wav');
    const gone = await keepVisitorResult(config, 'restored', Buffer.from('png'), 'png');
    const key = (kind: string, url: string) => `visitors/${kind}/${partsOf(url).name}`;
    // The restorer's file was already deleted (its link was used after it expired): no error.
    await storage.delete(key('restored', gone.url));
    const fresh = await keepVisitorResult(config, 'music', Buffer.from('MThd'), 'mid');

    // Not yet: nothing goes.
    expect(await sweepVisitorResults(config)).toEqual({ deleted: 0 });
    expect(await storage.exists(key('music', old.url))).toBe(true);

    const later = new Date(Date.now() + VISITOR_RESULT_TTL_MS + 61_000);
    await VisitorResult.updateOne(
      { _id: key('music', fresh.url) },
      { $set: { expiresAt: new Date(later.getTime() + 60_000) } },
    );
    expect(await sweepVisitorResults(config, later)).toEqual({ deleted: 2 });
    expect(await storage.exists(key('music', old.url))).toBe(false);
    expect(await VisitorResult.exists({ _id: key('music', old.url) })).toBeNull();
    expect(await VisitorResult.exists({ _id: key('restored', gone.url) })).toBeNull();
    // A result whose time is not up stays, file and record.
    expect(await storage.exists(key('music', fresh.url))).toBe(true);
    expect(await VisitorResult.exists({ _id: key('music', fresh.url) })).not.toBeNull();
  });
});

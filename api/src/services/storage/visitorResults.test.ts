/**
 * A visitor's result (a restored image, a piece of music) behind its signed
 * link: readable with the link, not with a changed one or through another
 * kind's route, and gone once the link has expired.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { type Config, loadConfig } from '../../config';
import { fileStorage, signedPath } from './index';
import { keepVisitorResult, readVisitorResult, VISITOR_RESULT_TTL_MS } from './visitorResults';

let dir: string;
let config: Config;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'inkpress-visitor-'));
  config = loadConfig({ ...process.env, MEDIA_DIR: dir, MEDIA_SIGNING_SECRET: 'x'.repeat(40) });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

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
    expect(
      await readVisitorResult(config, 'restored', name.replace(/^./, 'f'), expires, signature),
    ).toBeNull();
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
});

import { ArtSampleList, artSamples } from '@inkpress/shared-core';
import sharp from 'sharp';
import { startTestApi, type TestApi } from '../../../test/harness';
import { quotaRuns } from '../../../test/quota';
import { drawOfflineImage } from '../../services/images/offlineArt';

/** /art's public gallery: the sample prompts drawn by the offline drawer, public, cached, no quota taken. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /api/free/art/samples', () => {
  it('lists every sample with its prompt, size, style, the offline label and its image address', async () => {
    const res = await api.http.get('/api/free/art/samples').expect(200);
    const list = ArtSampleList.parse(res.body.data);
    expect(list.map((s) => s.id)).toEqual(artSamples.map((s) => s.id));
    const first = artSamples[0];
    expect(list[0]).toEqual({
      id: first.id,
      prompt: first.prompt,
      size: first.size,
      style: first.style,
      label: 'offline image',
      url: `/api/free/art/samples/${first.id}`,
      width: 1792,
      height: 1024,
      contentType: 'image/webp',
    });
    expect(res.headers['cache-control']).toMatch(/public/);
  });

  it('serves a sample’s drawing as WebP of its size, the prompt’s own picture, cached with an ETag', async () => {
    const sample = artSamples.find((s) => s.id === 'night-mountains')!;
    const res = await api.http.get(`/api/free/art/samples/${sample.id}`).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    const bytes = res.body as Buffer;
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 1024 });

    // It is the offline drawer's picture of that prompt (compared small, as WebP is lossy).
    const small = async (input: Buffer) =>
      sharp(input).resize(32, 32, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    const drawn = await drawOfflineImage({
      prompt: sample.prompt,
      width: 1024,
      height: 1024,
      style: sample.style,
      index: 0,
    });
    const [a, b] = [await small(bytes), await small(drawn)];
    let diff = 0;
    for (let i = 0; i < a.length; i++) diff += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
    expect(diff / a.length).toBeLessThan(6);
    // Another sample is another picture.
    const other = await api.http.get('/api/free/art/samples/desert-sun').buffer(true).expect(200);
    expect((await sharp(other.body as Buffer).metadata()).width).toBe(768);
    expect(Buffer.compare(other.body as Buffer, bytes)).not.toBe(0);

    // Asked again: the same bytes and ETag; with If-None-Match, 304 and no body.
    const again = await api.http.get(`/api/free/art/samples/${sample.id}`).buffer(true).expect(200);
    expect(again.headers.etag).toBe(etag);
    expect(Buffer.compare(again.body as Buffer, bytes)).toBe(0);
    const cached = await api.http.get(`/api/free/art/samples/${sample.id}`).set('If-None-Match', etag);
    expect(cached.status).toBe(304);
    expect(cached.text ?? '').toBe('');
    // Visitors take no quota for samples.
    expect(await quotaRuns(api)).toBe(0);
  });

  it('answers 404 for an unknown sample, and never draws a prompt from the address', async () => {
    const res = await api.http.get('/api/free/art/samples/a-cat-in-space').expect(404);
    expect(res.body.message).toBe('There is no sample image with this id.');
    await api.http.get('/api/free/art/samples/..%2F..%2Fetc%2Fpasswd').expect(404);
  });
});

import type { MediaFileView } from '@inkpress/shared-core';
import { PostStore } from '../../stores/PostStore';
import { altFor, applyFeatureImage } from './featureImage';
import { MediaStore } from './MediaStore';
import type { MediaApi } from './mediaApi';

function file(id: string, fields: Partial<MediaFileView> = {}): MediaFileView {
  return {
    id,
    kind: 'ai-image',
    name: `${id}.png`,
    contentType: 'image/png',
    bytes: 10,
    width: 512,
    height: 512,
    url: `/api/media/${id}/content`,
    prompt: `Prompt ${id}`,
    size: '512x512',
    style: 'natural',
    label: 'offline image',
    sourceId: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    ...fields,
  };
}

function fakeApi(overrides: Partial<MediaApi> = {}): MediaApi & { calls: unknown[] } {
  const calls: unknown[] = [];
  return {
    calls,
    gallery: async () => [file('a'), file('b')],
    uploads: async () => [],
    upload: async (_blob, name) => file('u', { kind: 'upload', name }),
    generate: async (body) => {
      calls.push(body);
      return { images: [file('new')], charged: 1, label: 'offline image' };
    },
    vary: async () => ({ images: [file('v', { kind: 'variation' })], charged: 1, label: 'offline image' }),
    restore: async (body) => {
      calls.push(body);
      return {
        image: file('r', { kind: 'restored' }),
        source: file('a'),
        metrics: { sharpnessBefore: 1, sharpnessAfter: 3, scale: 2 },
        charged: 1,
      };
    },
    remove: async (id) => {
      calls.push({ remove: id });
    },
    ...overrides,
  };
}

describe('MediaStore', () => {
  it('loads the gallery and puts new images first', async () => {
    const api = fakeApi();
    const media = new MediaStore(api);
    await media.load();
    expect(media.gallery.map((f) => f.id)).toEqual(['a', 'b']);
    media.setForm({ prompt: '  A red kite  ', size: '256x256', style: 'vivid', count: 1 });
    await media.generate();
    expect(api.calls[0]).toEqual({ prompt: 'A red kite', size: '256x256', style: 'vivid', count: 1 });
    expect(media.gallery.map((f) => f.id)).toEqual(['new', 'a', 'b']);
    expect(media.latest.map((f) => f.id)).toEqual(['new']);
    expect(media.label).toBe('offline image');
    expect(media.generating).toBe(false);
  });

  it('does not generate without a prompt', async () => {
    const api = fakeApi();
    const media = new MediaStore(api);
    expect(media.canGenerate).toBe(false);
    expect(await media.generate()).toEqual([]);
    expect(api.calls).toEqual([]);
  });

  it('keeps the gallery when generation fails, and ends the busy state', async () => {
    const media = new MediaStore(
      fakeApi({
        generate: async () => {
          throw new Error('402');
        },
      }),
    );
    await media.load();
    media.setForm({ prompt: 'x' });
    await expect(media.generate()).rejects.toThrow('402');
    expect(media.gallery).toHaveLength(2);
    expect(media.generating).toBe(false);
  });

  it('removes a deleted image, and adds a restored one', async () => {
    const api = fakeApi();
    const media = new MediaStore(api);
    await media.load();
    await media.remove('a');
    expect(media.gallery.map((f) => f.id)).toEqual(['b']);
    const restored = await media.restore(file('b'), 4, true);
    expect(api.calls).toContainEqual({ path: '/api/media/b/content', scale: 4, faceSafe: true });
    expect(media.restored).toEqual(restored);
    expect(media.gallery[0]?.id).toBe('r');
  });
});

describe('choosing a feature image (SPEC §4)', () => {
  it('applies when the post still has the image the form opened on', () => {
    const post = new PostStore({ id: 'p', featureImage: { url: '/api/media/old/content', alt: null } });
    expect(applyFeatureImage(post, '/api/media/old/content', file('n', { prompt: 'A lighthouse' }))).toBe(
      true,
    );
    expect(post.featureImage).toEqual({ url: '/api/media/n/content', alt: 'A lighthouse' });
    expect(post.unsavedChanges).toBe(true);
  });

  it('changes nothing when the image changed while the form was open', () => {
    const post = new PostStore({ id: 'p' });
    const opened = post.featureImage?.url ?? null;
    // Another choice lands first (the gallery link, another popup).
    expect(applyFeatureImage(post, opened, file('first'))).toBe(true);
    expect(applyFeatureImage(post, opened, file('stale'))).toBe(false);
    expect(post.featureImage?.url).toBe('/api/media/first/content');
  });

  it('takes the alt text from the prompt, or else the file name', () => {
    expect(altFor({ prompt: null, name: 'summer_trip-photo.jpg' })).toBe('summer trip photo');
    expect(altFor({ prompt: 'x'.repeat(400), name: 'a.png' })).toHaveLength(300);
  });
});

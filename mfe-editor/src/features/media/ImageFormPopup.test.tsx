import type { MediaFileView } from '@inkpress/shared-core';
import { screen, waitFor, within } from '@testing-library/react';
import type { FeatureImage } from '../../stores/types';
import { fakeShell, renderScreen } from '../test/fakeShell';
import { ImageFormPopup } from './ImageFormPopup';
import type { MediaApi } from './mediaApi';

// A whole popup in jsdom, driven by user-event: slower than a unit test.
jest.setTimeout(30_000);

function file(id: string, fields: Partial<MediaFileView> = {}): MediaFileView {
  return {
    id,
    kind: 'upload',
    name: `${id}.png`,
    contentType: 'image/png',
    bytes: 10,
    width: 400,
    height: 300,
    url: `/api/media/${id}/content`,
    prompt: null,
    size: null,
    style: null,
    label: null,
    sourceId: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    ...fields,
  };
}

/** A feature image target like the template flow's: SPEC §4's rule on the original address. */
function target(initial: string | null) {
  const state = { featureImage: initial ? { url: initial } : null, chosen: null as FeatureImage | null };
  return Object.assign(state, {
    editFeatureImage(originalUrl: string | null, image: FeatureImage | null) {
      if ((state.featureImage?.url ?? null) !== originalUrl) return false;
      state.featureImage = image ? { url: image.url } : null;
      state.chosen = image;
      return true;
    },
  });
}

function setup(forTarget = target(null)) {
  const photo = file('photo', { name: 'old-photo.png' });
  const restored = file('photo-x2', {
    kind: 'restored',
    name: 'old-photo-restored-x2.png',
    width: 800,
    height: 600,
  });
  const restore = jest.fn(async () => ({
    image: restored,
    source: photo,
    metrics: { sharpnessBefore: 10, sharpnessAfter: 30, scale: 2 },
    charged: 1,
  }));
  const api = {
    gallery: async () => [],
    uploads: async () => [photo],
    restore,
  } as unknown as MediaApi;
  const onClose = jest.fn();
  const { shell } = fakeShell({});
  const view = renderScreen(<ImageFormPopup target={forTarget} api={api} onClose={onClose} />, {
    route: '/x',
    path: '/x',
    shell,
  });
  return { ...view, restore, onClose, forTarget };
}

describe('the image form popup’s Restore tab', () => {
  it('restores an upload ×2 and makes the restored image the feature image', async () => {
    const { user, restore, onClose, forTarget } = setup();
    await user.click(screen.getByRole('tab', { name: 'Restore' }));
    const sources = await screen.findByRole('list', { name: 'Images to restore' });
    await user.click(within(sources).getByRole('button', { name: 'Restore ×2' }));
    expect(restore).toHaveBeenCalledWith({ path: '/api/media/photo/content', scale: 2, faceSafe: false });
    const result = await screen.findByRole('list', { name: 'Restored image' });
    await user.click(within(result).getByRole('button', { name: 'Use this image' }));
    expect(forTarget.chosen?.url).toBe('/api/media/photo-x2/content');
    expect(onClose).toHaveBeenCalled();
  });

  it('replaces nothing when the feature image changed while the popup was open (SPEC §4)', async () => {
    const forTarget = target('/api/media/first/content');
    const { user } = setup(forTarget);
    await user.click(screen.getByRole('tab', { name: 'Restore' }));
    await user.click(
      within(await screen.findByRole('list', { name: 'Images to restore' })).getByRole('button', {
        name: 'Restore ×2',
      }),
    );
    // Another choice lands meanwhile (an undo, another popup).
    forTarget.featureImage = { url: '/api/media/newer/content' };
    await user.click(
      within(await screen.findByRole('list', { name: 'Restored image' })).getByRole('button', {
        name: 'Use this image',
      }),
    );
    await waitFor(() => expect(forTarget.featureImage?.url).toBe('/api/media/newer/content'));
    expect(forTarget.chosen).toBeNull();
  });
});

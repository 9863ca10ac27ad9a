import type { StyleView } from '@inkpress/shared-core';
import { StylePopupStore } from './StylePopupStore';
import { VoiceChoices } from './VoiceStores';

const style = (id: string, name = id): StyleView =>
  ({
    id,
    name,
    description: `${name}, warm.`,
    writer: 'offline writer',
    sourceUrl: null,
    excerpt: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }) as unknown as StyleView;

describe('the style popup', () => {
  it('lists the team’s voices and creates one from a sample or a page, first in the list', async () => {
    const listStyles = jest.fn(async () => [style('s1', 'Coach')]);
    const createStyle = jest.fn(async (body: { name: string; samples: string[]; url?: string }) =>
      style(`new-${body.name}`, body.name),
    );
    const store = new StylePopupStore({ listStyles, createStyle } as never);
    await store.load();
    expect(store.status).toBe('success');
    expect(store.styles.map((s) => s.name)).toEqual(['Coach']);

    const made = await store.create({ name: ' Board ', samples: '  We report.  ', url: ' ' });
    expect(createStyle).toHaveBeenLastCalledWith({ name: 'Board', samples: ['We report.'] });
    expect(made.name).toBe('Board');
    await store.create({ name: 'Site', samples: '', url: 'https://example.com' });
    expect(createStyle).toHaveBeenLastCalledWith({ name: 'Site', samples: [], url: 'https://example.com' });
    expect(store.styles.map((s) => s.name)).toEqual(['Site', 'Board', 'Coach']);
    expect(store.creating).toBe(false);
  });

  it('keeps the list when creating fails, and the picker uses a voice picked or made there', async () => {
    const createStyle = jest.fn(async () => {
      throw Object.assign(new Error('Paste at least one sample text.'), { status: 400 });
    });
    const store = new StylePopupStore({ listStyles: async () => [style('s1')], createStyle } as never);
    await store.load();
    await expect(store.create({ name: 'Empty', samples: '', url: '' })).rejects.toThrow(
      'Paste at least one sample text.',
    );
    expect(store.styles.map((s) => s.id)).toEqual(['s1']);

    const choices = new VoiceChoices({ listStyles: async () => [style('s1')], listPersonas: async () => [] });
    await choices.load();
    choices.useStyle(style('s9', 'Fresh'));
    expect(choices.styleId).toBe('s9');
    expect(choices.styles.map((s) => s.id)).toEqual(['s9', 's1']);
    choices.useStyle(style('s1'));
    expect(choices.styles).toHaveLength(2);
    expect(choices.request).toEqual({ style: 's1' });
  });
});

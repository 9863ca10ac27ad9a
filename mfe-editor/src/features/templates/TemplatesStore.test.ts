import type { Template } from '../../api/types';
import { TemplatesStore } from './TemplatesStore';

const template = (id: string, category?: string): Template =>
  ({ id, name: id, description: '', category, fields: [], example: {} }) as unknown as Template;

describe('TemplatesStore', () => {
  it('loads the catalogue and groups it by category, in its order, "Other" for the uncategorised', async () => {
    const store = new TemplatesStore({
      list: async () => [template('how-to', 'Blog'), template('landing'), template('listicle', 'Blog')],
    });
    expect(store.status).toBe('idle');
    expect(store.hasList).toBe(false);
    await store.load();
    expect(store.status).toBe('success');
    expect(store.hasList).toBe(true);
    expect(store.categories).toEqual(['Blog', 'Other']);
    expect(store.inCategory('Blog').map((t) => t.id)).toEqual(['how-to', 'listicle']);
    expect(store.inCategory('Other').map((t) => t.id)).toEqual(['landing']);
  });

  it('fails with the error, and keeps a list it had when loading again fails', async () => {
    let fail = true;
    const store = new TemplatesStore({
      list: async () => {
        if (fail) throw new Error('down');
        return [template('how-to', 'Blog')];
      },
    });
    await store.load();
    expect(store.status).toBe('failure');
    expect(store.error).toEqual(new Error('down'));
    expect(store.hasList).toBe(false);
    fail = false;
    await store.load();
    expect(store.status).toBe('success');
    fail = true;
    await store.load();
    expect(store.status).toBe('failure');
    expect(store.templates).toHaveLength(1);
  });

  it('ignores the answer of a load the screen aborted', async () => {
    const controller = new AbortController();
    const store = new TemplatesStore({
      list: async () => {
        controller.abort();
        return [template('how-to')];
      },
    });
    await store.load(controller.signal);
    expect(store.hasList).toBe(false);
  });
});

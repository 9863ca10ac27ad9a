import { ApiError } from '@inkpress/shared-core';
import type { Template } from '../../api/types';
import { TemplateStore } from './TemplateStore';

const template = (id: string): Template =>
  ({ id, name: id, description: '', fields: [], example: {} }) as unknown as Template;

describe('TemplateStore', () => {
  it('loads the template asked for, and loads it again on reload', async () => {
    const asked: string[] = [];
    const store = new TemplateStore({
      get: async (id) => {
        asked.push(id);
        return template(id);
      },
    });
    expect(store.status).toBe('idle');
    await store.load('listicle');
    expect(store.status).toBe('success');
    expect(store.template?.id).toBe('listicle');
    await store.reload();
    expect(asked).toEqual(['listicle', 'listicle']);
  });

  it('fails with the API error (e.g. not found) and keeps no template', async () => {
    const store = new TemplateStore({
      get: async () => Promise.reject(new ApiError({ status: 404, code: 'NotFound' })),
    });
    await store.load('nope');
    expect(store.status).toBe('failure');
    expect((store.error as ApiError).status).toBe(404);
    expect(store.template).toBeNull();
  });

  it('keeps only the latest answer when an earlier load ends last', async () => {
    const pending = new Map<string, (t: Template) => void>();
    const store = new TemplateStore({
      get: (id) => new Promise<Template>((resolve) => pending.set(id, resolve)),
    });
    const first = store.load('a');
    const second = store.load('b');
    pending.get('b')?.(template('b'));
    await second;
    pending.get('a')?.(template('a'));
    await first;
    expect(store.template?.id).toBe('b');
    expect(store.status).toBe('success');
  });
});

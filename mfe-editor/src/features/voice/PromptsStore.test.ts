import type { PromptView } from '@inkpress/shared-core';
import { categoriesOf, type PromptsApi, PromptsStore } from './PromptsStore';

const prompt = (id: string, title: string, categories: string[], builtIn = false): PromptView => ({
  id,
  title,
  prompt: `${title} prompt`,
  categories,
  builtIn,
  createdAt: null,
  updatedAt: null,
});

function fakeApi() {
  const created: unknown[] = [];
  const api: PromptsApi = {
    list: async () => [
      prompt('p1', 'Product FAQ', ['SEO']),
      prompt('builtin-1', 'Meta description', ['SEO', 'Email'], true),
    ],
    create: async (body) => {
      created.push(body);
      return prompt('p2', body.title, body.categories);
    },
    remove: async () => ({}),
  };
  return { api, created };
}

describe('PromptsStore', () => {
  it('filters by search and category, and lists the categories once, sorted', async () => {
    const store = new PromptsStore(fakeApi().api);
    await store.load();
    expect(store.categories).toEqual(['Email', 'SEO']);
    store.setCategory('Email');
    expect(store.visible.map((p) => p.id)).toEqual(['builtin-1']);
    store.setCategory('');
    store.setSearch('faq');
    expect(store.visible.map((p) => p.id)).toEqual(['p1']);
  });

  it('saves a prompt with its categories split, first in the list, and deletes it', async () => {
    const { api, created } = fakeApi();
    const store = new PromptsStore(api);
    await store.load();
    await store.create({ title: ' Intro ', prompt: ' Write an intro. ', categories: 'Blog, SEO, Blog, ' });
    expect(created[0]).toEqual({ title: 'Intro', prompt: 'Write an intro.', categories: ['Blog', 'SEO'] });
    expect(store.prompts.value[0]?.id).toBe('p2');
    await store.remove('p2');
    expect(store.prompts.value.map((p) => p.id)).toEqual(['p1', 'builtin-1']);
  });

  it('splits categories on commas without blanks or repeats', () => {
    expect(categoriesOf(' a, b ,, a ')).toEqual(['a', 'b']);
  });
});

import type { ApiClient, PromptCreateBody, PromptView } from '@inkpress/shared-core';
import { PromptView as PromptViewSchema, zod } from '@inkpress/shared-core';
import { makeAutoObservable, runInAction } from 'mobx';
import { Loadable } from '../common/Loadable';

/** The prompt library's calls (SPEC §7). Prompts are sent without their categories where SPEC §5 says so: on insert. */
export function createPromptsApi(api: ApiClient) {
  return {
    list(signal?: AbortSignal) {
      return api.get('/api/prompts', { signal, schema: zod.array(PromptViewSchema) });
    },
    create(body: PromptCreateBody) {
      return api.post('/api/prompts', body, { schema: PromptViewSchema });
    },
    remove(id: string) {
      return api.delete(`/api/prompts/${encodeURIComponent(id)}`);
    },
  };
}
export type PromptsApi = ReturnType<typeof createPromptsApi>;

/** Categories typed as "SEO, Email": trimmed, without repeats or blanks. */
export function categoriesOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The prompt library popup: the team's prompts and the built-in ones,
 * filtered by a search and a category; save a new one; delete the team's own.
 */
export class PromptsStore {
  readonly prompts = new Loadable<PromptView[]>([]);
  search = '';
  category = '';
  saving = false;

  constructor(private readonly api: PromptsApi) {
    makeAutoObservable<PromptsStore, 'api'>(this, { api: false, prompts: false }, { autoBind: true });
  }

  load(signal?: AbortSignal) {
    return this.prompts.load((s) => this.api.list(s), signal);
  }

  get categories(): string[] {
    return [...new Set(this.prompts.value.flatMap((p) => p.categories))].sort((a, b) => a.localeCompare(b));
  }

  get visible(): PromptView[] {
    const needle = this.search.trim().toLowerCase();
    return this.prompts.value.filter(
      (p) =>
        (!this.category || p.categories.includes(this.category)) &&
        (!needle || p.title.toLowerCase().includes(needle) || p.prompt.toLowerCase().includes(needle)),
    );
  }

  setSearch(value: string) {
    this.search = value;
  }

  setCategory(value: string) {
    this.category = value;
  }

  async create(input: { title: string; prompt: string; categories: string }): Promise<PromptView> {
    this.saving = true;
    try {
      const saved = await this.api.create({
        title: input.title.trim(),
        prompt: input.prompt.trim(),
        categories: categoriesOf(input.categories),
      });
      runInAction(() => this.prompts.set([saved, ...this.prompts.value]));
      return saved;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  async remove(id: string): Promise<void> {
    await this.api.remove(id);
    runInAction(() => this.prompts.set(this.prompts.value.filter((p) => p.id !== id)));
  }
}

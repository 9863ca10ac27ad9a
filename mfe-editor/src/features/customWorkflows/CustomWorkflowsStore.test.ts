import { type CustomWorkflowView, customWorkflowCost, type WorkflowRunView } from '@inkpress/shared-core';
import { CustomWorkflowsStore } from './CustomWorkflowsStore';
import type { CustomWorkflowsApi } from './customWorkflowsApi';

const saved = (over: Partial<CustomWorkflowView> = {}): CustomWorkflowView => {
  const steps = over.steps ?? [{ kind: 'write' as const, prompt: 'Be brief', length: 'short' as const }];
  const { words, workflows } = customWorkflowCost(steps);
  return {
    id: 'a'.repeat(24),
    name: 'Weekly',
    steps,
    cost: { words, workflows },
    created_at: new Date(0).toISOString(),
    updated_at: new Date(0).toISOString(),
    ...over,
  };
};

const runOf = (id: string, keyword: string) =>
  ({ id, type: 'custom', status: 'queued', custom: { keyword } }) as unknown as WorkflowRunView;

function fakeApi(over: Partial<CustomWorkflowsApi> = {}): CustomWorkflowsApi {
  return {
    list: jest.fn(async () => [saved()]),
    create: jest.fn(async (body) =>
      saved({ id: 'b'.repeat(24), name: body.name, steps: body.steps as never }),
    ),
    update: jest.fn(async (id, body) => saved({ id, name: body.name ?? 'Weekly' })),
    remove: jest.fn(async () => undefined),
    run: jest.fn(async (_id, body) => ({
      runs: body.keywords.map((k, i) => runOf(String(i).padStart(24, '0'), k)),
      cost: { words: 1000 * body.keywords.length, workflows: body.keywords.length },
    })),
    sites: jest.fn(async () => []),
    ...over,
  } as CustomWorkflowsApi;
}

describe('CustomWorkflowsStore', () => {
  it('composes steps: add, prompt, reorder, remove, and shows the schema’s problems without calling the API', async () => {
    const api = fakeApi();
    const store = new CustomWorkflowsStore(api);
    await store.load();
    expect(store.workflows).toHaveLength(1);
    store.startNew();
    expect(store.steps.map((s) => s.kind)).toEqual(['research', 'outline', 'write']);
    store.addStep('improve-seo');
    store.moveStep(store.steps[3]!.key, -1);
    store.moveStep(store.steps[2]!.key, -1);
    expect(store.steps.map((s) => s.kind)).toEqual(['research', 'improve-seo', 'outline', 'write']);

    // Not saved: no name, and SEO before the article.
    expect(await store.save()).toBe(false);
    expect(store.problems).toEqual([
      'Give the workflow a name.',
      'Improve SEO (step 2) needs an article: put a Write step before it.',
    ]);
    expect(api.create).not.toHaveBeenCalled();

    store.setName('Tomatoes');
    // A fixed problem goes at once, before the next save.
    expect(store.problems).toEqual(['Improve SEO (step 2) needs an article: put a Write step before it.']);
    const seo = store.steps[1]!;
    store.moveStep(seo.key, 1);
    store.moveStep(seo.key, 1);
    expect(store.problems).toEqual([]);
    store.updateStep(store.steps[2]!.key, { prompt: 'Mention compost', length: 'medium' });
    store.updateStep(store.steps[0]!.key, { points: 7 });
    expect(store.body.steps).toEqual([
      { kind: 'research', points: 7 },
      { kind: 'outline' },
      { kind: 'write', prompt: 'Mention compost', length: 'medium' },
      { kind: 'improve-seo' },
    ]);
    expect(store.composedCost).toEqual(customWorkflowCost(store.body.steps));
    expect(await store.save()).toBe(true);
    expect(api.create).toHaveBeenCalledWith({ name: 'Tomatoes', steps: store.workflows[0]!.steps });
    expect(store.workflows.map((w) => w.name)).toEqual(['Tomatoes', 'Weekly']);
    expect(store.composing).toBe(false);
  });

  it('edits a saved workflow through PATCH and removes one', async () => {
    const api = fakeApi();
    const store = new CustomWorkflowsStore(api);
    await store.load();
    store.edit(store.workflows[0]!);
    expect(store.steps.map((s) => [s.kind, s.prompt])).toEqual([['write', 'Be brief']]);
    store.removeStep(store.steps[0]!.key);
    expect(await store.save()).toBe(false);
    expect(store.problems).toEqual(['Add at least one step.']);
    store.addStep('write');
    store.setName('Renamed');
    expect(await store.save()).toBe(true);
    expect(api.update).toHaveBeenCalledWith('a'.repeat(24), {
      name: 'Renamed',
      steps: [{ kind: 'write', length: 'short' }],
    });
    await store.remove('a'.repeat(24));
    expect(store.workflows).toEqual([]);
  });

  it('runs on the keywords of the textarea, with their cost before the start, and keeps the started runs', async () => {
    const api = fakeApi();
    const store = new CustomWorkflowsStore(api);
    await store.load();
    store.openRun('a'.repeat(24));
    expect(await store.run()).toBeNull();
    expect(store.keywordProblem).toBe('Add at least one keyword, one a line.');
    store.setKeywordText('balcony tomatoes\n\ncherry tomatoes\nBalcony tomatoes\n');
    expect(store.keywords).toEqual(['balcony tomatoes', 'cherry tomatoes']);
    expect(store.runCost).toEqual({ words: 2 * saved().cost.words, workflows: 2 });
    const started = await store.run();
    expect(api.run).toHaveBeenCalledWith('a'.repeat(24), {
      keywords: ['balcony tomatoes', 'cherry tomatoes'],
    });
    expect(started?.runs.map((r) => r.custom?.keyword)).toEqual(['balcony tomatoes', 'cherry tomatoes']);
    expect(store.started).toEqual(started);
    expect(store.keywordText).toBe('');
  });

  it('keeps the keywords and the API’s refusal when the runs do not start', async () => {
    const refusal = Object.assign(new Error('Not enough credits.'), { status: 402 });
    const store = new CustomWorkflowsStore(fakeApi({ run: jest.fn(async () => Promise.reject(refusal)) }));
    await store.load();
    store.openRun('a'.repeat(24));
    store.setKeywordText('one\ntwo');
    expect(await store.run()).toBeNull();
    expect(store.startError).toBe(refusal);
    expect(store.keywordText).toBe('one\ntwo');
    expect(store.starting).toBe(false);
  });

  it('schedules a run later in the browser’s time zone, asking for the time first', async () => {
    const api = fakeApi();
    const store = new CustomWorkflowsStore(api);
    await store.load();
    store.openRun('a'.repeat(24));
    store.setKeywordText('balcony tomatoes');
    store.later.setOn(true);
    expect(await store.run()).toBeNull();
    expect(store.later.problem).toBe('Pick the date and time to run it.');
    expect(api.run).not.toHaveBeenCalled();
    store.later.setRunAt('2026-12-01T09:30');
    expect(store.later.problem).toBeNull();
    await store.run();
    expect(api.run).toHaveBeenCalledWith('a'.repeat(24), {
      keywords: ['balcony tomatoes'],
      runAt: '2026-12-01T09:30',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    });
    // The form is back to an immediate run.
    expect(store.later.on).toBe(false);
    expect(store.later.runAt).toBe('');
  });
});

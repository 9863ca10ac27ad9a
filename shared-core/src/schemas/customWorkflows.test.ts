import { creditCosts } from '../constants/credits';
import { editorOperationCost } from '../constants/editorCosts';
import {
  CustomWorkflowBody,
  CustomWorkflowPatch,
  CustomWorkflowRunBody,
  customRunsCost,
  customStepProblems,
  customWorkflowCost,
  keywordsFromText,
  MAX_CUSTOM_STEPS,
} from './customWorkflows';

const messages = (body: unknown) => {
  const parsed = CustomWorkflowBody.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};
const id = 'a'.repeat(24);

describe('CustomWorkflowBody', () => {
  it('accepts ordered steps with prompts and options, filling defaults and dropping empty prompts', () => {
    const parsed = CustomWorkflowBody.parse({
      name: '  Weekly posts ',
      steps: [
        { kind: 'research', prompt: 'What do beginners ask?' },
        { kind: 'outline', prompt: '   ' },
        { kind: 'write', prompt: 'Friendly, with examples', language: 'en-US' },
        { kind: 'improve-seo' },
        { kind: 'image', prompt: 'A sunny balcony' },
        { kind: 'internal-links' },
        { kind: 'publish', integrationId: id },
      ],
    });
    expect(parsed.name).toBe('Weekly posts');
    expect(parsed.steps).toEqual([
      { kind: 'research', prompt: 'What do beginners ask?', points: 5 },
      { kind: 'outline', prompt: undefined },
      { kind: 'write', prompt: 'Friendly, with examples', length: 'short', language: 'en-US' },
      { kind: 'improve-seo', prompt: undefined },
      { kind: 'image', prompt: 'A sunny balcony' },
      { kind: 'internal-links', prompt: undefined, links: 5 },
      { kind: 'publish', integrationId: id, status: 'draft' },
    ]);
  });

  it('names each broken rule at its step', () => {
    expect(messages({ name: 'x', steps: [] })).toEqual(['Add at least one step.']);
    expect(messages({ name: ' ', steps: [{ kind: 'write' }] })).toEqual(['Give the workflow a name.']);
    expect(messages({ name: 'x', steps: [{ kind: 'improve-seo' }, { kind: 'write' }] })).toEqual([
      'Improve SEO (step 1) needs an article: put a Write step before it.',
    ]);
    expect(messages({ name: 'x', steps: [{ kind: 'publish', integrationId: id }] })).toEqual([
      'Publish (step 1) needs an article: put a Write step before it.',
    ]);
    expect(
      messages({
        name: 'x',
        steps: [{ kind: 'write' }, { kind: 'publish', integrationId: id }, { kind: 'image' }],
      }),
    ).toEqual(['Publish (step 2) must be the last step.']);
    expect(messages({ name: 'x', steps: [{ kind: 'write' }, { kind: 'research' }] })).toEqual([
      'Research (step 2) shapes the article: put it before the Write step.',
    ]);
    expect(
      messages({ name: 'x', steps: [{ kind: 'outline' }, { kind: 'research' }, { kind: 'write' }] }),
    ).toEqual(['Research (step 2) feeds the outline: put it before the Outline step.']);
    expect(messages({ name: 'x', steps: [{ kind: 'write' }, { kind: 'image' }, { kind: 'image' }] })).toEqual(
      ['Feature image (step 3): a workflow has one Feature image step.'],
    );
    expect(messages({ name: 'x', steps: [{ kind: 'write', prompt: 'p'.repeat(1001) }] })).toEqual([
      "A step's prompt is at most 1000 characters.",
    ]);
    expect(messages({ name: 'x', steps: [{ kind: 'write', length: 'epic' }] })).toEqual([
      'Length is short or medium.',
    ]);
    expect(messages({ name: 'x', steps: [{ kind: 'publish', integrationId: 'nope' }] })[0]).toBe(
      'Must be a valid id.',
    );
    const many = [
      { kind: 'write' },
      ...Array.from({ length: MAX_CUSTOM_STEPS }, () => ({ kind: 'improve-seo' })),
    ];
    expect(messages({ name: 'x', steps: many })).toContain(
      `A workflow has at most ${MAX_CUSTOM_STEPS} steps.`,
    );
    expect(messages({ name: 'x', steps: [{ kind: 'write', extra: 1 }] }).length).toBe(1);
  });

  it('lets improve-seo repeat, and an empty list of problems means the order is fine', () => {
    expect(customStepProblems([{ kind: 'write' }, { kind: 'improve-seo' }, { kind: 'improve-seo' }])).toEqual(
      [],
    );
  });
});

describe('CustomWorkflowPatch and CustomWorkflowRunBody', () => {
  it('needs a name or steps, checked like a new workflow', () => {
    expect(CustomWorkflowPatch.safeParse({}).success).toBe(false);
    expect(CustomWorkflowPatch.safeParse({ name: 'New' }).success).toBe(true);
    expect(CustomWorkflowPatch.safeParse({ steps: [{ kind: 'image' }] }).success).toBe(false);
  });

  it('takes 1 to 20 distinct keywords', () => {
    expect(CustomWorkflowRunBody.parse({ keywords: [' a '] })).toEqual({ keywords: ['a'] });
    expect(CustomWorkflowRunBody.safeParse({ keywords: [] }).error?.issues[0]?.message).toBe(
      'Add at least one keyword.',
    );
    expect(CustomWorkflowRunBody.safeParse({ keywords: ['a', 'A'] }).error?.issues[0]?.message).toBe(
      'Each keyword once.',
    );
    expect(
      CustomWorkflowRunBody.safeParse({ keywords: Array.from({ length: 21 }, (_, i) => `k${i}`) }).error
        ?.issues[0]?.message,
    ).toBe('At most 20 keywords at once.');
  });

  it('reads keywords from a textarea, one a line', () => {
    expect(keywordsFromText('balcony tomatoes\n\n  Cherry tomatoes \r\nbalcony TOMATOES\n')).toEqual([
      'balcony tomatoes',
      'Cherry tomatoes',
    ]);
  });
});

describe('customWorkflowCost', () => {
  it('adds the cost rules of each step, one workflow a run', () => {
    const cost = customWorkflowCost([
      { kind: 'research', points: 4 },
      { kind: 'outline' },
      { kind: 'write', length: 'short' },
      { kind: 'improve-seo' },
      { kind: 'improve-seo', prompt: 'shorter sentences' },
      { kind: 'image' },
      { kind: 'internal-links' },
      { kind: 'publish', integrationId: id },
    ]);
    const seo = editorOperationCost('improve-seo', { words: 3000 });
    expect(cost.steps.map((s) => s.words)).toEqual([
      100,
      90,
      creditCosts.articleBase,
      seo,
      seo + editorOperationCost('command', { words: 3000 }),
      creditCosts.featureImage,
      creditCosts.internalLinks,
      0,
    ]);
    expect(cost.words).toBe(cost.steps.reduce((sum, s) => sum + s.words, 0));
    expect(cost.workflows).toBe(1);
    expect(customRunsCost([{ kind: 'write' }], 3)).toEqual({
      words: 3 * creditCosts.articleBase,
      workflows: 3,
    });
  });

  it('prices a medium article’s rewrites on its longer length', () => {
    const short = customWorkflowCost([{ kind: 'write', length: 'short' }, { kind: 'improve-seo' }]);
    const medium = customWorkflowCost([{ kind: 'write', length: 'medium' }, { kind: 'improve-seo' }]);
    expect(medium.words).toBeGreaterThan(short.words);
  });
});

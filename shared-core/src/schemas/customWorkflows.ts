import { z } from 'zod';
import { articleCost, creditCosts, defaultWordCount } from '../constants/credits';
import { editorOperationCost } from '../constants/editorCosts';
import { isLanguageCode } from '../constants/languages';
import { isTimeZone } from './autoblog';

/**
 * Custom workflows (issue 11, /dashboard/custom-workflow): a team's own
 * workflow, composed from steps in order, each with the user's own prompt.
 * Saved by /api/custom-workflows; run on one keyword or many, each keyword
 * one WorkflowRun of type `custom` on the job engine (GET /api/workflows/{id}
 * shows it), charged one workflow of the plan plus the words its steps cost.
 */

export const customStepKinds = [
  'research',
  'outline',
  'write',
  'improve-seo',
  'image',
  'internal-links',
  'publish',
] as const;
export type CustomStepKind = (typeof customStepKinds)[number];

export const customStepLabels: Readonly<Record<CustomStepKind, string>> = {
  research: 'Research',
  outline: 'Outline',
  write: 'Write',
  'improve-seo': 'Improve SEO',
  image: 'Feature image',
  'internal-links': 'Internal links',
  publish: 'Publish',
};

export const customStepHelp: Readonly<Record<CustomStepKind, string>> = {
  research: 'Lists the points an article on the keyword should make (your prompt is the brief).',
  outline: 'Plans the sections of the article (after research, from its points).',
  write: 'Writes the article from the keyword, the research and the outline.',
  'improve-seo': 'Rewrites the article for search around the keyword, then follows your prompt.',
  image: 'Makes a feature image (your prompt describes it; the title when empty).',
  'internal-links': 'Links the article to your own posts (your prompt says which topics to favour).',
  publish: 'Sends the article to one of your sites, as a draft or published.',
};

/** Steps that work on the written article: a Write step must come before them. */
export const articleSteps: readonly CustomStepKind[] = ['improve-seo', 'image', 'internal-links', 'publish'];
/** Steps that shape the article: they come before Write. */
export const preparationSteps: readonly CustomStepKind[] = ['research', 'outline'];
/** Kinds a workflow may hold more than once. */
export const repeatableSteps: readonly CustomStepKind[] = ['improve-seo'];

export const MAX_CUSTOM_STEPS = 10;
export const MAX_STEP_PROMPT = 1000;
export const MAX_CUSTOM_WORKFLOW_NAME = 100;
/** Keywords of one start: each one run. */
export const MAX_CUSTOM_KEYWORDS = 20;
export const MAX_KEYWORD_LENGTH = 200;
/** Saved workflows of one team. */
export const MAX_CUSTOM_WORKFLOWS = 100;

const objectId = z.string().regex(/^[a-f0-9]{24}$/i, 'Must be a valid id.');

/** A step's own prompt: optional, trimmed, an empty one is none. */
const prompt = z
  .string()
  .trim()
  .max(MAX_STEP_PROMPT, `A step's prompt is at most ${MAX_STEP_PROMPT} characters.`)
  .optional()
  .transform((v) => (v ? v : undefined));

const ResearchStep = z.strictObject({
  kind: z.literal('research'),
  prompt,
  /** How many points to list. */
  points: z.number().int().min(3, 'At least 3 points.').max(10, 'At most 10 points.').default(5),
});
const OutlineStep = z.strictObject({ kind: z.literal('outline'), prompt });
const WriteStep = z.strictObject({
  kind: z.literal('write'),
  prompt,
  length: z.enum(['short', 'medium'], { error: 'Length is short or medium.' }).default('short'),
  language: z
    .string()
    .refine((v) => isLanguageCode(v), 'Unknown language: use one of the content languages.')
    .optional(),
});
const ImproveSeoStep = z.strictObject({ kind: z.literal('improve-seo'), prompt });
const ImageStep = z.strictObject({ kind: z.literal('image'), prompt });
const InternalLinksStep = z.strictObject({
  kind: z.literal('internal-links'),
  prompt,
  /** How many of the team's posts to link at most. */
  links: z.number().int().min(1, 'At least 1 link.').max(10, 'At most 10 links.').default(5),
});
const PublishStep = z.strictObject({
  kind: z.literal('publish'),
  /** One of the team's integrations (WordPress, Ghost or the API). */
  integrationId: objectId,
  status: z.enum(['draft', 'publish'], { error: 'Send it as a draft or publish it.' }).default('draft'),
});

export const CustomStep = z.discriminatedUnion(
  'kind',
  [ResearchStep, OutlineStep, WriteStep, ImproveSeoStep, ImageStep, InternalLinksStep, PublishStep],
  { error: `Each step's kind is one of: ${customStepKinds.join(', ')}.` },
);
export type CustomStep = z.output<typeof CustomStep>;
export type CustomStepInput = z.input<typeof CustomStep>;

/**
 * The order rules of a workflow's steps, as messages naming the step (empty
 * when it is fine). The schema reports each at its step.
 */
export function customStepProblems(
  steps: readonly Pick<CustomStep, 'kind'>[],
): { index: number; message: string }[] {
  const problems: { index: number; message: string }[] = [];
  const name = (i: number) => `${customStepLabels[steps[i]!.kind]} (step ${i + 1})`;
  const write = steps.findIndex((s) => s.kind === 'write');
  const seen = new Set<CustomStepKind>();
  steps.forEach((step, i) => {
    if (seen.has(step.kind) && !repeatableSteps.includes(step.kind))
      problems.push({
        index: i,
        message: `${name(i)}: a workflow has one ${customStepLabels[step.kind]} step.`,
      });
    seen.add(step.kind);
    if (articleSteps.includes(step.kind) && (write === -1 || write > i))
      problems.push({ index: i, message: `${name(i)} needs an article: put a Write step before it.` });
    if (preparationSteps.includes(step.kind) && write !== -1 && write < i)
      problems.push({ index: i, message: `${name(i)} shapes the article: put it before the Write step.` });
    if (step.kind === 'publish' && i !== steps.length - 1)
      problems.push({ index: i, message: `${name(i)} must be the last step.` });
  });
  const outline = steps.findIndex((s) => s.kind === 'outline');
  const research = steps.findIndex((s) => s.kind === 'research');
  if (outline !== -1 && research > outline)
    problems.push({
      index: research,
      message: `${name(research)} feeds the outline: put it before the Outline step.`,
    });
  return problems;
}

const Steps = z
  .array(CustomStep)
  .min(1, 'Add at least one step.')
  .max(MAX_CUSTOM_STEPS, `A workflow has at most ${MAX_CUSTOM_STEPS} steps.`)
  .superRefine((steps, ctx) => {
    for (const p of customStepProblems(steps))
      ctx.addIssue({ code: 'custom', path: [p.index], message: p.message });
  });

const Name = z
  .string({ error: 'Give the workflow a name.' })
  .trim()
  .min(1, 'Give the workflow a name.')
  .max(MAX_CUSTOM_WORKFLOW_NAME, `A name is at most ${MAX_CUSTOM_WORKFLOW_NAME} characters.`);

/** POST /api/custom-workflows. */
export const CustomWorkflowBody = z.strictObject({ name: Name, steps: Steps });
export type CustomWorkflowBody = z.input<typeof CustomWorkflowBody>;
export type CustomWorkflowInput = z.output<typeof CustomWorkflowBody>;

/** PATCH /api/custom-workflows/{id}: a new name, new steps, or both. */
export const CustomWorkflowPatch = z
  .strictObject({ name: Name.optional(), steps: Steps.optional() })
  .refine((v) => v.name !== undefined || v.steps !== undefined, 'Send a name or steps to change.');
export type CustomWorkflowPatch = z.input<typeof CustomWorkflowPatch>;

const Keyword = z
  .string()
  .trim()
  .min(1, 'A keyword cannot be empty.')
  .max(MAX_KEYWORD_LENGTH, `A keyword is at most ${MAX_KEYWORD_LENGTH} characters.`);

/** The keywords of a textarea: one a line, trimmed, empty lines and repeats left out. */
export function keywordsFromText(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const k = line.trim();
    if (!k || seen.has(k.toLowerCase())) continue;
    seen.add(k.toLowerCase());
    out.push(k);
  }
  return out;
}

/** POST /api/custom-workflows/{id}/run: one run per keyword. */
/** When a scheduled workflow run starts: a wall-clock time in the run's time zone. */
export const RunAtField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'runAt must be a date and time, e.g. 2026-12-01T09:30.');
export const TimeZoneField = z
  .string()
  .refine(isTimeZone, 'timeZone must be an IANA time zone, e.g. Europe/Paris.');

export const CustomWorkflowRunBody = z
  .strictObject({
    keywords: z
      .array(Keyword)
      .min(1, 'Add at least one keyword.')
      .max(MAX_CUSTOM_KEYWORDS, `At most ${MAX_CUSTOM_KEYWORDS} keywords at once.`)
      .refine((list) => new Set(list.map((k) => k.toLowerCase())).size === list.length, 'Each keyword once.'),
    folderId: objectId.optional(),
    /**
     * Runs later: a wall-clock time (YYYY-MM-DDTHH:mm) in `timeZone`. The
     * credits are held when it runs, not now.
     */
    runAt: RunAtField.optional(),
    timeZone: TimeZoneField.optional(),
  })
  .refine((body) => !body.runAt || body.timeZone, {
    message: 'A scheduled run needs its time zone.',
    path: ['timeZone'],
  });
export type CustomWorkflowRunBody = z.input<typeof CustomWorkflowRunBody>;

/** How far ahead a workflow run can be scheduled, in days (the calendar's range). */
export const MAX_SCHEDULE_DAYS = 60;

/**
 * A workflow run scheduled for later: a custom workflow's runs
 * (POST /api/custom-workflows/{id}/run with runAt) or a video to blog
 * (POST /api/workflows/schedule).
 */
export const ScheduledWorkflowRunView = z.object({
  id: z.string(),
  /** The calendar item's id (POST /api/calender/{id}/cancel). */
  calendar_id: z.string(),
  type: z.enum(['custom', 'video-to-blog']),
  /** The saved custom workflow; null for a video to blog. */
  workflow_id: z.string().nullable(),
  workflow_name: z.string(),
  /** A custom workflow's keywords, one run each (empty for a video to blog). */
  keywords: z.array(z.string()),
  /** A video to blog's video. */
  video_url: z.string().nullable(),
  at: z.string(),
  time_zone: z.string(),
  status: z.enum(['scheduled', 'started', 'failed', 'cancelled']),
  error: z.string().nullable(),
  run_ids: z.array(z.string()),
});
export type ScheduledWorkflowRunView = z.infer<typeof ScheduledWorkflowRunView>;

export interface CustomStepCost {
  kind: CustomStepKind;
  words: number;
}

/**
 * What one run of `steps` holds at most (on one keyword): one workflow of
 * the plan and the words of its steps, from the same cost rules as the
 * editor and the article generator. A run is charged what its steps used,
 * never more; a failed run is refunded.
 */
export function customWorkflowCost(steps: readonly CustomStepInput[]): {
  words: number;
  workflows: number;
  steps: CustomStepCost[];
} {
  const write = steps.find((s) => s.kind === 'write');
  const length = write && write.kind === 'write' ? (write.length ?? 'short') : 'short';
  const articleWords = defaultWordCount(length);
  const perStep = steps.map((step): CustomStepCost => {
    switch (step.kind) {
      case 'research':
        return { kind: step.kind, words: (step.points ?? 5) * 25 };
      case 'outline':
        return { kind: step.kind, words: Math.min(14, Math.max(2, Math.round(articleWords / 330))) * 10 };
      case 'write':
        return { kind: step.kind, words: articleCost({}) };
      case 'improve-seo':
        return {
          kind: step.kind,
          words:
            editorOperationCost('improve-seo', { words: articleWords }) +
            (step.prompt?.trim() ? editorOperationCost('command', { words: articleWords }) : 0),
        };
      case 'image':
        return { kind: step.kind, words: creditCosts.featureImage };
      case 'internal-links':
        return { kind: step.kind, words: creditCosts.internalLinks };
      default:
        // publish: no AI, no words.
        return { kind: step.kind, words: 0 };
    }
  });
  return { words: perStep.reduce((sum, s) => sum + s.words, 0), workflows: 1, steps: perStep };
}

/** The cost of running `steps` on `keywords` keywords. */
export function customRunsCost(steps: readonly CustomStepInput[], keywords: number) {
  const one = customWorkflowCost(steps);
  return { words: one.words * keywords, workflows: one.workflows * keywords };
}

export const CustomWorkflowView = z.object({
  id: z.string(),
  name: z.string(),
  steps: z.array(CustomStep),
  /** What one run (one keyword) holds at most. */
  cost: z.object({ words: z.number().int().min(0), workflows: z.number().int().min(0) }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomWorkflowView = z.infer<typeof CustomWorkflowView>;
export const CustomWorkflowResponse = z.object({ data: CustomWorkflowView });
export const CustomWorkflowList = z.object({
  data: z.array(CustomWorkflowView),
  total: z.number().int().min(0),
});
export type CustomWorkflowList = z.infer<typeof CustomWorkflowList>;

/** What a custom run made (a WorkflowRunView's `article`). */
export const CustomRunArticle = z.object({
  title: z.string(),
  html: z.string(),
  words: z.number().int().min(0),
  feature_image: z.object({ url: z.string(), alt: z.string() }).nullable(),
  collection_id: z.string().nullable(),
  post_id: z.string().nullable(),
  published_url: z.string().nullable(),
});
export type CustomRunArticle = z.infer<typeof CustomRunArticle>;

/** A custom run's keyword and the workflow it runs (its steps as they were at the start). */
export const CustomRunInfo = z.object({
  workflow_id: z.string(),
  workflow_name: z.string(),
  keyword: z.string(),
  steps: z.array(CustomStep),
});
export type CustomRunInfo = z.infer<typeof CustomRunInfo>;

import { z } from 'zod';
import { articleCost, creditCosts } from '../constants/credits';
import { isLanguageCode } from '../constants/languages';
import {
  CustomRunArticle,
  CustomRunInfo,
  RunAtField,
  ScheduledWorkflowRunView,
  TimeZoneField,
} from './customWorkflows';

/**
 * Workflows (issue 11, SPEC §7: POST /api/workflows; GET
 * /api/workflows?offset&limit; GET, POST, DELETE /api/workflows/{id}).
 * The catalogue lists every workflow the product runs; a run of a type of
 * `workflowTypes` is a WorkflowRun of the job engine, charged one workflow
 * of the plan's allowance plus the words its article costs.
 */

/** Workflow types runnable through POST /api/workflows. */
export const workflowTypes = ['video-to-blog'] as const;
export type WorkflowType = (typeof workflowTypes)[number];
/** Types of the runs GET /api/workflows lists: those above, and custom workflows' runs (started by /api/custom-workflows/{id}/run). */
export const workflowRunTypes = ['video-to-blog', 'custom'] as const;
export type WorkflowRunType = (typeof workflowRunTypes)[number];

export interface WorkflowStepEntry {
  key: string;
  label: string;
}

/** One input of a workflow's form. */
export interface WorkflowInputField {
  name: string;
  label: string;
  kind: 'url' | 'language' | 'length';
  required: boolean;
  placeholder?: string;
  help?: string;
}

export interface WorkflowCatalogueEntry {
  slug: string;
  /** The type POST /api/workflows runs; null when the workflow has a screen of its own (bulk). */
  type: WorkflowType | null;
  name: string;
  description: string;
  /** Where it runs: /dashboard/workflows/{slug} for a type, else its own screen. */
  path: string;
  steps: readonly WorkflowStepEntry[];
  inputs: readonly WorkflowInputField[];
  /** What a run costs, in a sentence. */
  cost: string;
}

export const videoToBlogSteps: readonly WorkflowStepEntry[] = [
  { key: 'transcript', label: 'Fetch the transcript' },
  { key: 'write', label: 'Write the article' },
  { key: 'save', label: 'Save the post' },
  { key: 'settle', label: 'Charge' },
];

/** Credits of one run of a type: words for its article and one workflow of the plan. */
export function workflowCost(type: WorkflowType): { words: number; workflows: number } {
  switch (type) {
    case 'video-to-blog':
      return { words: articleCost({}), workflows: 1 };
  }
}

export const workflowCatalogue: readonly WorkflowCatalogueEntry[] = [
  {
    slug: 'bulk-articles',
    type: null,
    name: 'Bulk articles',
    description:
      'Many articles from a list of keywords or titles (pasted or from a CSV), each into a folder, written in parallel.',
    path: '/dashboard/bulk-generate',
    steps: [
      { key: 'write', label: 'Write' },
      { key: 'save', label: 'Save to the folder' },
      { key: 'settle', label: 'Charge or refund' },
    ],
    inputs: [],
    cost: `${creditCosts.articleBase.toLocaleString('en-US')} credits an article, plus its options; a failed article is refunded.`,
  },
  {
    slug: 'autoblog',
    type: null,
    name: 'Autoblogging',
    description:
      'A schedule that writes one article at each time you choose, from keywords or an RSS feed, as a draft or published to your site; weak drafts are held back.',
    path: '/dashboard/autoblogging',
    steps: [
      { key: 'topic', label: 'Pick a topic' },
      { key: 'write', label: 'Write' },
      { key: 'gate', label: 'Quality gate' },
      { key: 'save', label: 'Save or publish' },
      { key: 'settle', label: 'Charge or refund' },
    ],
    inputs: [],
    cost: `${creditCosts.articleBase.toLocaleString('en-US')} credits an article, plus its options; a held-back draft is refunded.`,
  },
  {
    slug: 'video-to-blog',
    type: 'video-to-blog',
    name: 'Video to blog',
    description:
      'A blog post from a YouTube video: its transcript turned into an article with headings, key points and timestamps linking back to the video (its chapters when it has them).',
    path: '/dashboard/workflows/video-to-blog',
    steps: videoToBlogSteps,
    inputs: [
      {
        name: 'url',
        label: 'YouTube video URL',
        kind: 'url',
        required: true,
        placeholder: 'https://www.youtube.com/watch?v=…',
        help: 'The video needs captions (its own or automatic ones).',
      },
      { name: 'language', label: 'Language of the article', kind: 'language', required: false },
      { name: 'length', label: 'Length', kind: 'length', required: false },
    ],
    cost: `1 workflow and ${workflowCost('video-to-blog').words.toLocaleString('en-US')} credits a video; a failed run is refunded, a video without captions costs nothing.`,
  },
  {
    slug: 'custom',
    type: null,
    name: 'Custom workflow',
    description:
      'Your own workflow: research, outline, write, improve SEO, image, internal links and publish, in your order and with your own prompts, run on one keyword or many.',
    path: '/dashboard/custom-workflow',
    steps: [
      { key: 'steps', label: 'Your steps, in order' },
      { key: 'save', label: 'Save the post' },
      { key: 'settle', label: 'Charge' },
    ],
    inputs: [],
    cost: '1 workflow a keyword plus the credits of its steps (shown before the start); a failed run is refunded.',
  },
];

export const workflowBySlug: ReadonlyMap<string, WorkflowCatalogueEntry> = new Map(
  workflowCatalogue.map((w) => [w.slug, w]),
);

export function isWorkflowType(value: unknown): value is WorkflowType {
  return typeof value === 'string' && (workflowTypes as readonly string[]).includes(value);
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The video id of a YouTube URL (watch?v=, youtu.be/, /shorts/, /embed/,
 * /live/, /v/), or null when it is not one.
 */
export function youTubeVideoId(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const [, kind, value] = url.pathname.split('/');
      if (kind && ['shorts', 'embed', 'live', 'v'].includes(kind)) id = value ?? null;
    }
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The watch URL of a video, at `seconds` when given. */
export function youTubeWatchUrl(videoId: string, seconds?: number): string {
  const at = seconds && seconds > 0 ? `&t=${Math.floor(seconds)}s` : '';
  return `https://www.youtube.com/watch?v=${videoId}${at}`;
}

/** 75 → "1:15", 3725 → "1:02:05". */
export function formatTimestamp(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

const objectId = z.string().regex(/^[a-f0-9]{24}$/i, 'Must be a valid id.');

export const VideoToBlogInput = z.strictObject({
  url: z
    .string()
    .trim()
    .min(1, 'Paste the URL of a YouTube video.')
    .max(500)
    .refine((v) => youTubeVideoId(v) !== null, 'This is not the URL of a YouTube video.'),
  language: z
    .string()
    .refine((v) => isLanguageCode(v), 'Unknown language: use one of the content languages.')
    .optional(),
  length: z.enum(['short', 'medium']).optional(),
  folderId: objectId.optional(),
});
export type VideoToBlogInput = z.infer<typeof VideoToBlogInput>;

/** POST /api/workflows: a run of one type with its inputs. */
export const WorkflowRunBody = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('video-to-blog'), input: VideoToBlogInput }),
]);
export type WorkflowRunBody = z.infer<typeof WorkflowRunBody>;

/**
 * POST /api/workflows/schedule: a video to blog run later, at a wall-clock
 * time in `timeZone` (201, a ScheduledWorkflowRunView). Nothing is held
 * until it runs; the video's captions are read then.
 */
export const WorkflowScheduleBody = z.strictObject({
  type: z.literal('video-to-blog'),
  input: VideoToBlogInput,
  runAt: RunAtField,
  timeZone: TimeZoneField,
});
export type WorkflowScheduleBody = z.infer<typeof WorkflowScheduleBody>;
export const ScheduledWorkflowRunResponse = z.object({ data: ScheduledWorkflowRunView });

/** POST /api/workflows/{id}: what to do with a run. */
export const WorkflowActionBody = z.strictObject({ action: z.enum(['retry', 'cancel']) });
export type WorkflowActionBody = z.infer<typeof WorkflowActionBody>;

export const WorkflowRunStatus = z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled']);
export type WorkflowRunStatus = z.infer<typeof WorkflowRunStatus>;

export const WorkflowListQuery = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  type: z.enum(workflowRunTypes).optional(),
  status: WorkflowRunStatus.optional(),
});
export type WorkflowListQuery = z.infer<typeof WorkflowListQuery>;

export const WorkflowStepView = z.object({
  key: z.string(),
  label: z.string(),
  status: z.enum(['pending', 'running', 'succeeded', 'failed', 'skipped']),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** What the step produced, in a phrase ("412 caption lines, 5 chapters"). */
  detail: z.string().nullable(),
  /** What the step made, for a custom workflow's steps (points, headings, the links added…). */
  output: z.string().nullable(),
  /** The user's prompt of a custom workflow's step. */
  prompt: z.string().nullable(),
  error: z.string().nullable(),
});
export type WorkflowStepView = z.infer<typeof WorkflowStepView>;

export const VideoChapterView = z.object({
  title: z.string(),
  start: z.number().min(0),
  url: z.string(),
});
export type VideoChapterView = z.infer<typeof VideoChapterView>;

export const VideoInfoView = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  duration_seconds: z.number().min(0),
});
export type VideoInfoView = z.infer<typeof VideoInfoView>;

/** What a video-to-blog run made. */
export const VideoToBlogResult = z.object({
  title: z.string(),
  /** The article's sections: the video's chapters, or parts of the transcript when it has none. */
  chapters: z.array(VideoChapterView),
  chapters_from: z.enum(['video', 'transcript']),
  key_points: z.array(z.string()),
  html: z.string(),
  words: z.number().int().min(0),
  collection_id: z.string().nullable(),
  post_id: z.string().nullable(),
});
export type VideoToBlogResult = z.infer<typeof VideoToBlogResult>;

const Credits = z.object({ words: z.number().int().min(0), workflows: z.number().int().min(0) });

export const WorkflowRunView = z.object({
  id: z.string(),
  type: z.enum(workflowRunTypes),
  slug: z.string(),
  name: z.string(),
  status: WorkflowRunStatus,
  /** 0…1. */
  progress: z.number().min(0).max(1),
  input: z.object({
    /** The video of a video-to-blog run; null for a custom run. */
    url: z.string().nullable(),
    language: z.string().nullable(),
    length: z.enum(['short', 'medium']),
  }),
  video: VideoInfoView.nullable(),
  steps: z.array(WorkflowStepView),
  result: VideoToBlogResult.nullable(),
  /** A custom run's keyword and steps (a snapshot taken at its start). */
  custom: CustomRunInfo.nullable(),
  /** What a custom run made. */
  article: CustomRunArticle.nullable(),
  error: z.string().nullable(),
  /** Held while running; what a run costs. */
  cost: Credits,
  charged: Credits,
  refunded: Credits,
  attempts: z.number().int().min(1),
  /** 'offline writer' when the offline writer wrote it. */
  writer: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
});
export type WorkflowRunView = z.infer<typeof WorkflowRunView>;
export const WorkflowRunResponse = z.object({ data: WorkflowRunView });
export const WorkflowRunList = z.object({ data: z.array(WorkflowRunView), total: z.number().int().min(0) });
export type WorkflowRunList = z.infer<typeof WorkflowRunList>;

/** A run ends in one of these. */
export const finalWorkflowStatuses: readonly WorkflowRunStatus[] = ['succeeded', 'failed', 'cancelled'];

/** POST /api/custom-workflows/{id}/run: the runs started, one per keyword, and what they hold. */
export const CustomWorkflowStartView = z.object({
  runs: z.array(WorkflowRunView),
  cost: Credits,
  /** Set (and `runs` empty) when the run was scheduled for later. */
  scheduled: ScheduledWorkflowRunView.optional(),
});
export type CustomWorkflowStartView = z.infer<typeof CustomWorkflowStartView>;
export const CustomWorkflowStartResponse = z.object({ data: CustomWorkflowStartView });

/**
 * Workflow runs on the job engine (issue 11). A video-to-blog attempt is a
 * job run of type `workflow.video-to-blog` whose steps are:
 *
 *   write   the article from the stored transcript (the AI call; its result
 *           is stored, so a retried delivery does not write it again)
 *   finish  the attempt's outcome claimed (`finishing`, a unique-_id insert:
 *           a cancel arriving at once claims the same _id, one of them wins)
 *   save    its collection and post, with ids derived from the run and the
 *           attempt: a second insert fails on its unique _id
 *   settle  the article's words and the plan's workflow settled (closing a
 *           reservation is idempotent: its ledger entry is keyed on it)
 *
 * A transient provider failure is retried with the engine's backoff; on the
 * last attempt, or for a permanent failure, the attempt ends `failed` and
 * both reservations are refunded in full (the user may retry the run).
 */
import { type VideoToBlogResult, youTubeWatchUrl } from '@inkpress/shared-core';
import { type AiProvider, aiConfigFromEnv, createProvider, runOperation } from '../ai';
import { MAX_VIDEO_SECTIONS } from '../ai/catalogue/video';
import type { AiEnv } from '../ai/config';
import type { JobContext } from '../jobs/registry';
import { WorkflowRun, type WorkflowRunDoc } from '../models/WorkflowRun';
import { articlePost } from '../services/posts/article';
import { sectionsOf } from '../services/youtube';
import {
  defineWorkflowJob,
  finishRun,
  loadOutcome,
  type RunningRun,
  saveArticle,
  setStep,
  workflowTopic,
} from './workflowLifecycle';

export {
  failAttempt,
  loadOutcome,
  outcomeId,
  publishRun,
  refundAll,
  type WorkflowJobInput,
  workflowTopic,
} from './workflowLifecycle';

let provider: AiProvider | undefined;

/** The provider workflow articles are written with (the worker sets the app's; tests their own). */
export function setWorkflowProvider(next: AiProvider | undefined) {
  provider = next;
}

export function workflowProvider(): AiProvider {
  provider ??= createProvider(aiConfigFromEnv(process.env as AiEnv));
  return provider;
}

interface Written {
  html: string;
  credits: number;
  label: string;
  provider: string;
  model: string;
}

/** How often a writing step looks whether its run was cancelled (and stops the AI call then). */
const CANCEL_CHECK_MS = 500;

async function write(ctx: Pick<JobContext, 'publish'>, run: WorkflowRunDoc): Promise<Written> {
  const video = run.video!;
  const length = run.input.length ?? 'short';
  const sections = sectionsOf(
    {
      id: video.id,
      title: video.title,
      author: video.author,
      durationSeconds: video.durationSeconds,
      description: '',
      chapters: video.chapters,
      lines: run.transcript,
      language: video.language,
    },
    length === 'medium' ? 7 : 5,
  );
  const ai = workflowProvider();
  // A cancel stops the AI call: nothing more is written (or paid to the provider) for a run nobody wants.
  const stop = new AbortController();
  const watch = setInterval(() => {
    void Promise.all([loadOutcome(String(run._id), run.attempt), WorkflowRun.exists({ _id: run._id })])
      .then(([o, exists]) => {
        if (o?.status === 'cancelled' || !exists) stop.abort();
      })
      .catch(() => undefined);
  }, CANCEL_CHECK_MS);
  try {
    return await writeWith(ctx, run, ai, sections, length, stop.signal);
  } finally {
    clearInterval(watch);
  }
}

async function writeWith(
  ctx: Pick<JobContext, 'publish'>,
  run: WorkflowRunDoc,
  ai: AiProvider,
  sections: ReturnType<typeof sectionsOf>,
  length: 'short' | 'medium',
  signal: AbortSignal,
): Promise<Written> {
  const video = run.video!;
  const op = runOperation(
    ai,
    'video-article',
    {
      videoTitle: video.title,
      videoUrl: youTubeWatchUrl(video.id),
      author: video.author,
      sections: sections
        .slice(0, MAX_VIDEO_SECTIONS)
        .map((s) => ({ title: s.title, timestamp: s.timestamp, url: s.url, text: s.text })),
      length,
      ...(run.input.language ? { language: run.input.language } : {}),
    },
    { gpt4: run.actor.gpt4, signal },
  );
  const topic = workflowTopic(String(run._id));
  const target = length === 'medium' ? 2000 : 1200;
  let chars = 0;
  let lastPush = 0;
  for await (const delta of op) {
    chars += delta.length;
    const now = Date.now();
    if (now - lastPush >= 250) {
      lastPush = now;
      // The transcript is the first quarter; writing goes to 85%.
      const progress = Math.min(0.85, 0.25 + (chars / 6 / target) * 0.6);
      void ctx.publish(topic, { event: 'progress', data: { progress } }).catch(() => undefined);
    }
  }
  const result = await op.result;
  if (result.aborted) throw new Error('Cancelled while the article was written.');
  return {
    html: String(result.output),
    credits: result.credits,
    label: op.providerLabel,
    provider: result.provider,
    model: result.model,
  };
}

function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The article's key points: the items of its "Key points" list. */
export function keyPointsOf(html: string): string[] {
  const section = /<h2[^>]*>\s*Key points\s*<\/h2>\s*<ul[^>]*>([\s\S]*?)<\/ul>/i.exec(html);
  if (!section) return [];
  return [...section[1]!.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => textOf(m[1]!)).filter(Boolean);
}

function save(run: WorkflowRunDoc, written: Written) {
  const title = (/<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(written.html)?.[1] ?? run.video!.title)
    .replace(/<[^>]+>/g, '')
    .trim();
  return saveArticle(
    run,
    {
      title: textOf(title).slice(0, 200) || run.video!.title,
      ...(run.input.folderId ? { folder_id: run.input.folderId } : {}),
      ...(run.input.language ? { locales: [run.input.language] } : {}),
    },
    () =>
      articlePost(written.html, {
        title: run.video!.title,
        ...(run.input.language ? { language: run.input.language } : {}),
        extendedData: {
          generation: {
            workflow: 'video-to-blog',
            workflowRunId: String(run._id),
            video: youTubeWatchUrl(run.video!.id),
            provider: written.provider,
            model: written.model,
          },
        },
      }),
  );
}

async function runVideoToBlog({ ctx, run, push }: RunningRun) {
  const runId = String(run._id);
  const { attempt } = run;
  await setStep(runId, attempt, 'write', { status: 'running' });
  await push();
  const written = await ctx.step('write', () => write(ctx, run));
  await setStep(runId, attempt, 'write', {
    status: 'succeeded',
    detail: `${textOf(written.html).split(' ').length.toLocaleString('en-US')} words by the ${written.label}`,
  });
  await WorkflowRun.updateOne({ _id: runId, attempt }, { $set: { writer: written.label } });

  return finishRun(
    { ctx, run, push },
    {
      credits: written.credits,
      save: () => save(run, written),
      result: (saved): VideoToBlogResult => {
        const video = run.video!;
        const sections = [
          ...written.html.matchAll(
            /<h2[^>]*>([^<]*)<\/h2>\s*<p[^>]*>\s*<a href="([^"]+)"[^>]*>([^<]+)<\/a>/gi,
          ),
        ];
        return {
          title: textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(written.html)?.[1] ?? video.title),
          chapters: sections.map((m) => {
            const url = m[2]!.replace(/&amp;/g, '&');
            const t = /[?&]t=(\d+)s/.exec(url);
            return { title: textOf(m[1]!), start: t ? Number(t[1]) : 0, url };
          }),
          chapters_from: video.chapters.length > 0 ? 'video' : 'transcript',
          key_points: keyPointsOf(written.html),
          html: written.html,
          words: textOf(written.html).split(' ').filter(Boolean).length,
          collection_id: saved.collectionId,
          post_id: saved.postId,
        };
      },
    },
  );
}

export const videoToBlogJob = defineWorkflowJob('workflow.video-to-blog', 'write', runVideoToBlog);

/**
 * A custom workflow's run on the job engine (issue 11): a job run of type
 * `workflow.custom` that executes the steps snapshotted on the run, in
 * order, on its keyword. Each step is one engine step (`s0`, `s1`, …) whose
 * result — the draft so far — is stored by the engine, so a retried or
 * duplicated delivery never runs a finished step (or pays the provider)
 * again. Every step calls the service the product uses for it elsewhere:
 *
 *   research        the talking-points operation (the user's prompt is its brief)
 *   outline         the outline operation (prompt and research points as its brief)
 *   write           prepareArticle (POST /api/generate's) and the article operation,
 *                   the prompt as the article's instructions
 *   improve-seo     the improve-seo operation over the article's parts (as
 *                   POST /api/improve-article does), then the prompt as a command
 *   image           the provider's image generation (the prompt describes it)
 *   internal-links  suggestLinks (POST /api/suggest-links) and the add-internal-links operation
 *   publish         publishPost of the integrations service, after the save
 *
 * Then, as a video-to-blog run: `finish` claims the attempt's outcome (a
 * cancel claims the same _id), `save` creates its collection and post with
 * ids derived from the run and attempt, `publish` sends it when asked, and
 * `settle` charges what the steps used (never more than was held) and the
 * plan's workflow. A transient failure is retried; a permanent one, or the
 * last try, ends the attempt failed with both reservations refunded.
 */
import {
  type CustomRunArticle,
  type CustomStep,
  creditCosts,
  htmlToText,
  type PublishInput,
} from '@inkpress/shared-core';
import type { AiProvider } from '../ai';
import { runOperation } from '../ai';
import { type Config, loadConfig } from '../config';
import { actingAs } from '../identity';
import { WorkflowRun, type WorkflowRunDoc } from '../models/WorkflowRun';
import { customStepKey } from '../presenters/workflow';
import { findIntegration } from '../services/integrations';
import { chunkHtml, topLevelBlocks } from '../services/posts/chunks';
import { suggestLinks } from '../services/posts/links';
import { sanitizePostHtml } from '../services/sanitize';
import { articlePostOf, prepareArticle } from './generateArticle';
import { publishPost } from './publish';
import { workflowProvider } from './workflowJobs';
import {
  defineWorkflowJob,
  finishRun,
  PermanentError,
  type RunningRun,
  saveArticle,
  setStep,
} from './workflowLifecycle';

let config: Config | undefined;
/** The configuration the publish step sends with (the worker's own by default; tests set theirs). */
export function useCustomWorkflowConfig(next: Config | undefined) {
  config = next;
}
/** The configuration workflow jobs act with (publishing, fetching captions). */
export function workflowWorkerConfig(): Config {
  config ??= loadConfig();
  return config;
}
const workerConfig = workflowWorkerConfig;

/** What the steps have made so far; each step's result is the next draft. */
export interface Draft {
  title: string;
  points: string[];
  outline: string[];
  html: string | null;
  featureImage: { url: string; alt: string } | null;
  /** Credits the steps' operations used, summed. */
  credits: number;
  writer: string | null;
  provider: string | null;
  model: string | null;
  /** For the step's line on the run screen. */
  detail: string;
  output: string | null;
}

const words = (html: string) => htmlToText(html).split(/\s+/).filter(Boolean).length;
const n = (v: number) => v.toLocaleString('en-US');
const listOf = (output: unknown): string[] =>
  (Array.isArray(output) ? output.map(String) : String(output ?? '').split('\n'))
    .map((s) => s.trim())
    .filter(Boolean);

/** The write step's options (length, language) of a snapshot, or the defaults. */
function writeOptions(steps: readonly CustomStep[]) {
  const write = steps.find((s) => s.kind === 'write');
  return write?.kind === 'write'
    ? { length: write.length, language: write.language }
    : { length: 'short' as const, language: undefined };
}

/** Runs one operation to its end; an aborted or failed call throws (the step is then retried or failed). */
async function complete(ai: AiProvider, id: string, input: unknown, gpt4: boolean) {
  const result = await runOperation(ai, id, input, { gpt4 }).complete();
  if (result.aborted) throw new Error('The writer stopped before it finished.');
  return result;
}

/** The article's parts after its h1, as POST /api/improve-article splits them. */
function partsOf(html: string) {
  const blocks = topLevelBlocks(sanitizePostHtml(html));
  const head = blocks[0] && /^\s*<h1\b/i.test(blocks[0]) ? (blocks.shift() as string) : '';
  return { head, parts: chunkHtml(blocks.join('')) };
}

async function rewriteParts(
  ai: AiProvider,
  gpt4: boolean,
  html: string,
  id: string,
  extra: Record<string, unknown>,
): Promise<{ html: string; credits: number }> {
  const { head, parts } = partsOf(html);
  let out = head;
  let credits = 0;
  for (const part of parts) {
    const result = await complete(ai, id, { text: part, ...extra }, gpt4);
    credits += result.credits;
    out += String(result.output);
  }
  return { html: out, credits };
}

async function runStep(run: WorkflowRunDoc, step: CustomStep, draft: Draft): Promise<Draft> {
  const ai = workflowProvider();
  const gpt4 = run.actor.gpt4;
  const keyword = run.input.keyword ?? '';
  const { length, language } = writeOptions(run.input.steps ?? []);
  const lang = language ? { language } : {};
  const next: Draft = { ...draft, detail: '', output: null };
  const note = (result: { provider: string; model: string }) => {
    next.provider = result.provider;
    next.model = result.model;
    next.writer = result.provider === 'offline' ? 'offline writer' : (next.writer ?? result.provider);
  };
  switch (step.kind) {
    case 'research': {
      const result = await complete(
        ai,
        'generate-talking-points',
        {
          keyword,
          title: draft.title,
          count: step.points,
          ...(step.prompt ? { text: step.prompt } : {}),
          ...lang,
        },
        gpt4,
      );
      note(result);
      next.points = listOf(result.output).slice(0, step.points);
      next.credits += result.credits;
      next.detail = `${next.points.length} points to make`;
      next.output = next.points.map((p) => `• ${p}`).join('\n');
      return next;
    }
    case 'outline': {
      const brief = [
        step.prompt && `Instructions: ${step.prompt}`,
        draft.points.length > 0 && `Points to cover:\n${draft.points.map((p) => `- ${p}`).join('\n')}`,
      ]
        .filter(Boolean)
        .join('\n');
      const result = await complete(
        ai,
        'generate-outline',
        {
          title: draft.title,
          keyword,
          length,
          ...(brief ? { brief } : {}),
          ...(step.prompt ? { instructions: step.prompt } : {}),
          ...lang,
        },
        gpt4,
      );
      note(result);
      next.outline = listOf(result.output).slice(0, 30);
      next.credits += result.credits;
      next.detail = `${next.outline.length} sections`;
      next.output = next.outline.map((h, i) => `${i + 1}. ${h}`).join('\n');
      return next;
    }
    case 'write': {
      const prepared = await prepareArticle(
        actingAs(run.actor),
        {
          title: draft.title,
          keyword,
          length,
          ...lang,
          ...(draft.outline.length > 0 ? { outline: draft.outline.map((h) => h.slice(0, 200)) } : {}),
        },
        { templateFields: false, provider: ai },
      );
      const brief =
        draft.points.length > 0
          ? `Points to cover:\n${draft.points.map((p) => `- ${p}`).join('\n')}`
          : undefined;
      const result = await complete(
        ai,
        'generate-article',
        {
          ...prepared.input,
          ...(brief ? { brief } : {}),
          ...(step.prompt ? { instructions: step.prompt } : {}),
        },
        gpt4,
      );
      note(result);
      next.html = String(result.output);
      next.credits += result.credits;
      next.title =
        htmlToText(/<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(next.html)?.[1] ?? '')
          .trim()
          .slice(0, 200) || draft.title;
      next.detail = `${n(words(next.html))} words by the ${result.provider === 'offline' ? 'offline writer' : ai.label}`;
      next.output = htmlToText(next.html).slice(0, 600);
      return next;
    }
    case 'improve-seo': {
      const seo = await rewriteParts(ai, gpt4, draft.html ?? '', 'improve-seo', { keyword, ...lang });
      let html = seo.html;
      let credits = seo.credits;
      if (step.prompt) {
        const followed = await rewriteParts(ai, gpt4, html, 'command', { instruction: step.prompt, ...lang });
        html = followed.html;
        credits += followed.credits;
      }
      next.html = html;
      next.credits += credits;
      next.detail = `Rewritten for “${keyword}”${step.prompt ? ', then your prompt applied' : ''}: ${n(words(html))} words`;
      next.output = htmlToText(html).slice(0, 600);
      return next;
    }
    case 'image': {
      const prompt = step.prompt ? `${step.prompt} (for an article: ${draft.title})` : draft.title;
      const [image] = await ai.generateImage({ prompt, size: '1792x1024' });
      if (!image) throw new Error('The image generator answered no image.');
      next.featureImage = { url: image.url, alt: draft.title };
      // Priced as the article generator's feature image (the generator reports no credits of its own).
      next.credits += creditCosts.featureImage;
      next.detail = `A 1792×1024 feature image of “${clip(prompt, 80)}”`;
      return next;
    }
    case 'internal-links': {
      const content = [step.prompt, draft.title, keyword, htmlToText(draft.html ?? '')]
        .filter(Boolean)
        .join('\n');
      const links = (
        await suggestLinks(actingAs(run.actor), { content: content.slice(0, 200_000), limit: step.links })
      ).map((l) => ({ url: l.url, title: l.title.slice(0, 200) }));
      if (links.length === 0) {
        next.detail = 'No post of yours fits this article: no link added';
        return next;
      }
      const linked = await rewriteParts(ai, gpt4, draft.html ?? '', 'add-internal-links', { links, ...lang });
      next.html = linked.html;
      next.credits += linked.credits;
      const added = links.filter((l) => linked.html.includes(l.url));
      next.detail = `${added.length} of ${links.length} suggested links added`;
      next.output = links.map((l) => `${added.includes(l) ? '✓' : '–'} ${l.title} (${l.url})`).join('\n');
      return next;
    }
    case 'publish':
      // After the save (below): a post must exist before it is sent anywhere.
      return next;
  }
}

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

function save(run: WorkflowRunDoc, draft: Draft) {
  const { length, language } = writeOptions(run.input.steps ?? []);
  const prepared = {
    keyword: run.input.keyword,
    length,
    options: {},
    input: {
      title: draft.title,
      keyword: run.input.keyword,
      outline: draft.outline,
      length,
      wordCount: words(draft.html ?? ''),
      language,
      options: {},
    },
  };
  return saveArticle(
    run,
    {
      title: draft.title,
      ...(run.input.folderId ? { folder_id: run.input.folderId } : {}),
      ...(language ? { locales: [language] } : {}),
    },
    () =>
      articlePostOf(
        prepared as Parameters<typeof articlePostOf>[0],
        { html: draft.html ?? '', provider: draft.provider ?? 'offline', model: draft.model ?? '' },
        { featureImage: draft.featureImage, outcomes: [], charged: 0 },
        { workflow: 'custom', workflowRunId: String(run._id), workflowId: run.input.workflowId ?? null },
      ),
  );
}

async function runCustom({ ctx, run, push }: RunningRun) {
  const runId = String(run._id);
  const { attempt } = run;
  const steps = run.input.steps ?? [];
  const keyword = run.input.keyword ?? '';
  let draft: Draft = {
    title: keyword.charAt(0).toUpperCase() + keyword.slice(1),
    points: [],
    outline: [],
    html: null,
    featureImage: null,
    credits: 0,
    writer: null,
    provider: null,
    model: null,
    detail: '',
    output: null,
  };
  for (const [index, step] of steps.entries()) {
    if (step.kind === 'publish') continue;
    const current = customStepKey(index);
    await setStep(runId, attempt, current, { status: 'running' });
    await push();
    const before = draft;
    draft = await ctx.step(current, () => runStep(run, step, before));
    await setStep(runId, attempt, current, {
      status: 'succeeded',
      detail: draft.detail,
      output: draft.output,
    });
    if (draft.writer)
      await WorkflowRun.updateOne({ _id: runId, attempt }, { $set: { writer: draft.writer } });
    await push();
  }
  if (!draft.html) throw new PermanentError('This workflow has no Write step: there is no article to save.');

  const final = draft;
  let publishedUrl: string | null = null;
  const publishIndex = steps.findIndex((s) => s.kind === 'publish');
  const publish = steps[publishIndex];
  return finishRun(
    { ctx, run, push },
    {
      credits: final.credits,
      save: () => save(run, final),
      afterSave: async (saved) => {
        if (publish?.kind !== 'publish') return;
        const key = customStepKey(publishIndex);
        await setStep(runId, attempt, key, { status: 'running' });
        await push();
        // publishPost is idempotent per post and integration (its lease and publication key).
        const sent = await ctx.step(key, async () => {
          const user = actingAs(run.actor);
          const integration = await findIntegration(user, publish.integrationId);
          const publication = await publishPost(workerConfig(), user, {
            type: integration.type,
            postId: saved.postId,
            integrationId: String(integration._id),
            status: publish.status,
          } as PublishInput);
          return {
            url: publication.url ?? null,
            state: publication.state,
            site: integration.name ?? integration.type,
          };
        });
        publishedUrl = sent.url;
        await setStep(runId, attempt, key, {
          status: 'succeeded',
          detail: `Sent to ${sent.site} as ${sent.state === 'published' ? 'a published post' : 'a draft'}`,
          output: sent.url,
        });
      },
      result: (saved): CustomRunArticle => ({
        title: final.title,
        html: final.html ?? '',
        words: words(final.html ?? ''),
        feature_image:
          final.featureImage && !final.featureImage.url.startsWith('data:') ? final.featureImage : null,
        collection_id: saved.collectionId,
        post_id: saved.postId,
        published_url: publishedUrl,
      }),
    },
  );
}

export const customWorkflowJob = defineWorkflowJob('workflow.custom', 'save', runCustom);

import { MAX_VARIANTS } from '@inkpress/shared-core';
import type { Context } from 'koa';
import type { z } from 'zod';
import { type AiProvider, estimateCredits, runOperation } from '../ai';
import type { EventStream } from '../lib/sse';
import { type AuthUser, authUser } from '../middlewares/auth';
import type { PostDoc } from '../models/Post';
import { presentPost } from '../presenters/post';
import type * as T from '../routes/improve/schema';
import { fieldsOf, findPost, updatePostText } from '../services/posts';
import { chunkHtml, topLevelBlocks } from '../services/posts/chunks';
import { sanitizePostHtml } from '../services/sanitize';
import { aiProvider, chargedStream, creditsOf, gpt4Of, type Meter, pipeRun } from './charging';

interface Options {
  type: T.ImproveOperation;
  keyword?: string;
  language?: string;
  tone?: string;
}

interface Plan {
  post: PostDoc;
  /** Kept as it is: the h1. */
  head: string;
  parts: string[];
}

function selectedHtml(post: PostDoc): string {
  const fields = fieldsOf(post);
  return fields.content[fields.selectedContentIndex]?.value ?? '';
}

function planOf(post: PostDoc, html: string): Plan {
  const blocks = topLevelBlocks(sanitizePostHtml(html));
  const head = blocks[0] && /^\s*<h1\b/i.test(blocks[0]) ? (blocks.shift() as string) : '';
  return { post, head, parts: chunkHtml(blocks.join('')) };
}

const inputOf = (part: string, options: Options) => ({
  text: part,
  language: options.language,
  ...(options.tone ? { tone: options.tone } : {}),
  ...(options.type === 'improve-seo' ? { keyword: options.keyword } : {}),
});

const estimateOf = (plans: Plan[], options: Options) =>
  plans.reduce(
    (sum, plan) =>
      sum + plan.parts.reduce((s, part) => s + estimateCredits(options.type, inputOf(part, options)), 0),
    0,
  );

/** Saves the improved HTML as the post's first variant, selected. */
async function saveImproved(user: AuthUser, post: PostDoc, html: string) {
  const content = [{ value: html }, ...fieldsOf(post).content].slice(0, MAX_VARIANTS);
  return updatePostText(user, post, { content, selectedContentIndex: 0 }, 'improve');
}

/** Rewrites one plan's parts; returns the new HTML, or null when aborted. */
async function improvePlan(
  events: EventStream,
  meter: Meter,
  provider: AiProvider,
  gpt4: boolean,
  plan: Plan,
  options: Options,
  onPart: (index: number) => void,
  stream: boolean,
): Promise<string | null> {
  let html = plan.head;
  for (const [index, part] of plan.parts.entries()) {
    onPart(index);
    const run = runOperation(provider, options.type, inputOf(part, options), { gpt4, signal: events.signal });
    const result = stream ? await pipeRun(events, run, { part: index }) : await run.complete();
    meter.add(creditsOf(result));
    if (result.aborted || events.closed) return null;
    html += result.output;
  }
  return html;
}

export async function improveArticle(ctx: Context, body: z.infer<typeof T.ImproveArticleBody>) {
  const user = authUser(ctx);
  const post = await findPost(user, body.postId);
  const plan = planOf(post, body.html ?? selectedHtml(post));
  const estimate = estimateOf([plan], body);
  const gpt4 = await gpt4Of(ctx);
  const provider = aiProvider(ctx);
  await chargedStream(
    ctx,
    estimate,
    { reason: `improve-article:${body.type}`, ref: body.postId },
    async (events, meter) => {
      events.send('meta', {
        operation: 'improve-article',
        type: body.type,
        parts: plan.parts.length,
        estimate,
        provider: provider.name,
        label: provider.label,
      });
      const html = await improvePlan(
        events,
        meter,
        provider,
        gpt4,
        plan,
        body,
        (index) => events.send('part', { index }),
        true,
      );
      if (events.closed) return;
      events.send('done', { output: html ?? '', credits: meter.used, aborted: html === null });
      if (html === null) return;
      const saved = await saveImproved(user, post, html);
      events.send('post', { post: presentPost(saved) });
    },
  );
}

export async function improveBatch(ctx: Context, body: z.infer<typeof T.ImproveBatchBody>) {
  const user = authUser(ctx);
  // Every post is the team's, or nothing starts.
  const posts = [];
  for (const id of body.postIds) posts.push(await findPost(user, id));
  const plans = posts.map((post) => planOf(post, selectedHtml(post)));
  const estimate = estimateOf(plans, body);
  const gpt4 = await gpt4Of(ctx);
  const provider = aiProvider(ctx);
  await chargedStream(
    ctx,
    estimate,
    { reason: `improve-article/batch:${body.type}` },
    async (events, meter) => {
      events.send('meta', {
        operation: 'improve-article/batch',
        type: body.type,
        posts: plans.length,
        estimate,
        provider: provider.name,
        label: provider.label,
      });
      const done: string[] = [];
      let aborted = false;
      for (const [index, plan] of plans.entries()) {
        const postId = String(plan.post._id);
        events.send('post-start', { postId, index });
        const html = await improvePlan(
          events,
          meter,
          provider,
          gpt4,
          plan,
          body,
          (part) => events.send('progress', { postId, part, parts: plan.parts.length }),
          false,
        );
        if (html === null) {
          aborted = true;
          break;
        }
        const saved = await saveImproved(user, plan.post, html);
        done.push(postId);
        events.send('post', { post: presentPost(saved) });
      }
      if (!events.closed) events.send('done', { posts: done, credits: meter.used, aborted });
    },
  );
}

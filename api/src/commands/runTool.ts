/**
 * One run of a free tool (POST /api/tools/{slug}): the catalogue's input
 * checked first (400 naming the field), then the visitor's daily quota
 * (429 RateLimitError with Retry-After once used up) or, signed in, the credits (402 before
 * the stream opens, or, for a tool whose free report comes first, as the
 * `error` event after the report). Library tools answer one JSON report and cost nothing;
 * tools that write stream server-sent events: the library's report of the
 * input first where the tool has one (`report`), the AI's text (`meta`,
 * `delta`…, `done`), then the report of the result (`report-after`).
 * Signed-in runs are charged the words written through the ledger
 * (reserve, settle, refund on failure or abort). A run from a partner's
 * embed names the partner (X-Inkpress-Partner): an unknown key is refused
 * with 403, and a visitor's run counts against the partner's daily quota too.
 */

import { type ToolDefinition, toolInputSchema } from '@inkpress/shared-core/tools';
import type { Context } from 'koa';
import { type OperationResult, runOperation, streamOperation } from '../ai';
import type { EventStream } from '../lib/sse';
import { withEventStream } from '../lib/sse';
import { authUser } from '../middlewares/auth';
import { readInput } from '../middlewares/validate';
import { partnerOfRequest } from '../services/partners';
import { runLibraryTool, toolReport } from '../services/tools';
import { type QuotaTicket, takeAnonymousRun, VISITOR_COOKIE } from '../services/tools/quota';
import {
  aiProvider,
  chargedStream,
  closeReservation,
  creditsOf,
  gpt4Of,
  pipeRun,
  reserveWords,
} from './charging';

type Input = Record<string, unknown>;

type Partner = Awaited<ReturnType<typeof partnerOfRequest>>;

/**
 * The visitor's quota and, for a run from a partner's embed, the partner's,
 * taken together in one step before any work; given back if the run fails before it starts.
 */
function quotaFor(ctx: Context, tool: ToolDefinition, partner: Partner): Promise<QuotaTicket> | null {
  if (ctx.state.user) return null;
  return takeAnonymousRun(
    ctx.services.quotas,
    { ip: ctx.ip, visitorId: ctx.cookies.get(VISITOR_COOKIE) },
    tool.group,
    { partner },
  );
}

/** Runs a library-only tool: one JSON answer, never charged. */
async function runLibrary(ctx: Context, tool: ToolDefinition, input: Input, partner: Partner) {
  const signedIn = Boolean(ctx.state.user);
  const ticket = await quotaFor(ctx, tool, partner);
  try {
    const result = await runLibraryTool(tool, input, { user: signedIn ? authUser(ctx) : undefined });
    ctx.body = { data: { slug: tool.slug, output: tool.output, engine: 'library', result } };
  } catch (err) {
    await ticket?.release();
    throw err;
  }
}

/** What the AI is asked to work on: for passive-to-active, only the sentences the rules could not convert. */
function aiInput(tool: ToolDefinition, input: Input, report: unknown): Input | null {
  if (tool.output !== 'voice') return input;
  const sentences = (report as { sentences: { method: string; before: string }[] }).sentences;
  const forAi = sentences.filter((s) => s.method === 'ai').map((s) => s.before);
  return forAi.length ? { ...input, text: forAi.join('\n') } : null;
}

/** The AI part of a run, streamed: one operation, or one per language for the bulk translation. */
async function streamAi(
  ctx: Context,
  events: EventStream,
  tool: ToolDefinition,
  input: Input,
  gpt4: boolean,
): Promise<{ credits: number; result?: OperationResult }> {
  const provider = aiProvider(ctx);
  // Visitors run free under their quota: their events never speak of credits.
  const charged = Boolean(ctx.state.user);
  if (tool.output === 'translations') {
    let credits = 0;
    const languages = input.languages as string[];
    events.send('meta', {
      operation: `tool:${tool.slug}`,
      provider: provider.name,
      label: provider.label,
      languages,
    });
    for (const language of languages) {
      const run = runOperation(
        provider,
        'translate',
        { text: input.text, language },
        { gpt4, signal: events.signal },
      );
      const result = await pipeRun(events, run, { language });
      if (events.closed) break;
      credits += creditsOf(result);
      events.send('translation', { language, output: result.output });
    }
    if (!events.closed) events.send('done', { output: '', credits: charged ? credits : 0, aborted: false });
    return { credits };
  }
  const run = runOperation(provider, `tool:${tool.slug}`, input, { gpt4, signal: events.signal });
  const result = await streamOperation(events, run, { charged });
  return { credits: events.closed ? 0 : creditsOf(result), result };
}

/** The estimate of the AI part, for the reservation (a 400 for bad input comes from here too). */
function estimateOf(tool: ToolDefinition, input: Input | null): number {
  if (!input) return 0;
  if (tool.output === 'translations') return tool.credits * (input.languages as string[]).length;
  return Math.max(tool.credits, Math.ceil(String(input.text ?? '').split(/\s+/).length * 1.3));
}

type Work = (
  events: EventStream,
  add: (credits: number) => void,
  gpt4: boolean,
  sendReport?: boolean,
) => Promise<void>;

/**
 * A signed-in run of a tool whose library report comes first: the report is
 * free, so it is sent as soon as the stream opens, and the credits for the
 * AI's part are reserved after it. A short balance then arrives as the
 * stream's `error` event (402 InsufficientCredits) after the report instead
 * of an HTTP 402: the user keeps the analysis, and nothing is charged. The
 * reservation is settled (or refunded on failure or abort) before the
 * stream ends.
 */
async function reportThenCharged(
  ctx: Context,
  tool: ToolDefinition,
  before: unknown,
  forAi: Input | null,
  work: Work,
) {
  const user = authUser(ctx);
  // The report is ready: the headers leave with it, in one write (lib/sse.ts).
  await withEventStream(
    ctx,
    async (events) => {
      events.send('report', before);
      // The free report leaves now, not after the reservation below has started.
      events.flush();
      if (!forAi) {
        await work(events, () => undefined, false, false);
        return;
      }
      const gpt4 = await gpt4Of(ctx);
      const reservation = await reserveWords(user, estimateOf(tool, forAi), { reason: `tool:${tool.slug}` });
      let used = 0;
      try {
        await work(events, (c) => (used += Math.max(0, c)), gpt4, false);
      } finally {
        await closeReservation(reservation, used);
      }
    },
    { firstEventReady: true },
  );
}

async function runStreamed(ctx: Context, tool: ToolDefinition, input: Input, partner: Partner) {
  const before = await toolReport(tool, String(input.text ?? ''));
  const forAi = aiInput(tool, input, before);
  const work: Work = async (events, add, gpt4, sendReport = true) => {
    if (before !== undefined && sendReport) {
      events.send('report', before);
      events.flush();
    }
    if (!forAi) {
      events.send('done', { output: '', words: 0, credits: 0, aborted: false });
      return;
    }
    const { credits, result } = await streamAi(ctx, events, tool, forAi, gpt4);
    add(credits);
    if (
      result &&
      !result.aborted &&
      !events.closed &&
      typeof result.output === 'string' &&
      tool.output !== 'voice'
    ) {
      const after = await toolReport(tool, result.output);
      if (after !== undefined) events.send('report-after', after);
    }
  };

  if (ctx.state.user && before !== undefined) {
    await reportThenCharged(ctx, tool, before, forAi, work);
    return;
  }
  if (ctx.state.user) {
    const gpt4 = await gpt4Of(ctx);
    await chargedStream(ctx, estimateOf(tool, forAi), { reason: `tool:${tool.slug}` }, (events, meter) =>
      work(events, (c) => meter.add(c), gpt4),
    );
    return;
  }
  const ticket = await quotaFor(ctx, tool, partner);
  let started = false;
  try {
    await withEventStream(
      ctx,
      async (events) => {
        started = true;
        await work(events, () => undefined, false);
      },
      // A report is sent at once: the headers leave with it (lib/sse.ts).
      { firstEventReady: before !== undefined },
    );
  } finally {
    if (!started) await ticket?.release();
  }
}

export async function runTool(ctx: Context, tool: ToolDefinition): Promise<void> {
  const { body } = readInput(ctx, { body: toolInputSchema(tool) });
  const partner = await partnerOfRequest(ctx);
  if (tool.engine === 'library') return runLibrary(ctx, tool, body, partner);
  return runStreamed(ctx, tool, body, partner);
}

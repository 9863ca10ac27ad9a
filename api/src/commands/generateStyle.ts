/**
 * POST /api/generate/style: a brand voice from sample texts. The samples
 * (pasted, and the main text of a web page fetched through safeFetch) are
 * measured by code (services/voices/traits.ts: 400 before any charge when
 * they are too short), then described by the AI provider — or the offline
 * writer, which writes the description from the measured traits — charged
 * in words through the ledger (reserve, settle; refunded on failure), and
 * the voice is saved for the team.
 */
import type { StyleGenerateBody } from '@inkpress/shared-core';
import type { Context } from 'koa';
import { authUser } from '../middlewares/auth';
import type { StyleDoc } from '../models/Style';
import { fetchWebPage } from '../services/retrieval/web';
import { createStyle } from '../services/voices/styles';
import { measureStyle } from '../services/voices/traits';
import { completeCharged } from './charging';

/** The most sample text measured and kept (characters). */
export const STYLE_SAMPLE_CHARS = 100_000;

export async function generateStyle(ctx: Context, body: StyleGenerateBody): Promise<StyleDoc> {
  const user = authUser(ctx);
  const samples = [...body.samples];
  let sourceUrl: string | null = null;
  if (body.url) {
    const page = await fetchWebPage(ctx.services.config.fetchPolicy, body.url);
    samples.push(page.text);
    sourceUrl = page.url;
  }
  const sample = samples
    .map((s) => s.trim())
    .filter(Boolean)
    .join('\n\n')
    .slice(0, STYLE_SAMPLE_CHARS);
  const traits = measureStyle(sample);
  const result = await completeCharged(
    ctx,
    'describe-style',
    { name: body.name, text: sample, traits },
    { reason: 'describe-style' },
  );
  return createStyle(user, {
    name: body.name,
    description: String(result.output).trim() || 'No description was written.',
    traits,
    writer: result.label,
    sourceUrl,
    sample,
  });
}

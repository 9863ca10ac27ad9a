/**
 * Adding a source to chat with files (POST /api/train): its text read
 * (extract.ts decides the type by the bytes), cut into passages and stored;
 * the team's index picks it up on its next query.
 */
import { SOURCE_FILE_MAX_BYTES, type TrainBody, type TrainFileQuery } from '@inkpress/shared-core';
import type { Context } from 'koa';
import { ValidationError } from '../errors';
import type { AuthUser } from '../identity';
import { jobEngine } from '../jobs/engine';
import { authUser } from '../middlewares/auth';
import type { ChatSourceDoc } from '../models/ChatSource';
import { readRawBody } from '../routes/webhooks/rawBody';
import { extractFile } from '../services/retrieval/extract';
import { addSource } from '../services/retrieval/sources';
import { fetchWebPage } from '../services/retrieval/web';
import { aiProvider } from './charging';

/** The source's passages are embedded on the job engine (with retries) when there is one. */
export function embedWith(ctx: Context) {
  return { provider: aiProvider(ctx), engine: jobEngine(ctx.services.config.redisUrl) };
}

/** A file sent as the request body (any content type but JSON), named in the query. */
export async function trainFile(ctx: Context, query: TrainFileQuery): Promise<ChatSourceDoc> {
  return addFile(ctx, authUser(ctx), query, await readRawBody(ctx, SOURCE_FILE_MAX_BYTES));
}

/** A file's bytes (whole, or joined from its parts) added as a source: typed and read by its content. */
export async function addFile(
  ctx: Context,
  user: AuthUser,
  file: Pick<TrainFileQuery, 'type' | 'name'>,
  raw: Buffer,
): Promise<ChatSourceDoc> {
  const extracted = await extractFile(raw, file.name);
  return addSource(
    user,
    { type: file.type, kind: extracted.kind, name: file.name, raw, text: extracted.text },
    embedWith(ctx),
  );
}

/** Pasted text, or a web page fetched by its address. */
export async function trainText(ctx: Context, body: TrainBody): Promise<ChatSourceDoc> {
  const user = authUser(ctx);
  if (body.url) {
    const page = await fetchWebPage(ctx.services.config.fetchPolicy, body.url);
    return addSource(
      user,
      {
        type: body.type === 'chat-file-upload' ? 'web-page' : body.type,
        kind: 'web-page',
        name: body.name ?? page.title ?? page.url,
        url: page.url,
        raw: page.raw,
        text: page.text,
      },
      embedWith(ctx),
    );
  }
  const text = body.text ?? '';
  if (!text) throw ValidationError('Send the text to add.');
  return addSource(
    user,
    {
      type: body.type,
      kind: 'text',
      name: body.name ?? (text.split('\n')[0]?.slice(0, 60).trim() || 'Pasted text'),
      raw: Buffer.from(text, 'utf8'),
      text,
    },
    embedWith(ctx),
  );
}

/**
 * The `chat.embed` job: embeds a source's passages on the job engine, so
 * adding a file never waits for the provider and searching never waits for
 * embeddings (the source is searched by its words from the moment it is
 * stored). A try that fails (the provider refuses, times out) is retried
 * with exponential backoff, a bounded number of times; after the last one
 * the source is marked 'failed' with the reason, and the user may retry it
 * by hand (retryEmbedding: POST /api/files/{id}/retry).
 *
 * The source's `embedding` records the state for the files list: 'indexing'
 * with the passages done, the try and the last failure; then 'ready' or
 * 'failed'. Each run writes only while `embedding.token` is its own, so a
 * run superseded by a later retry, or of a deleted source, changes nothing.
 */
import { Types } from 'mongoose';
import type { AiProvider } from '../../ai/provider';
import { loadConfig } from '../../config';
import { Conflict, NotFound } from '../../errors';
import type { AuthUser } from '../../identity';
import type { JobEngine } from '../../jobs/engine';
import { defineJob, jobDefinition } from '../../jobs/registry';
import { ChatSource, type ChatSourceDoc } from '../../models/ChatSource';
import type { JobRunDoc } from '../../models/JobRun';
import { ownerScope } from '../../policies';
import { sourcesChanged } from './index';
import { embedFailure, embedPassages, embedSource } from './vectors';

export const EMBED_JOB = 'chat.embed';

/** Tries per source and the first retry's delay (then 2×, 4×…): 5 s, 10 s, 20 s between four tries. */
export const EMBED_RETRY = { attempts: 4, backoffMs: 5000 };

export interface EmbedJobInput {
  sourceId: string;
  teamId: string;
  /** The run's claim on the source's `embedding`: a later retry replaces it. */
  token: string;
}

let providerOverride: AiProvider | undefined;
let workerProvider: AiProvider | undefined;

/** The worker's AI provider: the configured one (the API's), created once. */
async function providerOf(): Promise<AiProvider> {
  if (providerOverride) return providerOverride;
  if (!workerProvider) {
    const { createProvider } = await import('../../ai/factory');
    workerProvider = createProvider(loadConfig().ai);
  }
  return workerProvider;
}

/** For tests whose in-process worker embeds with a provider of their own. */
export function useEmbedProvider(provider: AiProvider | undefined) {
  providerOverride = provider;
}

const claimOf = (input: EmbedJobInput) => ({
  _id: new Types.ObjectId(input.sourceId),
  teamId: new Types.ObjectId(input.teamId),
  'embedding.token': input.token,
});

/** Marks the run's source failed with `error` (nothing when the run no longer holds it, or it is ready). */
async function markFailed(input: EmbedJobInput, error: string): Promise<void> {
  await ChatSource.updateOne(
    { ...claimOf(input), 'embedding.state': 'indexing' },
    { $set: { 'embedding.state': 'failed', 'embedding.error': error, 'embedding.at': new Date() } },
  );
}

/**
 * Defines the job (at module load with EMBED_RETRY; tests define it again
 * with a short backoff).
 */
export function defineEmbedJob(retry: { attempts: number; backoffMs: number } = EMBED_RETRY) {
  return defineJob<EmbedJobInput>(
    EMBED_JOB,
    async (ctx) => {
      const input = ctx.run.input;
      const source = await ChatSource.findOne(claimOf(input), { chunks: 1, teamId: 1 }).lean<ChatSourceDoc>();
      // Deleted, or a later retry took it over: nothing to do.
      if (!source) return { skipped: true };
      const attempt = ctx.run.attempts ?? 1;
      await ChatSource.updateOne(claimOf(input), {
        $set: {
          'embedding.state': 'indexing',
          'embedding.attempt': attempt,
          'embedding.done': 0,
          'embedding.at': new Date(),
        },
      });
      let outcome: Awaited<ReturnType<typeof embedPassages>>;
      try {
        outcome = await embedPassages(await providerOf(), source, async (done, total) => {
          await ChatSource.updateOne(claimOf(input), {
            $set: { 'embedding.done': done, 'embedding.total': total },
          });
          await ctx.progress(done, total);
        });
      } catch (err) {
        const error = embedFailure(err);
        if (ctx.lastAttempt) await markFailed(input, error);
        else await ChatSource.updateOne(claimOf(input), { $set: { 'embedding.error': error } });
        throw err;
      }
      if (outcome.state === 'none') {
        // The provider turned out to have no semantic embeddings: lexical only, as offline.
        await ChatSource.updateOne(claimOf(input), { $set: { embedding: null } });
        return { state: 'none' };
      }
      await ChatSource.updateOne(claimOf(input), {
        $set: {
          'embedding.state': 'ready',
          'embedding.model': outcome.model,
          'embedding.error': null,
          'embedding.done': source.chunks.length,
          'embedding.at': new Date(),
        },
      });
      // The team's index loads the new vectors on its next query.
      await sourcesChanged(input.teamId);
      return { state: 'ready', model: outcome.model };
    },
    {
      ...retry,
      // Dead without a last failure recorded (its workers died too often): failed, with that reason.
      onDead: (run: JobRunDoc) =>
        markFailed(
          run.input as unknown as EmbedJobInput,
          run.lastError ? String(run.lastError).slice(0, 500) : 'The embedding job stopped.',
        ),
    },
  );
}

defineEmbedJob();

/**
 * Starts embedding a stored source: on the engine when there is one (the
 * source shows 'indexing' until the job ends), else now, in this request.
 * Nothing for the offline writer, whose embeddings are only hashed words.
 */
export async function startEmbedding(
  provider: AiProvider,
  engine: JobEngine | undefined,
  source: Pick<ChatSourceDoc, '_id' | 'teamId' | 'chunks' | 'createdBy'>,
): Promise<void> {
  if (provider.name === 'offline') return;
  if (!engine) {
    await embedSource(provider, source);
    await sourcesChanged(source.teamId);
    return;
  }
  const token = new Types.ObjectId().toHexString();
  const teamId = String(source.teamId);
  const maxAttempts = jobDefinition(EMBED_JOB)?.attempts ?? EMBED_RETRY.attempts;
  await ChatSource.updateOne(
    { _id: source._id, teamId: source.teamId },
    {
      $set: {
        embedding: {
          state: 'indexing',
          model: null,
          error: null,
          done: 0,
          total: source.chunks.length,
          attempt: 0,
          maxAttempts,
          token,
          at: new Date(),
        },
      },
    },
  );
  const input: EmbedJobInput = { sourceId: String(source._id), teamId, token };
  try {
    await engine.enqueue(EMBED_JOB, input as unknown as Record<string, unknown>, {
      teamId,
      userId: String(source.createdBy),
    });
  } catch (err) {
    await markFailed(input, `The embedding could not be queued: ${embedFailure(err)}`);
  }
}

/**
 * The user's retry of a source whose embedding failed (404 for another
 * team's source; 409 unless it failed). Answers the source as it is now.
 */
export async function retryEmbedding(
  user: AuthUser,
  id: string,
  provider: AiProvider,
  engine: JobEngine | undefined,
): Promise<ChatSourceDoc> {
  const filter = { _id: new Types.ObjectId(id), ...ownerScope(user) };
  const source = await ChatSource.findOne(filter, {
    chunks: 1,
    teamId: 1,
    createdBy: 1,
    embedding: 1,
  }).lean<ChatSourceDoc>();
  if (!source) throw NotFound('File not found.');
  if (source.embedding?.state !== 'failed')
    throw Conflict(
      source.embedding?.state === 'indexing'
        ? 'This file is being indexed already.'
        : 'Only a file whose indexing failed can be retried.',
    );
  if (provider.name === 'offline')
    throw Conflict('The offline writer has no embeddings: this file is searched by its words.');
  await startEmbedding(provider, engine, source);
  const doc = await ChatSource.findOne(filter, { chunks: 0 }).lean<ChatSourceDoc>();
  if (!doc) throw NotFound('File not found.');
  return doc;
}

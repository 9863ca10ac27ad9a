import Router from '@koa/router';
import { aiProvider } from '../../commands/charging';
import { embedWith, trainFile, trainText } from '../../commands/chatTrain';
import { partialUploadStatus, trainPart } from '../../commands/chatTrainParts';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentFile, presentFileDetail, presentSearchHit } from '../../presenters/chat';
import { searchPassages } from '../../services/retrieval';
import { retryEmbedding } from '../../services/retrieval/embedJob';
import {
  deleteSource,
  deleteSources,
  getSource,
  listSources,
  ownedSources,
  updateSource,
} from '../../services/retrieval/sources';
import * as T from './schema';

/**
 * Sources of chat with files (SPEC §7, §9): adding one (POST /api/train: a
 * file as the raw body, or pasted text or a web page's address as JSON),
 * listing, renaming, deleting, and searching their passages.
 */
export function filesRouter(_config: Config) {
  const router = new Router();

  router.post('/train', requireUser, async (ctx) => {
    if (ctx.query.partialUpload !== undefined && !ctx.is('application/json')) {
      const result = await trainPart(ctx, readInput(ctx, { query: T.TrainPartQuery }).query);
      ctx.status = 'source' in result ? 201 : 202;
      ctx.body = { data: 'source' in result ? presentFile(result.source) : result.status };
      return;
    }
    const source = ctx.is('application/json')
      ? await trainText(ctx, readInput(ctx, { body: T.TrainBody }).body)
      : await trainFile(ctx, readInput(ctx, { query: T.TrainFileQuery }).query);
    ctx.status = 201;
    ctx.body = { data: presentFile(source) };
  });

  /** Where a partial upload stands: the parts received (to resume it). */
  router.get('/train/:uploadId', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.TrainPartParams });
    ctx.body = { data: await partialUploadStatus(ctx, params.uploadId) };
  });

  router.get('/files', requireUser, async (ctx) => {
    const { query } = readInput(ctx, { query: T.FilesQuery });
    ctx.body = { data: (await listSources(authUser(ctx), query.type)).map(presentFile) };
  });

  router.post('/files', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.FilesOperationBody });
    const deleted = await deleteSources(authUser(ctx), body.sourceIds);
    ctx.body = { data: { operation: body.operation, deleted } };
  });

  router.get('/files/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.FileParams });
    ctx.body = { data: presentFileDetail(await getSource(authUser(ctx), params.id)) };
  });

  router.patch('/files/:id', requireUser, async (ctx) => {
    const { params, body } = readInput(ctx, { params: T.FileParams, body: T.FilePatchBody });
    ctx.body = { data: presentFile(await updateSource(authUser(ctx), params.id, body)) };
  });

  /** Embeds a file whose embedding failed again (on the job engine, with its retries). */
  router.post('/files/:id/retry', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.FileParams });
    const { provider, engine } = embedWith(ctx);
    ctx.body = { data: presentFile(await retryEmbedding(authUser(ctx), params.id, provider, engine)) };
  });

  router.delete('/files/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.FileParams });
    await deleteSource(authUser(ctx), params.id);
    ctx.body = { data: { id: params.id, deleted: true } };
  });

  router.post('/doc-search', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.DocSearchBody });
    const user = authUser(ctx);
    if (body.sourceIds?.length) await ownedSources(user, body.sourceIds);
    const hits = await searchPassages(
      user.teamId,
      body.query,
      body.limit,
      {
        sourceIds: body.sourceIds?.length ? new Set(body.sourceIds) : undefined,
        type: body.type,
      },
      { provider: aiProvider(ctx) },
    );
    ctx.body = { data: hits.map(presentSearchHit) };
  });

  return router;
}

import { IndexerGoogleBody, IndexerHostBody, IndexerSubmitBody } from '@inkpress/shared-core';
import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import {
  presentIndexer,
  presentIndexerGoogle,
  presentIndexerHost,
  presentIndexSubmission,
} from '../../presenters/indexer';
import { listSubmissions, submitUrls, teamKey, verifiedHosts, verifyHost } from '../../services/indexer';
import { connectGoogle, disconnectGoogle, googleConnection } from '../../services/indexer/google';
import { Pagination } from '../schemas';

/**
 * The indexer (issue 11): the team's IndexNow key, its verified sites, its
 * Google Indexing API service account (PUT/DELETE /indexer/google; the key
 * is never answered back), and URL submissions.
 */
export function indexerRouter(config: Config) {
  const router = new Router({ prefix: '/indexer' });

  router.get('/', requireUser, async (ctx) => {
    const user = authUser(ctx);
    const [key, hosts, google] = await Promise.all([
      teamKey(user.teamId),
      verifiedHosts(user.teamId),
      googleConnection(user.teamId),
    ]);
    ctx.body = { data: presentIndexer(key, hosts, google) };
  });

  router.put('/google', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: IndexerGoogleBody });
    ctx.body = {
      data: presentIndexerGoogle(await connectGoogle(config, authUser(ctx), body.serviceAccountKey)),
    };
  });

  router.delete('/google', requireUser, async (ctx) => {
    await disconnectGoogle(authUser(ctx));
    ctx.status = 204;
  });

  router.post('/hosts', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: IndexerHostBody });
    ctx.status = 201;
    ctx.body = { data: presentIndexerHost(await verifyHost(config, authUser(ctx), body.url)) };
  });

  router.post('/submit', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: IndexerSubmitBody });
    const outcome = await submitUrls(config, authUser(ctx), body);
    ctx.body = {
      data: {
        submissions: outcome.submissions.map(presentIndexSubmission),
        credits: outcome.credits,
        skipped: outcome.skipped,
      },
    };
  });

  router.get('/submissions', requireUser, async (ctx) => {
    const { query } = readInput(ctx, { query: Pagination });
    ctx.body = {
      data: (await listSubmissions(authUser(ctx), query.offset, query.limit)).map(presentIndexSubmission),
    };
  });

  return router;
}

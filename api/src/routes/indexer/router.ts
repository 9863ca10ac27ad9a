import {
  INDEXER_OWNER_ONLY,
  IndexerGoogleBody,
  IndexerHostBody,
  IndexerSubmitBody,
} from '@inkpress/shared-core';
import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { authorizeOwner, isOwner } from '../../policies';
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
 * is never answered back), and URL submissions. What changes the team's
 * indexer configuration (its verified sites, its Google connection) is the
 * team owner's, like the team's website integrations (policies'
 * `authorizeOwner`); reading it and submitting URLs is every member's.
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
    ctx.body = { data: presentIndexer(key, hosts, google, isOwner(user)) };
  });

  router.put('/google', requireUser, async (ctx) => {
    const user = authUser(ctx);
    authorizeOwner(user, INDEXER_OWNER_ONLY);
    const { body } = readInput(ctx, { body: IndexerGoogleBody });
    ctx.body = {
      data: presentIndexerGoogle(await connectGoogle(config, user, body.serviceAccountKey)),
    };
  });

  router.delete('/google', requireUser, async (ctx) => {
    const user = authUser(ctx);
    authorizeOwner(user, INDEXER_OWNER_ONLY);
    await disconnectGoogle(user);
    ctx.status = 204;
  });

  router.post('/hosts', requireUser, async (ctx) => {
    const user = authUser(ctx);
    authorizeOwner(user, INDEXER_OWNER_ONLY);
    const { body } = readInput(ctx, { body: IndexerHostBody });
    ctx.status = 201;
    ctx.body = { data: presentIndexerHost(await verifyHost(config, user, body.url)) };
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

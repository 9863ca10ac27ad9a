import Router from '@koa/router';
import type { Config } from '../config';
import { affiliateRouter } from './affiliate/router';
import { apiKeysRouter } from './apiKeys/router';
import { appsumoRouter } from './appsumo/router';
import { authRouter } from './auth/router';
import { authorsRouter } from './authors/router';
import { autoblogRouter } from './autoblog/router';
import { billingRouter } from './billing/router';
import { bulkGenerateRouter } from './bulk-generate/router';
import { calenderRouter } from './calender/router';
import { chatRouter } from './chat/router';
import { checkoutRouter } from './checkout/router';
import { collectionsRouter } from './collections/router';
import { commonRouter } from './common/router';
import { contactRouter } from './contact/router';
import { contentRouter } from './content/router';
import { creditsRouter } from './credits/router';
import { customWorkflowsRouter } from './custom-workflows/router';
import { emailRouter } from './email/router';
import { errorsRouter } from './errors/router';
import { filesRouter } from './files/router';
import { foldersRouter } from './folders/router';
import { freeRouter } from './free/router';
import { generateRouter } from './generate/router';
import { imageRouter } from './image/router';
import { imageToolsRouter } from './image-tools/router';
import { imagesRouter } from './images/router';
import { improveRouter } from './improve/router';
import { indexerRouter } from './indexer/router';
import { integrationsRouter } from './integrations/router';
import { jobsRouter } from './jobs/router';
import { mediaRouter } from './media/router';
import { musicRouter } from './music/router';
import { notificationsRouter } from './notifications/router';
import { openApiRouter } from './openapi/router';
import { pageBoosterRouter } from './page-booster/router';
import { partnersRouter } from './partners/router';
import { personasRouter } from './personas/router';
import { plansRouter } from './plans/router';
import { postsRouter } from './posts/router';
import { promotionsRouter } from './promotions/router';
import { promptsRouter } from './prompts/router';
import { publicRouter } from './public/router';
import { remotesRouter } from './remotes/router';
import { rewriteRouter } from './rewrite/router';
import { searchRouter } from './search/router';
import { shopifyRouter } from './shopify/router';
import { statusRouter } from './status/router';
import { stylesRouter } from './styles/router';
import { suggestLinksRouter } from './suggest-links/router';
import { teamRouter } from './team/router';
import { templatesRouter } from './templates/router';
import { testCheckoutRouter } from './testCheckout/router';
import { toolsRouter } from './tools/router';
import { trackRouter } from './track/router';
import { usersRouter } from './users/router';
import { webflowRouter } from './webflow/router';
import { webhooksRouter } from './webhooks/router';
import { workflowsRouter } from './workflows/router';

export { embedRoutes } from './embed/router';

/** Every resource router under /api, one folder each. */
export function apiRouter(config: Config) {
  const api = new Router({ prefix: '/api' });
  const routers = [
    statusRouter(config),
    remotesRouter(config),
    authRouter(config),
    emailRouter(config),
    usersRouter(config),
    commonRouter(config),
    teamRouter(config),
    apiKeysRouter(config),
    publicRouter(config),
    authorsRouter(config),
    foldersRouter(config),
    collectionsRouter(config),
    postsRouter(config),
    templatesRouter(config),
    generateRouter(config),
    rewriteRouter(config),
    improveRouter(config),
    suggestLinksRouter(config),
    toolsRouter(config),
    freeRouter(config),
    imageToolsRouter(config),
    partnersRouter(config),
    notificationsRouter(config),
    jobsRouter(config),
    bulkGenerateRouter(config),
    autoblogRouter(config),
    calenderRouter(config),
    promotionsRouter(config),
    errorsRouter(config),
    trackRouter(config),
    plansRouter(config),
    checkoutRouter(config),
    testCheckoutRouter(config),
    webhooksRouter(config),
    billingRouter(config),
    creditsRouter(config),
    appsumoRouter(config),
    contentRouter(config),
    contactRouter(config),
    integrationsRouter(config),
    shopifyRouter(config),
    webflowRouter(config),
    indexerRouter(config),
    openApiRouter(config),
    chatRouter(config),
    filesRouter(config),
    promptsRouter(config),
    mediaRouter(config),
    imageRouter(config),
    imagesRouter(config),
    musicRouter(config),
    affiliateRouter(config),
    workflowsRouter(config),
    customWorkflowsRouter(config),
    pageBoosterRouter(config),
    stylesRouter(config),
    personasRouter(config),
    searchRouter(config),
  ];
  for (const router of routers) {
    api.use(router.routes(), router.allowedMethods());
  }
  return api;
}

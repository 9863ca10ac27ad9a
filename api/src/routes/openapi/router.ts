import Router from '@koa/router';
import type { Config } from '../../config';
import { openApiDocument } from '../../openapi/document';

/** GET /api/openapi.json: the OpenAPI 3.1 document, built once from the shared schemas. */
export function openApiRouter(config: Config) {
  const router = new Router();
  let document: ReturnType<typeof openApiDocument> | null = null;
  router.get('/openapi.json', (ctx) => {
    document ??= openApiDocument(config.version, config.publicUrl);
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = document;
  });
  return router;
}

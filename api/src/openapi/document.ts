/**
 * The OpenAPI 3.1 document of the API (GET /api/openapi.json), generated
 * from the same shared-core zod schemas the routes validate with and the
 * clients parse with, so it cannot drift from them: request bodies are the
 * schemas' input side, responses their output side (zod's own JSON Schema
 * conversion, draft 2020-12, which OpenAPI 3.1 uses).
 */
import {
  BulkGenerateBody,
  BulkPublishBody,
  BulkPublishRunList,
  BulkPublishRunResponse,
  BulkRunResponse,
  CollectionBody,
  CollectionListItemView,
  CollectionView,
  CustomWorkflowBody,
  CustomWorkflowList,
  CustomWorkflowPatch,
  CustomWorkflowResponse,
  CustomWorkflowRunBody,
  CustomWorkflowStartResponse,
  FolderCreateBody,
  FolderList,
  FolderPatchBody,
  FolderView,
  IntegrationCreateBody,
  IntegrationImportBody,
  IntegrationImportResponse,
  IntegrationList,
  IntegrationPatchBody,
  IntegrationResponse,
  IntegrationSearchBody,
  IntegrationSearchResponse,
  LoginBody,
  PostView,
  PublicationList,
  PublicationResponse,
  PublicCollectionPublishBody,
  PublishBody,
  RedditFlairsQuery,
  RedditFlairsView,
  RegisterBody,
  SearchBody,
  SearchResponse,
  TemplateList,
  TemplateView,
  WebflowCollectionsBody,
  WebflowCollectionsResponse,
  WebflowConnectBody,
  WordpressCommonView,
  WorkflowActionBody,
  WorkflowListQuery,
  WorkflowRunList,
  WorkflowRunResponse,
} from '@inkpress/shared-core';
import { z } from 'zod';

export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path template, e.g. /api/folders/{id}. */
  path: string;
  tag: string;
  summary: string;
  /** Signed-in only (session cookie with CSRF header, or bearer token). */
  auth: boolean;
  body?: z.ZodType;
  query?: Record<string, { schema: z.ZodType; required: boolean; description: string }>;
  status?: number;
  response: z.ZodType;
}

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const Deleted = data(z.object({ id: z.string(), deleted: z.literal(true) }));
const Session = data(z.object({}).passthrough());

const NoContent = z.object({}).describe('No content (204).');
const listQuery = WorkflowListQuery.shape;

/** Every documented operation with its schemas; the tests call them and check the answers. */
export const operations: Operation[] = [
  {
    method: 'post',
    path: '/api/auth/register',
    tag: 'Auth',
    summary: 'Create an account (signed in afterwards).',
    auth: false,
    body: RegisterBody,
    status: 201,
    response: Session,
  },
  {
    method: 'post',
    path: '/api/auth/login',
    tag: 'Auth',
    summary: 'Sign in.',
    auth: false,
    body: LoginBody,
    response: Session,
  },
  {
    method: 'get',
    path: '/api/templates',
    tag: 'Templates',
    summary: 'The template catalogue.',
    auth: false,
    response: TemplateList,
  },
  {
    method: 'get',
    path: '/api/templates/{id}',
    tag: 'Templates',
    summary: 'One template.',
    auth: false,
    response: data(TemplateView),
  },
  {
    method: 'get',
    path: '/api/folders',
    tag: 'Folders',
    summary: 'The team’s folders.',
    auth: true,
    response: FolderList,
  },
  {
    method: 'post',
    path: '/api/folders',
    tag: 'Folders',
    summary: 'Create a folder.',
    auth: true,
    body: FolderCreateBody,
    status: 201,
    response: data(FolderView),
  },
  {
    method: 'patch',
    path: '/api/folders/{id}',
    tag: 'Folders',
    summary: 'Rename a folder.',
    auth: true,
    body: FolderPatchBody,
    response: data(FolderView),
  },
  {
    method: 'delete',
    path: '/api/folders/{id}',
    tag: 'Folders',
    summary: 'Delete a folder.',
    auth: true,
    response: Deleted,
  },
  {
    method: 'post',
    path: '/api/collections',
    tag: 'Collections',
    summary: 'Create a collection with its posts.',
    auth: true,
    body: CollectionBody,
    status: 201,
    response: data(CollectionView),
  },
  {
    method: 'get',
    path: '/api/collections/{id}',
    tag: 'Collections',
    summary: 'A collection with its posts.',
    auth: true,
    response: data(CollectionView),
  },
  {
    method: 'put',
    path: '/api/collections/{id}',
    tag: 'Collections',
    summary: 'Save a collection and its posts.',
    auth: true,
    body: CollectionBody,
    response: data(CollectionView),
  },
  {
    method: 'post',
    path: '/api/posts/{id}/cancel-publish',
    tag: 'Posts',
    summary: 'Cancel a scheduled publish (the sites’ posts go back to draft).',
    auth: true,
    response: data(PostView),
  },
  {
    method: 'get',
    path: '/api/integrations',
    tag: 'Integrations',
    summary: 'The team’s websites; the built-in API entry first.',
    auth: true,
    response: IntegrationList,
  },
  {
    method: 'post',
    path: '/api/integrations',
    tag: 'Integrations',
    summary: 'Connect a website (checked against the site first; owner only).',
    auth: true,
    body: IntegrationCreateBody,
    status: 201,
    response: IntegrationResponse,
  },
  {
    method: 'patch',
    path: '/api/integrations/{id}',
    tag: 'Integrations',
    summary: 'Rename or reconnect a website (owner only).',
    auth: true,
    body: IntegrationPatchBody,
    response: IntegrationResponse,
  },
  {
    method: 'delete',
    path: '/api/integrations/{id}',
    tag: 'Integrations',
    summary: 'Remove a website (owner only).',
    auth: true,
    response: Deleted,
  },
  {
    method: 'get',
    path: '/api/integrations/{id}/wordpress-common',
    tag: 'Integrations',
    summary: 'A WordPress site’s categories, tags and authors (cached a minute).',
    auth: true,
    query: { fresh: { schema: z.enum(['0', '1']), required: false, description: '1 skips the cache.' } },
    response: data(WordpressCommonView),
  },
  {
    method: 'post',
    path: '/api/integrations/publish',
    tag: 'Integrations',
    summary: 'Publish a post to a website: draft (default), now or scheduled; verified by reading it back.',
    auth: true,
    body: PublishBody,
    response: PublicationResponse,
  },
  {
    method: 'post',
    path: '/api/integrations/webflow/collections',
    tag: 'Integrations',
    summary: 'A Webflow API token’s sites and CMS collections, or one collection’s fields (nothing saved).',
    auth: true,
    body: WebflowCollectionsBody,
    response: WebflowCollectionsResponse,
  },
  {
    method: 'post',
    path: '/api/integrations/webflow',
    tag: 'Integrations',
    summary:
      'Connect (or with integrationId reconnect) a Webflow CMS collection and its field mapping (owner only).',
    auth: true,
    body: WebflowConnectBody,
    status: 201,
    response: IntegrationResponse,
  },
  {
    method: 'get',
    path: '/api/integrations/{id}/reddit-flairs',
    tag: 'Integrations',
    summary: 'The post flairs of one of a Reddit integration’s subreddits (for the social news popup).',
    auth: true,
    query: {
      subreddit: {
        schema: RedditFlairsQuery.shape.subreddit,
        required: true,
        description: 'One of the integration’s subreddits (with or without r/).',
      },
    },
    response: data(RedditFlairsView),
  },
  {
    method: 'post',
    path: '/api/integrations/search',
    tag: 'Integrations',
    summary:
      'A WordPress or Ghost site’s posts (any state) whose title holds the query; the latest with none.',
    auth: true,
    body: IntegrationSearchBody,
    response: IntegrationSearchResponse,
  },
  {
    method: 'post',
    path: '/api/integrations/import',
    tag: 'Integrations',
    summary:
      'Bring a site’s post (by slug; a WordPress draft by its id) into the editor as a new document, its HTML sanitised.',
    auth: true,
    body: IntegrationImportBody,
    status: 201,
    response: IntegrationImportResponse,
  },
  {
    method: 'post',
    path: '/api/integrations/bulk-publish',
    tag: 'Integrations',
    summary:
      'Publish a folder’s, chosen documents’ or chosen posts to one site, one job per post (202: the workers run it).',
    auth: true,
    body: BulkPublishBody,
    status: 202,
    response: BulkPublishRunResponse,
  },
  {
    method: 'get',
    path: '/api/integrations/bulk-publish',
    tag: 'Integrations',
    summary: 'The team’s bulk publishes, the newest first: when, which site, and how many posts went how.',
    auth: true,
    query: {
      offset: { schema: z.coerce.number().int().min(0), required: false, description: 'Skip this many (0).' },
      limit: {
        schema: z.coerce.number().int().min(1).max(100),
        required: false,
        description: 'At most this many (20).',
      },
    },
    response: BulkPublishRunList,
  },
  {
    method: 'get',
    path: '/api/integrations/bulk-publish/{id}',
    tag: 'Integrations',
    summary:
      'A bulk publish with each post’s state, result and link (GET …/events streams the same as server-sent events).',
    auth: true,
    response: BulkPublishRunResponse,
  },
  {
    method: 'post',
    path: '/api/integrations/bulk-publish/{id}/cancel',
    tag: 'Integrations',
    summary:
      'Cancel a running bulk publish: posts not yet sent are never sent; posts already sent stay on the site (409 when finished).',
    auth: true,
    response: BulkPublishRunResponse,
  },
  {
    method: 'get',
    path: '/api/integrations/publications',
    tag: 'Integrations',
    summary: 'Where a post was published.',
    auth: true,
    query: {
      postId: { schema: z.string().regex(/^[a-f0-9]{24}$/), required: true, description: 'The post.' },
    },
    response: PublicationList,
  },
  // The public API (an API key, or a signed-in session).
  {
    method: 'get',
    path: '/api/public/collections',
    tag: 'Public API',
    summary: 'The team’s documents, the most recently changed first, paged.',
    auth: true,
    query: {
      offset: { schema: z.coerce.number().int().min(0), required: false, description: 'Skip this many (0).' },
      limit: {
        schema: z.coerce.number().int().min(1).max(100),
        required: false,
        description: 'At most this many (20).',
      },
    },
    response: z.object({
      data: z.array(CollectionListItemView),
      total: z.number().int(),
      offset: z.number().int(),
      limit: z.number().int(),
    }),
  },
  {
    method: 'get',
    path: '/api/public/collections/{id}',
    tag: 'Public API',
    summary: 'One of the team’s documents with its posts.',
    auth: true,
    response: data(CollectionView),
  },
  {
    method: 'post',
    path: '/api/public/collection',
    tag: 'Public API',
    summary: 'One of the team’s documents with its posts, by id in the body (SPEC’s form of the call above).',
    auth: true,
    body: z.strictObject({ id: z.string().regex(/^[a-f0-9]{24}$/) }),
    response: data(CollectionView),
  },
  {
    method: 'get',
    path: '/api/public/posts/{id}',
    tag: 'Public API',
    summary: 'One of the team’s posts.',
    auth: true,
    response: data(PostView),
  },
  {
    method: 'post',
    path: '/api/public/collections/publish',
    tag: 'Public API',
    summary:
      'Publish a document’s posts to the team’s site connected at baseURL, one job per post; follow it with GET /api/public/publish-runs/{id}. With type "delete", take the posts out of their publication schedule instead (answers 200 with the document).',
    auth: true,
    body: PublicCollectionPublishBody,
    status: 202,
    response: BulkPublishRunResponse,
  },
  {
    method: 'post',
    path: '/api/public/generations',
    tag: 'Public API',
    summary:
      'Write articles from templates: one per row (a keyword or a title, and its template, language and length), into a folder, on the workers; each article’s credits are held first. Follow it with GET /api/public/generations/{id}.',
    auth: true,
    body: BulkGenerateBody,
    status: 202,
    response: BulkRunResponse,
  },
  {
    method: 'get',
    path: '/api/public/generations/{id}',
    tag: 'Public API',
    summary: 'Articles being written through the API: each one’s status and, when written, its document.',
    auth: true,
    response: BulkRunResponse,
  },
  {
    method: 'get',
    path: '/api/public/publish-runs/{id}',
    tag: 'Public API',
    summary: 'A publish started through the API: each post’s status, state on the site, address and error.',
    auth: true,
    response: BulkPublishRunResponse,
  },
  {
    method: 'get',
    path: '/api/custom-workflows',
    tag: 'Custom workflows',
    summary: 'The team’s saved custom workflows, with what one run of each costs.',
    auth: true,
    response: CustomWorkflowList,
  },
  {
    method: 'post',
    path: '/api/custom-workflows',
    tag: 'Custom workflows',
    summary: 'Save a custom workflow: a name and its steps in order, each with an optional prompt.',
    auth: true,
    body: CustomWorkflowBody,
    status: 201,
    response: CustomWorkflowResponse,
  },
  {
    method: 'get',
    path: '/api/custom-workflows/{id}',
    tag: 'Custom workflows',
    summary: 'One saved custom workflow (404 for another team’s).',
    auth: true,
    response: CustomWorkflowResponse,
  },
  {
    method: 'patch',
    path: '/api/custom-workflows/{id}',
    tag: 'Custom workflows',
    summary: 'Rename a custom workflow or replace its steps (runs keep the steps they started with).',
    auth: true,
    body: CustomWorkflowPatch,
    response: CustomWorkflowResponse,
  },
  {
    method: 'post',
    path: '/api/custom-workflows/{id}/run',
    tag: 'Custom workflows',
    summary:
      'Run a custom workflow on 1 to 20 keywords: one run each, one workflow and the steps’ credits held per run before any starts (402 holds nothing).',
    auth: true,
    body: CustomWorkflowRunBody,
    status: 202,
    response: CustomWorkflowStartResponse,
  },
  {
    method: 'delete',
    path: '/api/custom-workflows/{id}',
    tag: 'Custom workflows',
    summary: 'Delete a saved custom workflow; its runs stay in history.',
    auth: true,
    status: 204,
    response: NoContent,
  },
  {
    method: 'get',
    path: '/api/workflows',
    tag: 'Workflows',
    summary: 'The team’s workflow runs (video to blog, custom), newest first.',
    auth: true,
    query: {
      offset: { schema: listQuery.offset, required: false, description: 'Runs to skip.' },
      limit: { schema: listQuery.limit, required: false, description: 'Runs to answer, 1 to 100.' },
      type: { schema: listQuery.type, required: false, description: 'Only runs of this type.' },
      status: { schema: listQuery.status, required: false, description: 'Only runs in this state.' },
    },
    response: WorkflowRunList,
  },
  {
    method: 'get',
    path: '/api/workflows/{id}',
    tag: 'Workflows',
    summary: 'One run: its state, steps (state, output, time), cost, charge and result.',
    auth: true,
    response: WorkflowRunResponse,
  },
  {
    method: 'post',
    path: '/api/workflows/{id}',
    tag: 'Workflows',
    summary: 'Cancel a run (refunded) or retry a failed or cancelled one (202, held anew).',
    auth: true,
    body: WorkflowActionBody,
    response: WorkflowRunResponse,
  },
  {
    method: 'delete',
    path: '/api/workflows/{id}',
    tag: 'Workflows',
    summary: 'Remove a run from history (cancelled first when it runs); its post stays.',
    auth: true,
    status: 204,
    response: NoContent,
  },
  {
    method: 'post',
    path: '/api/search',
    tag: 'Research',
    summary:
      'Research search: web pages, books, videos, journals and images through the configured search provider (503 WebSearchOff without one), the team’s own documents and related keywords offline, and internal-link suggestions from a crawl of the team’s site.',
    auth: true,
    body: SearchBody,
    response: SearchResponse,
  },
];

const ErrorBody = z.object({
  status: z.number().int(),
  message: z.string(),
  code: z.string(),
  data: z.unknown().optional(),
});

export function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as Record<string, unknown>;
  return rest;
}

export function openApiDocument(version: string, serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const parameters = [
      ...[...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
        name: m[1],
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...Object.entries(op.query ?? {}).map(([name, q]) => ({
        name,
        in: 'query',
        required: q.required,
        description: q.description,
        schema: jsonSchema(q.schema, 'input'),
      })),
    ];
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      tags: [op.tag],
      summary: op.summary,
      operationId: `${op.method}${op.path.replace(/\{(\w+)\}/g, 'By_$1').replace(/[^A-Za-z0-9]+(\w)/g, (_m, c: string) => c.toUpperCase())}`,
      ...(parameters.length ? { parameters } : {}),
      ...(op.auth ? {} : { security: [] }),
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchema(op.body, 'input') } },
            },
          }
        : {}),
      responses: {
        [String(op.status ?? 200)]: {
          description: 'Success',
          content: { 'application/json': { schema: jsonSchema(op.response, 'output') } },
        },
        default: {
          description: 'An error of the catalogue (SPEC §8): {status, message, code, data}.',
          content: { 'application/json': { schema: jsonSchema(ErrorBody, 'output') } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Inkpress API',
      version,
      description:
        'Generated from the shared zod schemas. Signed-in calls send the session cookie with an X-CSRF-Token header, or Authorization: Bearer <token>.',
    },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }, { cookie: [] }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'inkpress_session' },
      },
    },
    paths,
  };
}

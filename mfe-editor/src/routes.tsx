import { pageMeta, type RemoteRouteTable, route } from '@inkpress/shared-ui';

const d = { noindex: true } as const;

/** The signed-in writing area. */
const routes: RemoteRouteTable = [
  route(
    '/dashboard',
    'dashboard',
    pageMeta('Dashboard', 'Your documents, credits and a quick start from a template.', d),
    () => import('./features/dashboard/DashboardHome'),
  ),
  route(
    '/dashboard/templates',
    'dashboard',
    pageMeta('Templates', 'Start a new article from a template.', d),
    () => import('./screens/TemplatesScreen'),
  ),
  route(
    '/dashboard/templates/:templateId',
    'dashboard',
    pageMeta('New document from a template', 'Fill in the template and generate your article.', d),
    () => import('./screens/TemplateScreen'),
  ),
  route(
    '/dashboard/collections',
    'dashboard',
    pageMeta('Documents', 'Every document you and your team have written.', d),
    () => import('./features/collections/CollectionsScreen'),
  ),
  route(
    '/dashboard/collections/:collectionId',
    'dashboard',
    pageMeta('Editor', 'Write and improve this document with AI.', d),
    () => import('./features/document/EditorScreen'),
  ),
  route(
    '/dashboard/collections/:collectionId/:postId',
    'dashboard',
    pageMeta('Editor', 'Write and improve this post with AI.', d),
    () => import('./features/document/EditorScreen'),
  ),
  route(
    '/tools/ai-text-editor',
    'marketing',
    pageMeta(
      'AI Text Editor',
      'Write and edit with AI help right in your browser, no account needed: fix grammar, simplify, shorten, paraphrase and expand.',
    ),
    () => import('./features/scratch/AiTextEditorScreen'),
  ),
  route(
    '/dashboard/custom-workflow',
    'dashboard',
    pageMeta('Custom workflow', 'Build a workflow of AI steps for your own process.', d),
    () => import('./features/customWorkflows/CustomWorkflowScreen'),
  ),
  route(
    '/dashboard/chat',
    'dashboard',
    pageMeta('AI Chat', 'Chat with AI about your documents and files.', d),
    () => import('./features/chat/ChatScreen'),
  ),
  route(
    '/dashboard/ai-image',
    'dashboard',
    pageMeta('AI Images', 'Generate images for your articles, and restore old ones.', d),
    () => import('./features/media/AiImageScreen'),
  ),
  route(
    '/dashboard/brand-voice',
    'dashboard',
    pageMeta('Brand Voice', 'Your brand voices and info base.', d),
    () => import('./features/voice/BrandVoiceScreen'),
  ),
  route(
    '/dashboard/persona',
    'dashboard',
    pageMeta('Persona', 'Who your articles speak to.', d),
    () => import('./features/voice/PersonaScreen'),
  ),
  route(
    '/dashboard/workflows',
    'dashboard',
    pageMeta('Workflows', 'Run ready-made AI workflows.', d),
    () => import('./features/workflows/WorkflowsScreen'),
  ),
  route(
    '/dashboard/workflows/:slug',
    'dashboard',
    pageMeta('Workflow', 'Run this workflow.', d),
    () => import('./features/workflows/WorkflowScreen'),
  ),
  route(
    '/dashboard/workflows/:type/:id',
    'dashboard',
    pageMeta('Workflow run', 'The result of a workflow run.', d),
    () => import('./features/workflows/WorkflowRunScreen'),
  ),
  route(
    '/dashboard/bulk-generate',
    'dashboard',
    pageMeta('Bulk generate', 'Generate many articles from a list of keywords.', d),
    () => import('./features/bulk/BulkGenerateScreen'),
  ),
  route(
    '/dashboard/folders',
    'dashboard',
    pageMeta('Folders', 'Organise your documents in folders.', d),
    () => import('./features/folders/FoldersScreen'),
  ),
  route(
    '/dashboard/folders/:folderId',
    'dashboard',
    pageMeta('Folder', 'The documents in this folder.', d),
    () => import('./features/folders/FolderScreen'),
  ),
  route(
    '/dashboard/autoblogging',
    'dashboard',
    pageMeta('Autoblogging', 'Schedule articles to be written and published for you.', d),
    () => import('./features/autoblog/AutoblogScreen'),
  ),
  route(
    '/workspace',
    'dashboard',
    pageMeta('Workspace', 'Your writing workspace: a scratch document with AI.', d),
    () => import('./features/document/WorkspaceScreen'),
  ),
  route(
    '/workflows/all',
    'marketing',
    pageMeta('All workflows', 'Every AI workflow Inkpress offers.'),
    () => import('./features/workflows/AllWorkflowsScreen'),
  ),
  route(
    '/workflows/history',
    'dashboard',
    pageMeta('Workflow history', 'Your past workflow runs.', d),
    () => import('./features/workflows/WorkflowHistoryScreen'),
  ),
  route(
    '/tools/youtube-to-blog',
    'marketing',
    pageMeta(
      'YouTube to Blog',
      'Turn a YouTube video into a blog article with headings, key points and timestamps linking back to the video.',
    ),
    () => import('./features/workflows/YouTubeToBlogScreen'),
  ),
  route(
    '/tools/page-rank-improver',
    'marketing',
    pageMeta(
      'Page Rank Improver',
      'Assess a page of yours with Yoast’s SEO and readability checks, get ranked suggestions, and accept improved sections one by one.',
    ),
    () => import('./features/pageBooster/PageRankImproverScreen'),
  ),
];

export default routes;

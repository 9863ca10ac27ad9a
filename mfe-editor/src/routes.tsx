import { pageMeta, type RemoteRouteTable, route } from '@inkpress/shared-ui';
import { frame } from './frame';

const d = { noindex: true } as const;

/** The signed-in writing area. */
const routes: RemoteRouteTable = [
  route(
    '/dashboard',
    'dashboard',
    pageMeta('Dashboard', 'Your documents, credits and a quick start from a template.', d),
    () => import('./screens/DashboardHome'),
  ),
  frame('/dashboard/templates', 'dashboard', 'Templates', 'Start a new article from a template.'),
  frame(
    '/dashboard/templates/:templateId',
    'dashboard',
    'New document from a template',
    'Fill in the template and generate your article.',
  ),
  frame('/dashboard/collections', 'dashboard', 'Documents', 'Every document you and your team have written.'),
  frame('/dashboard/collections/:collectionId', 'dashboard', 'Document', 'The posts of this document.'),
  frame(
    '/dashboard/collections/:collectionId/:postId',
    'dashboard',
    'Editor',
    'Write and improve this post with AI.',
  ),
  frame(
    '/dashboard/custom-workflow',
    'dashboard',
    'Custom workflow',
    'Build a workflow of AI steps for your own process.',
  ),
  frame('/dashboard/chat', 'dashboard', 'AI Chat', 'Chat with AI about your documents and files.'),
  frame(
    '/dashboard/ai-image',
    'dashboard',
    'AI Images',
    'Generate images for your articles, and restore old ones.',
  ),
  frame('/dashboard/brand-voice', 'dashboard', 'Brand Voice', 'Your brand voices and info base.'),
  frame('/dashboard/persona', 'dashboard', 'Persona', 'Who your articles speak to.'),
  frame('/dashboard/workflows', 'dashboard', 'Workflows', 'Run ready-made AI workflows.'),
  frame('/dashboard/workflows/:slug', 'dashboard', 'Workflow', 'Run this workflow.'),
  frame('/dashboard/workflows/:type/:id', 'dashboard', 'Workflow run', 'The result of a workflow run.'),
  frame(
    '/dashboard/bulk-generate',
    'dashboard',
    'Bulk generate',
    'Generate many articles from a list of keywords.',
  ),
  frame('/dashboard/folders', 'dashboard', 'Folders', 'Organise your documents in folders.'),
  frame('/dashboard/folders/:folderId', 'dashboard', 'Folder', 'The documents in this folder.'),
  frame(
    '/dashboard/autoblogging',
    'dashboard',
    'Autoblogging',
    'Schedule articles to be written and published for you.',
  ),
  frame('/workspace', 'dashboard', 'Workspace', 'Your writing workspace.'),
  frame('/workflows/all', 'marketing', 'All workflows', 'Every AI workflow Inkpress offers.'),
  frame('/workflows/history', 'dashboard', 'Workflow history', 'Your past workflow runs.'),
];

export default routes;

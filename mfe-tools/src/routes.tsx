import { toolBySlug } from '@inkpress/shared-core/tools';
import { pageMeta, type RemoteRouteTable, route } from '@inkpress/shared-ui';
import { frame } from './frame';

/** Free tools and the public AI pages. */
const routes: RemoteRouteTable = [
  route(
    '/tools',
    'marketing',
    pageMeta(
      'Free AI writing tools',
      'Free AI writing tools for writers and marketers: grammar, readability, citations, generators, rewriters and SEO helpers.',
    ),
    () => import('./screens/ToolsCatalogue'),
  ),
  route(
    '/tools/indexer',
    'marketing',
    pageMeta(
      'Free Indexer: ask search engines to index your pages',
      'Submit new and updated pages to Bing, Yandex and other IndexNow search engines, with each answer shown.',
    ),
    () => import('./screens/IndexerScreen'),
  ),
  route(
    '/tools/:slug',
    'marketing',
    (p) => {
      const tool = toolBySlug.get(p.slug ?? '');
      return tool
        ? pageMeta(`Free ${tool.name}`, `${tool.promise} Free, no sign-up needed for your first tries.`)
        : pageMeta('Free AI tool', 'A free AI tool from Inkpress.');
    },
    () => import('./screens/ToolPage'),
  ),
  frame('/art', 'marketing', 'AI Art Generator', 'Create images from a description, free.'),
  frame('/chat', 'marketing', 'AI Chat', 'Chat with an AI writing assistant, free.'),
  frame('/image-restorer', 'marketing', 'Image Restorer', 'Restore old or blurry photos with AI.'),
];

export default routes;

import { toolBySlug, toolPageMeta, toolsIndexPage } from '@inkpress/shared-core/tools';
import { pageMeta, type RemoteRouteTable, route } from '@inkpress/shared-ui';

/** Free tools and the public AI pages. */
const routes: RemoteRouteTable = [
  route(
    '/tools',
    'marketing',
    pageMeta(toolsIndexPage.title, toolsIndexPage.description),
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
      const meta = tool && toolPageMeta(tool);
      return meta
        ? pageMeta(meta.title, meta.description)
        : pageMeta('Free AI tool', 'A free AI tool from Inkpress.');
    },
    () => import('./screens/ToolPage'),
  ),
  route(
    '/art',
    'marketing',
    pageMeta(
      'AI Art Generator',
      'Create images from a description, free: no account needed for your first images.',
    ),
    () => import('./screens/ArtPage'),
  ),
  route(
    '/chat',
    'marketing',
    pageMeta(
      'AI Chat',
      'Chat with an AI writing assistant, free: streamed answers, no account needed to start.',
    ),
    () => import('./screens/ChatPage'),
  ),
  route(
    '/image-restorer',
    'marketing',
    pageMeta(
      'Image Restorer',
      'Restore old or blurry photos: enlarge, denoise, sharpen and fix colours, free.',
    ),
    () => import('./screens/RestorerPage'),
  ),
];

export default routes;

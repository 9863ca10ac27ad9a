import { pageMeta, type RemoteRouteTable, route } from '@inkpress/shared-ui';

/** Website integrations. */
const routes: RemoteRouteTable = [
  route(
    '/dashboard/integrations',
    'dashboard',
    pageMeta('Integrations', 'Connect your websites and publish articles to them.', { noindex: true }),
    () => import('./screens/IntegrationsPage'),
  ),
];

export default routes;

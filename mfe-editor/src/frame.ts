import { pageMeta, type RemoteRoute, type RouteLayout, route } from '@inkpress/shared-ui';

/** A route that shows this area's page frame with its heading. */
export function frame(path: string, layout: RouteLayout, title: string, description: string): RemoteRoute {
  return route(path, layout, pageMeta(title, description, { noindex: layout === 'dashboard' }), () =>
    import('./features/common/AreaPage').then((m) => ({ default: m.areaPage(title, description) })),
  );
}

import type { PageMeta, RemoteRoute, RouteLayout, ScreenModule } from './types';

/** Shorthand for a route table entry. */
export function route(
  path: string,
  layout: RouteLayout,
  meta: RemoteRoute['meta'],
  load: () => Promise<ScreenModule>,
  options: { requiresAuth?: boolean; requiresInternal?: boolean } = {},
): RemoteRoute {
  return { path, layout, meta, load, ...options };
}

/** Metadata with a title and description; dashboard pages stay out of search indexes. */
export function pageMeta(title: string, description: string, extra: Partial<PageMeta> = {}): PageMeta {
  return { title, description, ...extra };
}

import { type RenderedMarkdown, renderMarkdown } from './markdown';

/** Rendered Markdown per entry version (id + updatedAt): content is read far more than written. */
const cache = new Map<string, RenderedMarkdown>();
const MAX = 2000;

export function renderedEntry(doc: { _id: string; body: string; updatedAt: Date }): RenderedMarkdown {
  const key = `${doc._id}@${doc.updatedAt.getTime()}`;
  let rendered = cache.get(key);
  if (!rendered) {
    rendered = renderMarkdown(doc.body);
    if (cache.size >= MAX) cache.delete(cache.keys().next().value!);
    cache.set(key, rendered);
  }
  return rendered;
}

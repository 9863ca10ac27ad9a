import { apiReferenceHtml } from '../../openapi/reference';
import { sanitizePostHtml } from '../sanitize';
import { htmlToText, type RenderedMarkdown, renderMarkdown } from './markdown';

/**
 * Parts of a page the code writes, placed by a paragraph of their own in
 * the Markdown: `{{api-reference}}` is the public API's reference, from the
 * OpenAPI document's operations (so it cannot drift from the API).
 */
const embeds: Record<string, () => string> = {
  '{{api-reference}}': apiReferenceHtml,
};

function withEmbeds(rendered: RenderedMarkdown): RenderedMarkdown {
  let { html, text } = rendered;
  for (const [marker, build] of Object.entries(embeds)) {
    const at = `<p>${marker}</p>`;
    if (!html.includes(at)) continue;
    const part = sanitizePostHtml(build());
    html = html.replace(at, () => part);
    text = `${text.replace(marker, '')}\n${htmlToText(part)}`;
  }
  return { ...rendered, html, text };
}

/** Markdown as the public pages render it (embeds included): the editing screen's preview. */
export function renderPage(markdown: string): RenderedMarkdown {
  return withEmbeds(renderMarkdown(markdown));
}

/** Rendered Markdown per entry version (id + updatedAt): content is read far more than written. */
const cache = new Map<string, RenderedMarkdown>();
const MAX = 2000;

export function renderedEntry(doc: { _id: string; body: string; updatedAt: Date }): RenderedMarkdown {
  const key = `${doc._id}@${doc.updatedAt.getTime()}`;
  let rendered = cache.get(key);
  if (!rendered) {
    rendered = renderPage(doc.body);
    if (cache.size >= MAX) cache.delete(cache.keys().next().value!);
    cache.set(key, rendered);
  }
  return rendered;
}

import { socialImagePath } from '@inkpress/shared-core';
import type { PageMeta } from '@inkpress/shared-ui';
import socialImage from '../../public/social-default.png';
import { isBarePath, isDashboardPath } from './paths';

export const SITE_NAME = 'Inkpress';
/** The default 1200x600 social card, emitted by webpack as /social-default.png. */
export const DEFAULT_SOCIAL_IMAGE: string = socialImage;
const SOCIAL_IMAGE_WIDTH = '1200';
const SOCIAL_IMAGE_HEIGHT = '600';

function upsert(selector: string, create: () => HTMLElement, attr: string, value: string) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  el.setAttribute(attr, value);
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  upsert(
    `meta[${key}="${name}"]`,
    () => {
      const el = document.createElement('meta');
      el.setAttribute(key, name);
      return el;
    },
    'content',
    content,
  );

/**
 * Writes a route's metadata into <head>: title, description, canonical link,
 * robots, and the 1200x600 social image with Open Graph and Twitter tags.
 */
export function applyPageMeta(page: PageMeta, location: { origin: string; pathname: string }) {
  const title = page.title.includes(SITE_NAME) ? page.title : `${page.title} | ${SITE_NAME}`;
  const canonical = `${location.origin}${page.canonicalPath ?? location.pathname}`;
  // A public page has a card of its own, drawn by the API from its title; the rest share the site's.
  const path = page.canonicalPath ?? location.pathname;
  const image = new URL(
    page.image ?? (page.noindex ? DEFAULT_SOCIAL_IMAGE : socialImagePath(path)),
    location.origin,
  ).href;
  document.title = title;
  meta('name', 'description', page.description);
  meta('name', 'robots', page.noindex ? 'noindex, nofollow' : 'index, follow');
  upsert(
    'link[rel="canonical"]',
    () => {
      const el = document.createElement('link');
      el.setAttribute('rel', 'canonical');
      return el;
    },
    'href',
    canonical,
  );
  meta('property', 'og:title', title);
  meta('property', 'og:description', page.description);
  meta('property', 'og:url', canonical);
  meta('property', 'og:type', 'website');
  meta('property', 'og:site_name', SITE_NAME);
  meta('property', 'og:image', image);
  meta('property', 'og:image:width', SOCIAL_IMAGE_WIDTH);
  meta('property', 'og:image:height', SOCIAL_IMAGE_HEIGHT);
  meta('name', 'twitter:card', 'summary_large_image');
  meta('name', 'twitter:title', title);
  meta('name', 'twitter:description', page.description);
  meta('name', 'twitter:image', image);
}

const words: Record<string, string> = { ai: 'AI', api: 'API', seo: 'SEO', gpts: 'GPTs', edi: 'EDI' };

/** "/bulk-content-creation" → "Bulk content creation". */
function titleFromPath(path: string): string {
  const segment = path
    .split('/')
    .filter((s) => s && !s.startsWith(':'))
    .pop();
  if (!segment) return 'AI writing for SEO articles';
  const text = segment
    .split('-')
    .map((w) => words[w] ?? w)
    .join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Metadata for a path whose remote has not told us yet (loading or down):
 * a title from the path, the site's description, and dashboard and sign-in
 * screens kept out of search indexes.
 */
export function fallbackPageMeta(path: string): PageMeta {
  return {
    title: titleFromPath(path),
    description: 'Inkpress: write, improve and publish SEO articles with AI.',
    noindex: isDashboardPath(path) || isBarePath(path),
  };
}

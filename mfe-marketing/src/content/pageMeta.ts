import { useEffect } from 'react';

const SITE = 'Inkpress';

function meta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

export interface ContentMeta {
  title: string;
  description: string;
  /** The page's path (canonical). */
  path: string;
  /** The same page in other languages (hreflang). */
  translations?: { lang: string; path: string }[];
}

/**
 * The page's metadata from its content, once loaded: title, description,
 * canonical, Open Graph and Twitter text, hreflang links. The shell wrote
 * the route's own first; the content's is more precise. JSON-LD of the
 * first HTML describes the first page only, so it goes when another page
 * is shown.
 */
export function useContentMeta(page: ContentMeta | null) {
  useEffect(() => {
    if (!page) return;
    const title = page.title.includes(SITE) ? page.title : `${page.title} | ${SITE}`;
    const canonical = `${window.location.origin}${page.path}`;
    document.title = title;
    meta('name', 'description', page.description);
    meta('property', 'og:title', title);
    meta('property', 'og:description', page.description);
    meta('property', 'og:url', canonical);
    meta('name', 'twitter:title', title);
    meta('name', 'twitter:description', page.description);
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.appendChild(link);
    }
    link.href = canonical;
    for (const el of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) el.remove();
    for (const t of page.translations ?? []) {
      const alt = document.createElement('link');
      alt.rel = 'alternate';
      alt.hreflang = t.lang;
      alt.href = `${window.location.origin}${t.path}`;
      document.head.appendChild(alt);
    }
    if (window.location.pathname !== initialPath) {
      for (const el of document.head.querySelectorAll('script[type="application/ld+json"]')) el.remove();
    }
  }, [page]);
}

const initialPath = typeof window === 'undefined' ? '' : window.location.pathname;

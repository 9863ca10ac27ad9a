import type { ContentKind } from '@inkpress/shared-core';

/** The public path of an entry. */
export function contentPath(kind: ContentKind, slug: string, lang: string): string {
  switch (kind) {
    case 'blog':
      return lang === 'en' ? `/blog/${slug}` : `/blog/${lang}/${slug}`;
    case 'docs':
      return `/docs/${slug}`;
    case 'announcement':
      return `/docs/announcements#${slug}`;
    case 'page':
      return slug === 'home' ? '/' : `/${slug}`;
    case 'sample':
      return `/public/article/${slug}`;
  }
}

export function entryId(kind: ContentKind, lang: string, slug: string): string {
  return `${kind}:${lang}:${slug}`;
}

import type { MarkSpec } from 'prosemirror-model';
import { sanitizeHref } from '../url';

/**
 * A link. Its href is sanitised when parsed and again when rendered: a
 * `javascript:` (or other unsafe) href never becomes a link, the text stays.
 * Not inclusive, so typing at a link's end does not extend it.
 */
export const link: MarkSpec = {
  attrs: {
    href: { validate: 'string' },
    title: { default: null, validate: 'string|null' },
  },
  inclusive: false,
  parseDOM: [
    {
      tag: 'a[href]',
      getAttrs: (dom) => {
        const href = sanitizeHref(dom.getAttribute('href'));
        return href ? { href, title: dom.getAttribute('title') } : false;
      },
    },
  ],
  toDOM: (mark) => {
    const { href, title } = mark.attrs as { href: string; title: string | null };
    return ['a', { href: sanitizeHref(href) ?? '', title, rel: 'noopener noreferrer nofollow' }, 0];
  },
};

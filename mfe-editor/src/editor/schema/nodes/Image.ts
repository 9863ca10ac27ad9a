import type { NodeSpec } from 'prosemirror-model';
import { sanitizeImageSrc } from '../url';

/** An inline image. Sources that are not http(s), relative or a raster data URL are dropped. */
export const image: NodeSpec = {
  inline: true,
  attrs: {
    src: { validate: 'string' },
    alt: { default: null, validate: 'string|null' },
    title: { default: null, validate: 'string|null' },
  },
  group: 'inline',
  draggable: true,
  parseDOM: [
    {
      tag: 'img[src]',
      getAttrs: (dom) => {
        const src = sanitizeImageSrc(dom.getAttribute('src'));
        if (!src) return false;
        return { src, alt: dom.getAttribute('alt'), title: dom.getAttribute('title') };
      },
    },
  ],
  toDOM: (node) => {
    const { src, alt, title } = node.attrs as { src: string; alt: string | null; title: string | null };
    return ['img', { src: sanitizeImageSrc(src) ?? '', alt, title }];
  },
};

import type { NodeSpec } from 'prosemirror-model';

/** An ordered list (`ol`); `order` is the number of the first item. */
export const ordered_list: NodeSpec = {
  attrs: { order: { default: 1, validate: 'number' } },
  content: 'list_item+',
  group: 'block',
  parseDOM: [
    {
      tag: 'ol',
      getAttrs: (dom) => {
        const start = Number.parseInt(dom.getAttribute('start') ?? '', 10);
        return { order: Number.isFinite(start) ? start : 1 };
      },
    },
  ],
  toDOM: (node) => (node.attrs.order === 1 ? ['ol', 0] : ['ol', { start: node.attrs.order as number }, 0]),
};

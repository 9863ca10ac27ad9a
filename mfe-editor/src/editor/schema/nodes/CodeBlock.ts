import type { NodeSpec } from 'prosemirror-model';

/** Preformatted code: plain text, no marks; `language` comes from a fence's info string. */
export const code_block: NodeSpec = {
  attrs: { language: { default: '', validate: 'string' } },
  content: 'text*',
  marks: '',
  group: 'block',
  code: true,
  defining: true,
  parseDOM: [
    {
      tag: 'pre',
      preserveWhitespace: 'full',
      getAttrs: (dom) => {
        const code = dom.querySelector('code');
        const match = /(?:^|\s)language-([\w+-]+)/.exec(code?.className ?? '');
        return { language: match?.[1] ?? dom.getAttribute('data-language') ?? '' };
      },
    },
  ],
  toDOM: (node) => {
    const language = node.attrs.language as string;
    return ['pre', language ? { 'data-language': language } : {}, ['code', 0]];
  },
};

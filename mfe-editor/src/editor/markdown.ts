import MarkdownIt, { type StateCore, type Token } from 'markdown-it';
import { MarkdownParser, MarkdownSerializer, type MarkdownSerializerState } from 'prosemirror-markdown';
import type { Node } from 'prosemirror-model';
import { sanitizeImageSrc, schema } from './schema';

/**
 * GFM table cells hold inline content, our cells hold blocks: this core rule
 * wraps each cell's inline token in a paragraph. It also turns an image with
 * a source we refuse into its alt text (markdown-it already refuses
 * javascript: and other unsafe link targets).
 */
function inkpressTokens(md: MarkdownIt): void {
  md.core.ruler.push('inkpress_tokens', (state: StateCore) => {
    const out: Token[] = [];
    let inCell = false;
    for (const token of state.tokens) {
      if (token.type === 'th_open' || token.type === 'td_open') inCell = true;
      if (token.type === 'th_close' || token.type === 'td_close') inCell = false;
      if (token.type === 'inline') {
        for (const [index, child] of (token.children ?? []).entries()) {
          if (child.type === 'image' && !sanitizeImageSrc(child.attrGet('src'))) {
            const text = new state.Token('text', '', 0);
            text.content = child.content;
            token.children![index] = text;
          }
        }
      }
      if (inCell && token.type === 'inline') {
        const open = new state.Token('paragraph_open', 'p', 1);
        const close = new state.Token('paragraph_close', 'p', -1);
        open.block = close.block = true;
        out.push(open, token, close);
      } else {
        out.push(token);
      }
    }
    state.tokens = out;
  });
}

const tokenizer = new MarkdownIt('default', { html: false, linkify: false }).use(inkpressTokens);

const parser = new MarkdownParser(schema, tokenizer, {
  blockquote: { block: 'blockquote' },
  paragraph: { block: 'paragraph' },
  list_item: { block: 'list_item' },
  bullet_list: { block: 'bullet_list' },
  ordered_list: {
    block: 'ordered_list',
    getAttrs: (token) => ({ order: Number(token.attrGet('start')) || 1 }),
  },
  heading: { block: 'heading', getAttrs: (token) => ({ level: Number(token.tag.slice(1)) }) },
  code_block: { block: 'code_block', noCloseToken: true },
  fence: {
    block: 'code_block',
    getAttrs: (token) => ({ language: token.info.trim().split(/\s+/)[0] ?? '' }),
    noCloseToken: true,
  },
  hr: { node: 'horizontal_rule' },
  image: {
    node: 'image',
    getAttrs: (token) => ({
      src: sanitizeImageSrc(token.attrGet('src')) ?? '',
      title: token.attrGet('title') || null,
      alt: token.children?.[0]?.content || null,
    }),
  },
  hardbreak: { node: 'hard_break' },
  em: { mark: 'em' },
  strong: { mark: 'strong' },
  s: { mark: 'strike' },
  link: {
    mark: 'link',
    getAttrs: (token) => ({ href: token.attrGet('href') ?? '', title: token.attrGet('title') || null }),
  },
  code_inline: { mark: 'code', noCloseToken: true },
  table: { block: 'table' },
  thead: { ignore: true },
  tbody: { ignore: true },
  tr: { block: 'table_row' },
  th: { block: 'table_header' },
  td: { block: 'table_cell' },
});

/** A document from Markdown (CommonMark plus GFM tables and ~~strikethrough~~; raw HTML stays text). */
export function markdownToDoc(markdown: string): Node {
  return parser.parse(markdown);
}

/** A cell's content as one line of Markdown: blocks joined by a space, pipes escaped. */
function cellMarkdown(cell: Node): string {
  return serializer
    .serialize(cell, SERIALIZE_OPTIONS)
    .replace(/\\\n/g, ' ')
    .replace(/\s*\n+\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

function table(state: MarkdownSerializerState, node: Node): void {
  const rows: string[][] = [];
  node.forEach((row) => {
    const cells: string[] = [];
    row.forEach((cell) => {
      cells.push(cellMarkdown(cell));
      for (let span = 1; span < ((cell.attrs.colspan as number) ?? 1); span++) cells.push('');
    });
    rows.push(cells);
  });
  const width = Math.max(1, ...rows.map((cells) => cells.length));
  const line = (cells: string[]) =>
    `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`;
  const [head = [], ...body] = rows;
  const lines = [line(head), line(Array.from({ length: width }, () => '---')), ...body.map(line)];
  lines.forEach((text, i) => {
    if (i > 0) state.ensureNewLine();
    state.write(text);
  });
  state.closeBlock(node);
}

const serializer: MarkdownSerializer = new MarkdownSerializer(
  {
    blockquote(state, node) {
      state.wrapBlock('> ', null, node, () => state.renderContent(node));
    },
    code_block(state, node) {
      // The fence is longer than any run of backticks inside the code.
      const longest = Math.max(2, ...(node.textContent.match(/`+/g) ?? []).map((run) => run.length));
      const fence = '`'.repeat(longest + 1);
      state.write(`${fence}${(node.attrs.language as string) || ''}\n`);
      state.text(node.textContent, false);
      state.ensureNewLine();
      state.write(fence);
      state.closeBlock(node);
    },
    heading(state, node) {
      state.write(`${state.repeat('#', node.attrs.level as number)} `);
      state.renderInline(node, false);
      state.closeBlock(node);
    },
    horizontal_rule(state, node) {
      state.write('---');
      state.closeBlock(node);
    },
    bullet_list(state, node) {
      state.renderList(node, '  ', () => '- ');
    },
    ordered_list(state, node) {
      const start = (node.attrs.order as number) ?? 1;
      const width = String(start + node.childCount - 1).length;
      const space = state.repeat(' ', width + 2);
      state.renderList(node, space, (i) => {
        const n = String(start + i);
        return `${state.repeat(' ', width - n.length)}${n}. `;
      });
    },
    list_item(state, node) {
      state.renderContent(node);
    },
    paragraph(state, node) {
      state.renderInline(node);
      state.closeBlock(node);
    },
    image(state, node) {
      const { src, alt, title } = node.attrs as { src: string; alt: string | null; title: string | null };
      const titlePart = title ? ` "${title.replace(/"/g, '\\"')}"` : '';
      state.write(
        `![${state.esc(alt ?? '')}](${src.replace(/[()\s]/g, (c) => encodeURIComponent(c))}${titlePart})`,
      );
    },
    hard_break(state, node, parent, index) {
      for (let i = index + 1; i < parent.childCount; i++) {
        if (parent.child(i).type !== node.type) {
          state.write('\\\n');
          return;
        }
      }
    },
    text(state, node) {
      state.text(node.text ?? '');
    },
    table,
  },
  {
    em: { open: '*', close: '*', mixable: true, expelEnclosingWhitespace: true },
    strong: { open: '**', close: '**', mixable: true, expelEnclosingWhitespace: true },
    strike: { open: '~~', close: '~~', mixable: true, expelEnclosingWhitespace: true },
    link: {
      open: '[',
      close: (_state, mark) => {
        const { href, title } = mark.attrs as { href: string; title: string | null };
        const titlePart = title ? ` "${title.replace(/"/g, '\\"')}"` : '';
        return `](${href.replace(/[()\s]/g, (c) => encodeURIComponent(c))}${titlePart})`;
      },
      mixable: true,
    },
    code: {
      open: (_state, _mark, parent, index) => backticksFor(parent.child(index), -1),
      close: (_state, _mark, parent, index) => backticksFor(parent.child(index - 1), 1),
      escape: false,
    },
  },
);

const SERIALIZE_OPTIONS = { tightLists: true };

/** Backticks around inline code: one more than the longest run inside, spaced when the code has any. */
function backticksFor(node: Node, side: -1 | 1): string {
  const longest = Math.max(0, ...(node.isText ? (node.text!.match(/`+/g) ?? []) : []).map((r) => r.length));
  const ticks = '`'.repeat(longest + 1);
  if (longest === 0) return ticks;
  return side < 0 ? `${ticks} ` : ` ${ticks}`;
}

/** Markdown of a document: CommonMark with GFM tables (pipes; the first row is the header) and ~~strikethrough~~. */
export function docToMarkdown(doc: Node): string {
  return serializer.serialize(doc, SERIALIZE_OPTIONS);
}

import MarkdownIt, { type Token } from 'markdown-it';
import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * An answer's Markdown as React elements, never as HTML: raw HTML in the
 * text stays text (markdown-it with `html: false`), links keep only http(s)
 * and mailto targets, and a citation [n] whose passage is known becomes a
 * button that shows the passage.
 */
const md = new MarkdownIt('default', { html: false, linkify: false, breaks: true });

const SAFE_LINK = /^(?:https?:|mailto:)/i;

interface RenderOptions {
  /** Numbers that are citations of this answer. */
  cited: ReadonlySet<number>;
  onCite?: (n: number) => void;
}

/** Text with its [n] markers turned into citation buttons. */
function withCitations(text: string, key: string, options: RenderOptions): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[(\d{1,2})\]/g)) {
    const n = Number(match[1]);
    if (!options.cited.has(n)) continue;
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    parts.push(
      <Cite
        key={`${key}-c${at}`}
        type="button"
        aria-label={`Source ${n}`}
        data-citation={n}
        onClick={() => options.onCite?.(n)}
      >
        {n}
      </Cite>,
    );
    last = at + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** Renders inline tokens (text, emphasis, code, links, breaks) between open/close pairs. */
function renderInline(tokens: Token[], key: string, options: RenderOptions): ReactNode[] {
  const out: ReactNode[] = [];
  let i = 0;
  const until = (closeType: string, start: number): [Token[], number] => {
    let depth = 0;
    for (let j = start; j < tokens.length; j++) {
      const t = tokens[j] as Token;
      if (t.type === tokens[start - 1]?.type) depth += 1;
      if (t.type === closeType) {
        if (depth === 0) return [tokens.slice(start, j), j];
        depth -= 1;
      }
    }
    return [tokens.slice(start), tokens.length];
  };
  while (i < tokens.length) {
    const t = tokens[i] as Token;
    const k = `${key}-${i}`;
    if (t.type === 'text') out.push(<Fragment key={k}>{withCitations(t.content, k, options)}</Fragment>);
    else if (t.type === 'code_inline') out.push(<code key={k}>{t.content}</code>);
    else if (t.type === 'softbreak' || t.type === 'hardbreak') out.push(<br key={k} />);
    else if (
      t.type === 'strong_open' ||
      t.type === 'em_open' ||
      t.type === 's_open' ||
      t.type === 'link_open'
    ) {
      const close = t.type.replace('_open', '_close');
      const [inner, end] = until(close, i + 1);
      const children = renderInline(inner, k, options);
      if (t.type === 'strong_open') out.push(<strong key={k}>{children}</strong>);
      else if (t.type === 'em_open') out.push(<em key={k}>{children}</em>);
      else if (t.type === 's_open') out.push(<s key={k}>{children}</s>);
      else {
        const href = t.attrGet('href') ?? '';
        out.push(
          SAFE_LINK.test(href) ? (
            <a key={k} href={href} target="_blank" rel="noopener noreferrer nofollow">
              {children}
            </a>
          ) : (
            <Fragment key={k}>{children}</Fragment>
          ),
        );
      }
      i = end + 1;
      continue;
    } else if (t.type === 'image') out.push(<Fragment key={k}>{t.content}</Fragment>);
    else if (t.content) out.push(<Fragment key={k}>{t.content}</Fragment>);
    i += 1;
  }
  return out;
}

/** Renders block tokens into elements. */
function renderBlocks(tokens: Token[], options: RenderOptions): ReactNode[] {
  const stack: { tag: string; children: ReactNode[]; attrs?: Record<string, unknown> }[] = [
    { tag: 'root', children: [] },
  ];
  const top = () => stack[stack.length - 1] as (typeof stack)[number];
  tokens.forEach((t, i) => {
    const key = `b${i}`;
    if (t.nesting === 1) {
      const attrs: Record<string, unknown> = {};
      if (t.type === 'ordered_list_open') attrs.start = Number(t.attrGet('start')) || undefined;
      stack.push({ tag: t.tag, children: [], attrs });
      return;
    }
    if (t.nesting === -1) {
      const node = stack.pop();
      if (!node) return;
      const Tag = (
        [
          'p',
          'ul',
          'ol',
          'li',
          'blockquote',
          'h1',
          'h2',
          'h3',
          'h4',
          'h5',
          'h6',
          'table',
          'thead',
          'tbody',
          'tr',
          'th',
          'td',
        ].includes(node.tag)
          ? node.tag.replace(/^h[12]$/, 'h3')
          : 'div'
      ) as 'div';
      top().children.push(
        <Tag key={key} {...(node.attrs ?? {})}>
          {node.children}
        </Tag>,
      );
      return;
    }
    if (t.type === 'inline') top().children.push(...renderInline(t.children ?? [], key, options));
    else if (t.type === 'fence' || t.type === 'code_block')
      top().children.push(
        <pre key={key}>
          <code>{t.content}</code>
        </pre>,
      );
    else if (t.type === 'hr') top().children.push(<hr key={key} />);
  });
  return stack[0]?.children ?? [];
}

export interface MarkdownProps {
  text: string;
  citations?: readonly { n: number }[];
  onCite?: (n: number) => void;
}

/** An answer rendered safely, with clickable citations. */
export function Markdown({ text, citations = [], onCite }: MarkdownProps) {
  const cited = new Set(citations.map((c) => c.n));
  return <Body>{renderBlocks(md.parse(text, {}), { cited, onCite })}</Body>;
}

const Body = styled.div`
  overflow-wrap: anywhere;
  line-height: 1.6;
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
  p,
  ul,
  ol,
  pre,
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
  pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background.subtle};
  }
  h3,
  h4,
  h5,
  h6 {
    margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }
`;

const Cite = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.5em;
  height: 1.5em;
  margin: 0 2px;
  padding: 0 4px;
  border: 1px solid ${({ theme }) => theme.colors.tones.brand.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.tones.brand.bg};
  color: ${({ theme }) => theme.colors.tones.brand.fg};
  font-size: 0.75em;
  font-weight: 600;
  line-height: 1;
  vertical-align: super;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

interface Props {
  /** HTML sanitised by the API (services/sanitize): only article markup, no script. */
  html: string;
  className?: string;
}

/** An article's HTML; links inside the site move without reloading the page. */
export function Prose({ html, className }: Props) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href?.startsWith('/') || href.startsWith('//')) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <Body className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}

export const Body = styled.div`
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  line-height: 1.7;
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
  h1 {
    font-size: clamp(2rem, 4vw, 2.75rem);
    line-height: 1.15;
    letter-spacing: -0.01em;
    margin: 0 0 16px;
  }
  h2 {
    font-size: 1.5rem;
    line-height: 1.3;
    margin: 40px 0 12px;
  }
  h3 {
    font-size: 1.2rem;
    margin: 28px 0 8px;
  }
  p,
  ul,
  ol {
    margin: 0 0 16px;
  }
  a {
    color: ${({ theme }) => theme.colors.text.link};
  }
  blockquote {
    margin: 0 0 16px;
    padding: 8px 16px;
    border-left: 3px solid ${({ theme }) => theme.colors.tones.brand.solid};
    background: #fff;
  }
  code {
    font-family: ${({ theme }) => theme.typography.fontFamily.mono};
    font-size: 0.9em;
    background: ${({ theme }) => theme.colors.background.subtle};
    padding: 1px 4px;
    border-radius: 4px;
  }
  table {
    display: block;
    overflow-x: auto;
    border-collapse: collapse;
    margin: 0 0 24px;
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.border.default};
    padding: 8px 12px;
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colors.background.subtle};
  }
`;

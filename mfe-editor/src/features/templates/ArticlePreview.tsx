import { useMemo } from 'react';
import styled from 'styled-components';
import { docToHtml, htmlToDoc } from '../../editor';

/**
 * Streamed article HTML shown as it arrives: read through the editor's
 * schema first, so only its nodes and safe links and images can appear,
 * whatever the model sent (half-written tags included).
 */
export function ArticlePreview({ html, busy }: { html: string; busy: boolean }) {
  const safe = useMemo(() => (html ? docToHtml(htmlToDoc(html)) : ''), [html]);
  return (
    <Paper
      aria-label="Article preview"
      aria-busy={busy}
      data-testid="article-preview"
      // Safe: the HTML was rebuilt from the editor's schema just above.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}

const Paper = styled.article`
  min-height: 320px;
  max-height: 70vh;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[10]}`};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  ${({ theme }) => theme.media.down('md')} {
    padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]}`};
  }
  h1 {
    font-size: ${({ theme }) => theme.typography.fontSize['3xl']};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  }
  h2 {
    font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
  }
  h3 {
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;

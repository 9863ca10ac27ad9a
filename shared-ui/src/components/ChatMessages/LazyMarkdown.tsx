import { lazy, Suspense } from 'react';
import type { MarkdownProps } from './Markdown';

export type { MarkdownProps } from './Markdown';

const Loaded = lazy(() => import('./Markdown').then((m) => ({ default: m.Markdown })));

/**
 * An answer rendered safely, with clickable citations (Markdown.tsx). Its
 * parser (markdown-it, about 50 KB gzipped) loads the first time an answer
 * is shown, not with shared-ui: shared-ui is a shared singleton, shipped
 * whole to every page, public pages included. Until then the text shows as
 * it was written.
 */
export function Markdown(props: MarkdownProps) {
  return (
    <Suspense fallback={<div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{props.text}</div>}>
      <Loaded {...props} />
    </Suspense>
  );
}

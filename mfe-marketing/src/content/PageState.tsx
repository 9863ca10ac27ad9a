import { RetryView, Skeleton } from '@inkpress/shared-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Load } from './useLoad';

interface Props<T> {
  load: Load<T>;
  /** What the page shows once its content is there. */
  children: (data: T) => ReactNode;
  /** Wording of the missing state. */
  missing?: string;
}

/**
 * A content page's states. The content and the missing state mark
 * themselves `data-page-ready`: the server-rendered page (scripts/lib/prerender.ts)
 * stays on screen until then, so the app takes over without a flash.
 */
export function PageState<T>({ load, children, missing }: Props<T>) {
  switch (load.state) {
    case 'loading':
      return (
        <Loading aria-busy="true" aria-label="Loading page">
          <Skeleton height={44} width="60%" />
          <Skeleton height={18} />
          <Skeleton height={18} width="80%" />
        </Loading>
      );
    case 'missing':
      return (
        <Missing data-page-ready="">
          <h1>Page not found</h1>
          <p>
            {missing ?? 'There is no page at this address. It may have moved, or the link may have a typo.'}
          </p>
          <p>
            <Link to="/">Front page</Link> · <Link to="/blog">Blog</Link> · <Link to="/docs">Docs</Link> ·{' '}
            <Link to="/contact-us">Contact us</Link>
          </p>
        </Missing>
      );
    case 'failed':
      return (
        <div data-page-ready="">
          <RetryView onRetry={load.retry} />
        </div>
      );
    case 'ready':
      return <>{children(load.data)}</>;
  }
}

const Loading = styled.div`
  display: grid;
  gap: 16px;
  max-width: 760px;
`;

const Missing = styled.div`
  max-width: 760px;
  h1 {
    font-size: clamp(2rem, 4vw, 2.75rem);
    margin: 0 0 16px;
  }
`;

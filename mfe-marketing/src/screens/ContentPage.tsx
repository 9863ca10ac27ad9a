import { useShell } from '@inkpress/shared-ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { contentApi } from '../content/api';
import { PageState } from '../content/PageState';
import { Prose } from '../content/Prose';
import { useContentMeta } from '../content/pageMeta';
import { useLoad } from '../content/useLoad';

/** The content path of a site page: "/features/brand-voice" → "features/brand-voice". */
export function pagePath(pathname: string): string {
  return pathname.replace(/^\/+|\/+$/g, '') || 'home';
}

/**
 * A site page written in Markdown (mfe-marketing/content/pages): product
 * pages, policies, about, team, testimonials, comparisons. `after` adds a
 * part of the page the content cannot hold (the contact form).
 */
export function ContentPage({ after }: { after?: ReactNode }) {
  const { api } = useShell();
  const { pathname } = useLocation();
  const path = pagePath(pathname);
  const load = useLoad(() => contentApi.page(api, path), [api, path]);
  useContentMeta(
    load.state === 'ready'
      ? { title: load.data.title, description: load.data.description, path: load.data.path }
      : null,
  );
  return (
    <Wrapper>
      <PageState load={load}>
        {(page) => (
          <article data-page-ready="" data-content-id={page.id}>
            {!page.headings.some((h) => h.level === 1) && <h1>{page.title}</h1>}
            <Prose html={page.html} />
            {after}
          </article>
        )}
      </PageState>
    </Wrapper>
  );
}

export default function ContentPageScreen() {
  return <ContentPage />;
}

export const Wrapper = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 40px 24px 64px;
  article {
    max-width: 760px;
  }
  article > h1 {
    font-size: clamp(2rem, 4vw, 2.75rem);
    line-height: 1.15;
    margin: 0 0 16px;
  }
`;

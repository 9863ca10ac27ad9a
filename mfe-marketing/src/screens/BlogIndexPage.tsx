import { type ContentSummary, contentLanguageName } from '@inkpress/shared-core';
import { useShell } from '@inkpress/shared-ui';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { contentApi } from '../content/api';
import { PageState } from '../content/PageState';
import { useContentMeta } from '../content/pageMeta';
import { useLoad } from '../content/useLoad';
import { Wrapper } from './ContentPage';

export const formatDate = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : '';

export function PostCard({ post }: { post: ContentSummary }) {
  return (
    <Card>
      <article lang={post.lang}>
        <h2>
          <Link to={post.path}>{post.title}</Link>
        </h2>
        <p>{post.description}</p>
        <Meta>
          <time dateTime={post.publishedAt ?? undefined}>{formatDate(post.publishedAt)}</time> ·{' '}
          {post.readingMinutes} min read
        </Meta>
      </article>
    </Card>
  );
}

/** /blog and /blog/{lang}: posts newest first, paged with ?page=. */
export function BlogIndex({ lang }: { lang?: string }) {
  const { api } = useShell();
  const [search] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const load = useLoad(() => contentApi.blog(api, { ...(lang ? { lang } : {}), page }), [api, lang, page]);
  const base = lang ? `/blog/${lang}` : '/blog';
  const title = lang ? `Blog in ${contentLanguageName(lang)}` : 'The Inkpress blog';
  useContentMeta(
    load.state === 'ready'
      ? {
          title: lang ? title : 'Blog: SEO writing and AI content',
          description: lang
            ? `Inkpress blog posts written in ${contentLanguageName(lang)}: SEO writing, AI content and publishing.`
            : 'Guides and news on SEO writing, AI content, brand voice and growing organic traffic, from the Inkpress team.',
          path: page > 1 ? `${base}?page=${page}` : base,
        }
      : null,
  );
  return (
    <Wrapper>
      <PageState load={load}>
        {(list) =>
          page > list.meta.pages ? (
            <div data-page-ready="">
              <h1>Page not found</h1>
              <p>
                The blog has {list.meta.pages} pages. <Link to={base}>Back to the newest posts</Link>.
              </p>
            </div>
          ) : (
            <section data-page-ready="">
              <h1>{title}</h1>
              <Lead>
                Guides and news on SEO writing, AI content and growing organic traffic. {list.meta.total}{' '}
                posts, newest first.
              </Lead>
              <Languages aria-label="Languages">
                {list.languages.map((l) => (
                  <Link
                    key={l.lang}
                    to={l.lang === 'en' && !lang ? '/blog' : `/blog/${l.lang}`}
                    hrefLang={l.lang}
                    aria-current={(lang ?? 'all') === l.lang ? 'page' : undefined}
                  >
                    {contentLanguageName(l.lang)} ({l.count})
                  </Link>
                ))}
                {lang && <Link to="/blog">All languages</Link>}
              </Languages>
              <Cards>
                {list.data.map((post) => (
                  <PostCard key={post.id} post={post} />
                ))}
              </Cards>
              <Pager aria-label="Pages">
                {page > 1 && (
                  <Link rel="prev" to={page > 2 ? `${base}?page=${page - 1}` : base}>
                    ← Newer posts
                  </Link>
                )}
                <span>
                  Page {page} of {list.meta.pages}
                </span>
                {page < list.meta.pages && (
                  <Link rel="next" to={`${base}?page=${page + 1}`}>
                    Older posts →
                  </Link>
                )}
              </Pager>
            </section>
          )
        }
      </PageState>
    </Wrapper>
  );
}

export default function BlogIndexPage() {
  const { slugOrLang } = useParams();
  return <BlogIndex lang={slugOrLang} />;
}

const Lead = styled.p`
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  color: ${({ theme }) => theme.colors.text.secondary};
  max-width: 760px;
`;

const Languages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 16px 0 24px;
  a {
    padding: 4px 12px;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.border.default};
    background: #fff;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.text.primary};
  }
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.tones.brand.solid};
    color: ${({ theme }) => theme.colors.tones.brand.fg};
  }
`;

export const Cards = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;

const Card = styled.li`
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: 20px;
  h2 {
    font-size: 1.125rem;
    line-height: 1.35;
    margin: 0 0 8px;
  }
  h2 a {
    color: ${({ theme }) => theme.colors.text.primary};
    text-decoration: none;
  }
  h2 a:hover {
    text-decoration: underline;
  }
  p {
    margin: 0 0 12px;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

export const Meta = styled.p`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.muted};
`;

const Pager = styled.nav`
  display: flex;
  gap: 16px;
  align-items: center;
  justify-content: center;
  margin-top: 32px;
`;

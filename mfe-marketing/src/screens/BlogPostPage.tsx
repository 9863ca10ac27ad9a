import { type ContentEntry, contentLanguageName, isContentLanguage } from '@inkpress/shared-core';
import { useShell } from '@inkpress/shared-ui';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { contentApi } from '../content/api';
import { PageState } from '../content/PageState';
import { Prose } from '../content/Prose';
import { useContentMeta } from '../content/pageMeta';
import { useLoad } from '../content/useLoad';
import { BlogIndex, formatDate, Meta } from './BlogIndexPage';
import { Wrapper } from './ContentPage';

function Post({ post }: { post: ContentEntry }) {
  const others = post.translations.filter((t) => t.lang !== post.lang);
  return (
    <Article lang={post.lang} data-page-ready="" data-content-id={post.id}>
      <Crumbs aria-label="Breadcrumb">
        <Link to="/blog">Blog</Link>
        {post.lang !== 'en' && (
          <>
            {' / '}
            <Link to={`/blog/${post.lang}`}>{contentLanguageName(post.lang)}</Link>
          </>
        )}
      </Crumbs>
      <h1>{post.title}</h1>
      <Meta>
        {post.author && `${post.author} · `}
        <time dateTime={post.publishedAt ?? undefined}>{formatDate(post.publishedAt)}</time> ·{' '}
        {post.readingMinutes} min read
      </Meta>
      {others.length > 0 && (
        <Meta>
          Also in:{' '}
          {others.map((t, i) => (
            <span key={t.lang}>
              {i > 0 && ' · '}
              <Link to={t.path} hrefLang={t.lang} lang={t.lang}>
                {contentLanguageName(t.lang)}
              </Link>
            </span>
          ))}
        </Meta>
      )}
      <Prose html={post.html} />
    </Article>
  );
}

export function BlogPost({ slug, lang }: { slug: string; lang: string }) {
  const { api } = useShell();
  const load = useLoad(() => contentApi.post(api, slug, lang), [api, slug, lang]);
  useContentMeta(
    load.state === 'ready'
      ? {
          title: load.data.title,
          description: load.data.description,
          path: load.data.path,
          translations: load.data.translations,
        }
      : null,
  );
  return (
    <Wrapper>
      <PageState
        load={load}
        missing="There is no blog post at this address. It may have moved or been unpublished."
      >
        {(post) => <Post post={post} />}
      </PageState>
    </Wrapper>
  );
}

/** /blog/{slugOrLang}: a language code lists that language's posts; anything else is an English post. */
export function BlogSlugOrLangPage() {
  const { slugOrLang = '' } = useParams();
  return isContentLanguage(slugOrLang) ? (
    <BlogIndex lang={slugOrLang} />
  ) : (
    <BlogPost slug={slugOrLang} lang="en" />
  );
}

/** /blog/{lang}/{slug}: a post in a language. */
export default function BlogPostPage() {
  const { slugOrLang = '', slug = '' } = useParams();
  return <BlogPost slug={slug} lang={slugOrLang} />;
}

const Article = styled.article`
  max-width: 760px;
  > h1 {
    font-size: clamp(2rem, 4vw, 2.75rem);
    line-height: 1.15;
    margin: 8px 0 8px;
  }
`;

const Crumbs = styled.nav`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

import { ApiError } from '@inkpress/shared-core';
import { useShell } from '@inkpress/shared-ui';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { contentApi } from '../content/api';
import { PageState } from '../content/PageState';
import { Prose } from '../content/Prose';
import { useContentMeta } from '../content/pageMeta';
import { useLoad } from '../content/useLoad';
import { formatDate, Meta } from './BlogIndexPage';
import { DocsLayout, DocsResults } from './DocsLayout';

/** /docs: the categories and their pages, or search results with ?q=. */
export function DocsHomePage() {
  const { api } = useShell();
  const [search] = useSearchParams();
  const q = search.get('q')?.trim() ?? '';
  const tree = useLoad(() => contentApi.docsTree(api), [api]);
  useContentMeta(
    tree.state === 'ready'
      ? {
          title: 'Documentation',
          description:
            'How to use every part of Inkpress: the editor, templates, bulk generation, brand voice, integrations, billing and the free tools.',
          path: '/docs',
        }
      : null,
  );
  return (
    <DocsLayout>
      {q ? (
        <DocsResults q={q} />
      ) : (
        <PageState load={tree}>
          {(categories) => (
            <section data-page-ready="">
              <h1>Inkpress documentation</h1>
              <Lead>
                How to use every screen of Inkpress: writing in the editor, templates, your documents and
                folders, the free tools, credits, billing and your team.
              </Lead>
              {categories.map((c) => (
                <Category key={c.slug}>
                  <h2>
                    <Link to={`/docs/category/${c.slug}`}>{c.title}</Link>
                  </h2>
                  <p>{c.description}</p>
                  <ul>
                    {c.pages.map((p) => (
                      <li key={p.slug}>
                        <Link to={p.path}>{p.title}</Link> — {p.description}
                      </li>
                    ))}
                  </ul>
                </Category>
              ))}
            </section>
          )}
        </PageState>
      )}
    </DocsLayout>
  );
}

/** /docs/{slug}: one page. */
export function DocsPage() {
  const { api } = useShell();
  const { slug = '' } = useParams();
  const load = useLoad(() => contentApi.doc(api, slug), [api, slug]);
  useContentMeta(
    load.state === 'ready'
      ? { title: `${load.data.title} · Docs`, description: load.data.description, path: load.data.path }
      : null,
  );
  return (
    <DocsLayout current={slug}>
      <PageState load={load}>
        {(doc) => (
          <Article data-page-ready="" data-content-id={doc.id}>
            <h1>{doc.title}</h1>
            <Prose html={doc.html} />
            <Meta>Last updated {formatDate(doc.updatedAt)}</Meta>
          </Article>
        )}
      </PageState>
    </DocsLayout>
  );
}

/** /docs/category/{slug}: the pages of one category. */
export function DocsCategoryPage() {
  const { api } = useShell();
  const { slug = '' } = useParams();
  const load = useLoad(
    () =>
      contentApi.docsTree(api).then((tree) => {
        const category = tree.find((c) => c.slug === slug);
        if (!category) throw new ApiError({ status: 404, message: 'There is no such docs category.' });
        return category;
      }),
    [api, slug],
  );
  useContentMeta(
    load.state === 'ready'
      ? {
          title: `${load.data.title} · Docs`,
          description: load.data.description,
          path: `/docs/category/${slug}`,
        }
      : null,
  );
  return (
    <DocsLayout>
      <PageState load={load}>
        {(category) => (
          <section data-page-ready="">
            <h1>{category.title}</h1>
            <Lead>{category.description}</Lead>
            <ul>
              {category.pages.map((p) => (
                <li key={p.slug}>
                  <Link to={p.path}>{p.title}</Link> — {p.description}
                </li>
              ))}
            </ul>
          </section>
        )}
      </PageState>
    </DocsLayout>
  );
}

/** /docs/announcements: what is new, newest first. */
export function AnnouncementsPage() {
  const { api } = useShell();
  const load = useLoad(() => contentApi.announcements(api), [api]);
  useContentMeta(
    load.state === 'ready'
      ? {
          title: 'Announcements',
          description: 'What is new in Inkpress: new features, improvements and changes, newest first.',
          path: '/docs/announcements',
        }
      : null,
  );
  return (
    <DocsLayout>
      <PageState load={load}>
        {(items) => (
          <section data-page-ready="">
            <h1>Announcements</h1>
            <Lead>What is new in Inkpress, newest first.</Lead>
            {items.map((a) => (
              <Announcement key={a.id} id={a.slug}>
                <h2>{a.title}</h2>
                <Meta>{formatDate(a.publishedAt)}</Meta>
                <Prose html={a.html} />
              </Announcement>
            ))}
          </section>
        )}
      </PageState>
    </DocsLayout>
  );
}

const Lead = styled.p`
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  color: ${({ theme }) => theme.colors.text.secondary};
  max-width: 760px;
`;

const Article = styled.article`
  max-width: 760px;
  > h1 {
    font-size: clamp(2rem, 4vw, 2.5rem);
    line-height: 1.15;
    margin: 0 0 16px;
  }
`;

const Category = styled.section`
  max-width: 760px;
  margin-top: 32px;
  h2 {
    margin: 0 0 4px;
  }
  p {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  ul {
    padding-left: 20px;
  }
  li {
    margin: 4px 0;
  }
`;

const Announcement = styled.article`
  max-width: 760px;
  padding: 20px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border.default};
  h2 {
    margin: 0;
  }
`;

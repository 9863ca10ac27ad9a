import type { DocsCategory, DocsSearchHit } from '@inkpress/shared-core';
import { useShell } from '@inkpress/shared-ui';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Link, NavLink, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { contentApi } from '../content/api';
import { useLoad } from '../content/useLoad';

/** Docs search as you type, the query kept in ?q= so a search has an address. */
export function DocsSearch() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [q, setQ] = useState(search.get('q') ?? '');
  useEffect(() => setQ(search.get('q') ?? ''), [search]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(q.trim() ? `/docs?q=${encodeURIComponent(q.trim())}` : '/docs');
  };
  return (
    <SearchForm role="search" onSubmit={submit}>
      <label htmlFor="docs-search">Search the docs</label>
      <input
        id="docs-search"
        type="search"
        // The name of the server page's search field: what a visitor typed there moves here.
        name="q"
        value={q}
        placeholder="e.g. meta description, team, API keys"
        onChange={(e) => {
          setQ(e.target.value);
          navigate(e.target.value.trim() ? `/docs?q=${encodeURIComponent(e.target.value)}` : '/docs', {
            replace: true,
          });
        }}
      />
    </SearchForm>
  );
}

/** The results of a docs search. */
export function DocsResults({ q }: { q: string }) {
  const { api } = useShell();
  const [hits, setHits] = useState<DocsSearchHit[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    const timer = setTimeout(() => {
      contentApi.searchDocs(api, q, controller.signal).then(setHits, (err: unknown) => {
        if (!controller.signal.aborted) setFailed(Boolean(err));
      });
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, q]);
  if (failed) return <p role="alert">The search could not run. Please try again.</p>;
  if (!hits) return <p aria-busy="true">Searching…</p>;
  return (
    <section aria-labelledby="docs-results" data-page-ready="">
      <h1 id="docs-results">Search results for “{q}”</h1>
      {hits.length === 0 ? (
        <p>
          Nothing in the docs matches “{q}”. Try other words, browse the categories, or{' '}
          <Link to="/contact-us">ask us</Link>.
        </p>
      ) : (
        <Results>
          {hits.map((hit) => (
            <li key={hit.slug}>
              <Link to={hit.path}>{hit.title}</Link>
              <p>{hit.excerpt}</p>
            </li>
          ))}
        </Results>
      )}
    </section>
  );
}

/** The docs: a sidebar of categories and pages, search above, the page beside. */
export function DocsLayout({ children, current }: { children: ReactNode; current?: string }) {
  const { api } = useShell();
  const tree = useLoad(() => contentApi.docsTree(api), [api]);
  const [open, setOpen] = useState(false);
  const categories: DocsCategory[] = tree.state === 'ready' ? tree.data : [];
  return (
    <Layout>
      <Sidebar aria-label="Documentation">
        <Toggle type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? 'Hide the contents' : 'Show the contents'}
        </Toggle>
        <div data-open={open}>
          <NavLink to="/docs" end>
            Documentation home
          </NavLink>
          {categories.map((c) => (
            <div key={c.slug}>
              <h2>
                <NavLink to={`/docs/category/${c.slug}`}>{c.title}</NavLink>
              </h2>
              <ul>
                {c.pages.map((p) => (
                  <li key={p.slug}>
                    <NavLink to={p.path} aria-current={p.slug === current ? 'page' : undefined}>
                      {p.title}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <h2>
            <NavLink to="/docs/announcements">Announcements</NavLink>
          </h2>
        </div>
      </Sidebar>
      <Main>
        <DocsSearch />
        {children}
      </Main>
    </Layout>
  );
}

const Layout = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 32px 24px 64px;
  display: grid;
  grid-template-columns: 250px minmax(0, 1fr);
  gap: 40px;
  @media (max-width: 800px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
  }
`;

const Sidebar = styled.nav`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  h2 {
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    margin: 20px 0 6px;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  a {
    display: block;
    padding: 3px 0;
    color: ${({ theme }) => theme.colors.text.secondary};
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.tones.brand.fg};
    font-weight: 600;
  }
  @media (max-width: 800px) {
    [data-open='false'] {
      display: none;
    }
  }
`;

const Toggle = styled.button`
  display: none;
  @media (max-width: 800px) {
    display: block;
    width: 100%;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border.default};
    border-radius: ${({ theme }) => theme.radii.md};
    background: #fff;
    font: inherit;
    text-align: left;
  }
`;

const Main = styled.div`
  min-width: 0;
`;

const SearchForm = styled.form`
  display: grid;
  gap: 4px;
  max-width: 760px;
  margin-bottom: 24px;
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
  input {
    font: inherit;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border.control};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Results = styled.ol`
  padding: 0;
  list-style: none;
  display: grid;
  gap: 16px;
  max-width: 760px;
  a {
    font-weight: 600;
    font-size: 1.1rem;
  }
  p {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

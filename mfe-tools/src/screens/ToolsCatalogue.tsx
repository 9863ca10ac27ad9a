import { PageFrame } from '@inkpress/shared-ui';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { tools } from '../catalogue';

/** Every free tool, searchable and grouped. */
export default function ToolsCatalogue() {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? tools.filter((t) => t.name.toLowerCase().includes(q)) : tools;
  }, [query]);
  const groups = [...new Set(shown.map((t) => t.group))];
  return (
    <PageFrame
      area="Free tools"
      title="Free AI writing tools"
      lead="Fifty tools for writers and marketers. Try any of them free."
    >
      <Search>
        <label htmlFor="tool-search">Find a tool</label>
        <input
          id="tool-search"
          type="search"
          value={query}
          placeholder="Headline, paraphrase, meta…"
          onChange={(e) => setQuery(e.target.value)}
        />
      </Search>
      {shown.length === 0 && <p role="status">No tool matches “{query}”.</p>}
      {groups.map((group) => (
        <section key={group} aria-labelledby={`group-${group}`}>
          <h2 id={`group-${group}`}>{group}</h2>
          <Grid>
            {shown
              .filter((t) => t.group === group)
              .map((t) => (
                <li key={t.slug}>
                  <Link to={`/tools/${t.slug}`}>{t.name}</Link>
                </li>
              ))}
          </Grid>
        </section>
      ))}
    </PageFrame>
  );
}

const Search = styled.div`
  display: grid;
  gap: 6px;
  max-width: 420px;
  margin-bottom: 24px;
  input {
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border.control};
    font: inherit;
  }
`;

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  a {
    display: block;
    padding: 14px 16px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border.default};
    color: ${({ theme }) => theme.colors.text.primary};
    text-decoration: none;
    font-weight: 500;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.tones.brand.solid};
  }
`;

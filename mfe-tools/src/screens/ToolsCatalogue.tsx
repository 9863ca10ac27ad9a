import { type ToolGroup, toolGroups, tools, toolsIndexPage } from '@inkpress/shared-core/tools';
import { PageFrame } from '@inkpress/shared-ui';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** Every free tool, searchable by name and promise, filtered by group. */
export default function ToolsCatalogue() {
  const [query, setQuery] = useState('');
  const [group, setGroup] = useState<ToolGroup | 'All'>('All');
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return tools.filter(
      (t) =>
        (group === 'All' || t.group === group) &&
        (!q || t.name.toLowerCase().includes(q) || t.promise.toLowerCase().includes(q)),
    );
  }, [query, group]);
  const groups = toolGroups.filter((g) => shown.some((t) => t.group === g));
  return (
    <PageFrame area="Free tools" ready title={toolsIndexPage.title} lead={toolsIndexPage.lead}>
      <Search>
        <label htmlFor="tool-search">Find a tool</label>
        <input
          id="tool-search"
          type="search"
          value={query}
          placeholder="Grammar, citation, headline, meta…"
          onChange={(e) => setQuery(e.target.value)}
        />
      </Search>
      <Filters role="group" aria-label="Tool groups">
        {(['All', ...toolGroups] as const).map((g) => (
          <button key={g} type="button" aria-pressed={group === g} onClick={() => setGroup(g)}>
            {g}
          </button>
        ))}
      </Filters>
      <Count role="status">
        {shown.length === 0
          ? `No tool matches “${query}”.`
          : `${shown.length} tool${shown.length === 1 ? '' : 's'}`}
      </Count>
      {groups.map((g) => (
        <section key={g} aria-labelledby={`group-${g}`}>
          <h2 id={`group-${g}`}>{g}</h2>
          <Grid>
            {shown
              .filter((t) => t.group === g)
              .map((t) => (
                <li key={t.slug}>
                  <Link to={`/tools/${t.slug}`}>
                    <strong>{t.name}</strong>
                    <span>{t.promise}</span>
                  </Link>
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
  margin-bottom: 16px;
  input {
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border.control};
    font: inherit;
  }
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 8px;
  button {
    padding: 6px 12px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.border.default};
    background: #fff;
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.tones.brand.solid};
    border-color: ${({ theme }) => theme.colors.tones.brand.solid};
    color: #fff;
  }
`;

const Count = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: 14px;
`;

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  a {
    display: grid;
    align-content: start;
    gap: 6px;
    height: 100%;
    padding: 14px 16px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border.default};
    color: ${({ theme }) => theme.colors.text.primary};
    text-decoration: none;
  }
  span {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: 14px;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.tones.brand.solid};
  }
`;

import { Button, EmptyState, Input } from '@inkpress/shared-ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Meta } from '../screens/BlogIndexPage';

/** Entries whose text holds every word of `query`, in `group` when one is chosen. */
export function matchAll<T>(
  list: readonly T[],
  query: string,
  group: string | null,
  groupOf: (item: T) => string,
  textOf: (item: T) => string,
): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return list.filter((item) => {
    if (group && groupOf(item) !== group) return false;
    const text = textOf(item).toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** The search words and the chosen group of a catalogue page, kept in the address (?q=&group=). */
export function useCatalogueFilter(groups: readonly string[]) {
  const [search, setSearch] = useSearchParams();
  const query = search.get('q') ?? '';
  const raw = search.get('group');
  const group = raw && groups.includes(raw) ? raw : null;
  const update = (q: string, g: string | null) => {
    const next = new URLSearchParams();
    if (q) next.set('q', q);
    if (g) next.set('group', g);
    setSearch(next, { replace: true });
  };
  return { query, group, update };
}

interface FilterBarProps {
  label: string;
  placeholder: string;
  groups: readonly string[];
  groupsLabel: string;
  query: string;
  group: string | null;
  onChange: (query: string, group: string | null) => void;
  shown: number;
  total: number;
  noun: string;
}

/** A catalogue's search field, its group buttons and how many entries show. */
export function FilterBar(props: FilterBarProps) {
  const { query, group, onChange } = props;
  return (
    <>
      <Filters role="search">
        <Input
          label={props.label}
          type="search"
          // The name of the server page's search field: what a visitor typed there moves here.
          name="q"
          value={query}
          placeholder={props.placeholder}
          onChange={(e) => onChange(e.target.value, group)}
        />
        <Groups role="group" aria-label={props.groupsLabel}>
          <button type="button" aria-pressed={group === null} onClick={() => onChange(query, null)}>
            All
          </button>
          {props.groups.map((g) => (
            <button key={g} type="button" aria-pressed={group === g} onClick={() => onChange(query, g)}>
              {g}
            </button>
          ))}
        </Groups>
      </Filters>
      <Meta aria-live="polite">
        {props.shown === props.total
          ? `${props.total} ${props.noun}`
          : `${props.shown} of ${props.total} ${props.noun}`}
      </Meta>
    </>
  );
}

interface CatalogueSearchProps<T> {
  items: readonly T[];
  groups: readonly string[];
  /** The entries matching the search words and the chosen group. */
  filter: (items: readonly T[], query: string, group: string | null) => T[];
  label: string;
  placeholder: string;
  groupsLabel: string;
  /** What the entries are, plural ("templates"): the count and "Show all …". */
  noun: string;
  emptyTitle: string;
  emptyText: string;
  /** The matching entries, when there are any. */
  children: (shown: T[]) => ReactNode;
}

/**
 * A searchable catalogue (templates, the GPTs directory): the filter bar kept
 * in the address, then the matching entries, or an empty state that clears
 * the search.
 */
export function CatalogueSearch<T>(props: CatalogueSearchProps<T>) {
  const { query, group, update } = useCatalogueFilter(props.groups);
  const shown = props.filter(props.items, query, group);
  return (
    <>
      <FilterBar
        label={props.label}
        placeholder={props.placeholder}
        groups={props.groups}
        groupsLabel={props.groupsLabel}
        query={query}
        group={group}
        onChange={update}
        shown={shown.length}
        total={props.items.length}
        noun={props.noun}
      />
      {shown.length === 0 ? (
        <EmptyState
          title={props.emptyTitle}
          text={props.emptyText}
          action={
            <Button variant="secondary" onClick={() => update('', null)}>
              Show all {props.noun}
            </Button>
          }
        />
      ) : (
        props.children(shown)
      )}
    </>
  );
}

export const Lead = styled.p`
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  color: ${({ theme }) => theme.colors.text.secondary};
  max-width: 760px;
`;

/** A card of a catalogue list (a template, an assistant, a sample): its heading links to its page. */
export const CatalogueCard = styled.li`
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: 20px;
  h2,
  h3 {
    font-size: 1.125rem;
    line-height: 1.35;
    margin: 0 0 8px;
  }
  h2 a,
  h3 a {
    color: ${({ theme }) => theme.colors.text.primary};
    text-decoration: none;
  }
  h2 a:hover,
  h3 a:hover {
    text-decoration: underline;
  }
  p {
    margin: 0 0 12px;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 16px;
  margin: 24px 0 8px;
  > :first-child {
    flex: 1 1 260px;
    max-width: 420px;
  }
`;

const Groups = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  button {
    padding: 6px 14px;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.border.default};
    background: #fff;
    color: ${({ theme }) => theme.colors.text.primary};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.tones.brand.solid};
    background: ${({ theme }) => theme.colors.tones.brand.solid};
    color: #fff;
  }
`;

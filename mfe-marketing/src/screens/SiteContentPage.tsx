import { contentLanguageName, EDITABLE_CONTENT_KINDS, type EditableContentKind } from '@inkpress/shared-core';
import { Button, EmptyState, PageFrame, RetryView, Spinner, Tabs, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { EntryBadges } from '../content/editor/EntryBadges';
import { EntryEditor } from '../content/editor/EntryEditor';
import { KIND_LABELS } from '../content/editor/entryForm';
import { SiteContentStore } from '../content/editor/SiteContentStore';

const isKind = (value: string | null): value is EditableContentKind =>
  (EDITABLE_CONTENT_KINDS as readonly (string | null)[]).includes(value);

/** ?kind=blog&entry=<id> (or entry=new): the list of a kind, or one entry in the form. */
export function siteContentHref(kind: EditableContentKind, entry?: string): string {
  const query = new URLSearchParams({ kind, ...(entry ? { entry } : {}) });
  return `/dashboard/site-content?${query}`;
}

const updated = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The entries of one kind, newest change first, each opening in the form. */
const EntryList = observer(function EntryList({ store }: { store: SiteContentStore }) {
  const labels = KIND_LABELS[store.kind];
  if (store.listStatus === 'failed') {
    return <RetryView title={store.listError} onRetry={() => void store.loadList()} />;
  }
  if (store.listStatus !== 'ready') return <Spinner label={`Loading ${labels.many.toLowerCase()}`} />;
  if (store.rows.length === 0) {
    return (
      <EmptyState
        title={`No ${labels.many.toLowerCase()} yet`}
        text={`Write the first ${labels.one}: it stays a draft until you publish it.`}
      />
    );
  }
  return (
    <Rows aria-label={labels.many}>
      {store.rows.map((row) => (
        <Row key={row.id}>
          <div>
            <Title to={siteContentHref(store.kind, row.id)}>{row.title}</Title>
            <Path>{row.path}</Path>
          </div>
          <Facts>
            <EntryBadges row={row} />
            <span>
              {contentLanguageName(row.lang)} · updated {updated(row.editedAt ?? row.updatedAt)}
            </span>
          </Facts>
        </Row>
      ))}
    </Rows>
  );
});

/**
 * /dashboard/site-content (internal users only; issue 14): the public site's
 * blog posts, docs pages and announcements, with their state, to create,
 * edit, publish and unpublish without a deploy.
 */
const SiteContentView = observer(function SiteContentView() {
  const { api } = useShell();
  const [store] = useState(() => new SiteContentStore(api));
  const [params, setParams] = useSearchParams();
  const rawKind = params.get('kind');
  const kind: EditableContentKind = isKind(rawKind) ? rawKind : 'blog';
  const entryId = params.get('entry');

  useEffect(() => {
    void store.showKind(kind);
  }, [store, kind]);

  useEffect(() => {
    if (entryId === 'new') store.openNew();
    else if (entryId) void store.open(entryId);
    else store.close();
  }, [store, entryId]);

  if (entryId) {
    return (
      <EntryEditor
        store={store}
        listHref={siteContentHref(kind)}
        onCreated={(id) => setParams({ kind, entry: id }, { replace: true })}
      />
    );
  }

  return (
    <PageFrame
      area="Website"
      title="Site content"
      lead="The public site’s blog posts, docs pages and announcements. What you publish here is on the site at once; the repository’s copy of an entry you edit stays as it was."
      actions={
        <Button as={Link} to={siteContentHref(kind, 'new')}>
          New {KIND_LABELS[kind].one}
        </Button>
      }
    >
      <Tabs
        label="Kinds of content"
        value={kind}
        onValueChange={(id) => setParams({ kind: id })}
        items={EDITABLE_CONTENT_KINDS.map((k) => ({
          id: k,
          label: KIND_LABELS[k].tab,
          content: <EntryList store={store} />,
        }))}
      />
    </PageFrame>
  );
});

export default function SiteContentPage() {
  return <SiteContentView />;
}

const Rows = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border.default};
  }
  > div {
    min-width: 0;
  }
`;

const Title = styled(Link)`
  display: block;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Path = styled.code`
  display: block;
  margin-top: 2px;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.muted};
  overflow-wrap: anywhere;
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

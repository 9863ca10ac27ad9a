import type { RevisionDetail, RevisionSummary, WordDiff } from '@inkpress/shared-core';
import { Badge, Button, Drawer, RetryView, Skeleton } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useEditorApi } from '../../api';
import { formatDate } from '../common/format';
import { HistoryStore } from './HistoryStore';

const reasons: Record<RevisionSummary['reason'], string> = {
  save: 'Saved',
  restore: 'Restored',
  generate: 'Written by AI',
  improve: 'Improved by AI',
  translate: 'Translated',
};

/** A word diff: words added since in green, words removed since struck through in red. */
export function DiffText({ diff }: { diff: WordDiff }) {
  if (diff.ops.length === 0 || (diff.added === 0 && diff.removed === 0))
    return <Muted>No changes since this version.</Muted>;
  return (
    <Diff data-testid="revision-diff">
      {diff.ops.map((op, i) =>
        op.type === 'insert' ? (
          <ins key={`${i.toString()}-i`}>{op.text} </ins>
        ) : op.type === 'delete' ? (
          <del key={`${i.toString()}-d`}>{op.text} </del>
        ) : (
          <span key={`${i.toString()}-e`}>{op.text} </span>
        ),
      )}
    </Diff>
  );
}

const Detail = observer(function Detail({
  history,
  postId,
  revision,
  onRestore,
  restoring,
}: {
  history: HistoryStore;
  postId: string;
  revision: RevisionSummary;
  onRestore: (detail: RevisionDetail) => void;
  restoring: boolean;
}) {
  useEffect(() => {
    void history.showChanges(postId, revision.id);
    return history.hideChanges;
  }, [history, postId, revision.id]);
  const detail = history.changes;
  if (detail.status === 'failure' && !detail.value)
    return <RetryView onRetry={() => void history.reloadChanges()} />;
  if (!detail.value) return <Skeleton shape="rect" height={160} />;
  const shown = detail.value;
  const { diff } = shown;
  return (
    <Section aria-label="Changes since this version">
      <p>
        Since this version: <strong>{diff.content.added.toLocaleString()}</strong> words added,{' '}
        <strong>{diff.content.removed.toLocaleString()}</strong> removed
        {diff.content.truncated ? ' (too many changes to show word by word)' : ''}.
      </p>
      {diff.title.added + diff.title.removed > 0 && (
        <p>
          Title: <DiffText diff={diff.title} />
        </p>
      )}
      <DiffText diff={diff.content} />
      <Button onClick={() => onRestore(shown)} loading={restoring}>
        Restore this version
      </Button>
    </Section>
  );
});

/**
 * The post's history (its saved states): when and why each was kept, what
 * changed since, word by word, and Restore. The editor does the restore
 * (`restore`): it saves unsaved changes first (a revision), restores,
 * reloads the document and offers Undo — it outlives this drawer, which
 * closes as the document reloads.
 */
export const HistoryDrawer = observer(function HistoryDrawer({
  open,
  postId,
  onClose,
  restore,
}: {
  open: boolean;
  postId: string;
  onClose: () => void;
  /** Restores `revision`; `latest` is the version current before (Undo brings it back). */
  restore: (revision: RevisionSummary, latest: RevisionSummary | undefined) => Promise<void>;
}) {
  const api = useEditorApi();
  const [history] = useState(() => new HistoryStore(api.revisions));
  const [selected, setSelected] = useState<string | null>(null);
  const [restoring, setRestoring] = useState(false);
  useEffect(() => {
    if (!open) return;
    void history.open(postId);
    return history.close;
  }, [history, postId, open]);

  const start = (revision: RevisionSummary, latest: RevisionSummary | undefined) => {
    setRestoring(true);
    onClose();
    void restore(revision, latest);
  };

  const list = history.versions;
  const items = list.value ?? [];
  return (
    <Drawer open={open} onClose={onClose} title="History" width="min(520px, 100vw)">
      {list.status === 'failure' && !list.value ? (
        <RetryView onRetry={() => void history.reloadVersions()} />
      ) : !list.value ? (
        <Skeleton shape="rect" height={240} />
      ) : items.length === 0 ? (
        <Muted>No saved versions yet: each save keeps one.</Muted>
      ) : (
        <List aria-label="Saved versions">
          {items.map((revision, index) => (
            <li key={revision.id}>
              <Row
                type="button"
                aria-expanded={selected === revision.id}
                onClick={() => setSelected(selected === revision.id ? null : revision.id)}
              >
                <span>
                  <strong>{formatDate(revision.createdAt)}</strong>
                  {index === 0 && <Badge size="sm">Latest</Badge>}
                </span>
                <span>
                  {reasons[revision.reason]} · {revision.words.toLocaleString()} words
                </span>
              </Row>
              {selected === revision.id && (
                <Detail
                  history={history}
                  postId={postId}
                  revision={revision}
                  restoring={restoring}
                  onRestore={() => start(revision, history.latest)}
                />
              )}
            </li>
          ))}
        </List>
      )}
    </Drawer>
  );
});

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Row = styled.button`
  display: flex;
  width: 100%;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.surface};
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  span {
    display: inline-flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: center;
  }
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.tones.brand.border};
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  p {
    margin: 0;
  }
`;

const Diff = styled.p`
  margin: 0;
  max-height: 320px;
  overflow-y: auto;
  line-height: 1.6;
  ins {
    background: ${({ theme }) => theme.colors.tones.success.bg};
    color: ${({ theme }) => theme.colors.tones.success.fg};
    text-decoration: none;
  }
  del {
    background: ${({ theme }) => theme.colors.tones.danger.bg};
    color: ${({ theme }) => theme.colors.tones.danger.fg};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

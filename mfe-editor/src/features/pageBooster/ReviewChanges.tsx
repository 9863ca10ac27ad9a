import type { PageBoosterImprovement } from '@inkpress/shared-core';
import { Badge, Button, Notice, Select } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { editorPath } from '../common/paths';
import { H2, n } from './boosterParts';
import type { PageBoosterStore } from './PageBoosterStore';
import { wordDiff } from './wordDiff';

/** The improved sections as word diffs to accept or reject, and where to save the accepted ones. */
export const ReviewChanges = observer(function ReviewChanges({
  store,
  onSave,
}: {
  store: PageBoosterStore;
  /** Saves the accepted sections into the chosen post. */
  onSave: () => void;
}) {
  if (!store.report || store.improvements.length === 0) return null;
  return (
    <section aria-labelledby="pb-diff">
      <H2 id="pb-diff">Review the changes</H2>
      {store.writer && (
        <Notice
          tone={store.writer.offline ? 'info' : 'success'}
          title={`Written by the ${store.writer.label}`}
        >
          {store.writer.offline
            ? 'No AI model is configured, so the offline writer rebuilt each section from the page’s own text and the suggestions. '
            : ''}
          {n(store.credits)} credits used.
        </Notice>
      )}
      {store.improvements.map((improvement) => (
        <DiffCard
          key={improvement.section}
          improvement={improvement}
          decision={store.decisions.get(improvement.section)}
          onDecide={(d) => store.decide(improvement.section, d)}
        />
      ))}
      <SaveBar aria-label="Save the accepted sections">
        <Select
          label="Save into"
          value={store.target}
          options={[
            { value: 'new', label: 'A new post' },
            ...store.posts.map((p) => ({ value: p.id, label: p.title })),
          ]}
          onChange={(e) => store.setTarget(e.target.value)}
        />
        <Button
          onClick={() => onSave()}
          loading={store.phase === 'saving'}
          disabled={store.busy || store.acceptedSections.length === 0}
        >
          Save {store.acceptedSections.length} accepted section
          {store.acceptedSections.length === 1 ? '' : 's'}
        </Button>
      </SaveBar>
      {store.saved && (
        <Notice tone="success" title={store.saved.created ? 'New post created' : 'Post updated'}>
          {store.saved.created
            ? 'The page, with the accepted sections improved, is a new post. '
            : 'The accepted sections replaced theirs in your post; its previous text is kept as a variant. '}
          <Link to={editorPath(store.saved.collectionId, store.saved.postId)}>
            Open “{store.saved.title || 'the post'}” in the editor
          </Link>
        </Notice>
      )}
    </section>
  );
});

const DiffCard = observer(function DiffCard({
  improvement,
  decision,
  onDecide,
}: {
  improvement: PageBoosterImprovement;
  decision: 'accepted' | 'rejected' | undefined;
  onDecide: (decision: 'accepted' | 'rejected') => void;
}) {
  const headingId = useId();
  const parts = wordDiff(improvement.before, improvement.after);
  const title = `Section ${improvement.section + 1}${improvement.heading ? `: ${improvement.heading}` : ''}`;
  return (
    <Card aria-labelledby={headingId} data-testid={`pb-diff-${improvement.section}`} $decision={decision}>
      <CardHead>
        <h3 id={headingId}>{title}</h3>
        {decision && (
          <Badge tone={decision === 'accepted' ? 'success' : 'neutral'}>
            {decision === 'accepted' ? 'Accepted' : 'Rejected'}
          </Badge>
        )}
      </CardHead>
      <Diff aria-label={`Changes in ${title}`}>
        {parts.map((part, i) =>
          part.kind === 'added' ? (
            <ins key={i}>{part.text}</ins>
          ) : part.kind === 'removed' ? (
            <del key={i}>{part.text}</del>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </Diff>
      <Legend>
        <ins>Added</ins> <del>Removed</del>
      </Legend>
      <Actions role="group" aria-label={`Decision for ${title}`}>
        <Button
          size="sm"
          variant={decision === 'accepted' ? 'primary' : 'secondary'}
          aria-pressed={decision === 'accepted'}
          onClick={() => onDecide('accepted')}
        >
          Accept
        </Button>
        <Button
          size="sm"
          variant={decision === 'rejected' ? 'primary' : 'ghost'}
          aria-pressed={decision === 'rejected'}
          onClick={() => onDecide('rejected')}
        >
          Reject
        </Button>
      </Actions>
    </Card>
  );
});

const Card = styled.article<{ $decision: 'accepted' | 'rejected' | undefined }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid
    ${({ theme, $decision }) =>
      $decision === 'accepted' ? theme.colors.tones.success.border : theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.surface};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  justify-content: space-between;
`;

const Diff = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  ins {
    background: ${({ theme }) => theme.colors.tones.success.bg};
    color: ${({ theme }) => theme.colors.tones.success.fg};
    text-decoration: underline;
  }
  del {
    background: ${({ theme }) => theme.colors.tones.danger.bg};
    color: ${({ theme }) => theme.colors.tones.danger.fg};
    text-decoration: line-through;
  }
`;

const Legend = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  ins {
    background: ${({ theme }) => theme.colors.tones.success.bg};
    color: ${({ theme }) => theme.colors.tones.success.fg};
  }
  del {
    background: ${({ theme }) => theme.colors.tones.danger.bg};
    color: ${({ theme }) => theme.colors.tones.danger.fg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const SaveBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-end;
  > :first-child {
    flex: 1 1 240px;
    min-width: 0;
  }
`;

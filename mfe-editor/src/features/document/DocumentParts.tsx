/**
 * The editor screen's smaller parts: the save state, the local-draft
 * banner, the variant bar, the post picker, the SEO button, and what shows
 * while the document loads or when it cannot (split from DocumentEditor.tsx,
 * which composes them).
 */
import { isNotFound } from '@inkpress/shared-core';
import {
  Badge,
  Button,
  EmptyState,
  RetryView,
  Select,
  Skeleton,
  Tooltip,
  useToast,
  VisuallyHidden,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { Page } from './DocumentLayout';
import type { DocumentStore } from './DocumentStore';

function formatTime(ms: number): string {
  return new Date(ms).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

/** Saved, saving, unsaved: said in words and colour, announced politely. */
export const SaveStatus = observer(function SaveStatus({ doc }: { doc: DocumentStore }) {
  const collection = doc.collection;
  if (!collection) return null;
  let tone: 'success' | 'warning' | 'info' | 'danger' | 'neutral' = 'success';
  let text = doc.lastSavedAt ? `Saved at ${formatTime(doc.lastSavedAt)}` : 'Saved';
  if (doc.isSaving) {
    tone = 'info';
    text = 'Saving…';
  } else if (collection.saveStatus === 'failure' && doc.isDirty) {
    tone = 'danger';
    text = 'Not saved';
  } else if (doc.isDirty) {
    tone = 'warning';
    text = 'Unsaved changes';
  } else if (!collection.id) {
    tone = 'neutral';
    text = 'Not saved yet';
  }
  return (
    <span role="status" aria-live="polite">
      <Badge tone={tone} dot data-testid="save-status">
        {text}
      </Badge>
    </span>
  );
});

export const DraftBanner = observer(function DraftBanner({ doc }: { doc: DocumentStore }) {
  const notice = doc.draftNotice;
  if (!notice) return null;
  const when = formatTime(notice.savedAt);
  return (
    <Banner role="status" $tone={notice.kind === 'conflict' ? 'warning' : 'info'}>
      {notice.kind === 'restored' ? (
        <p>
          <strong>Unsaved changes restored.</strong> Your edits from {when} were kept on this device.
        </p>
      ) : (
        <p>
          <strong>This document changed elsewhere.</strong> You have unsaved edits from {when} on this device.
        </p>
      )}
      <BannerActions>
        {notice.kind === 'conflict' && (
          <Button size="sm" variant="secondary" onClick={doc.useConflictDraft}>
            Use my edits
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={doc.discardDraft}>
          {notice.kind === 'conflict' ? 'Keep the saved version' : 'Discard my edits'}
        </Button>
        {notice.kind === 'restored' && (
          <Button size="sm" variant="ghost" onClick={doc.dismissDraftNotice}>
            OK
          </Button>
        )}
      </BannerActions>
    </Banner>
  );
});

export const VariantBar = observer(function VariantBar({
  doc,
  sync,
}: {
  doc: DocumentStore;
  sync: () => void;
}) {
  const toast = useToast();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const post = doc.post;
  if (!post) return null;
  const count = post.contentCount;
  const position = post.selectedContentIndex + 1;
  return (
    <Variants aria-label="Content variants">
      <span aria-live="polite" data-testid="variant-position">
        Variant {position} of {count}
      </span>
      <Tooltip content="Previous variant">
        <Button
          size="sm"
          variant="ghost"
          aria-label="Previous variant"
          disabled={count < 2}
          onClick={() => {
            sync();
            doc.previousVariant();
          }}
        >
          ‹
        </Button>
      </Tooltip>
      <Tooltip content="Next variant">
        <Button
          size="sm"
          variant="ghost"
          aria-label="Next variant"
          disabled={count < 2}
          onClick={() => {
            sync();
            doc.nextVariant();
          }}
        >
          ›
        </Button>
      </Tooltip>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          sync();
          doc.addVariant();
          // SPEC §4: the new, empty variant goes first and is selected — say where the text went.
          toast.info(
            `You are on a new, empty variant (1 of ${post.contentCount}). Your text is variant 2: use › to go back to it.`,
            { id: 'variant-added' },
          );
        }}
      >
        New variant
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={!post.canDeleteContent}
        onClick={() => setConfirmDelete(true)}
      >
        Delete variant
      </Button>
      <ConfirmDialog
        open={confirmDelete}
        title={`Delete variant ${position} of ${count}?`}
        message="Its text goes with it. You can bring it back with Undo until you leave the document."
        confirmLabel="Delete variant"
        tone="danger"
        onConfirm={() => {
          setConfirmDelete(false);
          sync();
          doc.deleteVariant();
        }}
        onCancel={() => setConfirmDelete(false)}
      />
    </Variants>
  );
});

export const PostPicker = observer(function PostPicker({
  doc,
  sync,
  onSelect,
}: {
  doc: DocumentStore;
  sync: () => void;
  onSelect: (clientId: string) => void;
}) {
  const collection = doc.collection;
  if (!collection || collection.posts.length < 2) return null;
  return (
    <Select
      label="Post"
      hideLabel
      value={doc.post?.clientId ?? ''}
      options={collection.posts.map((post) => ({
        value: post.clientId,
        label: `${post.title}${post.postConfig.language ? ` (${post.postConfig.language})` : ''}`,
      }))}
      onChange={(e) => {
        sync();
        onSelect(e.target.value);
      }}
    />
  );
});

export const SeoButton = observer(function SeoButton({ onOpen }: { onOpen: () => void }) {
  return (
    <Button variant="secondary" onClick={onOpen}>
      SEO
    </Button>
  );
});

/** A document that could not be opened: not found (with the way back), or a retry. */
export function DocumentFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isNotFound(error)) {
    return (
      <Page>
        <EmptyState
          title="Document not found"
          text="It may have been deleted or moved, or it belongs to another team."
          action={
            <Button as={Link} to="/dashboard/collections">
              Back to documents
            </Button>
          }
          headingLevel={2}
        />
      </Page>
    );
  }
  return (
    <Page>
      <RetryView onRetry={onRetry} />
    </Page>
  );
}

/** The editor's outline while the document loads. */
export function DocumentLoading() {
  return (
    <Page aria-busy="true">
      <VisuallyHidden as="h1">Loading document</VisuallyHidden>
      <Skeleton height={44} width="60%" />
      <Skeleton shape="rect" height={48} />
      <Skeleton shape="rect" height={420} />
    </Page>
  );
}

export const Banner = styled.div<{ $tone: 'info' | 'warning' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme, $tone }) => theme.colors.tones[$tone].border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors.tones[$tone].bg};
  color: ${({ theme, $tone }) => theme.colors.tones[$tone].fg};
  p {
    margin: 0;
  }
`;

const BannerActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Variants = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  > span {
    margin-right: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

import type { MediaFileView } from '@inkpress/shared-core';
import { Button, ModalFrame, RetryView, Skeleton } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { type RecentDocumentsApi, RecentDocumentsStore } from '../collections/RecentDocumentsStore';
import { FEATURE_IMAGE_PARAM } from './FeatureImageControl';

/** The editor path that opens a post and offers `file` as its feature image. */
export function featureImagePath(collectionId: string, postId: string, fileId: string): string {
  return `/dashboard/collections/${encodeURIComponent(collectionId)}/${encodeURIComponent(postId)}?${FEATURE_IMAGE_PARAM}=${encodeURIComponent(fileId)}`;
}

/**
 * "Use as feature image" from the gallery: pick one of the team's recent
 * documents; its editor opens with the image set as the post's feature image
 * (the editor applies it under SPEC §4's rule).
 */
export const UseAsFeatureDialog = observer(function UseAsFeatureDialog({
  file,
  api,
  onClose,
  onChoose,
}: {
  file: MediaFileView | null;
  api: RecentDocumentsApi;
  onClose: () => void;
  onChoose: (path: string) => void;
}) {
  const [documents] = useState(() => new RecentDocumentsStore(api, { limit: 20, sort: 'updatedAt' }));
  const open = file !== null;
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    void documents.load(controller.signal);
    return () => controller.abort();
  }, [open, documents]);
  return (
    <ModalFrame
      open={open}
      onClose={onClose}
      title="Use as feature image"
      description="Choose the document it illustrates."
    >
      {documents.status === 'failure' && !documents.hasList ? (
        <RetryView onRetry={() => void documents.load()} />
      ) : !documents.hasList ? (
        <Skeleton height={120} />
      ) : documents.documents.length === 0 ? (
        <p>You have no documents yet. Write one first, then choose this image from its editor.</p>
      ) : (
        <List aria-label="Documents">
          {documents.documents.flatMap((doc) =>
            doc.posts.slice(0, 1).map((post) => (
              <li key={post.id}>
                <span>{post.title || doc.title}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => file && onChoose(featureImagePath(doc.id, post.id, file.id))}
                >
                  Use here
                </Button>
              </li>
            )),
          )}
        </List>
      )}
    </ModalFrame>
  );
});

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[2]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

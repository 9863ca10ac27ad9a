import { Button, ModalFrame, Notice, Switch, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { PublicShareStore, publicShareApi } from './PublicShareStore';

interface Props {
  open: boolean;
  postId: string;
  /** The document has changes not saved yet: the public page shows the last saved version. */
  unsaved: boolean;
  onClose: () => void;
}

/**
 * "Make public" (issue 14): the post's public, read-only page at
 * /public/article/{id}, with its link to copy, and whether search engines
 * may index it (off by default).
 */
export const PublicShareDialog = observer(function PublicShareDialog({
  open,
  postId,
  unsaved,
  onClose,
}: Props) {
  const { api } = useShell();
  const [store] = useState(() => new PublicShareStore(publicShareApi(api), window.location.origin));
  useEffect(() => {
    if (!open) return;
    void store.open(postId);
    return () => store.close();
  }, [open, postId, store]);
  const settings = store.settings.value;
  return (
    <ModalFrame
      open={open}
      onClose={onClose}
      title="Make public"
      description="Anyone with the link can read this post on a read-only page. Your documents, team and other posts stay private."
      footer={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      {store.settings.status === 'failure' ? (
        <Notice tone="danger" title="The settings could not be read.">
          <Button size="sm" variant="secondary" onClick={() => void store.open(postId)}>
            Retry
          </Button>
        </Notice>
      ) : !settings ? (
        <p aria-busy="true">Loading…</p>
      ) : (
        <Body>
          <Switch
            label="Public link"
            description={
              settings.public ? 'On: anyone with the link can read it.' : 'Off: only your team sees it.'
            }
            checked={settings.public}
            disabled={store.saving}
            onCheckedChange={(on) => void store.setPublic(on)}
          />
          {settings.public && store.link && (
            <>
              <LinkRow>
                <LinkText data-testid="public-link">{store.link}</LinkText>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void store.copy((text) => navigator.clipboard.writeText(text))}
                >
                  {store.copied ? 'Copied' : 'Copy link'}
                </Button>
                <Button size="sm" variant="ghost" as="a" href={store.link} target="_blank" rel="noopener">
                  Open
                </Button>
              </LinkRow>
              <Switch
                label="Let search engines index it"
                description="Off by default: the page asks search engines not to list it."
                checked={settings.indexable}
                disabled={store.saving}
                onCheckedChange={(on) => void store.setIndexable(on)}
              />
              {unsaved && (
                <Notice tone="warning">
                  The public page shows the last saved version. Save to share your latest changes.
                </Notice>
              )}
            </>
          )}
          {store.error && <Notice tone="danger">{store.error}</Notice>}
        </Body>
      )}
    </ModalFrame>
  );
});

const Body = styled.div`
  display: grid;
  gap: 16px;
`;

const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const LinkText = styled.code`
  flex: 1 1 240px;
  min-width: 0;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tones.neutral.bg};
  overflow-wrap: anywhere;
  user-select: all;
`;

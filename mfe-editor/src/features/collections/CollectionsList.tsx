import {
  Badge,
  Button,
  Checkbox,
  DropdownMenu,
  EmptyState,
  RetryView,
  Select,
  Skeleton,
  useShell,
  useToast,
  VisuallyHidden,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useEditorApi } from '../../api';
import type { Folder } from '../../api/types';
import type { CollectionSortKey } from '../../stores';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useErrorHandler } from '../common/errors';
import { formatDate } from '../common/format';
import { MoreLabel } from '../common/MoreLabel';
import { editorPath } from '../common/paths';
import { MoveToFolderDialog } from '../folders/MoveToFolderDialog';
import { DocumentsListStore } from './DocumentsListStore';

export interface CollectionsListProps {
  /** Only the documents of this folder (all documents when absent). */
  folderId?: string;
  /** Called after documents moved or were deleted (e.g. to update folder counts). */
  onChanged?: () => void;
  /** The list's accessible name. */
  label?: string;
}

/**
 * The documents list: newest first by last edit or by creation (SPEC §4),
 * select one or many, move them to a folder, publish them to a site, delete them; paged with
 * "Load more". DocumentsListStore owns the calls.
 */
export const CollectionsList = observer(function CollectionsList({
  folderId,
  onChanged,
  label = 'Documents',
}: CollectionsListProps) {
  const api = useEditorApi();
  const shell = useShell();
  const toast = useToast();
  const handleError = useErrorHandler();
  const [documents] = useState(() => new DocumentsListStore(api, folderId));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [moving, setMoving] = useState<string[] | null>(null);
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  // Loaded again when the list is another folder's.
  useEffect(() => {
    const controller = new AbortController();
    documents.setFolderId(folderId);
    void documents.load(controller.signal);
    void documents.loadFolders(controller.signal);
    return () => controller.abort();
  }, [documents, folderId]);

  const loadMore = async () => {
    try {
      await documents.loadMore();
    } catch (error) {
      toast.danger(handleError(error));
    }
  };

  const rows = documents.rows;
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someSelected = rows.some((row) => selected.has(row.id));
  const selectedIds = rows.filter((row) => selected.has(row.id)).map((row) => row.id);

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const move = async (ids: string[], folder: Folder | null) => {
    await documents.move(ids, folder);
    setSelected(new Set());
    toast.success(
      `${ids.length === 1 ? 'The document was' : `${ids.length} documents were`} moved ${folder ? `to “${folder.title}”` : 'out of their folder'}.`,
      { title: 'Moved' },
    );
    onChanged?.();
  };

  const remove = async (ids: string[]) => {
    setBusy(true);
    try {
      await documents.remove(ids);
      setSelected(new Set());
      setDeleting(null);
      toast.success(`${ids.length === 1 ? 'The document was' : `${ids.length} documents were`} deleted.`, {
        title: 'Deleted',
      });
      onChanged?.();
    } catch (error) {
      toast.danger(handleError(error));
    } finally {
      setBusy(false);
    }
  };

  if (documents.status === 'failure' && documents.list.items.length === 0) {
    return <RetryView onRetry={() => void documents.load()} />;
  }

  return (
    <Root>
      <Controls>
        <Checkbox
          label={someSelected ? `${selectedIds.length} selected` : 'Select all'}
          checked={allSelected}
          indeterminate={someSelected && !allSelected}
          disabled={rows.length === 0}
          onChange={(e) => setSelected(e.target.checked ? new Set(rows.map((r) => r.id)) : new Set())}
        />
        {someSelected && (
          <Bulk>
            <Button size="sm" variant="secondary" onClick={() => setMoving(selectedIds)}>
              Move to folder
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                shell.popups.open('wordpress-bulk-publish', {
                  collectionIds: selectedIds,
                  label:
                    selectedIds.length === 1
                      ? 'the chosen document'
                      : `the ${selectedIds.length} chosen documents`,
                })
              }
            >
              Publish to a site
            </Button>
            <Button size="sm" variant="danger" onClick={() => setDeleting(selectedIds)}>
              Delete
            </Button>
          </Bulk>
        )}
        <Sort>
          <Select
            label="Sort by"
            value={documents.sortKey}
            options={[
              { value: 'updatedAt', label: 'Last edited' },
              { value: 'createdAt', label: 'Date created' },
            ]}
            onChange={(e) => void documents.sortBy(e.target.value as CollectionSortKey)}
          />
        </Sort>
      </Controls>

      {documents.status === 'loading' && documents.list.items.length === 0 ? (
        <Items aria-busy="true" aria-label={`${label}, loading`}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Item key={i}>
              <Skeleton width={20} height={20} />
              <div>
                <Skeleton width="45%" />
                <Skeleton width="25%" height={12} />
              </div>
            </Item>
          ))}
        </Items>
      ) : rows.length === 0 ? (
        <EmptyState
          title={folderId ? 'This folder is empty' : 'No documents yet'}
          text={
            folderId
              ? 'Move documents here from the documents list or from the editor.'
              : 'Start a new document, or let a template write the first draft for you.'
          }
          action={
            <EmptyActions>
              <Button as={Link} to="/dashboard/collections/new">
                New document
              </Button>
              <Button as={Link} to="/dashboard/templates" variant="secondary">
                Start from a template
              </Button>
            </EmptyActions>
          }
        />
      ) : (
        <Items aria-label={label}>
          {rows.map((row) => {
            const folder = folderId ? undefined : documents.folderName(row.folder_id);
            return (
              <Item key={row.id} $selected={selected.has(row.id)} data-testid="collection-row">
                <Checkbox
                  label={<VisuallyHidden>Select {row.title}</VisuallyHidden>}
                  checked={selected.has(row.id)}
                  onChange={(e) => toggle(row.id, e.target.checked)}
                />
                <Main>
                  <TitleLink to={editorPath(row.id)}>{row.title || 'Untitled Collection'}</TitleLink>
                  <Meta>
                    <span>Edited {formatDate(row.updatedAt)}</span>
                    <span>Created {formatDate(row.createdAt)}</span>
                    {folder && (
                      <Badge size="sm" tone="brand">
                        {folder}
                      </Badge>
                    )}
                  </Meta>
                </Main>
                <DropdownMenu
                  label={<MoreLabel text={`Actions for ${row.title}`} />}
                  showChevron={false}
                  align="end"
                  size="sm"
                  items={[
                    { id: 'open', label: 'Open', to: editorPath(row.id) },
                    { id: 'move', label: 'Move to folder…', onSelect: () => setMoving([row.id]) },
                    { id: 'delete', label: 'Delete…', tone: 'danger', onSelect: () => setDeleting([row.id]) },
                  ]}
                />
              </Item>
            );
          })}
        </Items>
      )}

      {rows.length > 0 && documents.canLoadMore && (
        <More>
          <Button variant="secondary" loading={documents.loadingMore} onClick={() => void loadMore()}>
            Load more
          </Button>
        </More>
      )}

      <MoveToFolderDialog
        open={moving !== null}
        count={moving?.length ?? 0}
        currentFolderId={
          moving?.length === 1
            ? ((rows.find((r) => r.id === moving[0])?.folder_id as string | null) ?? null)
            : null
        }
        onClose={() => setMoving(null)}
        onMove={(folder) => move(moving ?? [], folder)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={
          deleting?.length === 1 ? 'Delete this document?' : `Delete ${deleting?.length ?? 0} documents?`
        }
        message="Their posts are deleted too. This cannot be undone."
        confirmLabel="Delete"
        tone="danger"
        busy={busy}
        onConfirm={() => void remove(deleting ?? [])}
        onCancel={() => setDeleting(null)}
      />
    </Root>
  );
});

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 40px;
`;

const Bulk = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const Sort = styled.div`
  margin-left: auto;
  min-width: 180px;
`;

const Items = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  overflow: hidden;
`;

const Item = styled.li<{ $selected?: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.tones.brand.bg : 'transparent')};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border.default};
  }
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const Main = styled.div`
  min-width: 0;
`;

const TitleLink = styled(Link)`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-decoration: none;
  text-overflow: ellipsis;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.colors.text.link};
    text-decoration: underline;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
`;

const EmptyActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
`;

import { Badge, Button, DropdownMenu, Switch, Tooltip } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PublicShareDialog } from '../share/PublicShareDialog';
import { Actions, Crumbs, Header, SubRow, TitleInput, TopRow } from './DocumentLayout';
import { PostPicker, SaveStatus, SeoButton, VariantBar } from './DocumentParts';
import type { DocumentStore } from './DocumentStore';

/**
 * The header's Undo and Ctrl+Z are two histories: the header steps through
 * the whole document's changes (a burst of typing, a field, a variant, an AI
 * edit), ProseMirror's keys through the keystrokes of the text. Say so where
 * people look.
 */
export const UNDO_HINT =
  'Undo the last change to the document: a burst of typing, a field, a variant or an AI edit. In the text, Ctrl+Z undoes typing step by step.';
export const REDO_HINT = 'Redo the change undone last. In the text, Ctrl+Shift+Z redoes typing step by step.';

export interface DocumentHeaderProps {
  doc: DocumentStore;
  isWorkspace: boolean;
  /** Wide screens show the SEO panel beside the text; others open it from the header. */
  wide: boolean;
  /** Hands the editor's latest text to the store (before undo, redo, the SEO drawer…). */
  sync: () => void;
  onSave: () => void;
  onOpenSeo: () => void;
  onSelectPost: (clientId: string) => void;
  onImprove: () => void;
  /** Opens the page booster popup for the saved post (its published page's URL when known). */
  onBoost?: () => void;
  /** Opens the indexer popup (mfe-tools) on the saved post's published addresses. */
  onIndex?: () => void;
  /** Opens the WordPress publish popup (mfe-integrations) for the saved post. */
  onPublish: () => void;
  onHistory: () => void;
  /** Opens the repurpose popup for the article as it is in the editor. */
  onRepurpose?: () => void;
  onImportFile: (file: File | undefined) => void;
  onExport: () => void;
  onMove: () => void;
  onDelete: () => void;
}

/**
 * The editor screen's header (split from DocumentEditor.tsx): the way back,
 * the save state, undo and redo, autosave, save, the "More" menu, the title,
 * the variants and the post picker.
 */
export const DocumentHeader = observer(function DocumentHeader({
  doc,
  isWorkspace,
  wide,
  sync,
  onSave,
  onOpenSeo,
  onSelectPost,
  onImprove,
  onBoost,
  onIndex,
  onPublish,
  onHistory,
  onRepurpose,
  onImportFile,
  onExport,
  onMove,
  onDelete,
}: DocumentHeaderProps) {
  const importInput = useRef<HTMLInputElement>(null);
  const [shareOpen, setShareOpen] = useState(false);
  const collection = doc.collection;
  const post = doc.post;
  if (!collection || !post) return null;
  return (
    <Header>
      <TopRow>
        <Crumbs>
          <Link to={isWorkspace ? '/dashboard' : '/dashboard/collections'}>
            ← {isWorkspace ? 'Dashboard' : 'Documents'}
          </Link>
          {isWorkspace && <Badge tone="brand">Workspace</Badge>}
          <SaveStatus doc={doc} />
        </Crumbs>
        <Actions>
          <Tooltip content={UNDO_HINT}>
            <Button
              variant="ghost"
              aria-label="Undo document change"
              disabled={!doc.canUndo}
              onClick={() => {
                sync();
                doc.undo();
              }}
            >
              Undo
            </Button>
          </Tooltip>
          <Tooltip content={REDO_HINT}>
            <Button
              variant="ghost"
              aria-label="Redo document change"
              disabled={!doc.canRedo}
              onClick={() => {
                sync();
                doc.redo();
              }}
            >
              Redo
            </Button>
          </Tooltip>
          {!isWorkspace && (
            <Switch
              label="Autosave"
              checked={collection.autoSave}
              onCheckedChange={(on) => doc.setAutoSave(on)}
            />
          )}
          <Button onClick={onSave} loading={doc.isSaving} aria-keyshortcuts="Control+S Meta+S">
            {isWorkspace && !collection.id ? 'Save as document' : 'Save'}
          </Button>
          {post.id && (
            <Button variant="secondary" onClick={onPublish}>
              Publish
            </Button>
          )}
          {!wide && (
            <SeoButton
              onOpen={() => {
                sync();
                onOpenSeo();
              }}
            />
          )}
          <DropdownMenu
            label="More"
            align="end"
            variant="secondary"
            items={[
              ...(post.id
                ? [
                    {
                      id: 'improve',
                      label: 'Improve the article…',
                      onSelect: onImprove,
                    },
                    ...(onBoost ? [{ id: 'page-booster', label: 'Page booster…', onSelect: onBoost }] : []),
                    ...(onRepurpose ? [{ id: 'repurpose', label: 'Repurpose…', onSelect: onRepurpose }] : []),
                    ...(onIndex ? [{ id: 'index', label: 'Submit for indexing…', onSelect: onIndex }] : []),
                    { id: 'history', label: 'History…', onSelect: onHistory },
                    { id: 'public', label: 'Make public…', onSelect: () => setShareOpen(true) },
                  ]
                : []),
              { id: 'import', label: 'Import Markdown…', onSelect: () => importInput.current?.click() },
              { id: 'export', label: 'Export Markdown', onSelect: onExport },
              ...(collection.id
                ? [
                    { id: 'move', label: 'Move to folder…', onSelect: onMove },
                    {
                      id: 'delete',
                      label: 'Delete document',
                      tone: 'danger' as const,
                      onSelect: onDelete,
                    },
                  ]
                : []),
            ]}
          />
          <input
            ref={importInput}
            type="file"
            accept=".md,.markdown,.txt,text/markdown,text/plain"
            hidden
            aria-label="Markdown file to import"
            data-testid="markdown-import"
            onChange={(e) => {
              onImportFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Actions>
      </TopRow>
      <TitleInput
        label="Title"
        hideLabel
        value={post.title}
        maxLength={300}
        placeholder="Untitled Document"
        onChange={(e) => doc.setTitle(e.target.value)}
      />
      <SubRow>
        <VariantBar doc={doc} sync={sync} />
        <PostPicker doc={doc} sync={sync} onSelect={onSelectPost} />
      </SubRow>
      {post.id && (
        <PublicShareDialog
          open={shareOpen}
          postId={post.id}
          unsaved={doc.isDirty}
          onClose={() => setShareOpen(false)}
        />
      )}
    </Header>
  );
});

import { countHtmlWords, isNotFound, type RevisionSummary } from '@inkpress/shared-core';
import {
  Badge,
  Button,
  Drawer,
  DropdownMenu,
  EmptyState,
  RetryView,
  Skeleton,
  Switch,
  Tooltip,
  useShell,
  useToast,
  VisuallyHidden,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import type { Node } from 'prosemirror-model';
import type { EditorState } from 'prosemirror-state';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useEditorApi } from '../../api';
import { type EditorController, sanitizeHref, sanitizeImageSrc, useEditorController } from '../../editor';
import { AiStore } from '../ai/AiStore';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { errorMessage, useErrorHandler } from '../common/errors';
import { formatDate } from '../common/format';
import { editorPath } from '../common/paths';
import { useCredits } from '../common/useCredits';
import { useMediaQuery } from '../common/useMediaQuery';
import { usePrompt } from '../common/usePrompt';
import { DraftStorage } from '../drafts/draftStorage';
import { NavigationGuard } from '../drafts/NavigationGuard';
import { MoveToFolderDialog } from '../folders/MoveToFolderDialog';
import { HistoryDrawer } from '../history/HistoryDrawer';
import { focusKeywordOf, SeoPanel } from '../seo/SeoPanel';
import { Actions, Aside, Columns, Crumbs, Header, Page, SubRow, TitleInput, TopRow } from './DocumentLayout';
import { Banner, DraftBanner, PostPicker, SaveStatus, SeoButton, VariantBar } from './DocumentParts';
import { type DocumentMode, DocumentStore } from './DocumentStore';
import { EditorArea } from './EditorArea';
import { FeatureImagePanel } from './FeatureImagePanel';
import {
  downloadMarkdown,
  htmlToMarkdown,
  markdownFileName,
  markdownToHtml,
  readMarkdownFile,
} from './markdownFile';

/**
 * The header's Undo and Ctrl+Z are two histories: the header steps through
 * the whole document's changes (a burst of typing, a field, a variant, an AI
 * edit), ProseMirror's keys through the keystrokes of the text. Say so where
 * people look.
 */
export const UNDO_HINT =
  'Undo the last change to the document: a burst of typing, a field, a variant or an AI edit. In the text, Ctrl+Z undoes typing step by step.';
export const REDO_HINT = 'Redo the change undone last. In the text, Ctrl+Shift+Z redoes typing step by step.';

export interface DocumentEditorProps {
  mode: DocumentMode;
  /** The post to show first (from the address), by id or client id. */
  postId?: string;
}

/**
 * The editor screen's content: the document's title and save state, its
 * history and variants, the writing surface with AI, and the SEO panel
 * (beside it on wide screens, in a drawer on small ones). Unsaved changes
 * are kept in a local draft and leaving asks first.
 */
export const DocumentEditor = observer(function DocumentEditor({ mode, postId }: DocumentEditorProps) {
  const api = useEditorApi();
  const shell = useShell();
  const toast = useToast();
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const editor: EditorController = useEditorController();
  const { credits, refresh: refreshCredits } = useCredits();
  const wide = useMediaQuery('(min-width: 1200px)');
  const prompt = usePrompt();
  const importInput = useRef<HTMLInputElement>(null);
  const [seoOpen, setSeoOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [moveOpen, setMoveOpen] = useState(false);

  const [doc] = useState(
    () =>
      new DocumentStore({
        fetchCollection: (id, signal) => api.collections.get(id, signal),
        saveCollection: (payload) => api.collections.save(payload),
        moveCollections: (ids, folderId) => api.collections.move(ids, folderId),
        drafts: new DraftStorage(),
      }),
  );
  const [ai] = useState(
    () =>
      new AiStore({
        generate: (operation, input, signal) => api.generate(operation, input, signal),
        editor,
        context: () => {
          const post = doc.post;
          return {
            title: post?.title,
            keyword: post ? focusKeywordOf(post) : undefined,
            language: post?.postConfig.language ?? undefined,
          };
        },
        setField: (field, value) => doc.updatePost({ [field]: value }, field),
        onError: (error) => handleError(error),
      }),
  );

  const modeKey = mode.kind === 'existing' ? mode.id : mode.kind;
  // The document is opened again only when the address names another one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened again only when the address names another document (modeKey)
  useEffect(() => {
    if (doc.collection?.id && mode.kind === 'existing' && doc.collection.id === mode.id) return;
    const controller = new AbortController();
    void doc.open(mode, controller.signal);
    return () => controller.abort();
  }, [modeKey]);

  useEffect(() => {
    if (postId && doc.status === 'success') doc.selectPost(postId);
  }, [postId, doc, doc.status]);

  // Leaving the page (reload, close, crash-free navigation) writes the draft at once.
  useEffect(() => {
    const onHide = () => doc.writeDraft();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      ai.dispose();
      doc.dispose();
    };
  }, [doc, ai]);

  // A new document gets its address once the server has given it an id.
  const savedId = doc.collection?.id;
  const activePost = doc.post;
  const activePostId = activePost?.id;
  useEffect(() => {
    if (!savedId || mode.kind === 'existing') return;
    navigate(editorPath(savedId, activePostId), { replace: mode.kind === 'new' });
  }, [savedId, activePostId, mode.kind, navigate]);

  // Which document the editor shows and which one the store has last received, per editor (its key): so
  // the latest text can be handed over before anything replaces or saves it, and only when it changed
  // (an untouched editor's HTML may be spelled differently from the stored one without being different).
  const tracker = useRef<{ key: string; handed: Node | null; latest: Node | null }>({
    key: '',
    handed: null,
    latest: null,
  });
  const onEditorState = useCallback((state: EditorState, key: string) => {
    const t = tracker.current;
    if (t.key !== key) tracker.current = { key, handed: state.doc, latest: state.doc };
    else t.latest = state.doc;
  }, []);
  const onEditorChange = useCallback(
    (html: string, key: string) => {
      const t = tracker.current;
      if (t.key === key) t.handed = t.latest;
      doc.updateContent(html, key);
    },
    [doc],
  );
  /** Hands the editor's latest text to the store before anything replaces or saves it. */
  const sync = useCallback(() => {
    const t = tracker.current;
    if (!editor.view || t.key !== doc.editorKey || t.latest === t.handed) return;
    t.handed = t.latest;
    doc.updateContent(editor.getHtml(), doc.editorKey);
  }, [doc, editor]);

  const save = useCallback(
    async (quiet = false): Promise<boolean> => {
      sync();
      const saved = await doc.save();
      if (saved) {
        if (!quiet) toast.success('Your changes are saved.', { id: 'editor-save', title: 'Saved' });
      } else if (doc.collection?.saveStatus === 'failure') {
        const message = handleError(doc.collection.saveError);
        toast.danger(message, {
          id: 'editor-save',
          title: 'Not saved',
          action: { label: 'Retry', onClick: () => void save() },
        });
      }
      return saved;
    },
    [doc, sync, toast, handleError],
  );

  // Ctrl/Cmd-S anywhere on the screen (the editor handles it itself when focused).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (!editor.view?.hasFocus()) void save();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [editor, save]);

  // A run's cost comes off the credits: read them again when one ends.
  const aiStatus = ai.status;
  useEffect(() => {
    if (aiStatus === 'review' || aiStatus === 'failed') refreshCredits();
  }, [aiStatus, refreshCredits]);

  const requestLink = useCallback(
    (current: string | null) =>
      prompt.ask({
        title: current ? 'Edit link' : 'Add link',
        label: 'Address',
        type: 'url',
        initial: current ?? 'https://',
        confirmLabel: 'Apply',
        validate: (value) => (sanitizeHref(value) ? null : 'Enter a web address (https://…) or a path (/…).'),
      }),
    [prompt.ask],
  );
  const requestImage = useCallback(async () => {
    const src = await prompt.ask({
      title: 'Add image',
      label: 'Image address',
      type: 'url',
      initial: 'https://',
      confirmLabel: 'Insert',
      validate: (value) =>
        sanitizeImageSrc(value) ? null : 'Enter an image address starting with https://.',
    });
    return src ? { src } : null;
  }, [prompt.ask]);

  // A Markdown file replaces the variant only once the user says so, and after the current text is saved
  // (every save keeps a revision), so the text it replaces stays in the document's history.
  const [historyOpen, setHistoryOpen] = useState(false);
  // The article improver rewrites the saved post: unsaved changes are saved first, and the
  // document reloads when it is done (the result is the post's new first variant).
  const openImprover = async (type: 'article-improver' | 'improve-seo') => {
    const current = doc.post;
    if (!current?.id) return;
    sync();
    if (doc.isDirty && !(await save(true))) return;
    shell.popups.open(type, {
      postId: current.id,
      keyword: focusKeywordOf(current),
      onDone: () => void doc.open(doc.mode),
    });
  };
  // Restoring a revision: unsaved changes are saved first (they become a revision), then the
  // server restores, the document reloads, and Undo restores the version that was current.
  const restoreRevision = async (revision: RevisionSummary, latest: RevisionSummary | undefined) => {
    const postId = doc.post?.id;
    if (!postId) return;
    const back = async (to: RevisionSummary) => {
      await api.revisions.restore(postId, to.id);
      await doc.open(doc.mode);
    };
    try {
      sync();
      if (doc.isDirty && !(await save(true))) return;
      await back(revision);
      const undoTo = latest && latest.id !== revision.id ? latest : undefined;
      toast.success(`The version of ${formatDate(revision.createdAt)} is back.`, {
        title: 'Restored',
        duration: 12_000,
        ...(undoTo
          ? {
              action: {
                label: 'Undo',
                onClick: () =>
                  void back(undoTo).catch((error: unknown) =>
                    toast.danger(errorMessage(error), { title: 'Not undone' }),
                  ),
              },
            }
          : {}),
      });
    } catch (error) {
      toast.danger(errorMessage(error), { title: 'Not restored' });
    }
  };
  const [pendingImport, setPendingImport] = useState<{ name: string; html: string; words: number } | null>(
    null,
  );
  const [importing, setImporting] = useState(false);
  const importMarkdown = async (file: File | undefined) => {
    if (!file) return;
    try {
      const html = markdownToHtml(await readMarkdownFile(file));
      setPendingImport({ name: file.name, html, words: countHtmlWords(html) });
    } catch (error) {
      toast.danger(errorMessage(error), { title: 'Import failed' });
    }
  };
  const confirmImport = async () => {
    if (!pendingImport) return;
    setImporting(true);
    try {
      sync();
      if (doc.isDirty && !(await save(true))) return;
      doc.replaceContent(pendingImport.html);
      toast.success(
        `${pendingImport.name} imported into this variant. The text it replaced is in the history.`,
        {
          title: 'Imported',
          action: { label: 'Undo', onClick: () => doc.undo() },
        },
      );
      setPendingImport(null);
    } finally {
      setImporting(false);
    }
  };

  const exportMarkdown = () => {
    sync();
    const post = doc.post;
    if (!post) return;
    downloadMarkdown(htmlToMarkdown(post.activeContent), markdownFileName(post.title, post.slug));
  };

  const remove = async () => {
    const id = doc.collection?.id;
    setDeleting(true);
    try {
      if (id) await api.collections.remove([id]);
      doc.discardChanges();
      setConfirmDelete(false);
      toast.success('The document was deleted.', { title: 'Deleted' });
      navigate('/dashboard/collections');
    } catch (error) {
      toast.danger(handleError(error));
    } finally {
      setDeleting(false);
    }
  };

  if (doc.status === 'failure') {
    if (isNotFound(doc.error)) {
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
        <RetryView onRetry={() => void doc.open(mode)} />
      </Page>
    );
  }

  const collection = doc.collection;
  const post = doc.post;
  if (doc.status !== 'success' || !collection || !post) {
    return (
      <Page aria-busy="true">
        <VisuallyHidden as="h1">Loading document</VisuallyHidden>
        <Skeleton height={44} width="60%" />
        <Skeleton shape="rect" height={48} />
        <Skeleton shape="rect" height={420} />
      </Page>
    );
  }

  const isWorkspace = mode.kind === 'workspace';
  const seo = (
    <SeoPanel
      doc={doc}
      editor={editor}
      onWriteWithAi={(operation) => ai.openMenu(operation)}
      onImproveSeo={post.id ? () => void openImprover('improve-seo') : undefined}
    />
  );

  return (
    <Page>
      <NavigationGuard
        when={doc.isDirty}
        samePrefix={collection.id ? editorPath(collection.id) : undefined}
        onSave={() => save(true)}
        onDiscard={doc.discardChanges}
      />
      <VisuallyHidden as="h1">{post.title}</VisuallyHidden>
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
            <Button onClick={() => void save()} loading={doc.isSaving} aria-keyshortcuts="Control+S Meta+S">
              {isWorkspace && !collection.id ? 'Save as document' : 'Save'}
            </Button>
            {!wide && (
              <SeoButton
                onOpen={() => {
                  sync();
                  setSeoOpen(true);
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
                        onSelect: () => void openImprover('article-improver'),
                      },
                      { id: 'history', label: 'History…', onSelect: () => setHistoryOpen(true) },
                    ]
                  : []),
                { id: 'import', label: 'Import Markdown…', onSelect: () => importInput.current?.click() },
                { id: 'export', label: 'Export Markdown', onSelect: exportMarkdown },
                ...(collection.id
                  ? [
                      { id: 'move', label: 'Move to folder…', onSelect: () => setMoveOpen(true) },
                      {
                        id: 'delete',
                        label: 'Delete document',
                        tone: 'danger' as const,
                        onSelect: () => setConfirmDelete(true),
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
                void importMarkdown(e.target.files?.[0]);
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
          <PostPicker
            doc={doc}
            sync={sync}
            onSelect={(clientId) => {
              doc.selectPost(clientId);
              const id = doc.post?.id;
              if (collection.id && id) navigate(editorPath(collection.id, id), { replace: true });
            }}
          />
        </SubRow>
      </Header>
      <DraftBanner doc={doc} />
      {!doc.draftKept && (
        <Banner role="alert" $tone="warning">
          <p>
            This device could not keep a local copy of your changes (storage is full or blocked). Save soon.
          </p>
        </Banner>
      )}
      {post && <FeatureImagePanel post={post} />}
      <Columns $wide={wide}>
        <EditorArea
          doc={doc}
          editor={editor}
          ai={ai}
          creditsLeft={credits}
          onSave={() => void save()}
          onChange={onEditorChange}
          onStateChange={onEditorState}
          requestLink={requestLink}
          requestImage={requestImage}
        />
        {wide && <Aside>{seo}</Aside>}
      </Columns>
      {!wide && (
        <Drawer open={seoOpen} onClose={() => setSeoOpen(false)} title="SEO" width="min(420px, 100vw)">
          {seo}
        </Drawer>
      )}
      {prompt.dialog}
      {post.id && (
        <HistoryDrawer
          open={historyOpen}
          postId={post.id}
          onClose={() => setHistoryOpen(false)}
          restore={restoreRevision}
        />
      )}
      <ConfirmDialog
        open={pendingImport !== null}
        title={`Replace this variant with ${pendingImport?.name ?? 'the file'}?`}
        message={`The ${(doc.post ? countHtmlWords(doc.post.activeContent) : 0).toLocaleString()} words now in this variant are saved first and kept in the document's history; the file's ${(pendingImport?.words ?? 0).toLocaleString()} words take their place.`}
        confirmLabel="Replace with the file"
        busy={importing}
        onConfirm={() => void confirmImport()}
        onCancel={() => setPendingImport(null)}
      />
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this document?"
        message={`“${collection.title}” and its ${collection.posts.length === 1 ? 'post' : `${collection.posts.length} posts`} will be deleted. This cannot be undone.`}
        confirmLabel="Delete document"
        tone="danger"
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />
      {collection.id && (
        <MoveToFolderDialog
          open={moveOpen}
          count={1}
          currentFolderId={collection.folder_id}
          onClose={() => setMoveOpen(false)}
          onMove={async (folder) => {
            await doc.moveToFolder(folder?.id ?? null);
            toast.success(folder ? `Moved to “${folder.title}”.` : 'Moved out of its folder.', {
              title: 'Moved',
            });
          }}
        />
      )}
    </Page>
  );
});

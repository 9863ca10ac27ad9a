import type { RevisionSummary } from '@inkpress/shared-core';
import { Drawer, useShell, useToast, VisuallyHidden } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEditorApi } from '../../api';
import { type EditorController, sanitizeImageSrc, useEditorController } from '../../editor';
import { AiStore } from '../ai/AiStore';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { errorMessage, useErrorHandler } from '../common/errors';
import { formatDate } from '../common/format';
import { editorPath } from '../common/paths';
import { useCredits } from '../common/useCredits';
import { useMediaQuery } from '../common/useMediaQuery';
import { linkPrompt, usePrompt } from '../common/usePrompt';
import { DraftStorage } from '../drafts/draftStorage';
import { NavigationGuard } from '../drafts/NavigationGuard';
import { MoveToFolderDialog } from '../folders/MoveToFolderDialog';
import { HistoryDrawer } from '../history/HistoryDrawer';
import { FeatureImageControl } from '../media/FeatureImageControl';
import { ResearchLauncher } from '../research/ResearchLauncher';
import { focusKeywordOf, SeoPanel } from '../seo/SeoPanel';
import { VoiceChoices } from '../voice/VoiceStores';
import { createVoiceApi } from '../voice/voiceApi';
import { DocumentHeader } from './DocumentHeader';
import { Aside, Columns, Page } from './DocumentLayout';
import { Banner, DocumentFailure, DocumentLoading, DraftBanner } from './DocumentParts';
import { type DocumentMode, DocumentStore } from './DocumentStore';
import { EditorArea } from './EditorArea';
import { FeatureImagePanel } from './FeatureImagePanel';
import { useEditorSync } from './useEditorSync';
import { useMarkdownFile } from './useMarkdownFile';

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
        removeCollections: (ids) => api.collections.remove(ids),
        restoreRevision: (postId, revisionId) => api.revisions.restore(postId, revisionId),
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
        voices: new VoiceChoices(createVoiceApi(shell.api)),
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
    // A new document keeps the route it was opened on (/dashboard/collections/:id, no post): moving to
    // the route with a post id would mount the editor again, mid-typing, on the first autosave.
    navigate(editorPath(savedId, mode.kind === 'new' ? undefined : activePostId), {
      replace: mode.kind === 'new',
    });
  }, [savedId, activePostId, mode.kind, navigate]);

  const { onEditorState, onEditorChange, sync } = useEditorSync(doc, editor);

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
    if (aiStatus === 'review' || aiStatus === 'failed') void refreshCredits();
  }, [aiStatus, refreshCredits]);

  const requestLink = useCallback((current: string | null) => prompt.ask(linkPrompt(current)), [prompt.ask]);
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
  // Publishing sends the saved post: unsaved changes are saved first.
  const openPublish = async () => {
    const current = doc.post;
    if (!current?.id) return;
    sync();
    if (doc.isDirty && !(await save(true))) return;
    shell.popups.open('wordpress-publish', {
      postId: current.id,
      title: current.title,
      metaTitle: current.metaTitle,
      metaDescription: current.metaDescription,
    });
  };
  // Restoring a revision: unsaved changes are saved first (they become a revision), then the
  // server restores, the document reloads, and Undo restores the version that was current.
  const restoreRevision = async (revision: RevisionSummary, latest: RevisionSummary | undefined) => {
    const postId = doc.post?.id;
    if (!postId) return;
    const back = (to: RevisionSummary) => doc.restoreRevision(postId, to.id);
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
  const markdown = useMarkdownFile(doc, { sync, save });

  const remove = async () => {
    setDeleting(true);
    try {
      await doc.deleteDocument();
      setConfirmDelete(false);
      toast.success('The document was deleted.', { title: 'Deleted' });
      navigate('/dashboard/collections');
    } catch (error) {
      toast.danger(handleError(error));
    } finally {
      setDeleting(false);
    }
  };

  if (doc.status === 'failure')
    return <DocumentFailure error={doc.error} onRetry={() => void doc.open(mode)} />;

  const collection = doc.collection;
  const post = doc.post;
  if (doc.status !== 'success' || !collection || !post) return <DocumentLoading />;

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
      <DocumentHeader
        doc={doc}
        isWorkspace={isWorkspace}
        wide={wide}
        sync={sync}
        onSave={() => void save()}
        onOpenSeo={() => setSeoOpen(true)}
        onSelectPost={(clientId) => {
          doc.selectPost(clientId);
          const id = doc.post?.id;
          if (collection.id && id) navigate(editorPath(collection.id, id), { replace: true });
        }}
        onImprove={() => void openImprover('article-improver')}
        onBoost={() => {
          const current = doc.post;
          if (!current?.id) return;
          // The page this post was made from, when the page booster made it (posts carry no published URL).
          const boosted = (current.extendedData as { pageBooster?: { url?: unknown } }).pageBooster?.url;
          shell.popups.open('page-booster', {
            postId: current.id,
            keyphrase: focusKeywordOf(current),
            url: typeof boosted === 'string' ? boosted : '',
            onDone: () => void doc.open(doc.mode),
          });
        }}
        onIndex={() => {
          const current = doc.post;
          if (current?.id) shell.popups.open('indexer', { postId: current.id });
        }}
        onPublish={() => void openPublish()}
        onHistory={() => setHistoryOpen(true)}
        onRepurpose={() => {
          // The article as it is in the editor, unsaved changes included (nothing is written back).
          sync();
          const current = doc.post;
          if (current) shell.popups.open('repurpose', { html: current.activeContent, title: current.title });
        }}
        onImportFile={(file) => void markdown.importFile(file)}
        onExport={markdown.exportFile}
        onMove={() => setMoveOpen(true)}
        onDelete={() => setConfirmDelete(true)}
      />
      <DraftBanner doc={doc} />
      {!doc.draftKept && (
        <Banner role="alert" $tone="warning">
          <p>
            This device could not keep a local copy of your changes (storage is full or blocked). Save soon.
          </p>
        </Banner>
      )}
      {post && <FeatureImageControl post={post} />}
      {post && <FeatureImagePanel post={post} />}
      <ResearchLauncher editor={editor} />
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
      {markdown.dialog}
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

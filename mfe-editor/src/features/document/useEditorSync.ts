import type { Node } from 'prosemirror-model';
import type { EditorState } from 'prosemirror-state';
import { useCallback, useRef } from 'react';
import type { EditorController } from '../../editor';
import type { DocumentStore } from './DocumentStore';

/**
 * The editor's text and the store's, kept in step (split from
 * DocumentEditor.tsx): `onEditorState` and `onEditorChange` go to the
 * editor, `sync()` hands its latest text to the store before anything
 * replaces or saves it.
 */
export function useEditorSync(doc: DocumentStore, editor: EditorController) {
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
  return { onEditorState, onEditorChange, sync };
}

import type { EditorState } from 'prosemirror-state';
import { EditorView as ProseMirrorView } from 'prosemirror-view';
import { useEffect, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import type { EditorController } from './EditorController';
import { docToHtml } from './html';
import { setPlaceholder } from './plugins';
import { createEditorState } from './state';

export interface EditorViewProps {
  /** The HTML to start with. Read once, when the editor mounts: give the component a `key` to load other content. */
  initialHtml?: string;
  /** Gets the document's HTML after it changes, at most every `changeDelay` ms; flushed on save and unmount. */
  onChange?: (html: string) => void;
  /** Called on Ctrl/Cmd-S, after a pending onChange has been flushed. */
  onSave?: () => void;
  /** Whether the text can be edited. Default true. */
  editable?: boolean;
  /** Shown while the document is empty. */
  placeholder?: string;
  /** Links the editor with a toolbar and other panels (see useEditorController). */
  controller?: EditorController;
  /** Called with every new state, selection changes included. */
  onStateChange?: (state: EditorState) => void;
  /** Milliseconds to wait after the last change before onChange; 0 calls it on every change. Default 250. */
  changeDelay?: number;
  /** The accessible name of the text box. Default "Document". */
  label?: string;
  className?: string;
}

/**
 * The ProseMirror editor as a React component. The view is created once;
 * later `initialHtml` changes are ignored (remount with a `key`), while
 * `editable` and `placeholder` follow their props. The callbacks are read
 * when called, so they may change on every render.
 */
export function EditorView({
  initialHtml = '',
  onChange,
  onSave,
  editable = true,
  placeholder = '',
  controller,
  onStateChange,
  changeDelay = 250,
  label = 'Document',
  className,
}: EditorViewProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<ProseMirrorView | null>(null);
  const latest = useRef({ onChange, onSave, onStateChange, controller, changeDelay, editable });
  useLayoutEffect(() => {
    latest.current = { onChange, onSave, onStateChange, controller, changeDelay, editable };
  });

  // Created once: the initial props are read here on purpose; later ones are applied by the effects below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once: later props are applied by the effects below
  useEffect(() => {
    const mount = mountRef.current;
    if (!mount) return;
    let timer: ReturnType<typeof setTimeout> | null = null;

    const emitChange = () => {
      timer = null;
      const view = viewRef.current;
      if (view) latest.current.onChange?.(docToHtml(view.state.doc));
    };
    const flushChange = () => {
      if (timer !== null) {
        clearTimeout(timer);
        emitChange();
      }
    };
    const scheduleChange = () => {
      if (timer !== null) clearTimeout(timer);
      if (latest.current.changeDelay <= 0) {
        timer = null;
        emitChange();
      } else {
        timer = setTimeout(emitChange, latest.current.changeDelay);
      }
    };

    const view: ProseMirrorView = new ProseMirrorView(mount, {
      state: createEditorState(initialHtml, {
        placeholder,
        onSave: () => {
          flushChange();
          latest.current.onSave?.();
        },
      }),
      editable: () => latest.current.editable,
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label },
      dispatchTransaction(tr) {
        const state = view.state.apply(tr);
        view.updateState(state);
        latest.current.onStateChange?.(state);
        latest.current.controller?.notify();
        if (tr.docChanged) scheduleChange();
      },
    });
    viewRef.current = view;
    latest.current.controller?.attach(view);
    latest.current.onStateChange?.(view.state);

    return () => {
      flushChange();
      latest.current.controller?.attach(null);
      viewRef.current = null;
      view.destroy();
    };
  }, []);

  useEffect(() => {
    const view = viewRef.current;
    // Re-reads the editable prop and re-renders the contenteditable attribute.
    if (view) view.setProps({ editable: () => editable });
  }, [editable]);

  useEffect(() => {
    const view = viewRef.current;
    if (view) setPlaceholder(placeholder)(view.state, view.dispatch);
  }, [placeholder]);

  useEffect(() => {
    const view = viewRef.current;
    if (view)
      view.setProps({ attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } });
  }, [label]);

  return <Surface ref={mountRef} className={className} data-editable={editable} />;
}

const Surface = styled.div`
  position: relative;
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};

  .ProseMirror {
    position: relative;
    min-height: 12rem;
    padding: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.md};
    outline: none;
    word-wrap: break-word;
    white-space: pre-wrap;
    white-space: break-spaces;
    font-variant-ligatures: none;
    font-feature-settings: 'liga' 0;
  }

  .ProseMirror:focus-visible {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.focus}`};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }

  .ProseMirror > * + * {
    margin-top: ${({ theme }) => theme.space[3]};
  }

  .ProseMirror h1 {
    font-size: ${({ theme }) => theme.typography.fontSize['3xl']};
  }
  .ProseMirror h2 {
    font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
  }
  .ProseMirror h3 {
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }
  .ProseMirror h4,
  .ProseMirror h5,
  .ProseMirror h6 {
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }

  .ProseMirror ul,
  .ProseMirror ol {
    padding-left: ${({ theme }) => theme.space[6]};
  }

  .ProseMirror li {
    position: relative;
  }

  .ProseMirror blockquote {
    padding-left: ${({ theme }) => theme.space[4]};
    border-left: 3px solid ${({ theme }) => theme.colors.border.strong};
    color: ${({ theme }) => theme.colors.text.secondary};
  }

  .ProseMirror pre {
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background.subtle};
    font-family: ${({ theme }) => theme.typography.fontFamily.mono};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    white-space: pre-wrap;
  }

  .ProseMirror code {
    padding: 0.1em 0.3em;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background.subtle};
    font-family: ${({ theme }) => theme.typography.fontFamily.mono};
    font-size: 0.9em;
  }

  .ProseMirror pre code {
    padding: 0;
    background: none;
  }

  .ProseMirror img {
    display: inline-block;
    max-width: 100%;
    height: auto;
  }

  .ProseMirror img.ProseMirror-selectednode {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.focus}`};
  }

  .ProseMirror hr {
    border: none;
    border-top: 1px solid ${({ theme }) => theme.colors.border.default};
  }

  .ProseMirror table {
    width: 100%;
    border-collapse: collapse;
    table-layout: fixed;
    overflow: hidden;
  }

  .ProseMirror td,
  .ProseMirror th {
    position: relative;
    min-width: 1em;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    border: 1px solid ${({ theme }) => theme.colors.border.strong};
    vertical-align: top;
  }

  .ProseMirror th {
    background: ${({ theme }) => theme.colors.background.subtle};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    text-align: left;
  }

  .ProseMirror .selectedCell::after {
    content: '';
    position: absolute;
    inset: 0;
    background: ${({ theme }) => theme.colors.tones.brand.bg};
    opacity: 0.6;
    pointer-events: none;
  }

  .ProseMirror-hideselection *::selection {
    background: transparent;
  }

  .ProseMirror-gapcursor {
    position: absolute;
    display: none;
    pointer-events: none;
  }

  .ProseMirror-gapcursor::after {
    content: '';
    position: absolute;
    top: -2px;
    display: block;
    width: 20px;
    border-top: 1px solid ${({ theme }) => theme.colors.text.primary};
    animation: inkpress-gapcursor 1.1s steps(2, start) infinite;
  }

  .ProseMirror-focused .ProseMirror-gapcursor {
    display: block;
  }

  @keyframes inkpress-gapcursor {
    to {
      visibility: hidden;
    }
  }

  .ProseMirror .is-editor-empty:first-child::before {
    content: attr(data-placeholder);
    float: left;
    height: 0;
    color: ${({ theme }) => theme.colors.text.muted};
    pointer-events: none;
  }

  .ProseMirror .pm-suggestion-original {
    background: ${({ theme }) => theme.colors.tones.danger.bg};
    text-decoration: line-through;
    text-decoration-color: ${({ theme }) => theme.colors.tones.danger.fg};
  }

  .ProseMirror .pm-suggestion {
    background: ${({ theme }) => theme.colors.tones.success.bg};
    color: ${({ theme }) => theme.colors.tones.success.fg};
    border-radius: ${({ theme }) => theme.radii.sm};
    white-space: pre-wrap;
  }

  &[data-editable='false'] .ProseMirror {
    cursor: default;
  }
`;

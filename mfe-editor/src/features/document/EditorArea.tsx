import { readingTimeMinutes } from '@inkpress/shared-core';
import { Button } from '@inkpress/shared-ui';
import { untracked } from 'mobx';
import { observer } from 'mobx-react-lite';
import type { EditorState } from 'prosemirror-state';
import { type KeyboardEvent, useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  CURSOR_BLOCK_CLASS,
  EditorController,
  EditorView,
  getWordCountState,
  Toolbar,
  type ToolbarProps,
} from '../../editor';
import { AiPanel } from '../ai/AiPanel';
import type { AiStore } from '../ai/AiStore';
import type { DocumentStore } from './DocumentStore';

/**
 * The editor state, read again at most once per `ms` (trailing): for
 * displays that need not change within the keystroke's own frame.
 */
function useThrottledEditorState(editor: EditorController, ms: number): EditorState | null {
  const [state, setState] = useState(() => editor.state);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const unsubscribe = editor.subscribe(() => {
      if (timer === null) {
        timer = setTimeout(() => {
          timer = null;
          setState(editor.state);
        }, ms);
      }
    });
    setState(editor.state);
    return () => {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
    };
  }, [editor, ms]);
  return state;
}

/** Words, reading time and characters of the document on screen, updated a moment after typing. */
function WordCount({ editor }: { editor: EditorController }) {
  const state = useThrottledEditorState(editor, 120);
  if (!state) return null;
  const { words, characters } = getWordCountState(state);
  return (
    <Status data-testid="word-count">
      <span>
        {words.toLocaleString()} word{words === 1 ? '' : 's'}
      </span>
      <span>{readingTimeMinutes(words)} min read</span>
      <span>{characters.toLocaleString()} characters</span>
    </Status>
  );
}

/** Runs `flush` once the frame being prepared has been painted (coalesced while one is pending). */
function afterPaint(flush: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const id = setTimeout(flush, 0);
    return () => clearTimeout(id);
  }
  let timeout: ReturnType<typeof setTimeout> | null = null;
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(flush, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timeout !== null) clearTimeout(timeout);
  };
}

/**
 * A second controller on the same editor whose subscribers hear of a new
 * state only after the frame showing it was painted: the toolbar's ~25 dry
 * runs and buttons then re-render after the keystroke is on screen, not
 * before. Commands still run on the live view at once.
 */
function useAfterPaintController(source: EditorController): EditorController {
  const [lagging] = useState(() => new EditorController());
  useEffect(() => {
    let cancel: (() => void) | null = null;
    const sync = () => {
      if (lagging.view !== source.view) lagging.attach(source.view);
      if (cancel) return;
      cancel = afterPaint(() => {
        cancel = null;
        lagging.notify();
      });
    };
    lagging.attach(source.view);
    const unsubscribe = source.subscribe(sync);
    return () => {
      unsubscribe();
      cancel?.();
    };
  }, [source, lagging]);
  return lagging;
}

/** Milliseconds between the last keystroke and handing the HTML to the store: longer for long documents. */
export function changeDelayFor(html: string): number {
  return html.length > 150_000 ? 1200 : html.length > 40_000 ? 500 : 250;
}

export interface EditorAreaProps {
  doc: DocumentStore;
  editor: EditorController;
  ai: AiStore;
  creditsLeft: number | null;
  onSave: () => void;
  /** The editor's new HTML, with the key of the editor that sent it. */
  onChange: (html: string, fromKey: string) => void;
  /** Every new editor state (selection changes included), with the editor's key. */
  onStateChange?: (state: EditorState, fromKey: string) => void;
  requestLink: ToolbarProps['requestLink'];
  requestImage: ToolbarProps['requestImage'];
}

/**
 * The writing surface: the toolbar and the AI button, the AI panel, the
 * ProseMirror editor and the word count. Re-renders only when the editor
 * is replaced (editorKey), never on a keystroke.
 */
export const EditorArea = observer(function EditorArea({
  doc,
  editor,
  ai,
  creditsLeft,
  onSave,
  onChange: onContentChange,
  onStateChange: onEditorState,
  requestLink,
  requestImage,
}: EditorAreaProps) {
  const key = doc.editorKey;
  const post = doc.post;
  // Read once per editor (its key): the editor owns the text after that, so typing never re-renders this.
  const initialHtml = untracked(() => post?.activeContent ?? '');
  const onChange = useCallback((html: string) => onContentChange(html, key), [onContentChange, key]);
  const onStateChange = useCallback(
    (state: EditorState) => onEditorState?.(state, key),
    [onEditorState, key],
  );
  const openAi = () => ai.openMenu();
  const toolbarEditor = useAfterPaintController(editor);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Mod-J opens the AI on the selection, as in other writing tools.
    if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'j') {
      event.preventDefault();
      openAi();
    }
  };

  return (
    <Area onKeyDown={onKeyDown}>
      <Bar>
        <Toolbar editor={toolbarEditor} requestLink={requestLink} requestImage={requestImage} />
        <AiButton
          variant={ai.open ? 'primary' : 'secondary'}
          aria-expanded={ai.open}
          aria-keyshortcuts="Control+J Meta+J"
          onMouseDown={(event: { preventDefault: () => void }) => event.preventDefault()}
          onClick={() => (ai.open ? ai.close() : openAi())}
          disabled={ai.isRunning}
        >
          <span aria-hidden="true">✦</span> AI
        </AiButton>
      </Bar>
      <AiPanel ai={ai} creditsLeft={creditsLeft} />
      <Paper>
        <EditorView
          key={key}
          controller={editor}
          initialHtml={initialHtml}
          onChange={onChange}
          onStateChange={onStateChange}
          onSave={onSave}
          changeDelay={changeDelayFor(initialHtml)}
          placeholder="Start writing, or press Ctrl+J for AI…"
          label={post ? `${post.title}: content` : 'Document'}
        />
      </Paper>
      <WordCount editor={editor} />
    </Area>
  );
});

const Area = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

/** Sticks below the shell's top bar (--inkpress-chrome-top), in one row that scrolls sideways on small screens. */
const Bar = styled.div`
  position: sticky;
  top: var(--inkpress-chrome-top, 0px);
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: flex;
  align-items: flex-start;
  min-width: 0;
  ${({ theme }) => theme.media.down('md')} {
    > [role='toolbar'] {
      flex-wrap: nowrap;
      overflow-x: auto;
      scrollbar-width: thin;
    }
  }
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} 0;
  background: ${({ theme }) => theme.colors.background.canvas};
  > [role='toolbar'] {
    flex: 1;
    min-width: 0;
  }
`;

const AiButton = styled(Button)`
  flex-shrink: 0;
  height: 42px;
`;

const Paper = styled.div`
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.xs};
  /* Long documents: the browser skips layout and paint of blocks far off screen, so a keystroke costs
     the same in a 50k-word article as in a short one. Blocks come back as they scroll into view. */
  .ProseMirror > * {
    content-visibility: auto;
    contain-intrinsic-size: auto 4rem;
  }
  /* The block being typed in is always laid out, even in the frame that created it (cursorBlockPlugin). */
  .ProseMirror > .${CURSOR_BLOCK_CLASS} {
    content-visibility: visible;
  }
  .ProseMirror {
    min-height: 60vh;
    padding: ${({ theme }) => `${theme.space[8]} ${theme.space[10]}`};
    ${({ theme }) => theme.media.down('md')} {
      padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]}`};
    }
  }
`;

const Status = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

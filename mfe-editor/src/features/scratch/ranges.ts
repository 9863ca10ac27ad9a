import { escapeHtml } from '@inkpress/shared-core';
import type { EditorState } from 'prosemirror-state';
import type { TextRange } from './ScratchStore';

/** Between blocks, as the AI reads and writes them. */
const BLOCK_SEPARATOR = '\n\n';

/** What an AI action works on: the selection, or the whole text when nothing is selected. */
export function rangeOf(state: EditorState): TextRange {
  const { from, to, empty } = state.selection;
  if (!empty) return { from, to, text: state.doc.textBetween(from, to, BLOCK_SEPARATOR), whole: false };
  const end = state.doc.content.size;
  return { from: 0, to: end, text: state.doc.textBetween(0, end, BLOCK_SEPARATOR), whole: true };
}

/** Plain text from the AI as paragraphs of HTML, every character escaped. */
export function escapeParagraphs(text: string): string {
  return text
    .split(/\n{2,}|\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

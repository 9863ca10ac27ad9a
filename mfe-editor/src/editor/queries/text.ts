import { countWords, readingTimeMinutes } from '@inkpress/shared-core';
import type { Node } from 'prosemirror-model';
import type { EditorState } from 'prosemirror-state';

/** The selected text, blocks separated by a blank line, images and other leaves as nothing. */
export function selectedText(state: EditorState): string {
  const { from, to } = state.selection;
  return state.doc.textBetween(from, to, '\n\n', '');
}

/**
 * Words per top-level block, cached by node: ProseMirror nodes are immutable
 * and unchanged blocks are shared between versions of a document, so after a
 * keystroke only the edited block is counted again.
 */
const blockCounts = new WeakMap<Node, { words: number; characters: number }>();

function countsOf(block: Node): { words: number; characters: number } {
  let counts = blockCounts.get(block);
  if (counts === undefined) {
    const text = block.isText ? (block.text ?? '') : block.textBetween(0, block.content.size, ' ', ' ');
    counts = { words: countWords(text), characters: block.textContent.length };
    blockCounts.set(block, counts);
  }
  return counts;
}

function sum(doc: Node, key: 'words' | 'characters'): number {
  if (doc.isTextblock) return countsOf(doc)[key];
  let total = 0;
  doc.forEach((block) => {
    total += countsOf(block)[key];
  });
  return total;
}

/** Words in a document (shared-core's countWords, blocks counted apart so words never join across them). */
export function getWordCount(doc: Node): number {
  return sum(doc, 'words');
}

/** Characters of text in a document (images and breaks not counted). */
export function getCharacterCount(doc: Node): number {
  return sum(doc, 'characters');
}

/** Minutes to read a document, rounded up (shared-core's reading speed). */
export function getReadingTime(doc: Node): number {
  return readingTimeMinutes(getWordCount(doc));
}

/** The text of the first heading of `level` (1 by default) in document order, trimmed; null when none has text. */
export function firstHeadingText(doc: Node, level = 1): string | null {
  let found: string | null = null;
  doc.descendants((node) => {
    if (found !== null) return false;
    if (node.type.name === 'heading' && node.attrs.level === level) {
      const text = node.textContent.trim();
      if (text) found = text;
      return false;
    }
    return !node.isTextblock;
  });
  return found;
}

import type { Node } from 'prosemirror-model';
import { type EditorState, Plugin, PluginKey } from 'prosemirror-state';
import { getCharacterCount, getReadingTime, getWordCount } from '../queries';

export interface WordCountState {
  words: number;
  characters: number;
  /** Minutes, rounded up. */
  readingTime: number;
}

const key = new PluginKey<WordCountState>('wordCount');

function count(doc: Node): WordCountState {
  return { words: getWordCount(doc), characters: getCharacterCount(doc), readingTime: getReadingTime(doc) };
}

/** Keeps the word count, character count and reading time of the document, updated when it changes. */
export function wordCountPlugin(): Plugin<WordCountState> {
  return new Plugin<WordCountState>({
    key,
    state: {
      init: (_, state) => count(state.doc),
      apply: (tr, value, _old, state) => (tr.docChanged ? count(state.doc) : value),
    },
  });
}

/** The counts from the plugin, or computed on the spot when the plugin is absent. */
export function getWordCountState(state: EditorState): WordCountState {
  return key.getState(state) ?? count(state.doc);
}

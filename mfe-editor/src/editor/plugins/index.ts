import { dropCursor } from 'prosemirror-dropcursor';
import { gapCursor } from 'prosemirror-gapcursor';
import type { Plugin } from 'prosemirror-state';
import { tableEditing } from 'prosemirror-tables';
import { cursorBlockPlugin } from './cursorBlock';
import { historyPlugin } from './history';
import { inputRulesPlugin } from './inputRules';
import { keymapPlugins } from './keymap';
import { pasteCleaningPlugin } from './pasteCleaning';
import { placeholderPlugin } from './placeholder';
import { suggestionPlugin } from './suggestion';
import { wordCountPlugin } from './wordCount';

export { cleanPastedHtml, isOfficeHtml } from './cleanPastedHtml';
export { CURSOR_BLOCK_CLASS, cursorBlockPlugin, cursorBlockPositions } from './cursorBlock';
export { historyPlugin } from './history';
export {
  blockquoteRule,
  bulletListRule,
  codeBlockRule,
  headingRule,
  inputRulesPlugin,
  orderedListRule,
} from './inputRules';
export { editorKeys, type KeymapOptions, keymapPlugins } from './keymap';
export { pasteCleaningPlugin } from './pasteCleaning';
export { getPlaceholder, placeholderPlugin, setPlaceholder } from './placeholder';
export {
  acceptSuggestion,
  appendSuggestion,
  getSuggestion,
  rejectSuggestion,
  type Suggestion,
  type SuggestionFormat,
  setSuggestionText,
  startSuggestion,
  suggestionContent,
  suggestionPlugin,
} from './suggestion';
export { getWordCountState, type WordCountState, wordCountPlugin } from './wordCount';

export interface EditorPluginOptions {
  /** Shown in an empty document. */
  placeholder?: string;
  /** Called on Mod-s. */
  onSave?: () => void;
}

/**
 * Every editor plugin in order: table editing first (it handles cell
 * selections and arrows in tables), then the suggestion, input rules,
 * shortcuts, history, cursors, paste cleaning, placeholder, the block with
 * the cursor (never skipped by the browser) and word count.
 */
export function editorPlugins(options: EditorPluginOptions = {}): Plugin[] {
  return [
    tableEditing(),
    suggestionPlugin(),
    inputRulesPlugin(),
    ...keymapPlugins({ onSave: options.onSave }),
    historyPlugin(),
    dropCursor(),
    gapCursor(),
    pasteCleaningPlugin(),
    placeholderPlugin(options.placeholder),
    cursorBlockPlugin(),
    wordCountPlugin(),
  ];
}

import { baseKeymap, chainCommands, exitCode } from 'prosemirror-commands';
import { undoInputRule } from 'prosemirror-inputrules';
import { keymap } from 'prosemirror-keymap';
import type { Command, Plugin } from 'prosemirror-state';
import {
  goToNextCell,
  liftListItem,
  redo,
  setHeading,
  setParagraph,
  sinkListItem,
  splitListItem,
  toggleBlockquote,
  toggleBulletList,
  toggleCode,
  toggleEm,
  toggleOrderedList,
  toggleStrike,
  toggleStrong,
  undo,
} from '../commands';
import { HEADING_LEVELS, schema } from '../schema';

export interface KeymapOptions {
  /** Called on Mod-s (Ctrl-S, Cmd-S); the browser's "save page" is prevented. */
  onSave?: () => void;
}

const insertHardBreak: Command = (state, dispatch) => {
  const { hard_break } = schema.nodes;
  if (!state.selection.$from.parent.inlineContent) return false;
  if (dispatch) dispatch(state.tr.replaceSelectionWith(hard_break.create()).scrollIntoView());
  return true;
};

/** The editor's shortcuts as a map, for the toolbar's tooltips and for tests. */
export function editorKeys(options: KeymapOptions = {}): Record<string, Command> {
  const keys: Record<string, Command> = {
    'Mod-b': toggleStrong,
    'Mod-i': toggleEm,
    'Mod-Shift-s': toggleStrike,
    'Mod-e': toggleCode,
    'Mod-z': undo,
    'Mod-y': redo,
    'Shift-Mod-z': redo,
    Backspace: undoInputRule,
    Enter: splitListItem,
    Tab: chainCommands(goToNextCell(1), sinkListItem),
    'Shift-Tab': chainCommands(goToNextCell(-1), liftListItem),
    'Shift-Enter': chainCommands(exitCode, insertHardBreak),
    'Mod-Enter': chainCommands(exitCode, insertHardBreak),
    'Mod-Alt-0': setParagraph,
    'Mod-Shift-7': toggleOrderedList,
    'Mod-Shift-8': toggleBulletList,
    'Ctrl->': toggleBlockquote,
    'Mod-s': () => {
      if (!options.onSave) return false;
      options.onSave();
      return true;
    },
  };
  for (const level of HEADING_LEVELS) keys[`Mod-Alt-${level}`] = setHeading(level);
  return keys;
}

/** The shortcuts, then ProseMirror's base keymap (Enter, Backspace, arrows, select all). */
export function keymapPlugins(options: KeymapOptions = {}): Plugin[] {
  return [keymap(editorKeys(options)), keymap(baseKeymap)];
}

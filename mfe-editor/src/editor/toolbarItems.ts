import type { Command, EditorState } from 'prosemirror-state';
import {
  addRow,
  deleteTable,
  type ImageOptions,
  insertHorizontalRule,
  insertImage,
  insertLink,
  insertTable,
  redo,
  removeLink,
  setParagraph,
  toggleBlockquote,
  toggleBulletList,
  toggleCode,
  toggleCodeBlock,
  toggleEm,
  toggleHeading,
  toggleOrderedList,
  toggleStrike,
  toggleStrong,
  undo,
} from './commands';
import { activeHeadingLevel, isMarkActive, isNodeActive } from './queries';
import { schema } from './schema';

/** What an item does when pressed: run its command, or ask something first and return the command to run. */
export type ToolbarAction = (state: EditorState) => Command | null | Promise<Command | null>;

export interface ToolbarItem {
  id: string;
  /** The accessible name and the tooltip. */
  label: string;
  /** A short visual label (a glyph); the label names it for assistive technology. */
  glyph: string;
  /** The ProseMirror key name of the shortcut, e.g. "Mod-b". */
  shortcut?: string;
  /** Its dry run enables or disables the item. */
  command: (state: EditorState) => Command;
  /** When given, runs instead of `command` on press (e.g. asks for a URL first). */
  action?: ToolbarAction;
  /** For toggles: whether the item is on (aria-pressed). */
  isActive?: (state: EditorState) => boolean;
}

export interface ToolbarItemOptions {
  /** Asks for a link's address; null cancels. */
  requestLink?: (current: string | null) => string | null | Promise<string | null>;
  /** Asks for an image; null cancels. Without it there is no image item. */
  requestImage?: () => ImageOptions | null | Promise<ImageOptions | null>;
}

const { strong, em, strike, code, link } = schema.marks;
const { bullet_list, ordered_list, blockquote, code_block, paragraph } = schema.nodes;

/** A safe stand-in address for the link and image dry runs. */
const PROBE_URL = 'https://example.com/';

const fixed = (command: Command) => () => command;

/** The toolbar's items in groups, in order. */
export function toolbarGroups({ requestLink, requestImage }: ToolbarItemOptions = {}): ToolbarItem[][] {
  const linkItem: ToolbarItem = {
    id: 'link',
    label: 'Link',
    glyph: '🔗',
    isActive: (state) => isMarkActive(state, link),
    command: (state) => (isMarkActive(state, link) ? removeLink : insertLink({ href: PROBE_URL })),
    action: async (state) => {
      if (isMarkActive(state, link)) return removeLink;
      const href = await (requestLink ?? defaultRequestLink)(null);
      return href ? insertLink({ href }) : null;
    },
  };
  const insertGroup: ToolbarItem[] = [linkItem];
  if (requestImage) {
    insertGroup.push({
      id: 'image',
      label: 'Image',
      glyph: '🖼',
      command: fixed(insertImage({ src: PROBE_URL })),
      action: async () => {
        const image = await requestImage();
        return image ? insertImage(image) : null;
      },
    });
  }
  insertGroup.push(
    { id: 'table', label: 'Insert table', glyph: '▦', command: fixed(insertTable()) },
    { id: 'rule', label: 'Divider', glyph: '―', command: fixed(insertHorizontalRule) },
  );

  return [
    [
      { id: 'undo', label: 'Undo', glyph: '↶', shortcut: 'Mod-z', command: fixed(undo) },
      { id: 'redo', label: 'Redo', glyph: '↷', shortcut: 'Shift-Mod-z', command: fixed(redo) },
    ],
    [
      {
        id: 'paragraph',
        label: 'Paragraph',
        glyph: '¶',
        shortcut: 'Mod-Alt-0',
        command: fixed(setParagraph),
        isActive: (state) =>
          state.selection.$from.parent.type === paragraph && !isNodeActive(state, code_block),
      },
      ...([1, 2, 3] as const).map(
        (level): ToolbarItem => ({
          id: `h${level}`,
          label: `Heading ${level}`,
          glyph: `H${level}`,
          shortcut: `Mod-Alt-${level}`,
          command: fixed(toggleHeading(level)),
          isActive: (state) => activeHeadingLevel(state) === level,
        }),
      ),
    ],
    [
      {
        id: 'bold',
        label: 'Bold',
        glyph: 'B',
        shortcut: 'Mod-b',
        command: fixed(toggleStrong),
        isActive: (state) => isMarkActive(state, strong),
      },
      {
        id: 'italic',
        label: 'Italic',
        glyph: 'I',
        shortcut: 'Mod-i',
        command: fixed(toggleEm),
        isActive: (state) => isMarkActive(state, em),
      },
      {
        id: 'strike',
        label: 'Strikethrough',
        glyph: 'S',
        shortcut: 'Mod-Shift-s',
        command: fixed(toggleStrike),
        isActive: (state) => isMarkActive(state, strike),
      },
      {
        id: 'code',
        label: 'Inline code',
        glyph: '</>',
        shortcut: 'Mod-e',
        command: fixed(toggleCode),
        isActive: (state) => isMarkActive(state, code),
      },
    ],
    [
      {
        id: 'bullet-list',
        label: 'Bulleted list',
        glyph: '•',
        shortcut: 'Mod-Shift-8',
        command: fixed(toggleBulletList),
        isActive: (state) => isNodeActive(state, bullet_list),
      },
      {
        id: 'ordered-list',
        label: 'Numbered list',
        glyph: '1.',
        shortcut: 'Mod-Shift-7',
        command: fixed(toggleOrderedList),
        isActive: (state) => isNodeActive(state, ordered_list),
      },
      {
        id: 'quote',
        label: 'Quote',
        glyph: '❝',
        shortcut: 'Ctrl->',
        command: fixed(toggleBlockquote),
        isActive: (state) => isNodeActive(state, blockquote),
      },
      {
        id: 'code-block',
        label: 'Code block',
        glyph: '{ }',
        command: fixed(toggleCodeBlock),
        isActive: (state) => isNodeActive(state, code_block),
      },
    ],
    insertGroup,
    [
      { id: 'add-row', label: 'Add row', glyph: '+≡', command: fixed(addRow) },
      { id: 'delete-table', label: 'Delete table', glyph: '✕▦', command: fixed(deleteTable) },
    ],
  ];
}

function defaultRequestLink(current: string | null): string | null {
  return typeof window !== 'undefined' && typeof window.prompt === 'function'
    ? window.prompt('Link address', current ?? 'https://')
    : null;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iP(?:hone|[oa]d)/.test(navigator.platform ?? '');

/** "Mod-Shift-s" as people read it: "Ctrl+Shift+S" (⌘ on a Mac). */
export function shortcutLabel(shortcut: string): string {
  return shortcut
    .split(/-(?!$)/)
    .map((part) => {
      if (part === 'Mod') return isMac() ? '⌘' : 'Ctrl';
      if (part.length === 1) return part.toUpperCase();
      return part;
    })
    .join('+');
}

/** "Mod-Shift-s" as aria-keyshortcuts wants it: "Control+Shift+S". */
export function ariaShortcut(shortcut: string): string {
  return shortcut
    .split(/-(?!$)/)
    .map((part) => {
      if (part === 'Mod') return isMac() ? 'Meta' : 'Control';
      if (part === 'Ctrl') return 'Control';
      if (part.length === 1) return part.toUpperCase();
      return part;
    })
    .join('+');
}

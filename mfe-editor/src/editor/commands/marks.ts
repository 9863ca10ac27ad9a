import { toggleMark } from 'prosemirror-commands';
import type { Command } from 'prosemirror-state';
import { schema } from '../schema';

/** Bold on or off for the selection (stored mark for a cursor). */
export const toggleStrong: Command = toggleMark(schema.marks.strong);
/** Italic on or off. */
export const toggleEm: Command = toggleMark(schema.marks.em);
/** Strikethrough on or off. */
export const toggleStrike: Command = toggleMark(schema.marks.strike);
/** Inline code on or off. */
export const toggleCode: Command = toggleMark(schema.marks.code);

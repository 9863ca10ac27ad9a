import { history } from 'prosemirror-history';
import type { Plugin } from 'prosemirror-state';

/** Undo history; consecutive typing within half a second is one undo step. */
export function historyPlugin(): Plugin {
  return history({ depth: 200, newGroupDelay: 500 });
}

import type { Command } from 'prosemirror-state';
import { sanitizeImageSrc, schema } from '../schema';
import { canInsertNode } from './helpers';

export interface ImageOptions {
  src: string;
  alt?: string | null;
  title?: string | null;
}

/** Inserts an image at the selection; false for an unsafe source or where an image cannot go (code). */
export function insertImage({ src, alt = null, title = null }: ImageOptions): Command {
  return (state, dispatch) => {
    const safe = sanitizeImageSrc(src);
    const { image } = schema.nodes;
    if (!safe || !canInsertNode(state, image)) return false;
    if (dispatch) {
      dispatch(state.tr.replaceSelectionWith(image.create({ src: safe, alt, title })).scrollIntoView());
    }
    return true;
  };
}

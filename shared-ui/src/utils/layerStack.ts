/**
 * An ordered stack of open layers (modals, drawers, menus, tooltips). Only the top layer reacts
 * to a shared event, so Escape in a menu inside a modal closes the menu and not the modal.
 */
export interface LayerStack<T> {
  /** Puts `layer` on top; returns a function that removes it again. */
  push(layer: T): () => void;
  /** The top layer, if any. */
  top(): T | undefined;
  isTop(layer: T): boolean;
  size(): number;
}

export function createLayerStack<T>(): LayerStack<T> {
  const layers: T[] = [];
  return {
    push(layer) {
      layers.push(layer);
      return () => {
        const index = layers.lastIndexOf(layer);
        if (index !== -1) layers.splice(index, 1);
      };
    },
    top: () => layers[layers.length - 1],
    isTop: (layer) => layers[layers.length - 1] === layer,
    size: () => layers.length,
  };
}

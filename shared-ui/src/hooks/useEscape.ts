import { useEffect, useRef } from 'react';
import { createLayerStack } from '../utils/layerStack';

type Handler = (event: KeyboardEvent) => void;
type Layer = { current: Handler };

const layers = createLayerStack<Layer>();

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const top = layers.top();
  if (!top) return;
  event.preventDefault();
  top.current(event);
}

/**
 * Calls `handler` when Escape is pressed while `enabled`. Layers stack: only the most recently
 * enabled handler runs, so a menu inside a modal closes before the modal does.
 */
export function useEscape(handler: Handler, enabled = true): void {
  const layer = useRef<Handler>(handler);
  layer.current = handler;

  useEffect(() => {
    if (!enabled) return;
    if (layers.size() === 0) document.addEventListener('keydown', onKeyDown);
    const remove = layers.push(layer);
    return () => {
      remove();
      if (layers.size() === 0) document.removeEventListener('keydown', onKeyDown);
    };
  }, [enabled]);
}

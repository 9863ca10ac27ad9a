/** How a tool's result comes into view on a narrow screen: the scroll, and the hook that does it once per run. */
import { useEffect, useRef } from 'react';
import type { ToolRunStore } from './ToolRunStore';

/**
 * Brings a new result into view when it starts below what the reader sees —
 * on a narrow screen (375 px) the form fills the screen and the result would
 * appear unseen under it. A result whose top is already on screen, or above
 * it (the reader is working inside it: a grammar fix re-runs the tool), stays
 * where it is. Smooth unless the reader asked for reduced motion.
 */
export function revealResult(el: HTMLElement, win: Window = window): boolean {
  const top = el.getBoundingClientRect().top;
  if (top < win.innerHeight * 0.75) return false;
  const reduce = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  return true;
}

/** Reveals the result once per run, when it first shows (a library report, or a stream's first words). */
export function useRevealOnRun(store: ToolRunStore) {
  const ref = useRef<HTMLElement>(null);
  const pending = useRef(false);
  const running = store.running;
  useEffect(() => {
    if (running) pending.current = true;
  }, [running]);
  useEffect(() => {
    if (!pending.current || !ref.current) return;
    pending.current = false;
    revealResult(ref.current);
  });
  return ref;
}

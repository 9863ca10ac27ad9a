import { useEffect, useState } from 'react';
import { analyzeSeo, type EditorController, type SeoInput, type SeoReport } from '../../editor';

type IdleHandle = { cancel: () => void };

/** Runs `task` when the browser is idle (at the latest after `timeout` ms), or soon where there is no idle callback. */
export function whenIdle(task: () => void, timeout = 1000): IdleHandle {
  const w = globalThis as typeof globalThis & {
    requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
    cancelIdleCallback?: (id: number) => void;
  };
  if (typeof w.requestIdleCallback === 'function' && typeof w.cancelIdleCallback === 'function') {
    const id = w.requestIdleCallback(task, { timeout });
    return { cancel: () => w.cancelIdleCallback?.(id) };
  }
  const id = setTimeout(task, 1);
  return { cancel: () => clearTimeout(id) };
}

/**
 * How long to wait after the last change before checking again: the longer
 * the document, the longer the wait, so typing in a long article never waits
 * for a check (about 1 ms per 50 words of work).
 */
export function analysisDelay(htmlLength: number): number {
  if (htmlLength < 20_000) return 150;
  if (htmlLength < 120_000) return 600;
  return 1500;
}

/**
 * The live SEO report of SPEC's checks, computed in the browser (no request,
 * no credits) once the text has stopped changing for a moment, while the
 * browser is idle. With `editor`, every keystroke pushes the check back, so
 * a long article is never checked in the middle of typing.
 */
export function useSeoReport(input: SeoInput, editor?: EditorController): SeoReport | null {
  const [report, setReport] = useState<SeoReport | null>(null);
  const { html, focusKeyword, metaTitle, metaDescription } = input;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `report` only decides the first delay; a new report must not schedule another run
  useEffect(() => {
    let idle: IdleHandle | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const run = () => {
      timer = null;
      idle = whenIdle(() => setReport(analyzeSeo({ html, focusKeyword, metaTitle, metaDescription })));
    };
    const delay = analysisDelay(html.length);
    timer = setTimeout(run, report === null ? 0 : delay);
    // Typing pushes a pending check back (the first one, on opening, runs at once).
    const unsubscribe = editor?.subscribe(() => {
      if (timer === null || report === null) return;
      clearTimeout(timer);
      timer = setTimeout(run, delay);
    });
    return () => {
      if (timer !== null) clearTimeout(timer);
      idle?.cancel();
      unsubscribe?.();
    };
    // `report` only decides the first delay; a new report must not schedule another run.
  }, [html, focusKeyword, metaTitle, metaDescription, editor]);
  return report;
}

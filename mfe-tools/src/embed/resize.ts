/**
 * The embed's side of the size messages: it tells the partner's page its
 * height, posting only to the partner origin it was framed by, and answers
 * a measure request only from that origin and that window.
 */
import { isMeasureMessage, RESIZE } from './protocol';

/**
 * The origin of the page framing this one, if it is one of the partner's
 * allowed origins: the browser's own record (`location.ancestorOrigins`)
 * where there is one, else the origin the widget said (`?origin=`), else the
 * referrer's; with one allowed origin it can only be that one (the CSP
 * frame-ancestors lets no other frame the page). Null when not framed.
 */
export function parentOriginOf(win: Window, allowed: readonly string[]): string | null {
  if (win.parent === win || allowed.length === 0) return null;
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) {
    const parent = ancestors[0] ?? '';
    return allowed.includes(parent) ? parent : null;
  }
  const said = new URLSearchParams(win.location.search).get('origin');
  if (said && allowed.includes(said)) return said;
  try {
    const referrer = new URL(win.document.referrer).origin;
    if (allowed.includes(referrer)) return referrer;
  } catch {
    // no referrer
  }
  return allowed.length === 1 ? (allowed[0] ?? null) : null;
}

/** Sends `root`'s height to the parent whenever it changes; returns a function that stops. */
export function startResizing(win: Window, root: HTMLElement, parentOrigin: string): () => void {
  let last = -1;
  const send = (force = false) => {
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height === last && !force) return;
    last = height;
    win.parent.postMessage({ type: RESIZE, height }, parentOrigin);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== parentOrigin || event.source !== win.parent) return;
    if (isMeasureMessage(event.data)) send(true);
  };
  win.addEventListener('message', onMessage);
  const scope = win as Window & typeof globalThis;
  const Observer = scope.ResizeObserver as typeof ResizeObserver | undefined;
  const observer = Observer ? new Observer(() => send()) : null;
  observer?.observe(root);
  // Without ResizeObserver (old browsers, jsdom), DOM changes are the next best signal.
  const mutations = observer ? null : new scope.MutationObserver(() => send());
  mutations?.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
  send();
  return () => {
    win.removeEventListener('message', onMessage);
    observer?.disconnect();
    mutations?.disconnect();
  };
}

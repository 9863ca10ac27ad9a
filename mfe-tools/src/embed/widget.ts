/**
 * widget.js, the loader partners put on their pages:
 *
 *   <script src="https://inkpress…/widget.js" data-tool="grammar-checker" data-partner="pk_…" async></script>
 *
 * inserts an iframe of `/embed/{slug}?partner=…` right after the script tag
 * and sizes it to the tool on the embed's messages, which it believes only
 * from its own iframe and the origin it was loaded from. It also defines
 * `<inkpress-tool slug="…" partner="…">` for partners who prefer an element.
 * No framework and no imports but the message protocol: a few kilobytes.
 */
import { clampHeight, isResizeMessage, MEASURE } from './protocol';

const SLUG = /^[a-z0-9-]{1,60}$/;
const PARTNER = /^pk_[A-Za-z0-9]{24}$/;
/** What the tool may do inside the partner's page: run, copy, download, open Inkpress in a new tab. Never navigate the page. */
const SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';
const INITIAL_HEIGHT = 480;

export interface WidgetOptions {
  /** The origin the widget (and so the embed page) is served from. */
  base: string;
  slug: string;
  partner: string;
}

/** The embed page's address: the tool, the partner's key, and the page's own origin (for the embed's replies). */
export function embedUrl(options: WidgetOptions, pageOrigin: string): string {
  const url = new URL(`/embed/${options.slug}`, options.base);
  url.searchParams.set('partner', options.partner);
  url.searchParams.set('origin', pageOrigin);
  return url.toString();
}

/** "grammar-checker" → "Grammar checker". */
const titleOf = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1).replace(/-/g, ' ');

/**
 * Creates the iframe of one tool and starts sizing it: only a message whose
 * origin is the embed's and whose source is this iframe's window changes its
 * height. Returns null (and says why in the console) for a bad tool or key.
 */
export function createWidget(doc: Document, options: WidgetOptions): HTMLIFrameElement | null {
  const win = doc.defaultView;
  if (!win) return null;
  if (!SLUG.test(options.slug) || !PARTNER.test(options.partner)) {
    win.console.warn('Inkpress widget: data-tool must be a tool slug and data-partner your pk_… key.');
    return null;
  }
  const frame = doc.createElement('iframe');
  frame.src = embedUrl(options, win.location.origin);
  frame.title = `${titleOf(options.slug)} by Inkpress`;
  frame.className = 'inkpress-widget';
  frame.setAttribute('sandbox', SANDBOX);
  frame.setAttribute('allow', 'clipboard-write');
  frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  const style = frame.style;
  style.display = 'block';
  style.width = '100%';
  style.maxWidth = '100%';
  style.border = '0';
  style.height = `${INITIAL_HEIGHT}px`;
  style.colorScheme = 'normal';
  win.addEventListener('message', (event) => {
    if (event.origin !== options.base || event.source !== frame.contentWindow) return;
    if (isResizeMessage(event.data)) style.height = `${clampHeight(event.data.height)}px`;
  });
  frame.addEventListener('load', () => frame.contentWindow?.postMessage({ type: MEASURE }, options.base));
  return frame;
}

/** Inserts the tool of a `<script data-tool data-partner>` right after it. */
export function insertAfterScript(script: HTMLScriptElement): HTMLIFrameElement | null {
  const { tool, partner } = script.dataset;
  if (!tool && !partner) return null;
  let base: string;
  try {
    base = new URL(script.src).origin;
  } catch {
    return null;
  }
  const frame = createWidget(script.ownerDocument, { base, slug: tool ?? '', partner: partner ?? '' });
  if (frame) script.after(frame);
  return frame;
}

/** Defines `<inkpress-tool slug="…" partner="…">`, served from `base`. */
export function defineElement(win: Window, base: string): void {
  const registry = win.customElements;
  if (!registry || registry.get('inkpress-tool')) return;
  registry.define(
    'inkpress-tool',
    class extends (win as Window & typeof globalThis).HTMLElement {
      connectedCallback() {
        if (this.querySelector('iframe')) return;
        const frame = createWidget(this.ownerDocument, {
          base,
          slug: this.getAttribute('slug') ?? '',
          partner: this.getAttribute('partner') ?? '',
        });
        if (frame) this.append(frame);
      }
    },
  );
}

/** What widget.js does when it runs: its own tag's tool, and the element for later ones. */
export function boot(doc: Document, script: HTMLOrSVGScriptElement | null): void {
  const win = doc.defaultView;
  if (!win || !(script instanceof win.HTMLScriptElement) || !script.src) return;
  insertAfterScript(script);
  defineElement(win, new URL(script.src).origin);
}

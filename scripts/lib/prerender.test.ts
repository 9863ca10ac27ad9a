/**
 * @jest-environment jsdom
 *
 * The page's script before the app (prerender.ts), run in a document as the
 * server writes it: when the app's scripts load, and how the server's page
 * hands over to the app's, with what the visitor typed.
 */
import { injectPrerender, type PrerenderAnswer } from './prerender';

const TEMPLATE =
  '<!doctype html><html><head><title>Inkpress</title><script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>';
const KEY = 'inkpress.consent';

const page = (body: string, startApp: PrerenderAnswer['startApp'] = 'interaction'): PrerenderAnswer => ({
  status: 200,
  head: '<title>Tool | Inkpress</title>',
  body,
  redirect: null,
  startApp,
});

/** Writes the served page into this document and runs its inline script, as a browser would. */
function open(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = doc.head.innerHTML;
  const script = doc.body.querySelector('script:not([type])');
  script?.remove();
  document.body.innerHTML = doc.body.innerHTML;
  new Function(script?.textContent ?? '')();
}

const appScripts = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('a page read without the app', () => {
  it('loads no script until the visitor’s first gesture, then the app’s, once', () => {
    open(injectPrerender(TEMPLATE, page('<main><h1>Grammar checker</h1></main>'), { consentKey: KEY }));
    expect(appScripts()).toEqual([]);
    document.dispatchEvent(new Event('pointermove', { bubbles: true }));
    expect(appScripts()).toEqual(['/main.js']);
    document.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(appScripts()).toEqual(['/main.js']);
  });

  it('loads the app at once for a visitor who accepted analytics (the app counts the visit)', () => {
    localStorage.setItem(KEY, 'accepted');
    open(injectPrerender(TEMPLATE, page('<main><h1>Blog</h1></main>'), { consentKey: KEY }));
    expect(appScripts()).toEqual(['/main.js']);
  });

  it('keeps the app’s scripts in <head> when the visit needs the app at load', () => {
    for (const html of [
      injectPrerender(TEMPLATE, page('<main><h1>Contact</h1></main>', 'load'), { consentKey: KEY }),
      injectPrerender(TEMPLATE, page('<main><h1>About</h1></main>'), { consentKey: KEY, startNow: true }),
    ]) {
      expect(html).toContain('<script defer="defer" src="/main.js"></script>');
      open(html);
      expect(appScripts()).toEqual(['/main.js']);
    }
  });

  it('does not let the server’s tool form submit itself; a search form goes where it says', () => {
    open(
      injectPrerender(
        TEMPLATE,
        page(
          '<form id="tool"><input name="topic" /></form><form id="search" action="/docs" method="get"><input name="q" /></form>',
        ),
        { consentKey: KEY },
      ),
    );
    const submit = (id: string) => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(submit('tool')).toBe(true);
    expect(submit('search')).toBe(false);
  });
});

describe('the handover to the app', () => {
  const TOOL =
    '<form><textarea name="text"></textarea><select name="tone"><option value="plain" selected>Plain</option><option value="bold">Bold</option></select><input name="topic" value="seo" /></form>';

  it('moves what the visitor typed, and the caret, into the app’s fields once the app is ready', async () => {
    open(injectPrerender(TEMPLATE, page(TOOL), { consentKey: KEY }));
    const text = document.querySelector<HTMLTextAreaElement>('#prerender textarea')!;
    text.focus();
    text.value = 'Their going to the park.';
    text.setSelectionRange(5, 5);
    document.querySelector<HTMLSelectElement>('#prerender select')!.value = 'bold';

    // The app draws its own form in #root (hidden), then marks the page ready.
    const root = document.getElementById('root')!;
    root.innerHTML =
      '<form><textarea name="text"></textarea><select name="tone"><option value="plain">Plain</option><option value="bold">Bold</option></select><input name="topic" value="seo" /></form>';
    const heard: string[] = [];
    root.addEventListener('input', (e) => heard.push(`input:${(e.target as HTMLInputElement).name}`));
    root.addEventListener('change', (e) => heard.push(`change:${(e.target as HTMLInputElement).name}`));
    root.firstElementChild!.setAttribute('data-page-ready', '');
    await flush();

    expect(document.getElementById('prerender')).toBeNull();
    const appText = root.querySelector('textarea')!;
    expect(appText.value).toBe('Their going to the park.');
    expect(root.querySelector('select')!.value).toBe('bold');
    // Untouched fields are left as the app set them, and the app hears each change as typing.
    expect(heard).toEqual(['input:text', 'change:tone']);
    expect(document.activeElement).toBe(appText);
    expect(appText.selectionStart).toBe(5);
  });

  it('waits for the app’s h1 on a not-found page', async () => {
    open(
      injectPrerender(
        TEMPLATE,
        { ...page('<h1>Page not found</h1>', 'load'), status: 404 },
        { consentKey: KEY },
      ),
    );
    const root = document.getElementById('root')!;
    root.innerHTML = '<p>Loading</p>';
    await flush();
    expect(document.getElementById('prerender')).not.toBeNull();
    root.innerHTML = '<h1>Page not found</h1>';
    await flush();
    expect(document.getElementById('prerender')).toBeNull();
  });

  it('does not hand over before the app has started (no 15 s clock runs while the page is read)', () => {
    jest.useFakeTimers();
    try {
      open(injectPrerender(TEMPLATE, page('<main><h1>About</h1></main>'), { consentKey: KEY }));
      jest.advanceTimersByTime(60_000);
      expect(document.getElementById('prerender')).not.toBeNull();
      document.dispatchEvent(new Event('touchstart', { bubbles: true }));
      jest.advanceTimersByTime(15_000);
      expect(document.getElementById('prerender')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});

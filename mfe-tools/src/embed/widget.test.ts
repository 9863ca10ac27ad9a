import { boot, createWidget, defineElement, embedUrl, insertAfterScript } from './widget';

const BASE = 'https://inkpress.test';
const KEY = 'pk_abcdefghijklmnopqrstuvwx';

function scriptTag(attributes: Record<string, string>) {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.body.append(script);
  return script;
}

/** A message as the browser delivers it to the partner's page. */
function deliver(data: unknown, origin: string, source: Window | null) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('widget.js', () => {
  it('inserts the tool’s iframe right after its script tag, from the origin it was loaded from', () => {
    const script = scriptTag({
      src: `${BASE}/widget.js`,
      'data-tool': 'grammar-checker',
      'data-partner': KEY,
    });
    const after = document.createElement('p');
    document.body.append(after);
    const frame = insertAfterScript(script);
    expect(frame).not.toBeNull();
    expect(script.nextElementSibling).toBe(frame);
    expect(frame?.nextElementSibling).toBe(after);
    const src = new URL(frame!.src);
    expect(src.origin).toBe(BASE);
    expect(src.pathname).toBe('/embed/grammar-checker');
    expect(Object.fromEntries(src.searchParams)).toEqual({ partner: KEY, origin: window.location.origin });
    expect(frame?.title).toBe('Grammar checker by Inkpress');
    expect(frame?.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame?.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(frame?.style.height).toBe('480px');
  });

  it('resizes only on a resize message from the embed’s origin and its own iframe', () => {
    const frame = createWidget(document, { base: BASE, slug: 'acronym-generator', partner: KEY })!;
    document.body.append(frame);
    const other = createWidget(document, { base: BASE, slug: 'grammar-checker', partner: KEY })!;
    document.body.append(other);
    const own = frame.contentWindow;

    deliver({ type: 'inkpress:resize', height: 731.2 }, BASE, own);
    expect(frame.style.height).toBe('732px');
    expect(other.style.height).toBe('480px');

    // Another site's window, or the right origin from another frame, or a page pretending: ignored.
    deliver({ type: 'inkpress:resize', height: 50_000 }, 'https://evil.test', own);
    deliver({ type: 'inkpress:resize', height: 900 }, BASE, other.contentWindow);
    deliver({ type: 'inkpress:resize', height: 900 }, BASE, window);
    deliver({ type: 'inkpress:resize', height: 'tall' }, BASE, own);
    deliver('inkpress:resize 900', BASE, own);
    expect(frame.style.height).toBe('732px');

    deliver({ type: 'inkpress:resize', height: 999_999 }, BASE, own);
    expect(frame.style.height).toBe('10000px');
    deliver({ type: 'inkpress:resize', height: 3 }, BASE, own);
    expect(frame.style.height).toBe('120px');
  });

  it('asks the embed for its height once loaded, posting to the embed’s origin only', () => {
    const frame = createWidget(document, { base: BASE, slug: 'acronym-generator', partner: KEY })!;
    document.body.append(frame);
    const post = jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    frame.dispatchEvent(new Event('load'));
    expect(post).toHaveBeenCalledWith({ type: 'inkpress:measure' }, BASE);
  });

  it('refuses a bad tool or key, saying why, and ignores a tag without data', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tags: Record<string, string>[] = [
      { 'data-tool': 'Grammar Checker', 'data-partner': KEY },
      { 'data-tool': 'grammar-checker', 'data-partner': 'sk_live_secret' },
      { 'data-tool': 'grammar-checker' },
    ];
    for (const data of tags) {
      const script = scriptTag({ src: `${BASE}/widget.js`, ...data });
      expect(insertAfterScript(script)).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(3);
    expect(insertAfterScript(scriptTag({ src: `${BASE}/widget.js` }))).toBeNull();
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });

  it('builds the embed address from the tool, the key and the page’s origin', () => {
    expect(embedUrl({ base: BASE, slug: 'slogan-generator', partner: KEY }, 'https://blog.acme.test')).toBe(
      `${BASE}/embed/slogan-generator?partner=${KEY}&origin=https%3A%2F%2Fblog.acme.test`,
    );
  });

  it('defines <inkpress-tool>, and boots from its own script tag', () => {
    const script = scriptTag({
      src: `${BASE}/widget.js`,
      'data-tool': 'hook-generator',
      'data-partner': KEY,
    });
    boot(document, script);
    expect(script.nextElementSibling?.tagName).toBe('IFRAME');
    defineElement(window, BASE); // a second load of widget.js defines nothing twice
    const element = document.createElement('inkpress-tool');
    element.setAttribute('slug', 'grammar-checker');
    element.setAttribute('partner', KEY);
    document.body.append(element);
    const frame = element.querySelector('iframe');
    expect(frame?.src).toBe(
      `${BASE}/embed/grammar-checker?partner=${KEY}&origin=${encodeURIComponent(window.location.origin)}`,
    );
    boot(document, null);
    expect(document.querySelectorAll('iframe')).toHaveLength(2);
  });
});

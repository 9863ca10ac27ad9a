import { parentOriginOf, startResizing } from './resize';

const ALLOWED = ['https://acme.test', 'https://blog.acme.test'];

/** A window as the embed sees it inside a partner's iframe. */
function framedWindow(options: { ancestorOrigins?: string[]; search?: string; referrer?: string } = {}) {
  const listeners: ((event: MessageEvent) => void)[] = [];
  const parent = { postMessage: jest.fn() };
  const win = {
    parent,
    location: {
      search: options.search ?? '',
      ancestorOrigins: options.ancestorOrigins
        ? Object.assign([...options.ancestorOrigins], { contains: () => false, item: () => null })
        : undefined,
    },
    document: { referrer: options.referrer ?? '' },
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.push(listener),
    removeEventListener: jest.fn(),
    MutationObserver: window.MutationObserver,
  };
  const send = (data: unknown, origin: string, source: unknown = parent) => {
    for (const l of listeners) l({ data, origin, source } as MessageEvent);
  };
  return { win: win as unknown as Window, parent, send };
}

describe('the embed’s parent origin', () => {
  it('is the browser’s record of the parent when it is allowed, and nothing when it is not', () => {
    expect(parentOriginOf(framedWindow({ ancestorOrigins: ['https://blog.acme.test'] }).win, ALLOWED)).toBe(
      'https://blog.acme.test',
    );
    expect(
      parentOriginOf(
        framedWindow({ ancestorOrigins: ['https://evil.test'], search: '?origin=https://acme.test' }).win,
        ALLOWED,
      ),
    ).toBeNull();
  });

  it('is the origin the widget said, or the referrer’s, only when allowed', () => {
    expect(
      parentOriginOf(framedWindow({ search: '?origin=https%3A%2F%2Fblog.acme.test' }).win, ALLOWED),
    ).toBe('https://blog.acme.test');
    expect(parentOriginOf(framedWindow({ referrer: 'https://acme.test/post/1' }).win, ALLOWED)).toBe(
      'https://acme.test',
    );
    expect(
      parentOriginOf(
        framedWindow({ search: '?origin=https://evil.test', referrer: 'https://evil.test/' }).win,
        ALLOWED,
      ),
    ).toBeNull();
    // With one allowed origin, the CSP lets nobody else frame the page.
    expect(parentOriginOf(framedWindow().win, ['https://acme.test'])).toBe('https://acme.test');
  });

  it('is nothing when the page is not framed or the partner allows no one', () => {
    expect(parentOriginOf(window, ALLOWED)).toBeNull();
    expect(parentOriginOf(framedWindow({ ancestorOrigins: ['https://acme.test'] }).win, [])).toBeNull();
  });
});

describe('the embed’s size messages', () => {
  it('posts its height to the exact parent origin, and again when asked by that origin and window only', async () => {
    const { win, parent, send } = framedWindow();
    const root = document.createElement('div');
    document.body.append(root);
    let height = 612.4;
    root.getBoundingClientRect = () => ({ height }) as DOMRect;
    const stop = startResizing(win, root, 'https://acme.test');
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      { type: 'inkpress:resize', height: 613 },
      'https://acme.test',
    );

    height = 900;
    root.append(document.createElement('p'));
    await new Promise((r) => setTimeout(r, 0));
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      { type: 'inkpress:resize', height: 900 },
      'https://acme.test',
    );
    const calls = parent.postMessage.mock.calls.length;

    send({ type: 'inkpress:measure' }, 'https://evil.test');
    send({ type: 'inkpress:measure' }, 'https://acme.test', {});
    send({ type: 'something-else' }, 'https://acme.test');
    expect(parent.postMessage).toHaveBeenCalledTimes(calls);
    send({ type: 'inkpress:measure' }, 'https://acme.test');
    expect(parent.postMessage).toHaveBeenCalledTimes(calls + 1);
    for (const [, target] of parent.postMessage.mock.calls) expect(target).toBe('https://acme.test');
    stop();
  });
});

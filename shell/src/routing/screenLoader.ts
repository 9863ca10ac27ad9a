import { type ComponentType, startTransition, useEffect, useReducer } from 'react';

/** A remote screen's module: on its way, ready, or failed twice. */
export type ScreenLoad =
  | { status: 'loading'; done: Promise<void> }
  | { status: 'ready'; Screen: ComponentType }
  | { status: 'failed'; error: unknown };

type Load = () => Promise<{ default: ComponentType }>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The screens of the remotes, each loaded once per key (remote, route and
 * retry generation). A failed load is tried once more before it counts as
 * failed: a remote deployed since the page loaded may have replaced the
 * chunk, or the network blinked.
 *
 * Screens are loaded here rather than with React's `lazy` on purpose. A
 * screen a Suspense boundary waits for renders, once its module has come,
 * on React's retry priority, which every ordinary update interrupts and
 * which never expires; with the promotion's countdown updating every
 * second, a screen whose first render took longer than that on a slow,
 * busy device never finished rendering, and the page stayed on its spinner
 * (a failed CI run: the indexer page after a reload). Here the module's
 * arrival is a state update in a transition: rendered in slices, so the
 * page stays responsive, and, unlike a retry, given a deadline after which
 * React finishes it whatever else is updating.
 */
export class ScreenLoader {
  private readonly loads = new Map<string, ScreenLoad>();

  constructor(private readonly retryDelayMs = 400) {}

  get(key: string, load: Load): ScreenLoad {
    const known = this.loads.get(key);
    if (known) return known;
    const done = this.settle(key, load);
    const entry: ScreenLoad = { status: 'loading', done };
    this.loads.set(key, entry);
    return entry;
  }

  private async settle(key: string, load: Load): Promise<void> {
    try {
      let module: { default: ComponentType };
      try {
        module = await load();
      } catch {
        await wait(this.retryDelayMs);
        module = await load();
      }
      if (typeof module?.default !== 'function' && typeof module?.default !== 'object')
        throw new Error('the screen’s module exports no component');
      this.loads.set(key, { status: 'ready', Screen: module.default });
    } catch (error) {
      this.loads.set(key, { status: 'failed', error });
    }
  }
}

/** The screen of `key`, rendering again (as a transition) when its module has come or failed. */
export function useScreen(loader: ScreenLoader, key: string, load: Load): ScreenLoad {
  const entry = loader.get(key, load);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (entry.status !== 'loading') return;
    let live = true;
    void entry.done.then(() => {
      if (live) startTransition(rerender);
    });
    return () => {
      live = false;
    };
  }, [entry]);
  return entry;
}

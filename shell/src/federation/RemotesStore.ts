import type { RemoteName } from '@inkpress/shared-core';
import type { RemotePopupTable, RemoteRouteTable } from '@inkpress/shared-ui';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ActiveRemote, RegistryResult } from './registry';

export type RemoteState =
  | { status: 'loading' }
  | { status: 'ready'; routes: RemoteRouteTable; popups: RemotePopupTable }
  | { status: 'failed'; error: string };

type Loader = <T>(id: string) => Promise<T | null>;
type Register = (remotes: { name: string; entry: string }[], options?: { force?: boolean }) => void;

/**
 * The remotes this visitor may use and the state of each: loading, ready with
 * its route and popup tables, or failed. A failure stays inside that remote's
 * area; `retry` loads it again from scratch.
 */
export class RemotesStore {
  status: 'idle' | 'loading' | 'ready' = 'idle';
  source: RegistryResult['source'] = 'api';
  remotes: ActiveRemote[] = [];
  states = new Map<RemoteName, RemoteState>();
  /** Bumped on each retry so lazy screens are created anew. */
  generations = new Map<RemoteName, number>();

  constructor(
    private readonly load: Loader = loadRemote as Loader,
    private readonly register: Register = registerRemotes as Register,
  ) {
    makeAutoObservable<RemotesStore, 'load' | 'register'>(this, { load: false, register: false });
  }

  /** Registers the visitor's remotes with the federation runtime and loads their tables. */
  async start(registry: RegistryResult) {
    this.status = 'loading';
    this.source = registry.source;
    this.remotes = registry.remotes;
    for (const remote of registry.remotes) this.states.set(remote.name, { status: 'loading' });
    this.register(registry.remotes.map((r) => ({ name: r.name, entry: r.manifestUrl })));
    await Promise.all(registry.remotes.map((r) => this.loadTables(r.name)));
    runInAction(() => {
      this.status = 'ready';
    });
  }

  private async loadTables(name: RemoteName) {
    try {
      const [routes, popups] = await Promise.all([
        this.load<{ default: RemoteRouteTable }>(`${name}/routes`),
        this.load<{ default: RemotePopupTable }>(`${name}/popups`),
      ]);
      if (!routes?.default || !Array.isArray(routes.default))
        throw new Error(`${name} exposes no route table`);
      runInAction(() => {
        this.states.set(name, { status: 'ready', routes: routes.default, popups: popups?.default ?? {} });
      });
    } catch (err) {
      console.error(`[shell] remote ${name} failed to load`, err);
      runInAction(() => {
        this.states.set(name, { status: 'failed', error: err instanceof Error ? err.message : String(err) });
      });
    }
  }

  /** Loads a failed remote again (fresh manifest and entry), or re-creates its screens. */
  async retry(name: RemoteName) {
    const remote = this.remotes.find((r) => r.name === name);
    if (!remote) return;
    this.generations.set(name, (this.generations.get(name) ?? 0) + 1);
    if (this.states.get(name)?.status !== 'ready') {
      this.states.set(name, { status: 'loading' });
      this.register([{ name, entry: remote.manifestUrl }], { force: true });
      await this.loadTables(name);
    }
  }

  /**
   * Makes sure a remote's tables are loaded or on their way (a popup of it is
   * opening): a remote that failed is loaded again; one the visitor may not
   * use is left alone.
   */
  ensureLoaded(name: RemoteName): void {
    if (!this.remotes.some((r) => r.name === name)) return;
    if (this.states.get(name)?.status === 'failed') void this.retry(name);
  }

  generation(name: RemoteName) {
    return this.generations.get(name) ?? 0;
  }

  /** Every popup of every loaded remote, by type. */
  get popups(): RemotePopupTable {
    const all: RemotePopupTable = {};
    for (const state of this.states.values()) if (state.status === 'ready') Object.assign(all, state.popups);
    return all;
  }
}

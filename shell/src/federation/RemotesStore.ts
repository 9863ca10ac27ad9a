import type { RemoteName } from '@inkpress/shared-core';
import type { RemotePopupTable, RemoteRouteTable } from '@inkpress/shared-ui';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { makeAutoObservable, runInAction } from 'mobx';
import { matchRoutes } from 'react-router-dom';
import type { ActiveRemote, RegistryResult } from './registry';

export type RemoteState =
  /** Registered with the runtime, nothing fetched yet. */
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; routes: RemoteRouteTable; popups: RemotePopupTable }
  | { status: 'failed'; error: string };

type Loader = <T>(id: string) => Promise<T | null>;
type Register = (remotes: { name: string; entry: string }[], options?: { force?: boolean }) => void;

/**
 * The remotes this visitor may use and the state of each: idle, loading,
 * ready with its route and popup tables, or failed. Every remote is
 * registered at start, but only the one that owns the first page is fetched
 * then; the others load when their area or one of their popups is first
 * needed, so a visitor downloads only the remotes they use. A failure stays
 * inside that remote's area; `retry` loads it again from scratch.
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

  /**
   * Registers the visitor's remotes with the federation runtime and loads the
   * tables of the one that owns `pathname` (none for an unknown path).
   */
  async start(registry: RegistryResult, pathname = window.location.pathname) {
    this.status = 'loading';
    this.source = registry.source;
    this.remotes = registry.remotes;
    for (const remote of registry.remotes) this.states.set(remote.name, { status: 'idle' });
    this.register(registry.remotes.map((r) => ({ name: r.name, entry: r.manifestUrl })));
    const owner = this.ownerOf(pathname);
    if (owner) await this.loadTables(owner);
    runInAction(() => {
      this.status = 'ready';
    });
  }

  /**
   * Applies a registry evaluated anew (the session changed: a rollout may
   * include or leave out this user or plan): remotes now allowed are
   * registered (and load when first needed), remotes no longer allowed go
   * (their routes answer 404), and the ones kept keep what they loaded.
   */
  update(registry: RegistryResult) {
    const allowed = new Set(registry.remotes.map((r) => r.name));
    for (const name of [...this.states.keys()]) if (!allowed.has(name)) this.states.delete(name);
    const added = registry.remotes.filter((r) => !this.states.has(r.name));
    for (const remote of added) this.states.set(remote.name, { status: 'idle' });
    this.source = registry.source;
    this.remotes = registry.remotes;
    if (added.length) this.register(added.map((r) => ({ name: r.name, entry: r.manifestUrl })));
  }

  /**
   * The remote whose route pattern matches `pathname` best, if the visitor
   * may use it: ranked as the router ranks them, so a remote's static
   * `/tools/ai-text-editor` wins over another's `/tools/:slug`.
   */
  ownerOf(pathname: string): RemoteName | undefined {
    const patterns = this.remotes.flatMap((r) => r.paths.map((path) => ({ path, owner: r.name })));
    return matchRoutes(patterns, pathname)?.[0]?.route.owner;
  }

  private async loadTables(name: RemoteName) {
    this.states.set(name, { status: 'loading' });
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
    const status = this.states.get(name)?.status;
    if (status === 'idle') void this.loadTables(name);
    else if (status === 'failed') void this.retry(name);
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

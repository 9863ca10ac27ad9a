import type { LoadStatus } from '@inkpress/shared-ui';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountApi, ApiKey, CreatedApiKey } from './api';
import { explainError } from './errors';
import { loadInto } from './loadInto';

/** The signed-in user's keys for the public API: list, create (the key shown once), delete. */
export class ApiKeysStore {
  keys: ApiKey[] = [];
  status: LoadStatus = 'idle';
  loadError = '';
  /** The key just created, shown once until dismissed; never stored anywhere else. */
  created: CreatedApiKey | null = null;
  pending = new Set<string>();

  private readonly api: AccountApi;

  constructor(api: AccountApi) {
    this.api = api;
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** Newest first. */
  get sorted(): ApiKey[] {
    return [...this.keys].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  load() {
    return loadInto(
      this,
      () => this.api.apiKeys(),
      (keys) => {
        this.keys = keys;
      },
    );
  }

  /** Creates a key; rejects with the API's error for the form to explain. */
  async create(name: string): Promise<CreatedApiKey> {
    const created = await this.api.createApiKey(name.trim());
    runInAction(() => {
      const { key: _secret, ...listed } = created;
      this.keys = [...this.keys.filter((k) => k.id !== created.id), listed];
      this.created = created;
    });
    return created;
  }

  /** Forgets the key shown once. */
  dismissCreated() {
    this.created = null;
  }

  /** Deletes a key; resolves to an error message, or '' when done. */
  async remove(id: string): Promise<string> {
    if (this.pending.has(id)) return '';
    this.pending.add(id);
    try {
      await this.api.deleteApiKey(id);
      runInAction(() => {
        this.keys = this.keys.filter((k) => k.id !== id);
      });
      return '';
    } catch (err) {
      const explained = explainError(err, { NotFound: 'This key was already deleted.' });
      if (explained.code === 'NotFound') {
        runInAction(() => {
          this.keys = this.keys.filter((k) => k.id !== id);
        });
      }
      return explained.message;
    } finally {
      runInAction(() => {
        this.pending.delete(id);
      });
    }
  }

  reset() {
    this.keys = [];
    this.status = 'idle';
    this.loadError = '';
    this.created = null;
    this.pending.clear();
  }
}

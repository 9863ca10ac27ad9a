import { type ApiClient, ApiError, type PublicSettingsBody, PublicSettingsView } from '@inkpress/shared-core';
import { makeAutoObservable, runInAction } from 'mobx';
import { Loadable } from '../common/Loadable';

/** The calls "Make public" makes (PUT/GET /api/posts/{id}/public). */
export interface PublicShareApi {
  get(postId: string, signal?: AbortSignal): Promise<PublicSettingsView>;
  set(postId: string, body: PublicSettingsBody): Promise<PublicSettingsView>;
}

export function publicShareApi(api: ApiClient): PublicShareApi {
  const path = (id: string) => `/api/posts/${encodeURIComponent(id)}/public`;
  return {
    get: (id, signal) => api.get(path(id), { signal, schema: PublicSettingsView }),
    set: (id, body) => api.put(path(id), body, { schema: PublicSettingsView }),
  };
}

const message = (err: unknown) =>
  err instanceof ApiError && err.status === 404
    ? 'This post no longer exists. Save the document first.'
    : 'The change could not be saved. Check your connection and try again.';

/**
 * A post's "Make public" settings for the share dialog: read when it opens,
 * changed one switch at a time (public, then whether search engines may
 * index it), and the public link to copy. A failed change keeps the last
 * confirmed settings and says why.
 */
export class PublicShareStore {
  readonly settings = new Loadable<PublicSettingsView | null>(null);
  saving = false;
  error: string | null = null;
  copied = false;
  private postId: string | null = null;

  constructor(
    private readonly api: PublicShareApi,
    private readonly origin: string,
  ) {
    makeAutoObservable<PublicShareStore, 'api' | 'origin' | 'postId'>(
      this,
      { api: false, origin: false, postId: false, settings: false },
      { autoBind: true },
    );
  }

  open(postId: string): Promise<void> {
    this.postId = postId;
    this.error = null;
    this.copied = false;
    this.settings.reset();
    return this.settings.load((s) => this.api.get(postId, s));
  }

  close(): void {
    this.settings.abort();
  }

  /** The address anyone can read the post at (shown while public). */
  get link(): string | null {
    const s = this.settings.value;
    return s ? `${this.origin}${s.path}` : null;
  }

  async change(body: PublicSettingsBody): Promise<void> {
    const postId = this.postId;
    if (!postId || this.saving) return;
    this.saving = true;
    this.error = null;
    try {
      const next = await this.api.set(postId, body);
      runInAction(() => {
        this.settings.set(next);
        if (!next.public) this.copied = false;
      });
    } catch (err) {
      runInAction(() => {
        this.error = message(err);
      });
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  setPublic(on: boolean): Promise<void> {
    return this.change({ public: on });
  }

  setIndexable(on: boolean): Promise<void> {
    return this.change({ public: true, indexable: on });
  }

  async copy(write: (text: string) => Promise<void>): Promise<void> {
    const link = this.link;
    if (!link) return;
    try {
      await write(link);
      runInAction(() => {
        this.copied = true;
      });
    } catch {
      runInAction(() => {
        this.error = 'The link could not be copied. Select it and copy it by hand.';
      });
    }
  }
}

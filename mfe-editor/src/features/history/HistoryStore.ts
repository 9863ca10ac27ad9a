import type { RevisionDetail, RevisionSummary } from '@inkpress/shared-core';
import { makeAutoObservable } from 'mobx';
import { Loadable } from '../common/Loadable';

/** The calls the history makes (the editor API's `revisions`). */
export interface RevisionsApi {
  list(postId: string, signal?: AbortSignal): Promise<RevisionSummary[]>;
  get(postId: string, revisionId: string, signal?: AbortSignal): Promise<RevisionDetail>;
}

/**
 * A post's history for the history drawer: its saved versions, newest
 * first, read each time the drawer opens, and what changed since the one
 * the user opened. Each is idle → loading → success or failure (SPEC §4);
 * nothing of an earlier opening shows while they load (a stale list would
 * name the wrong version as the latest).
 */
export class HistoryStore {
  /** The saved versions, newest first (null until they arrive). */
  readonly versions = new Loadable<RevisionSummary[] | null>(null);
  /** The version opened, with what changed since (null until it arrives). */
  readonly changes = new Loadable<RevisionDetail | null>(null);
  private postId: string | null = null;
  private opened: { postId: string; revisionId: string } | null = null;

  constructor(private readonly api: RevisionsApi) {
    makeAutoObservable<HistoryStore, 'api' | 'postId' | 'opened'>(
      this,
      { api: false, versions: false, changes: false, postId: false, opened: false },
      { autoBind: true },
    );
  }

  /** The version current now (what Undo of a restore goes back to). */
  get latest(): RevisionSummary | undefined {
    return this.versions.value?.[0];
  }

  /** Reads the post's saved versions (the drawer opened). */
  open(postId: string): Promise<void> {
    this.postId = postId;
    this.versions.reset();
    return this.reloadVersions();
  }

  /** Reads the versions again (Retry). */
  reloadVersions(): Promise<void> {
    const postId = this.postId;
    if (postId === null) return Promise.resolve();
    return this.versions.load((s) => this.api.list(postId, s));
  }

  /** Drops what is in flight (the drawer closed). */
  close(): void {
    this.versions.abort();
    this.hideChanges();
  }

  /** Reads one version with what changed since it (the user opened it). */
  showChanges(postId: string, revisionId: string): Promise<void> {
    this.changes.reset();
    this.opened = { postId, revisionId };
    return this.reloadChanges();
  }

  /** Reads the opened version again (Retry). */
  reloadChanges(): Promise<void> {
    const opened = this.opened;
    if (opened === null) return Promise.resolve();
    return this.changes.load((s) => this.api.get(opened.postId, opened.revisionId, s));
  }

  /** Drops the opened version's changes (the user closed it). */
  hideChanges(): void {
    this.changes.reset();
    this.opened = null;
  }
}

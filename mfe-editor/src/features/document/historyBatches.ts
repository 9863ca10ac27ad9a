/** Changes of the same kind closer together than this (ms) share one undo batch. */
export const COALESCE_MS = 1500;

/**
 * Decides when a change starts a new undo batch (a snapshot of the posts
 * before it): when its kind differs from the last change's (typing, then a
 * meta field, then a variant), when more than COALESCE_MS passed since the
 * last change, or after a checkpoint (undo, redo, an accepted AI result).
 * A burst of typing is one batch, as in any editor.
 */
export class BatchCoalescer {
  private lastKind: string | null = null;
  private lastAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly windowMs = COALESCE_MS) {}

  /** Whether a change of `kind` at `now` starts a new batch; records it either way. */
  startsBatch(kind: string, now: number): boolean {
    const fresh = kind !== this.lastKind || now - this.lastAt > this.windowMs;
    this.lastKind = kind;
    this.lastAt = now;
    return fresh;
  }

  /** The next change starts a new batch whatever its kind. */
  checkpoint(): void {
    this.lastKind = null;
    this.lastAt = Number.NEGATIVE_INFINITY;
  }
}

/**
 * The two quiet-time timers of an open document: the local draft's write
 * (shortly after the last change) and the autosave (a while after it).
 * Each new change starts its timer again.
 */
export class SaveTimers {
  private draftTimer: ReturnType<typeof setTimeout> | null = null;
  private autosaveTimer: ReturnType<typeof setTimeout> | null = null;

  /** Whether a draft write is waiting. */
  get draftPending(): boolean {
    return this.draftTimer !== null;
  }

  /** Runs `write` after `delay` ms without another change. */
  scheduleDraft(write: () => void, delay: number): void {
    this.clearDraft();
    this.draftTimer = setTimeout(() => {
      this.draftTimer = null;
      write();
    }, delay);
  }

  clearDraft(): void {
    if (this.draftTimer !== null) clearTimeout(this.draftTimer);
    this.draftTimer = null;
  }

  /** Runs `save` after `delay` ms without another change. */
  scheduleAutosave(save: () => void, delay: number): void {
    this.clearAutosave();
    this.autosaveTimer = setTimeout(() => {
      this.autosaveTimer = null;
      save();
    }, delay);
  }

  clearAutosave(): void {
    if (this.autosaveTimer !== null) clearTimeout(this.autosaveTimer);
    this.autosaveTimer = null;
  }

  clear(): void {
    this.clearDraft();
    this.clearAutosave();
  }
}

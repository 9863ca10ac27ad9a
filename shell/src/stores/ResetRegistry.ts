/**
 * The resets run on logout and auth-expired (SPEC §4: "resets the entire
 * store"): the shell's stores and every remote's, registered through
 * ShellApi.onReset. One reset that throws does not stop the others.
 */
export class ResetRegistry {
  private readonly resets = new Set<() => void>();

  constructor(private readonly onError: (error: unknown) => void = (error) => console.error(error)) {}

  /** Adds a reset; returns the function that removes it. */
  add(reset: () => void): () => void {
    const entry = () => reset();
    this.resets.add(entry);
    return () => {
      this.resets.delete(entry);
    };
  }

  /** Runs every reset, in the order they were added. */
  resetAll(): void {
    for (const reset of [...this.resets]) {
      try {
        reset();
      } catch (error) {
        this.onError(error);
      }
    }
  }

  get size(): number {
    return this.resets.size;
  }
}

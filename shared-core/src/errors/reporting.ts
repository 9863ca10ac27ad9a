/**
 * Which errors the error boundary (and the API's POST /api/errors) does not
 * report, SPEC §8. They are noise we cannot act on: a chunk from an older
 * deploy (the retry view handles it), a limit the user already sees as a
 * popup, a browser's resize-observer warning, and a library reading `.then`
 * of a missing promise during unmount.
 */
export const ignoredErrorPatterns: readonly RegExp[] = [
  /reading 'then'/i,
  /limit reached/i,
  /ChunkLoadError|Loading chunk [\w-]+ failed/i,
  /Loading CSS chunk [\w-]+ failed|CSS_CHUNK_LOAD_FAILED/i,
  /ResizeObserver loop/i,
];

/** The text an error is matched on: its name and message, or the value itself when it is a string. */
function describe(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return [name, message].filter((part) => typeof part === 'string').join(': ');
  }
  return String(error);
}

/** False for the ignored patterns of SPEC §8; true for anything worth reporting. */
export function shouldReportError(error: unknown): boolean {
  const text = describe(error);
  return !ignoredErrorPatterns.some((pattern) => pattern.test(text));
}

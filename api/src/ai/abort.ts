/**
 * Abort helpers shared by the providers and the operation runner. A stream
 * aborted through its AbortSignal throws the signal's reason (the standard
 * `signal.throwIfAborted()` behaviour), whatever backend was streaming.
 */

/** The error a stream throws when aborted without a reason of its own. */
export function abortError(signal?: AbortSignal): unknown {
  return signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** True for an abort, whatever raised it (DOMException, Node's AbortError, the signal's reason). */
export function isAbortError(err: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted && (err === signal.reason || signal.reason === undefined)) return true;
  return typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'AbortError';
}

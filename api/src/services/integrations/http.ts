/**
 * Every request to a publishing target: through safeFetch (SSRF rules, a
 * timeout, a size limit), retried with exponential backoff on 429 and 5xx
 * answers only (Retry-After, or Reddit's x-ratelimit-reset, honoured up to 10 s). Other answers and network
 * failures go back to the caller at once.
 */
import type { Config } from '../../config';
import { type SafeFetchOptions, type SafeResponse, safeFetch } from '../../lib/safeFetch';

const MAX_RETRY_AFTER_MS = 10_000;
const BASE_DELAY_MS = 250;

export interface TargetRequest extends Omit<SafeFetchOptions, 'timeoutMs'> {
  /**
   * Retry 429/5xx answers (default true); off for a create whose repetition
   * could duplicate; 'throttled' retries only a 429 (the target did nothing).
   */
  retry?: boolean | 'throttled';
}

export function retryDelay(attempt: number, retryAfter: string | null): number {
  if (retryAfter) {
    const seconds = Number(retryAfter);
    const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - Date.now();
    if (Number.isFinite(ms) && ms >= 0) return Math.min(ms, MAX_RETRY_AFTER_MS);
  }
  const exp = BASE_DELAY_MS * 2 ** attempt;
  return Math.min(exp + Math.floor(Math.random() * BASE_DELAY_MS), MAX_RETRY_AFTER_MS);
}

const retryable = (status: number) => status === 429 || status >= 500;

export async function targetFetch(
  config: Config,
  url: string,
  request: TargetRequest = {},
): Promise<SafeResponse> {
  const { retry = true, ...options } = request;
  const attempts = retry ? config.integrations.retries + 1 : 1;
  for (let attempt = 0; ; attempt++) {
    const response = await safeFetch(config.fetchPolicy, url, {
      maxBytes: 20 * 1024 * 1024,
      ...options,
      timeoutMs: config.integrations.timeoutMs,
    });
    const again = retry === 'throttled' ? response.status === 429 : retryable(response.status);
    if (!again || attempt + 1 >= attempts) return response;
    // Reddit names its wait in seconds as x-ratelimit-reset instead of Retry-After.
    const wait = response.headers.get('retry-after') ?? response.headers.get('x-ratelimit-reset');
    await new Promise((r) => setTimeout(r, retryDelay(attempt, wait)));
  }
}

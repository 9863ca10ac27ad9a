/**
 * Test doubles of the bulk generator's tests: the offline writer, paced,
 * failing for the titles a test marks (a provider outage of its own).
 */

import { ErrorCode } from '@inkpress/shared-core';
import { OfflineProvider } from '../ai';
import type { StreamTextRequest } from '../ai/provider';
import { AppError } from '../errors';

export class FlakyWriter extends OfflineProvider {
  /** Failures so far, by title. */
  readonly failures = new Map<string, number>();

  constructor(
    private readonly failing: {
      /** Titles containing it fail… */
      marker: string;
      /** …this many times (Infinity: always), */
      times: number;
      /** …as a 503 (transient) or a 400 refusal (permanent). */
      transient: boolean;
    },
    delayMs = 0,
  ) {
    super({ delayMs });
  }

  override async *streamText(request: StreamTextRequest): AsyncGenerator<string, void, undefined> {
    const title = String((request.task?.input as { title?: unknown } | undefined)?.title ?? '');
    if (this.failing.marker && title.includes(this.failing.marker)) {
      const n = this.failures.get(title) ?? 0;
      if (n < this.failing.times) {
        this.failures.set(title, n + 1);
        throw this.failing.transient
          ? new AppError(503, ErrorCode.ServiceUnavailable, 'The AI provider answered 503.')
          : new AppError(400, ErrorCode.ValidationError, 'The AI provider refused the request.');
      }
    }
    yield* super.streamText(request);
  }
}

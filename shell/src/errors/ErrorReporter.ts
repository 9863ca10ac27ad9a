import { shouldReportError } from '@inkpress/shared-core';

/** The body of POST /api/errors. */
export interface ErrorReportPayload {
  message: string;
  name?: string;
  stack?: string;
  componentStack?: string;
  url: string;
  source: 'boundary' | 'remote' | 'window' | 'unhandledrejection';
  remote?: string;
  clientVersion?: string;
}

export interface ReportDetails {
  source: ErrorReportPayload['source'];
  componentStack?: string | null;
  remote?: string;
}

interface Dependencies {
  send: (payload: ErrorReportPayload) => Promise<unknown>;
  clientVersion: string;
  /** The current page address (path and query). */
  url: () => string;
}

/** Reports one page may send; a render loop must not flood the API. */
export const MAX_REPORTS_PER_PAGE = 10;

const clip = (text: string | undefined | null, max: number) =>
  typeof text === 'string' && text !== '' ? text.slice(0, max) : undefined;

/** An Error, or whatever was thrown, as name and message. */
export function describeThrown(thrown: unknown): { name?: string; message: string; stack?: string } {
  if (thrown instanceof Error) {
    return { name: thrown.name, message: thrown.message || thrown.name, stack: thrown.stack };
  }
  if (typeof thrown === 'string') return { message: thrown };
  try {
    return { message: JSON.stringify(thrown) ?? String(thrown) };
  } catch {
    return { message: String(thrown) };
  }
}

/**
 * Sends errors to POST /api/errors (SPEC §8), except the ignored patterns
 * (reading 'then' of undefined, 'limit reached', chunk and CSS chunk loading,
 * the resize-observer loop). The same error is sent once, and at most
 * MAX_REPORTS_PER_PAGE per page load. Reporting never throws.
 */
export class ErrorReporter {
  private readonly seen = new Set<string>();
  private sent = 0;

  constructor(private readonly deps: Dependencies) {}

  /** Whether this error was (or will be) sent. */
  report(thrown: unknown, details: ReportDetails): boolean {
    if (!shouldReportError(thrown)) return false;
    const { name, message, stack } = describeThrown(thrown);
    const key = `${details.source}|${name ?? ''}|${message}`;
    if (this.seen.has(key) || this.sent >= MAX_REPORTS_PER_PAGE) return false;
    this.seen.add(key);
    this.sent += 1;
    const payload: ErrorReportPayload = {
      message: clip(message, 2000) ?? 'Unknown error',
      name: clip(name, 200),
      stack: clip(stack, 20_000),
      componentStack: clip(details.componentStack, 20_000),
      url: clip(this.deps.url(), 2048) ?? '/',
      source: details.source,
      remote: details.remote,
      clientVersion: clip(this.deps.clientVersion, 50),
    };
    for (const key of Object.keys(payload) as (keyof ErrorReportPayload)[]) {
      if (payload[key] === undefined) delete payload[key];
    }
    try {
      this.deps.send(payload).catch(() => undefined);
    } catch {
      // Never let reporting break the page.
    }
    return true;
  }

  /** Reports uncaught errors and unhandled rejections of the window; returns the function that stops. */
  listen(target: Window = window): () => void {
    const onError = (event: ErrorEvent) => {
      if (event.error !== undefined || event.message)
        this.report(event.error ?? event.message, { source: 'window' });
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      this.report(event.reason, { source: 'unhandledrejection' });
    };
    target.addEventListener('error', onError);
    target.addEventListener('unhandledrejection', onRejection);
    return () => {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
    };
  }
}

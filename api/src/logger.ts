import pino from 'pino';

export interface LoggerOptions {
  /**
   * Write through a buffer (the API and worker processes): lines leave in
   * writes of about 4 KB, at the latest a quarter second after they were
   * logged, and everything buffered is written when the process exits. A
   * line per request written on its own costs a system call per request,
   * which on the cheapest routes was a large part of their time.
   */
  buffered?: boolean;
}

/** How long a buffered line waits at most before it is written. */
export const LOG_FLUSH_MS = 250;

/** Structured JSON logs; secrets are redacted wherever they may appear. */
export function createLogger(level: string, options: LoggerOptions = {}) {
  const settings: pino.LoggerOptions = {
    level,
    base: { service: 'inkpress-api' },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.apiKey',
        '*.secret',
      ],
      censor: '[redacted]',
    },
  };
  if (!options.buffered) return pino(settings);
  // pino flushes an asynchronous destination synchronously on exit (also after an uncaught error).
  return pino(
    settings,
    pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: LOG_FLUSH_MS }),
  );
}

export type Logger = ReturnType<typeof createLogger>;

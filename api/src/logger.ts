import pino from 'pino';

/** Structured JSON logs; secrets are redacted wherever they may appear. */
export function createLogger(level: string) {
  return pino({
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
  });
}

export type Logger = ReturnType<typeof createLogger>;

/**
 * API tests run through the real router on the real database: each test file
 * gets a database of its own on the server the test run started
 * (MONGODB_URI), dropped when the file ends, and a mail outbox and a media folder of its own.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import request from 'supertest';
import { createApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { AppServices } from '../src/context';
import { connectDatabase, ensureIndexes } from '../src/db';
import { createLogger } from '../src/logger';

export interface TestApi {
  config: Config;
  app: ReturnType<typeof createApp>;
  /** The services the app's requests use (mailer, rate limits, session cache). */
  services: AppServices;
  /** A supertest client bound to the app (no cookies kept). */
  http: ReturnType<typeof request>;
  /** A client that keeps cookies between requests, like a browser. */
  agent: () => ReturnType<typeof request.agent>;
  /** Another app on the same database with some settings changed (rate limits, production cookies…). */
  variant: (env: NodeJS.ProcessEnv) => TestApi;
  /**
   * This app's configuration with `patch` over it (an AI provider, say), served on a real
   * loopback port for clients that stream; it shares this app's rate limits and session cache
   * and is closed with the test API. Answers its base URL.
   */
  listen: (patch: Partial<Config>) => Promise<string>;
  close: () => Promise<void>;
}

/**
 * Test defaults: limits that a test file's many requests from one address do
 * not reach, and no session cache (tests change users directly in the
 * database). Tests of those features set them back through `env`.
 */
const testDefaults: NodeJS.ProcessEnv = {
  RATE_LIMIT_PER_IP: '0',
  RATE_LIMIT_PER_USER: '0',
  RATE_LIMIT_AUTH_PER_IP: '0',
  LOGIN_FAILURES_BEFORE_DELAY: '0',
  ACCOUNTS_PER_IP_PER_DAY: '0',
  SESSION_CACHE_TTL_MS: '0',
  SMTP_URL: '',
};

export function testDatabaseUri(server = process.env.MONGODB_URI): string {
  const base = server ?? 'mongodb://127.0.0.1:27127/inkpress';
  const url = new URL(base);
  url.pathname = `/inkpress_test_${process.env.JEST_WORKER_ID ?? 0}_${randomBytes(4).toString('hex')}`;
  return url.toString();
}

export interface TestApiOptions {
  /** The database server to use instead of MONGODB_URI's (a proxy in front of it, for outages). */
  databaseServer?: string;
  /** Turn on the driver's command monitoring (`commandStarted` events on the client), to watch writes. */
  monitorCommands?: boolean;
}

export async function startTestApi(
  env: NodeJS.ProcessEnv = {},
  options: TestApiOptions = {},
): Promise<TestApi> {
  const uri = testDatabaseUri(options.databaseServer);
  const connectUri = new URL(uri);
  if (options.monitorCommands) connectUri.searchParams.set('monitorCommands', 'true');
  const outbox = mkdtempSync(path.join(tmpdir(), 'inkpress-outbox-'));
  // Stored files (images, music) of this test file: never the project's .data/files.
  const media = mkdtempSync(path.join(tmpdir(), 'inkpress-media-'));
  const baseEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...testDefaults,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    MONGODB_URI: uri,
    MAIL_OUTBOX_DIR: outbox,
    MEDIA_DIR: media,
    ...env,
  };
  // A prefix the caller gives is shared by the test API and all its variants.
  const sharedPrefix = env.REDIS_PREFIX;
  await connectDatabase(connectUri.toString());
  const apps: ReturnType<typeof createApp>[] = [];
  const servers: Server[] = [];
  const build = (env: NodeJS.ProcessEnv): TestApi => {
    // Each app its own rate-limit counters and revocation channel in Redis, as each had its own
    // memory before: a variant starts with fresh limits. A test that wants two apps to share them
    // (several API processes) gives them one REDIS_PREFIX.
    const config = loadConfig({
      ...baseEnv,
      ...env,
      REDIS_PREFIX: env.REDIS_PREFIX ?? sharedPrefix ?? `inkpress-test-${randomBytes(6).toString('hex')}:`,
    });
    const app = createApp(config, createLogger('silent'));
    apps.push(app);
    const server = app.callback();
    return {
      config,
      app,
      services: app.context.services,
      http: request(server),
      agent: () => request.agent(server),
      variant: (more) => build({ ...env, ...more }),
      listen: async (patch) => {
        const served = createApp({ ...config, ...patch }, createLogger('silent'), {
          // This app's own shared state: no Redis connections of the served app's to close.
          rateLimits: app.context.services.rateLimits,
          quotas: app.context.services.quotas,
          sessionCache: app.context.services.sessionCache,
        });
        const listening = served.listen(0, '127.0.0.1');
        servers.push(listening);
        await once(listening, 'listening');
        return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
      },
      close: async () => undefined,
    };
  };
  const api = build({});
  await ensureIndexes();
  return {
    ...api,
    close: async () => {
      await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
      await Promise.all(apps.map((app) => app.context.services.close?.()));
      await mongoose.connection.dropDatabase().catch(() => undefined);
      await mongoose.disconnect();
      rmSync(outbox, { recursive: true, force: true });
      rmSync(media, { recursive: true, force: true });
    },
  };
}

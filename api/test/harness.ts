/**
 * API tests run through the real router on the real database: each test file
 * gets a database of its own on the server the test run started
 * (MONGODB_URI), dropped when the file ends.
 */
import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import request from 'supertest';
import { createApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { connectDatabase } from '../src/db';
import { createLogger } from '../src/logger';

export interface TestApi {
  config: Config;
  app: ReturnType<typeof createApp>;
  /** A supertest client bound to the app (no cookies kept). */
  http: ReturnType<typeof request>;
  /** A client that keeps cookies between requests, like a browser. */
  agent: () => ReturnType<typeof request.agent>;
  close: () => Promise<void>;
}

export function testDatabaseUri(): string {
  const base = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27127/inkpress';
  const url = new URL(base);
  url.pathname = `/inkpress_test_${process.env.JEST_WORKER_ID ?? 0}_${randomBytes(4).toString('hex')}`;
  return url.toString();
}

export async function startTestApi(env: NodeJS.ProcessEnv = {}): Promise<TestApi> {
  const uri = testDatabaseUri();
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', MONGODB_URI: uri, ...env });
  await connectDatabase(uri);
  const app = createApp(config, createLogger('silent'));
  const server = app.callback();
  return {
    config,
    app,
    http: request(server),
    agent: () => request.agent(server),
    close: async () => {
      await mongoose.connection.dropDatabase().catch(() => undefined);
      await mongoose.disconnect();
    },
  };
}

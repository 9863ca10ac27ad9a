/**
 * The API process: validated config, database, HTTP server, graceful shutdown.
 */
import http from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { connectDatabase, disconnectDatabase, ensureIndexes } from './db';
import { createLogger } from './logger';
import { ensureContentLoaded } from './services/content/load';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel, { buffered: true });
  await connectDatabase(config.mongodbUri);
  const app = createApp(config, logger);
  await ensureIndexes();
  // The public site's content from the repository (mfe-marketing/content): an idempotent upsert.
  await ensureContentLoaded().catch((err) => logger.error({ err }, 'site content not loaded'));
  const server = http.createServer(app.callback());
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  logger.info({ url: `http://${config.host}:${config.port}`, version: config.version }, 'api listening');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close();
    server.closeIdleConnections();
    await app.context.services.close?.().catch(() => undefined);
    await disconnectDatabase().catch(() => undefined);
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error('api failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});

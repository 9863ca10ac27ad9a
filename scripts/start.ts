/**
 * `npm start`: ensures the database (embedded FerretDB on PostgreSQL unless
 * MONGODB_URI is set; SQLite data of an older install is migrated once), the
 * job engine's Redis (Debian's redis-server on port 16379, data in .data/redis,
 * unless REDIS_URL is set) and stripe-mock (unless a Stripe key is set), builds,
 * and serves the API on 4000, the shell on 3000 and each remote on its own
 * port. Ctrl-C stops everything.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildAll } from './lib/build';
import { say, warn } from './lib/log';
import { describeReport, hasUnmigratedSqlite, migrateSqlite } from './lib/migrate';
import { dataDir } from './lib/paths';
import { defaultPorts, startPlatform } from './lib/platform';
import { portOpen, type Service, stopAll } from './lib/proc';
import { startDatabase, startRedis, startStripeMock } from './lib/services';

const DB_PORT = Number(process.env.INKPRESS_DB_PORT ?? 27027);
const REDIS_PORT = Number(process.env.INKPRESS_REDIS_PORT ?? 16379);
const STRIPE_MOCK_PORT = 12111;
const lockFile = path.join(dataDir, 'start.pid');

function alreadyRunning(): number | undefined {
  if (!existsSync(lockFile)) return undefined;
  const pid = Number(readFileSync(lockFile, 'utf8'));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

async function main() {
  mkdirSync(dataDir, { recursive: true });
  const running = alreadyRunning();
  if (running) {
    console.error(
      `Inkpress is already running (pid ${running}) at http://localhost:${defaultPorts.shell}. Stop it with Ctrl-C first.`,
    );
    process.exit(1);
  }
  const ports = [defaultPorts.shell, defaultPorts.api, ...Object.values(defaultPorts.remotes)];
  if (!process.env.REDIS_URL) ports.push(REDIS_PORT);
  for (const port of ports) {
    if (await portOpen(port)) {
      console.error(`Port ${port} is already in use: is another Inkpress (or another program) running?`);
      process.exit(1);
    }
  }
  writeFileSync(lockFile, String(process.pid));
  const services: Service[] = [];
  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    say('stopping…');
    await stopAll(services);
    rmSync(lockFile, { force: true });
    process.exit(code);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

  try {
    let mongodbUri = process.env.MONGODB_URI;
    if (!mongodbUri) {
      const dbDir = path.join(dataDir, 'db');
      say(`starting the embedded database on port ${DB_PORT} (data in .data/db)…`);
      services.push(await startDatabase(dbDir, DB_PORT, true));
      mongodbUri = `mongodb://127.0.0.1:${DB_PORT}/inkpress`;
      if (hasUnmigratedSqlite(dbDir)) {
        say(
          'found data of the SQLite database (before PostgreSQL): copying it over once (npm run db:migrate)…',
        );
        say(`migrated: ${describeReport(await migrateSqlite(dbDir, `mongodb://127.0.0.1:${DB_PORT}/`))}`);
      }
    }
    const apiEnv: NodeJS.ProcessEnv = {};
    if (!process.env.REDIS_URL) {
      say(`starting Redis for the job engine on port ${REDIS_PORT} (data in .data/redis)…`);
      // Append-only: queued and scheduled jobs survive a restart.
      services.push(
        await startRedis(path.join(dataDir, 'redis'), REDIS_PORT, { quiet: true, persistent: true }),
      );
      apiEnv.REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;
    }
    if (!process.env.STRIPE_SECRET_KEY && !process.env.STRIPE_API_BASE) {
      say(`no Stripe key configured: starting stripe-mock on port ${STRIPE_MOCK_PORT}…`);
      services.push(await startStripeMock(STRIPE_MOCK_PORT, true));
      apiEnv.STRIPE_API_BASE = `http://127.0.0.1:${STRIPE_MOCK_PORT}`;
    }
    if (!process.argv.includes('--no-build')) buildAll();
    const platform = await startPlatform({ ports: defaultPorts, mongodbUri, apiEnv });
    services.push(...platform.services);
    say(`Inkpress is running at ${platform.url}  (API http://localhost:${defaultPorts.api}; Ctrl-C stops)`);
  } catch (err) {
    warn(err instanceof Error ? err.message : String(err));
    await stop(1);
  }
}

void main();

/**
 * `npm run db`: only the embedded database, for API development (`npm run dev -w api`).
 * `npm run db:migrate` (`db.ts migrate`): copies the SQLite data of an install
 * from before PostgreSQL (.data/db/*.sqlite) into the embedded database —
 * into the running one when `npm start` or `npm run db` is up, else into one
 * started for the copy. Safe to run again: what was copied is not copied twice.
 */
import path from 'node:path';
import { say, warn } from './lib/log';
import { describeReport, hasUnmigratedSqlite, migrateSqlite, sqliteFilesIn } from './lib/migrate';
import { dataDir } from './lib/paths';
import { portOpen, type Service } from './lib/proc';
import { startDatabase } from './lib/services';

const port = Number(process.env.INKPRESS_DB_PORT ?? 27027);
const dbDir = path.join(dataDir, 'db');
const uri = `mongodb://127.0.0.1:${port}/`;

async function migrate() {
  if (!sqliteFilesIn(dbDir).length) {
    say('no SQLite data in .data/db: nothing to migrate');
    return;
  }
  let db: Service | undefined;
  if (await portOpen(port)) say(`copying .data/db/*.sqlite into the database running on port ${port}…`);
  else {
    say(`starting the embedded database on port ${port} for the copy…`);
    db = await startDatabase(dbDir, port, true);
  }
  try {
    say(`migrated: ${describeReport(await migrateSqlite(dbDir, uri))}`);
    say('the SQLite files are kept in .data/db; delete them once you no longer need them');
  } finally {
    await db?.stop();
  }
}

async function serve() {
  const db = await startDatabase(dbDir, port);
  if (hasUnmigratedSqlite(dbDir)) {
    say('found data of the SQLite database (before PostgreSQL): copying it over once…');
    say(`migrated: ${describeReport(await migrateSqlite(dbDir, uri))}`);
  }
  say(`database at mongodb://127.0.0.1:${port}/inkpress (Ctrl-C stops)`);
  const stop = () => void db.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

(process.argv[2] === 'migrate' ? migrate() : serve()).catch((err: unknown) => {
  warn(err instanceof Error ? err.message : String(err));
  process.exit(1);
});

/** `npm run db`: only the embedded database, for API development (`npm run dev -w api`). */
import path from 'node:path';
import { say } from './lib/log';
import { dataDir } from './lib/paths';
import { startDatabase } from './lib/services';

const port = Number(process.env.INKPRESS_DB_PORT ?? 27027);
startDatabase(path.join(dataDir, 'db'), port).then((db) => {
  say(`database at mongodb://127.0.0.1:${port}/inkpress (Ctrl-C stops)`);
  const stop = () => void db.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
});

import mongoose from 'mongoose';

/**
 * Connections one API process opens to the database. FerretDB 1.24 on
 * PostgreSQL holds one PostgreSQL connection per statement of a command it
 * is running and waits for another to write: when every pooled connection is
 * held that way it waits forever, and the whole server with it. The embedded
 * database's pool (scripts/lib/services.ts, 400) is sized for a few API
 * processes of this many connections, each running commands of at most
 * BULK_CHUNK statements.
 */
export const DATABASE_POOL_SIZE = 20;

/** Statements per bulk write command (see DATABASE_POOL_SIZE). */
export const BULK_CHUNK = 8;

/**
 * Connects mongoose. Works on MongoDB 7+ and on the embedded FerretDB 1.24,
 * so nothing here relies on transactions, $lookup, $text or change streams.
 */
export async function connectDatabase(uri: string) {
  mongoose.set('strictQuery', true);
  await mongoose.connect(uri, {
    // While the database is away a request waits this long for it, then answers 503.
    serverSelectionTimeoutMS: 5_000,
    autoIndex: true,
    maxPoolSize: DATABASE_POOL_SIZE,
  });
  watchDatabase();
  await checkDatabase();
  return mongoose.connection;
}

/**
 * `Model.bulkWrite` in commands of BULK_CHUNK statements, in order: one
 * command of many updates would hold as many of FerretDB's PostgreSQL
 * connections at once (see DATABASE_POOL_SIZE).
 */
export async function bulkWriteInChunks<Operation>(
  model: { bulkWrite(operations: Operation[], options: { ordered: true }): Promise<unknown> },
  operations: Operation[],
) {
  for (let start = 0; start < operations.length; start += BULK_CHUNK)
    await model.bulkWrite(operations.slice(start, start + BULK_CHUNK), { ordered: true });
}

/** Whether the database answered its last ping, and when that was (cached: see watchDatabase). */
export interface DatabaseHealth {
  reachable: boolean;
  checkedAt: number;
}

/** How often the database is pinged in the background while the API runs. */
export const HEALTH_INTERVAL_MS = 2_000;

let health: DatabaseHealth = { reachable: false, checkedAt: 0 };
let watcher: NodeJS.Timeout | undefined;
let pinging: Promise<DatabaseHealth> | undefined;
let listening = false;

/** Pings the database once (one ping at a time, however many callers) and caches the answer. */
export function checkDatabase(): Promise<DatabaseHealth> {
  pinging ??= (async () => {
    const db = mongoose.connection.db;
    let reachable = false;
    if (mongoose.connection.readyState === 1 && db) {
      try {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('ping timed out')), HEALTH_INTERVAL_MS);
        });
        await Promise.race([db.command({ ping: 1 }), late]).finally(() => clearTimeout(timer));
        reachable = true;
      } catch {
        reachable = false;
      }
    }
    health = { reachable, checkedAt: Date.now() };
    return health;
  })().finally(() => {
    pinging = undefined;
  });
  return pinging;
}

/**
 * The database's health as last seen: from the background ping, and at once
 * from the driver's own events and from requests that failed for want of
 * it — never a ping per request (GET /api/status is called by load
 * balancers and the client's reconnect loop).
 */
export async function databaseHealth(): Promise<DatabaseHealth> {
  if (Date.now() - health.checkedAt > 2 * HEALTH_INTERVAL_MS) return checkDatabase();
  return health;
}

/** Records that a request failed because the database is unreachable (see isDatabaseUnavailable). */
export function markDatabaseUnreachable() {
  health = { reachable: false, checkedAt: Date.now() };
}

function watchDatabase() {
  if (!listening) {
    listening = true;
    mongoose.connection.on('disconnected', markDatabaseUnreachable);
    mongoose.connection.on('reconnected', () => void checkDatabase());
  }
  watcher ??= setInterval(() => void checkDatabase(), HEALTH_INTERVAL_MS);
  watcher.unref();
}

/** Driver errors that mean "no database right now", as opposed to a bad query. */
const UNAVAILABLE_ERRORS = new Set([
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoServerSelectionError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'PoolClearedError',
  'PoolClearedOnNetworkError',
  'MongoPoolClearedError',
]);

/** True when `err` says the database could not be reached (the request may be retried). */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { name, message } = err as { name?: unknown; message?: unknown };
  if (typeof name === 'string' && UNAVAILABLE_ERRORS.has(name)) return true;
  // mongoose queues commands while disconnected and gives up with this message.
  return name === 'MongooseError' && typeof message === 'string' && /buffering timed out/.test(message);
}

export async function disconnectDatabase() {
  if (watcher) clearInterval(watcher);
  watcher = undefined;
  await mongoose.disconnect();
}

/**
 * Builds the indexes of every registered model before serving: the unique
 * ones are what keep emails, sessions, keys and team places unique.
 */
export async function ensureIndexes() {
  await Promise.all(Object.values(mongoose.connection.models).map((model) => model.init()));
}

/**
 * Collections no code reads or writes any more, dropped when a worker starts
 * (idempotent: a missing one is skipped). Each says what replaced it.
 */
export const RETIRED_COLLECTIONS = [
  // Free-tool quota slots: the daily quotas are counted in Redis now (services/tools/quotaStore.ts).
  'toolquotaslots',
] as const;

export async function dropRetiredCollections(): Promise<string[]> {
  const db = mongoose.connection.db;
  if (!db) return [];
  const present = new Set((await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
  const dropped: string[] = [];
  for (const name of RETIRED_COLLECTIONS) {
    if (!present.has(name)) continue;
    await db.dropCollection(name);
    dropped.push(name);
  }
  return dropped;
}

/**
 * A write refused by a unique index (E11000): on FerretDB, which has no
 * transactions, unique `_id` inserts are how exclusivity is won, and this is
 * how the loser knows it lost.
 */
export function isDuplicateKey(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 11000;
}

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
    serverSelectionTimeoutMS: 10_000,
    autoIndex: true,
    maxPoolSize: DATABASE_POOL_SIZE,
  });
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

export async function databaseReachable(): Promise<boolean> {
  const db = mongoose.connection.db;
  if (mongoose.connection.readyState !== 1 || !db) return false;
  try {
    await db.command({ ping: 1 });
    return true;
  } catch {
    return false;
  }
}

export async function disconnectDatabase() {
  await mongoose.disconnect();
}

/**
 * Builds the indexes of every registered model before serving: the unique
 * ones are what keep emails, sessions, keys and team places unique.
 */
export async function ensureIndexes() {
  await Promise.all(Object.values(mongoose.connection.models).map((model) => model.init()));
}

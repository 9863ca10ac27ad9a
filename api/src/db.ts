import mongoose from 'mongoose';

/**
 * Connects mongoose. Works on MongoDB 7+ and on the embedded FerretDB 1.24,
 * so nothing here relies on transactions, $lookup, $text or change streams.
 */
export async function connectDatabase(uri: string) {
  mongoose.set('strictQuery', true);
  await mongoose.connect(uri, { serverSelectionTimeoutMS: 10_000, autoIndex: true });
  return mongoose.connection;
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

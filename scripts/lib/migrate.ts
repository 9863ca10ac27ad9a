/**
 * The move from FerretDB's SQLite backend to PostgreSQL: an install made
 * before it keeps its data in `.data/db/*.sqlite`. `npm run db:migrate` (and
 * `npm start`, the first time it finds such files) copies every database and
 * collection — documents and indexes — into the PostgreSQL-backed server. The
 * SQLite files are kept; a marker file records that they were copied.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Document, MongoBulkWriteError, MongoClient } from 'mongodb';
import { say } from './log';
import { startSqliteFerretDb } from './services';

const SYSTEM_DATABASES = new Set(['admin', 'local', 'config']);
const BATCH = 500;
const MARKER = 'sqlite-migrated.json';

export interface CopyReport {
  databases: number;
  collections: number;
  /** Documents inserted into the target (those it already had are skipped). */
  copied: number;
  /** Documents the target already had (a second run copies nothing). */
  skipped: number;
  indexes: number;
}

/** Whether `dir` holds SQLite files of FerretDB that were not migrated yet. */
export function hasUnmigratedSqlite(dir: string): boolean {
  return sqliteFilesIn(dir).length > 0 && !existsSync(path.join(dir, MARKER));
}

export function sqliteFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith('.sqlite'));
}

/**
 * Copies every collection of every database from `sourceUri` to `targetUri`:
 * indexes first (so unique ones hold), then documents in batches. Documents
 * whose `_id` the target already has are left as they are, so a second run
 * copies nothing and never overwrites what was written after the first.
 */
export async function copyAllDatabases(
  sourceUri: string,
  targetUri: string,
  only?: { databases?: string[] },
): Promise<CopyReport> {
  const source = await MongoClient.connect(sourceUri);
  const target = await MongoClient.connect(targetUri);
  const report: CopyReport = { databases: 0, collections: 0, copied: 0, skipped: 0, indexes: 0 };
  try {
    const { databases } = await source.db('admin').admin().listDatabases({ nameOnly: true });
    for (const { name } of databases) {
      if (SYSTEM_DATABASES.has(name)) continue;
      if (only?.databases && !only.databases.includes(name)) continue;
      report.databases++;
      const from = source.db(name);
      const to = target.db(name);
      const collections = await from.listCollections({}, { nameOnly: true }).toArray();
      for (const { name: collectionName } of collections) {
        if (collectionName.startsWith('system.')) continue;
        report.collections++;
        const reader = from.collection(collectionName);
        const writer = to.collection(collectionName);
        for (const index of await reader.listIndexes().toArray()) {
          if (index.name === '_id_') continue;
          await createIndex(writer, index);
          report.indexes++;
        }
        let batch: Document[] = [];
        const flush = async () => {
          if (!batch.length) return;
          const inserted = await insertMissing(writer, batch);
          report.copied += inserted;
          report.skipped += batch.length - inserted;
          batch = [];
        };
        for await (const doc of reader.find({}).sort({ _id: 1 })) {
          batch.push(doc);
          if (batch.length >= BATCH) await flush();
        }
        await flush();
      }
    }
    return report;
  } finally {
    await Promise.all([source.close(), target.close()]);
  }
}

async function createIndex(writer: ReturnType<ReturnType<MongoClient['db']>['collection']>, index: Document) {
  const { key, name, v: _v, ns: _ns, ...options } = index;
  try {
    await writer.createIndex(key, { name, ...options });
  } catch {
    // An option this FerretDB does not support (or an index of that name with
    // other options): the keys and uniqueness are what queries rely on.
    try {
      await writer.createIndex(key, { name, unique: Boolean(options.unique) });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      say(`index ${writer.collectionName}.${String(name)} was not copied: ${message}`);
    }
  }
}

/**
 * Inserts the documents the target lacks; returns how many were inserted.
 * Unordered: a document the target already has fails alone with a duplicate
 * key, and the others go in.
 */
async function insertMissing(
  writer: ReturnType<ReturnType<MongoClient['db']>['collection']>,
  docs: Document[],
): Promise<number> {
  try {
    const result = await writer.insertMany(docs, { ordered: false });
    return result.insertedCount;
  } catch (err) {
    if (err instanceof MongoBulkWriteError) {
      const errors = Array.isArray(err.writeErrors) ? err.writeErrors : [err.writeErrors];
      if (errors.every((e) => e.code === 11000)) return docs.length - errors.length;
    }
    throw err;
  }
}

/** A TCP port nobody listens on now (for the temporary SQLite server). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Reads the SQLite files in `sqliteDir` through a temporary FerretDB and
 * copies them into the server at `targetUri`; then writes the marker.
 */
export async function migrateSqlite(sqliteDir: string, targetUri: string): Promise<CopyReport> {
  const port = await freePort();
  const stateDir = mkdtempSync(path.join(os.tmpdir(), 'inkpress-sqlite-'));
  const server = await startSqliteFerretDb(sqliteDir, stateDir, port);
  try {
    const report = await copyAllDatabases(`mongodb://127.0.0.1:${port}/`, targetUri);
    writeFileSync(
      path.join(sqliteDir, MARKER),
      `${JSON.stringify({ migratedAt: new Date().toISOString(), files: sqliteFilesIn(sqliteDir), ...report }, null, 2)}\n`,
    );
    return report;
  } finally {
    await server.stop();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

export function describeReport(report: CopyReport): string {
  return (
    `${report.collections} collections in ${report.databases} databases: ` +
    `${report.copied} documents copied, ${report.skipped} already there, ${report.indexes} indexes`
  );
}

/**
 * An install from before PostgreSQL keeps its data in FerretDB's SQLite files:
 * the migration copies every collection (documents and indexes) into the
 * PostgreSQL-backed server, loses nothing, and a second run copies nothing.
 * Real servers: a FerretDB on SQLite files in a temporary folder, and the
 * embedded database (FerretDB on a private PostgreSQL cluster) beside it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { copyAllDatabases, freePort, hasUnmigratedSqlite, migrateSqlite } from './migrate';
import type { Service } from './proc';
import { startDatabase, startSqliteFerretDb } from './services';

jest.setTimeout(120_000);

let work: string;
let target: Service | undefined;
let targetUri: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'inkpress-migrate-test-'));
  const port = await freePort();
  target = await startDatabase(path.join(work, 'db'), port, { quiet: true, disposable: true });
  targetUri = `mongodb://127.0.0.1:${port}/`;
});

afterAll(async () => {
  await target?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** Writes an "old install": SQLite files in `dir` with two databases. */
async function oldInstall(dir: string) {
  const port = await freePort();
  const server = await startSqliteFerretDb(dir, path.join(work, 'old-state'), port);
  const client = await MongoClient.connect(`mongodb://127.0.0.1:${port}/`);
  try {
    const folders = client.db('inkpress').collection('folders');
    await folders.createIndex({ team_id: 1, name: 1 }, { unique: true, name: 'team_id_1_name_1' });
    await folders.insertMany(
      Array.from({ length: 1200 }, (_, i) => ({ team_id: `team-${i % 7}`, name: `Folder ${i}`, n: i })),
    );
    await client
      .db('inkpress')
      .collection('users')
      .insertOne({ email: 'old@example.com', created_at: new Date('2026-01-02T03:04:05Z') });
    await client.db('inkpress_e2e').collection('posts').insertOne({ title: 'kept too' });
  } finally {
    await client.close();
    await server.stop();
  }
}

describe('migrating SQLite data to the PostgreSQL-backed database', () => {
  it('copies every document and index once, and a second run copies nothing', async () => {
    const sqliteDir = path.join(work, 'sqlite');
    await oldInstall(sqliteDir);
    expect(hasUnmigratedSqlite(sqliteDir)).toBe(true);

    const first = await migrateSqlite(sqliteDir, targetUri);
    expect(first).toMatchObject({ databases: 2, collections: 3, copied: 1202, skipped: 0, indexes: 1 });
    expect(hasUnmigratedSqlite(sqliteDir)).toBe(false);

    const client = await MongoClient.connect(targetUri);
    try {
      const folders = client.db('inkpress').collection('folders');
      expect(await folders.countDocuments()).toBe(1200);
      expect(await folders.findOne({ n: 1199 })).toMatchObject({ team_id: 'team-2', name: 'Folder 1199' });
      const user = await client.db('inkpress').collection('users').findOne({ email: 'old@example.com' });
      expect(user?.created_at).toEqual(new Date('2026-01-02T03:04:05Z'));
      expect(await client.db('inkpress_e2e').collection('posts').countDocuments()).toBe(1);
      const unique = (await folders.listIndexes().toArray()).find((i) => i.name === 'team_id_1_name_1');
      expect(unique).toMatchObject({ key: { team_id: 1, name: 1 }, unique: true });
      await expect(folders.insertOne({ team_id: 'team-0', name: 'Folder 0' })).rejects.toThrow(/duplicate/i);

      // Written after the first run: a second run neither overwrites nor duplicates.
      await folders.updateOne({ n: 0 }, { $set: { name: 'Renamed since' } });
      const port = await freePort();
      const server = await startSqliteFerretDb(sqliteDir, path.join(work, 'again-state'), port);
      try {
        const second = await copyAllDatabases(`mongodb://127.0.0.1:${port}/`, targetUri);
        expect(second).toMatchObject({ copied: 0, skipped: 1202 });
      } finally {
        await server.stop();
      }
      expect(await folders.countDocuments()).toBe(1200);
      expect(await folders.findOne({ n: 0 })).toMatchObject({ name: 'Renamed since' });
    } finally {
      await client.close();
    }
  });
});

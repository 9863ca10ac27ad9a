/**
 * The embedded database (FerretDB 1.24 on a private PostgreSQL cluster) under
 * the loads that wedged it with FerretDB's default pool of 50 PostgreSQL
 * connections: many updates at once, and one command of many updates. A
 * wedged server answers nothing ever again, so each load races a deadline.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { freePort } from './migrate';
import type { Service } from './proc';
import { startDatabase } from './services';

jest.setTimeout(120_000);

let work: string;
let db: Service | undefined;
let client: MongoClient;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'inkpress-services-test-'));
  const port = await freePort();
  db = await startDatabase(path.join(work, 'db'), port, { quiet: true, disposable: true });
  client = await MongoClient.connect(`mongodb://127.0.0.1:${port}/`, { maxPoolSize: 200 });
});

afterAll(async () => {
  await client?.close(true);
  await db?.stop();
  rmSync(work, { recursive: true, force: true });
});

async function withinDeadline<T>(work: Promise<T>, ms = 20_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms: wedged`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

describe('the embedded database on PostgreSQL', () => {
  it('answers 150 updates sent at once, each of them applied', async () => {
    const docs = client.db('inkpress_load').collection<{ i: number; j?: number }>('parallel');
    await docs.insertMany(Array.from({ length: 150 }, (_, i) => ({ i })));
    await withinDeadline(
      Promise.all(Array.from({ length: 150 }, (_, i) => docs.updateOne({ i }, { $set: { j: i } }))),
    );
    expect(await docs.countDocuments({ j: { $exists: true } })).toBe(150);
  });

  it('answers one bulk write of 200 updates, and answers the next command', async () => {
    const docs = client.db('inkpress_load').collection<{ i: number; j?: number }>('bulk');
    await docs.insertMany(Array.from({ length: 200 }, (_, i) => ({ i })));
    const result = await withinDeadline(
      docs.bulkWrite(
        Array.from({ length: 200 }, (_, i) => ({
          updateOne: { filter: { i }, update: { $set: { j: 2 * i } } },
        })),
      ),
    );
    expect(result.modifiedCount).toBe(200);
    expect(await withinDeadline(docs.findOne({ i: 199 }))).toMatchObject({ j: 398 });
  });
});

/**
 * Collections retired from the code are dropped when a worker starts, on the
 * real database; a second start finds nothing to drop and others are kept.
 */
import mongoose from 'mongoose';
import { startTestApi, type TestApi } from '../test/harness';
import { dropRetiredCollections, RETIRED_COLLECTIONS } from './db';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.close();
});

const names = async () =>
  (await mongoose.connection.db!.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);

describe('dropRetiredCollections', () => {
  it('drops the retired collections that exist, once, and leaves the others', async () => {
    const db = mongoose.connection.db!;
    for (const name of RETIRED_COLLECTIONS) await db.collection(name).insertOne({ _id: 'left:0' as never });
    await db.collection('kept_beside_retired').insertOne({ _id: 'kept' as never });

    expect((await dropRetiredCollections()).sort()).toEqual([...RETIRED_COLLECTIONS].sort());
    const after = await names();
    for (const name of RETIRED_COLLECTIONS) expect(after).not.toContain(name);
    expect(after).toContain('kept_beside_retired');
    expect(await dropRetiredCollections()).toEqual([]);
    await db.dropCollection('kept_beside_retired');
  });
});

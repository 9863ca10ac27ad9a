/**
 * A team's retrieval index on the real database: kept in memory while the
 * team's sources do not change, and knowing that from one small read (the
 * team's stamp), never from reading the sources, whose passages are most of
 * a team's data; rebuilt when any process changes a source.
 */
import type { CommandStartedEvent } from 'mongodb';
import mongoose, { Types } from 'mongoose';
import { createUser, type TestUser } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { ChatSource } from '../../models/ChatSource';
import { clearRetrievalCache, searchPassages, sourcesChanged } from './index';
import { addSource, deleteSource, updateSource } from './sources';

let api: TestApi;
let user: TestUser;
const commands: CommandStartedEvent[] = [];

beforeAll(async () => {
  api = await startTestApi({}, { monitorCommands: true });
  user = await createUser(api);
  mongoose.connection.getClient().on('commandStarted', (event) => commands.push(event));
}, 60_000);

afterAll(() => api.close());

const text = (words: string) => ({ raw: Buffer.from(words), text: words });
const collectionsRead = () =>
  commands.filter((c) => c.commandName === 'find').map((c) => String(c.command.find));

describe('the team index', () => {
  it('answers an unchanged team from memory after one read of its stamp, reading no source', async () => {
    clearRetrievalCache();
    await addSource(user.auth, {
      type: 'info-base',
      kind: 'text',
      name: 'Ovens',
      ...text('Our stone ovens bake sourdough at two hundred and fifty degrees every morning.'),
    });
    expect((await searchPassages(user.teamId, 'sourdough ovens'))[0]?.name).toBe('Ovens');
    commands.length = 0;
    const hits = await searchPassages(user.teamId, 'stone ovens');
    expect(hits[0]?.name).toBe('Ovens');
    expect(collectionsRead()).toEqual(['source_stamps']);
  });

  it('sees what another process changed: a source stored elsewhere, with the stamp renewed', async () => {
    await searchPassages(user.teamId, 'anything');
    // What another API process's addSource leaves behind: the document and a new stamp.
    await ChatSource.create({
      teamId: new Types.ObjectId(user.teamId),
      createdBy: new Types.ObjectId(user.id),
      type: 'info-base',
      kind: 'text',
      name: 'Opening hours',
      size: 10,
      sha256: 'x'.repeat(64),
      words: 9,
      chunkCount: 1,
      chunks: [{ n: 0, text: 'The bakery opens at seven on weekdays and eight on Sundays.' }],
    });
    expect((await searchPassages(user.teamId, 'opens Sundays')).map((h) => h.name)).not.toContain(
      'Opening hours',
    );
    await sourcesChanged(user.teamId);
    expect((await searchPassages(user.teamId, 'opens Sundays'))[0]?.name).toBe('Opening hours');
  });

  it('follows renames and deletions made through the sources service', async () => {
    const source = await addSource(user.auth, {
      type: 'info-base',
      kind: 'text',
      name: 'Flour',
      ...text('We mill our own rye flour from grain grown two villages away.'),
    });
    expect((await searchPassages(user.teamId, 'rye flour'))[0]?.name).toBe('Flour');
    await updateSource(user.auth, String(source._id), { name: 'Rye flour' });
    expect((await searchPassages(user.teamId, 'rye flour'))[0]?.name).toBe('Rye flour');
    await deleteSource(user.auth, String(source._id));
    expect((await searchPassages(user.teamId, 'rye flour')).map((h) => h.name)).not.toContain('Rye flour');
  });

  it('renews the stamp when two first changes of a team race', async () => {
    const fresh = await createUser(api);
    await Promise.all([sourcesChanged(fresh.teamId), sourcesChanged(fresh.teamId)]);
    const stamps = await mongoose.connection
      .collection('source_stamps')
      .countDocuments({ _id: new Types.ObjectId(fresh.teamId) });
    expect(stamps).toBe(1);
  });
});

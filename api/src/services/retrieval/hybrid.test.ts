/**
 * Hybrid retrieval on the real database: passages embedded when a source is
 * added (the local OpenAI-compatible server's concept embeddings, which put
 * a paraphrase next to its passage without one shared word), a query
 * embedded once, the lexical and vector rankings fused. Another team's
 * vectors are never candidates; a provider that refuses embeddings leaves
 * the source searchable lexically, with the refusal recorded.
 */
import { createUser, type TestUser } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { createProvider } from '../../ai/factory';
import { OfflineProvider } from '../../ai/offline/provider';
import { type LocalOpenAiServer, startLocalOpenAiServer } from '../../ai/testing/openAiServer';
import { ChatSource } from '../../models/ChatSource';
import { PassageVector } from '../../models/PassageVector';
import { searchDocuments } from '../search/documents';
import { clearRetrievalCache, searchPassages, searchPassagesWithMode } from './index';
import { infoBasePassages } from './infoBase';
import { addSource, deleteSource } from './sources';

let api: TestApi;
let server: LocalOpenAiServer;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  server = await startLocalOpenAiServer({ embeddings: 'concepts' });
  alice = await createUser(api);
  bob = await createUser(api);
}, 60_000);

afterAll(async () => {
  await server.close();
  await api.close();
});

const provider = () =>
  createProvider({
    openai: { apiKey: 'test', baseURL: server.baseURL, model: 'local', largeModel: 'local', maxRetries: 0 },
  });

const text = (words: string) => ({ raw: Buffer.from(words), text: words });

/** The answering passage and its question share no word: only the embedding can match them. */
const GARAGE = 'Our workshop will repair your car within two working days, parts included.';
const QUESTION = 'Who can mend my automobile?';

async function addNotes(user: TestUser, withProvider = provider()) {
  const garage = await addSource(
    user.auth,
    { type: 'info-base', kind: 'text', name: 'Garage', ...text(GARAGE) },
    { provider: withProvider },
  );
  await addSource(
    user.auth,
    {
      type: 'info-base',
      kind: 'text',
      name: 'Bakery',
      ...text('The bakery sells sourdough loaves every morning from seven until noon.'),
    },
    { provider: withProvider },
  );
  return garage;
}

describe('hybrid retrieval', () => {
  it('finds a passage through its embedding alone, which the lexical index cannot', async () => {
    clearRetrievalCache();
    server.configure({ embeddings: 'concepts' });
    const garage = await addNotes(alice);
    expect(garage.embedding).toMatchObject({ state: 'ready', error: null });
    expect(await PassageVector.countDocuments({ sourceId: garage._id })).toBe(1);

    const lexical = await searchPassagesWithMode(alice.teamId, QUESTION, 5);
    expect(lexical.mode).toBe('lexical');
    expect(lexical.hits.map((h) => h.name)).not.toContain('Garage');

    const hybrid = await searchPassagesWithMode(alice.teamId, QUESTION, 5, {}, { provider: provider() });
    expect(hybrid.mode).toBe('hybrid');
    expect(hybrid.hits[0]?.name).toBe('Garage');
    expect(hybrid.hits[0]?.text).toBe(GARAGE);

    // Words both sides share still count: the fused ranking keeps the lexical match first.
    const both = await searchPassages(alice.teamId, 'sourdough loaves', 5, {}, { provider: provider() });
    expect(both[0]?.name).toBe('Bakery');
  });

  it('never uses another team’s vectors', async () => {
    clearRetrievalCache();
    server.configure({ embeddings: 'concepts' });
    // Bob's notes hold nothing about cars; Alice's garage passage must not reach him.
    await addSource(
      bob.auth,
      { type: 'info-base', kind: 'text', name: 'Bob’s bakery', ...text('We bake rye bread on Fridays.') },
      { provider: provider() },
    );
    const hits = await searchPassages(bob.teamId, QUESTION, 5, {}, { provider: provider() });
    expect(hits.map((h) => h.name)).not.toContain('Garage');
    expect(hits.every((h) => h.name === 'Bob’s bakery')).toBe(true);
    const bobSources = new Set(
      (await ChatSource.find({ teamId: bob.auth.teamId }, { _id: 1 }).lean()).map((s) => String(s._id)),
    );
    expect(hits.every((h) => bobSources.has(h.sourceId))).toBe(true);
  });

  it('keeps a source whose embeddings were refused: recorded, searched lexically, the query answered lexically', async () => {
    clearRetrievalCache();
    server.configure({
      embeddings: 'concepts',
      failEmbeddingsWith: { status: 400, message: 'no embeddings here' },
    });
    const carol = await createUser(api);
    const source = await addSource(
      carol.auth,
      {
        type: 'chat-file-upload',
        kind: 'text',
        name: 'Warranty',
        ...text('The kettle has a warranty of two years.'),
      },
      { provider: provider() },
    );
    expect(source.embedding).toMatchObject({ state: 'failed' });
    // The provider's refusal as the provider layer reports it (a clean message, no internals).
    expect(source.embedding?.error).toMatch(/AI service could not answer/);
    expect(await ChatSource.countDocuments({ _id: source._id })).toBe(1);
    expect(await PassageVector.countDocuments({ sourceId: source._id })).toBe(0);
    const found = await searchPassagesWithMode(
      carol.teamId,
      'kettle warranty',
      5,
      {},
      { provider: provider() },
    );
    expect(found.mode).toBe('lexical');
    expect(found.hits[0]?.name).toBe('Warranty');

    // A team with vectors whose query cannot be embedded: lexical, with the reason.
    const failing = await searchPassagesWithMode(alice.teamId, 'sourdough', 5, {}, { provider: provider() });
    expect(failing.mode).toBe('lexical');
    expect(failing.fallback).toMatch(/AI service could not answer/);
    expect(failing.hits[0]?.name).toBe('Bakery');
    server.configure({ embeddings: 'concepts' });
  });

  it('stores nothing for the offline writer, whose embeddings are only hashed words', async () => {
    const dave = await createUser(api);
    const source = await addSource(
      dave.auth,
      { type: 'info-base', kind: 'text', name: 'Notes', ...text('Hashed words are not meaning.') },
      { provider: new OfflineProvider() },
    );
    expect(source.embedding ?? null).toBeNull();
    expect(await PassageVector.countDocuments({ sourceId: source._id })).toBe(0);
    const found = await searchPassagesWithMode(
      dave.teamId,
      'hashed words',
      5,
      {},
      { provider: new OfflineProvider() },
    );
    expect(found.mode).toBe('lexical');
  });

  it('deletes a source’s vectors with it', async () => {
    server.configure({ embeddings: 'concepts' });
    const erin = await createUser(api);
    const garage = await addNotes(erin);
    expect(await PassageVector.countDocuments({ sourceId: garage._id })).toBe(1);
    await deleteSource(erin.auth, String(garage._id));
    expect(await PassageVector.countDocuments({ sourceId: garage._id })).toBe(0);
    const hits = await searchPassages(erin.teamId, QUESTION, 5, {}, { provider: provider() });
    expect(hits.map((h) => h.name)).not.toContain('Garage');
  });

  it('search-documents and the info base use the same hybrid search as chat', async () => {
    clearRetrievalCache();
    server.configure({ embeddings: 'concepts' });
    const fay = await createUser(api);
    await addNotes(fay);

    const words = await searchDocuments(fay.teamId, QUESTION, 5);
    expect(words.mode).toBe('lexical');
    expect(words.hits.map((h) => h.title)).not.toContain('Garage');
    const meaning = await searchDocuments(fay.teamId, QUESTION, 5, { provider: provider() });
    expect(meaning.mode).toBe('hybrid');
    expect(meaning.hits[0]).toMatchObject({ documentType: 'info-base', title: 'Garage', snippet: GARAGE });

    expect((await infoBasePassages(fay.teamId, QUESTION)).map((p) => p.name)).not.toContain('Garage');
    const cited = await infoBasePassages(fay.teamId, QUESTION, 6, { provider: provider() });
    expect(cited[0]).toMatchObject({ n: 1, name: 'Garage', text: GARAGE });
  });
});

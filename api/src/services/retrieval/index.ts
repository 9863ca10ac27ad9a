/**
 * Retrieval for chat with files: one lexical index per team, built from the
 * team's sources in the database and kept in memory while they do not
 * change. Every query is scoped to one team, so another team's passages are
 * never candidates. A change anywhere (another API process adding a file)
 * is seen by the next query: the index is tied to the team's stamp
 * (models/SourceStamp), one small document that every change to the team's
 * sources renews and every query reads.
 */
import { Types } from 'mongoose';
import { isDuplicateKey } from '../../db';
import { ChatSource, type ChatSourceDoc } from '../../models/ChatSource';
import { SourceStamp } from '../../models/SourceStamp';
import { LexicalIndex, type PassageHit, type SearchFilter } from './lexical';

export { type Passage, type PassageHit, processTerm, stem, surfaceWords, termsOf } from './lexical';

interface TeamIndex {
  signature: string;
  index: LexicalIndex;
}

/** Indexes kept at once (least recently used dropped first). */
const MAX_TEAMS = 64;
const cache = new Map<string, Promise<TeamIndex>>();

/** The team's stamp: it changes with every change to the team's sources ('none' before the first). */
async function signatureOf(teamId: Types.ObjectId): Promise<string> {
  const row = await SourceStamp.findById(teamId, { stamp: 1 }).lean<{ stamp: string }>();
  return row?.stamp ?? 'none';
}

/**
 * Records that the team's sources changed, after the change: the next query
 * in every API process sees a new stamp and rebuilds the team's index.
 */
export async function sourcesChanged(teamId: string | Types.ObjectId): Promise<void> {
  const _id = new Types.ObjectId(String(teamId));
  const set = { $set: { stamp: new Types.ObjectId().toHexString(), updatedAt: new Date() } };
  try {
    await SourceStamp.updateOne({ _id }, set, { upsert: true });
  } catch (err) {
    // Two first changes at once: both upserts insert, one loses on the unique _id; it updates.
    if (!isDuplicateKey(err)) throw err;
    await SourceStamp.updateOne({ _id }, set);
  }
}

async function build(teamId: Types.ObjectId, signature: string): Promise<TeamIndex> {
  const sources = await ChatSource.find({ teamId }, { name: 1, type: 1, chunks: 1 }).lean<ChatSourceDoc[]>();
  const index = new LexicalIndex(
    sources.flatMap((s) =>
      s.chunks.map((c) => ({
        id: `${s._id}:${c.n}`,
        sourceId: String(s._id),
        type: s.type,
        name: s.name,
        chunk: c.n,
        text: c.text,
      })),
    ),
  );
  return { signature, index };
}

/** The team's index, rebuilt when its sources changed since it was built. */
export async function teamIndex(teamId: string | Types.ObjectId): Promise<LexicalIndex> {
  const id = new Types.ObjectId(String(teamId));
  const key = String(id);
  const signature = await signatureOf(id);
  const cached = cache.get(key);
  if (cached) {
    const current = await cached.catch(() => undefined);
    if (current && current.signature === signature) {
      cache.delete(key);
      cache.set(key, cached);
      return current.index;
    }
  }
  const building = build(id, signature);
  cache.set(key, building);
  building.catch(() => cache.delete(key));
  while (cache.size > MAX_TEAMS) cache.delete(cache.keys().next().value as string);
  return (await building).index;
}

/** The best passages of a team's sources for `query`. */
export async function searchPassages(
  teamId: string | Types.ObjectId,
  query: string,
  limit = 5,
  filter: SearchFilter = {},
): Promise<PassageHit[]> {
  return (await teamIndex(teamId)).query(query, limit, filter);
}

/** Forgets every cached index (tests). */
export function clearRetrievalCache() {
  cache.clear();
}

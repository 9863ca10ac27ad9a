/**
 * Retrieval for chat with files: one lexical index per team, built from the
 * team's sources in the database and kept in memory while they do not
 * change. Every query is scoped to one team, so another team's passages are
 * never candidates. A change anywhere (another API process adding a file)
 * is seen by the next query: the index is tied to the team's list of
 * source ids and update times, which is read on every query.
 */
import { Types } from 'mongoose';
import { ChatSource, type ChatSourceDoc } from '../../models/ChatSource';
import { LexicalIndex, type PassageHit, type SearchFilter } from './lexical';

export { type Passage, type PassageHit, processTerm, stem, termsOf } from './lexical';

interface TeamIndex {
  signature: string;
  index: LexicalIndex;
}

/** Indexes kept at once (least recently used dropped first). */
const MAX_TEAMS = 64;
const cache = new Map<string, Promise<TeamIndex>>();

async function signatureOf(teamId: Types.ObjectId): Promise<string> {
  const rows = await ChatSource.find({ teamId }, { _id: 1, updatedAt: 1 })
    .sort({ _id: 1 })
    .lean<{ _id: Types.ObjectId; updatedAt: Date }[]>();
  return rows.map((r) => `${r._id}@${r.updatedAt.getTime()}`).join(',');
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

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
import type { AiProvider } from '../../ai/provider';
import { isDuplicateKey } from '../../db';
import { ChatSource, type ChatSourceDoc } from '../../models/ChatSource';
import { SourceStamp } from '../../models/SourceStamp';
import { LexicalIndex, type PassageHit, type SearchFilter } from './lexical';
import { loadVectors, nearest, normalised, type VectorMatrix, vectorModelOf } from './vectors';

export { type Passage, type PassageHit, processTerm, stem, surfaceWords, termsOf } from './lexical';

interface TeamIndex {
  signature: string;
  index: LexicalIndex;
  /** The team's passage vectors, one matrix per embedding model (empty: lexical only). */
  vectors: Map<string, VectorMatrix>;
  /** The team's sources (id → name) as of the stamp. */
  names: Map<string, string>;
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
  const vectors = await loadVectors(teamId, index.positionById);
  const names = new Map(sources.map((s) => [String(s._id), s.name]));
  return { signature, index, vectors, names };
}

/** The team's index, rebuilt when its sources changed since it was built. */
async function teamIndex(teamId: string | Types.ObjectId): Promise<TeamIndex> {
  const id = new Types.ObjectId(String(teamId));
  const key = String(id);
  const signature = await signatureOf(id);
  const cached = cache.get(key);
  if (cached) {
    const current = await cached.catch(() => undefined);
    if (current && current.signature === signature) {
      cache.delete(key);
      cache.set(key, cached);
      return current;
    }
  }
  const building = build(id, signature);
  cache.set(key, building);
  building.catch(() => cache.delete(key));
  while (cache.size > MAX_TEAMS) cache.delete(cache.keys().next().value as string);
  return building;
}

/**
 * The team's sources by id (their names), from the team index: as current
 * as its stamp, read now, and without reading the sources (a chat naming 50
 * files checks them all from memory).
 */
export async function teamSourceNames(teamId: string | Types.ObjectId): Promise<ReadonlyMap<string, string>> {
  return (await teamIndex(teamId)).names;
}

export interface SearchOptions {
  /**
   * The team's AI provider: when the team's passages have vectors of its
   * embedding model, the query is embedded and retrieval is hybrid.
   */
  provider?: AiProvider;
  signal?: AbortSignal;
}

export interface PassageSearch {
  hits: PassageHit[];
  /** 'hybrid' when the vector ranking took part; 'lexical' otherwise. */
  mode: 'hybrid' | 'lexical';
  /** Why a team with vectors was searched lexically only (the query could not be embedded). */
  fallback?: string;
}

/** Candidates each ranking gives the fusion. */
const CANDIDATES = 50;
/** Reciprocal rank fusion's constant (Cormack et al.): 1 / (K + rank). */
const RRF_K = 60;

/** Recently embedded queries per provider (chat regenerations and repeated searches embed once). */
const queryVectors = new WeakMap<AiProvider, Map<string, { model: string; vector: Float32Array }>>();
const QUERY_CACHE = 256;

async function embedQuery(provider: AiProvider, query: string, signal?: AbortSignal) {
  let cache = queryVectors.get(provider);
  if (!cache) {
    cache = new Map();
    queryVectors.set(provider, cache);
  }
  const known = cache.get(query);
  if (known) return known;
  const result = await provider.embed([query], { signal });
  const vector = result.vectors[0];
  if (result.kind !== 'semantic' || !vector) return undefined;
  const entry = { model: vectorModelOf(provider, result), vector: normalised(vector) };
  cache.set(query, entry);
  while (cache.size > QUERY_CACHE) cache.delete(cache.keys().next().value as string);
  return entry;
}

/**
 * The best passages of a team's sources for `query`, and how they were
 * found. Lexical (BM25) always; when the team's passages have vectors and
 * the provider embeds the query with the same model, the lexical and vector
 * rankings are fused by reciprocal rank. A query that cannot be embedded
 * (the provider fails) is answered lexically, never with an error.
 */
export async function searchPassagesWithMode(
  teamId: string | Types.ObjectId,
  query: string,
  limit = 5,
  filter: SearchFilter = {},
  options: SearchOptions = {},
): Promise<PassageSearch> {
  return searchIn(await teamIndex(teamId), query, limit, filter, options);
}

/** One team's index as of one read of its stamp: its sources' names, and the search over them. */
export interface TeamSearch {
  /** The team's sources by id (their names), for ownership checks. */
  names: ReadonlyMap<string, string>;
  /** searchPassagesWithMode over this same index, without reading the stamp again. */
  search(
    query: string,
    limit?: number,
    filter?: SearchFilter,
    options?: SearchOptions,
  ): Promise<PassageSearch>;
}

/**
 * The team's index for a check and a search in a row (chat: the named
 * sources are the team's, then their passages): one read of the stamp
 * instead of one each, before a chat's first byte.
 */
export async function teamSearch(teamId: string | Types.ObjectId): Promise<TeamSearch> {
  const team = await teamIndex(teamId);
  return {
    names: team.names,
    search: (query, limit = 5, filter = {}, options = {}) => searchIn(team, query, limit, filter, options),
  };
}

async function searchIn(
  team: TeamIndex,
  query: string,
  limit: number,
  filter: SearchFilter,
  options: SearchOptions,
): Promise<PassageSearch> {
  const { index, vectors } = team;
  const { provider } = options;
  if (!provider || vectors.size === 0 || !query.trim())
    return { hits: index.query(query, limit, filter), mode: 'lexical' };
  let embedded: Awaited<ReturnType<typeof embedQuery>>;
  try {
    embedded = await embedQuery(provider, query, options.signal);
  } catch (err) {
    if (options.signal?.aborted) throw err;
    const fallback = err instanceof Error ? err.message : String(err);
    return { hits: index.query(query, limit, filter), mode: 'lexical', fallback };
  }
  const matrix = embedded && vectors.get(embedded.model);
  if (!embedded || !matrix || matrix.dimensions !== embedded.vector.length)
    return { hits: index.query(query, limit, filter), mode: 'lexical' };
  const lexical = index.query(query, CANDIDATES, filter);
  const close = nearest(matrix, embedded.vector, CANDIDATES, (position) => {
    const p = index.at(position);
    return Boolean(p && LexicalIndex.accepts(p, filter));
  }).filter((n) => n.similarity > 0);
  const fused = new Map<string, PassageHit>();
  const add = (p: Omit<PassageHit, 'score'>, rank: number) => {
    const known = fused.get(p.id);
    const score = 1 / (RRF_K + rank + 1);
    if (known) known.score += score;
    else fused.set(p.id, { ...p, score });
  };
  lexical.forEach((hit, rank) => {
    add(hit, rank);
  });
  close.forEach((n, rank) => {
    const p = index.at(n.passage);
    if (p) add(p, rank);
  });
  const hits = [...fused.values()].sort((a, b) => b.score - a.score).slice(0, limit);
  return { hits, mode: 'hybrid' };
}

/** The best passages of a team's sources for `query` (hybrid when `options.provider` allows it). */
export async function searchPassages(
  teamId: string | Types.ObjectId,
  query: string,
  limit = 5,
  filter: SearchFilter = {},
  options: SearchOptions = {},
): Promise<PassageHit[]> {
  return (await searchPassagesWithMode(teamId, query, limit, filter, options)).hits;
}

/** Forgets every cached index (tests). */
export function clearRetrievalCache() {
  cache.clear();
}

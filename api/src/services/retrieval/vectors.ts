/**
 * The embedding side of hybrid retrieval. When the team's provider gives
 * semantic embeddings, a source's passages are embedded when it is added
 * (POST /api/train), in batches, and stored as float32 vectors
 * (models/PassageVector); the source records whether that worked
 * (ChatSource.embedding). A provider whose embeddings are lexical (the
 * offline writer's hashed words) adds nothing over the lexical index, so
 * nothing is stored and retrieval stays lexical. A refused embedding never
 * loses the source: it is already stored and searched lexically; the
 * failure is recorded on it.
 *
 * Not charged: SPEC §9 prices generation and indexing of pages, not the
 * embeddings of a user's own files (the words of the answers are charged).
 */
import { Types } from 'mongoose';
import type { AiProvider, EmbedResult } from '../../ai/provider';
import { ChatSource } from '../../models/ChatSource';
import { PassageVector } from '../../models/PassageVector';

/** Passages per embeddings request. */
export const EMBED_BATCH = 64;
/** The longest text sent per passage (characters): passages are ~60 words, this only guards odd ones. */
const MAX_EMBED_CHARS = 4000;

/** What identifies comparable vectors: the provider, its model and the vector length. */
export function vectorModelOf(provider: Pick<AiProvider, 'name'>, result: EmbedResult): string {
  return `${provider.name}:${result.model ?? 'default'}:${result.dimensions}`;
}

/** A vector as float32, L2-normalised (a dot product is then the cosine). */
export function normalised(vector: readonly number[]): Float32Array {
  const out = Float32Array.from(vector);
  let sum = 0;
  for (const v of out) sum += v * v;
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) / norm;
  return out;
}

function pack(vectors: readonly number[][], dimensions: number): Buffer {
  const all = new Float32Array(vectors.length * dimensions);
  vectors.forEach((v, i) => {
    all.set(normalised(v), i * dimensions);
  });
  return Buffer.from(all.buffer, all.byteOffset, all.byteLength);
}

/** Floats of a stored batch (a copy: the stored buffer may not be 4-byte aligned). */
export function unpack(data: Buffer | { buffer: Buffer }): Float32Array {
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data.buffer);
  const copy = new Uint8Array(bytes.length);
  copy.set(bytes);
  return new Float32Array(copy.buffer, 0, Math.floor(bytes.length / 4));
}

export type EmbedOutcome =
  | { state: 'ready'; model: string }
  | { state: 'failed'; error: string }
  /** The provider's embeddings are lexical: nothing stored. */
  | { state: 'none' };

type EmbeddableSource = {
  _id: Types.ObjectId;
  teamId: Types.ObjectId;
  chunks: readonly { n: number; text: string }[];
};

/** A failure as the source records it: the provider layer's clean message, bounded. */
export function embedFailure(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.slice(0, 500) || 'The provider refused the embeddings.';
}

/**
 * Embeds a source's passages, batch by batch (`onBatch` hears the passages
 * done so far), and stores the vectors in place of any earlier ones.
 * Throws the provider's failure: the caller records it or retries.
 */
export async function embedPassages(
  provider: AiProvider,
  source: EmbeddableSource,
  onBatch?: (done: number, total: number) => Promise<void>,
): Promise<{ state: 'ready'; model: string } | { state: 'none' }> {
  const sourceId = new Types.ObjectId(String(source._id));
  const teamId = new Types.ObjectId(String(source.teamId));
  const chunks = [...source.chunks].sort((a, b) => a.n - b.n);
  const rows: { from: number; count: number; dimensions: number; data: Buffer }[] = [];
  let model: string | undefined;
  for (let i = 0; i < chunks.length; i += EMBED_BATCH) {
    const batch = chunks.slice(i, i + EMBED_BATCH);
    const result = await provider.embed(batch.map((c) => c.text.slice(0, MAX_EMBED_CHARS)));
    if (result.kind !== 'semantic') return { state: 'none' };
    if (result.vectors.length !== batch.length || result.dimensions <= 0)
      throw new Error(
        `The provider answered ${result.vectors.length} embeddings for ${batch.length} passages.`,
      );
    const batchModel = vectorModelOf(provider, result);
    if (model && model !== batchModel) throw new Error('The provider changed embedding models mid-file.');
    model = batchModel;
    rows.push({
      from: batch[0]?.n ?? i,
      count: batch.length,
      dimensions: result.dimensions,
      data: pack(result.vectors, result.dimensions),
    });
    await onBatch?.(i + batch.length, chunks.length);
  }
  if (!model) return { state: 'none' };
  await PassageVector.deleteMany({ sourceId });
  await PassageVector.insertMany(rows.map((r) => ({ ...r, teamId, sourceId, model })));
  // Deleted while it was embedded: its vectors go too.
  if (!(await ChatSource.exists({ _id: sourceId, teamId }))) await PassageVector.deleteMany({ sourceId });
  return { state: 'ready', model };
}

/**
 * Embeds a stored source's passages now, in this request, and records the
 * outcome on the source (used where no job engine runs: no REDIS_URL).
 * Never throws for the provider's sake: a refusal is recorded and the
 * source stays searchable lexically; the user may retry it by hand.
 */
export async function embedSource(provider: AiProvider, source: EmbeddableSource): Promise<EmbedOutcome> {
  let outcome: EmbedOutcome;
  try {
    outcome = await embedPassages(provider, source);
  } catch (err) {
    outcome = { state: 'failed', error: embedFailure(err) };
  }
  if (outcome.state === 'none') return outcome;
  const total = source.chunks.length;
  await ChatSource.updateOne(
    { _id: source._id, teamId: source.teamId },
    {
      $set: {
        embedding: {
          state: outcome.state,
          model: outcome.state === 'ready' ? outcome.model : null,
          error: outcome.state === 'failed' ? outcome.error : null,
          done: outcome.state === 'ready' ? total : 0,
          total,
          attempt: 1,
          maxAttempts: 1,
          token: null,
          at: new Date(),
        },
      },
    },
  );
  return outcome;
}

/** Forgets the vectors of deleted sources. */
export async function deleteVectors(teamId: Types.ObjectId, sourceIds: readonly string[]): Promise<void> {
  if (sourceIds.length === 0) return;
  await PassageVector.deleteMany({
    teamId,
    sourceId: { $in: sourceIds.map((id) => new Types.ObjectId(id)) },
  });
}

/** The vectors of one model in an index: row r is passage `passageOf[r]` of the index. */
export interface VectorMatrix {
  model: string;
  dimensions: number;
  rows: number;
  data: Float32Array;
  passageOf: Int32Array;
}

/**
 * The team's stored vectors, one matrix per model, rows mapped to the
 * index's passages by `${sourceId}:${chunk}` (vectors of passages the index
 * does not hold, a source deleted meanwhile, are left out).
 */
export async function loadVectors(
  teamId: Types.ObjectId,
  positionOf: ReadonlyMap<string, number>,
): Promise<Map<string, VectorMatrix>> {
  const docs = await PassageVector.find(
    { teamId },
    { sourceId: 1, model: 1, dimensions: 1, from: 1, count: 1, data: 1 },
  ).lean<
    {
      sourceId: Types.ObjectId;
      model: string;
      dimensions: number;
      from: number;
      count: number;
      data: Buffer;
    }[]
  >();
  const byModel = new Map<string, { dimensions: number; parts: { floats: Float32Array; at: number }[] }>();
  for (const doc of docs) {
    const floats = unpack(doc.data);
    let entry = byModel.get(doc.model);
    if (!entry) {
      entry = { dimensions: doc.dimensions, parts: [] };
      byModel.set(doc.model, entry);
    }
    if (entry.dimensions !== doc.dimensions) continue;
    for (let k = 0; k < doc.count; k++) {
      const at = positionOf.get(`${doc.sourceId}:${doc.from + k}`);
      if (at === undefined) continue;
      entry.parts.push({ floats: floats.subarray(k * doc.dimensions, (k + 1) * doc.dimensions), at });
    }
  }
  const matrices = new Map<string, VectorMatrix>();
  for (const [model, { dimensions, parts }] of byModel) {
    if (parts.length === 0) continue;
    const data = new Float32Array(parts.length * dimensions);
    const passageOf = new Int32Array(parts.length);
    parts.forEach((p, r) => {
      data.set(p.floats, r * dimensions);
      passageOf[r] = p.at;
    });
    matrices.set(model, { model, dimensions, rows: parts.length, data, passageOf });
  }
  return matrices;
}

/**
 * The rows of `matrix` most similar to `query` (a normalised vector), best
 * first, at most `limit`, among the passages `accept` lets through.
 */
export function nearest(
  matrix: VectorMatrix,
  query: Float32Array,
  limit: number,
  accept: (passage: number) => boolean,
): { passage: number; similarity: number }[] {
  const { dimensions, data, rows, passageOf } = matrix;
  const best: { passage: number; similarity: number }[] = [];
  for (let r = 0; r < rows; r++) {
    const passage = passageOf[r] as number;
    if (!accept(passage)) continue;
    let dot = 0;
    const base = r * dimensions;
    for (let d = 0; d < dimensions; d++) dot += (data[base + d] as number) * (query[d] as number);
    if (best.length < limit) {
      best.push({ passage, similarity: dot });
      best.sort((a, b) => b.similarity - a.similarity);
    } else if (dot > (best[limit - 1] as { similarity: number }).similarity) {
      best[limit - 1] = { passage, similarity: dot };
      best.sort((a, b) => b.similarity - a.similarity);
    }
  }
  return best;
}

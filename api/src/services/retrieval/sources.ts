/**
 * The team's sources for chat with files (SPEC §9: chat-file-upload,
 * info-base, web-page): stored with their passages, listed, renamed, moved
 * between the chat files and the info base, deleted. Every query filters by
 * the team (ownerScope): another team's source is not found (404).
 */
import { createHash } from 'node:crypto';
import type { SourceKind, SourceType } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import type { AiProvider } from '../../ai/provider';
import { NotFound, ValidationError } from '../../errors';
import type { AuthUser } from '../../identity';
import type { JobEngine } from '../../jobs/engine';
import { ChatSource, type ChatSourceDoc } from '../../models/ChatSource';
import { ownerScope } from '../../policies';
import { chunkText, wordCount } from './chunk';
import { startEmbedding } from './embedJob';
import { sourcesChanged, teamSourceNames } from './index';
import { deleteVectors } from './vectors';

/** The most sources a team keeps. */
export const MAX_SOURCES_PER_TEAM = 2000;

const notFound = () => NotFound('File not found.');

export interface NewSource {
  type: SourceType;
  kind: SourceKind;
  name: string;
  url?: string | null;
  /** The bytes received. */
  raw: Buffer;
  text: string;
}

/**
 * Stores a source cut into passages; with a provider, embeds its passages
 * too (embedJob.ts): on the job engine when one is given (the source is
 * answered 'indexing' and searched by its words meanwhile), else in this
 * call (a refusal is recorded on the source, which stays searchable).
 */
export async function addSource(
  user: AuthUser,
  source: NewSource,
  options: { provider?: AiProvider; engine?: JobEngine } = {},
): Promise<ChatSourceDoc> {
  const scope = ownerScope(user);
  if ((await ChatSource.countDocuments(scope)) >= MAX_SOURCES_PER_TEAM)
    throw ValidationError(`A team keeps at most ${MAX_SOURCES_PER_TEAM} files: delete some first.`);
  const chunks = chunkText(source.text).map((text, n) => ({ n, text }));
  if (chunks.length === 0) throw ValidationError('No text could be read from this source.');
  const doc = await ChatSource.create({
    ...scope,
    createdBy: new Types.ObjectId(user.id),
    type: source.type,
    kind: source.kind,
    name: source.name,
    url: source.url ?? null,
    size: source.raw.length,
    sha256: createHash('sha256').update(source.raw).digest('hex'),
    words: wordCount(source.text),
    chunkCount: chunks.length,
    chunks,
  });
  // Searchable (lexically) from here on, whatever the embeddings do.
  await sourcesChanged(scope.teamId);
  const stored = doc.toObject() as ChatSourceDoc;
  if (!options.provider) return stored;
  if (options.provider.name === 'offline') return stored;
  await startEmbedding(options.provider, options.engine, stored);
  return (await ChatSource.findById(stored._id).lean<ChatSourceDoc>()) ?? stored;
}

/** The team's sources, newest first, without their passages' text. */
export async function listSources(user: AuthUser, type?: SourceType): Promise<ChatSourceDoc[]> {
  const filter = { ...ownerScope(user), ...(type ? { type } : {}) };
  const docs = await ChatSource.find(filter, { chunks: 0 })
    .sort({ createdAt: -1, _id: -1 })
    .limit(MAX_SOURCES_PER_TEAM)
    .lean<ChatSourceDoc[]>();
  return docs;
}

export async function getSource(user: AuthUser, id: string): Promise<ChatSourceDoc> {
  const doc = await ChatSource.findOne({
    _id: new Types.ObjectId(id),
    ...ownerScope(user),
  }).lean<ChatSourceDoc>();
  if (!doc) throw notFound();
  return doc;
}

export async function updateSource(
  user: AuthUser,
  id: string,
  patch: { name?: string; type?: SourceType },
): Promise<ChatSourceDoc> {
  const set: Record<string, unknown> = {};
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.type !== undefined) set.type = patch.type;
  const filter = { _id: new Types.ObjectId(id), ...ownerScope(user) };
  const { matchedCount } = await ChatSource.updateOne(filter, { $set: set });
  if (matchedCount !== 1) throw notFound();
  await sourcesChanged(filter.teamId);
  const doc = await ChatSource.findOne(filter, { chunks: 0 }).lean<ChatSourceDoc>();
  if (!doc) throw notFound();
  return doc;
}

export async function deleteSource(user: AuthUser, id: string): Promise<void> {
  const scope = ownerScope(user);
  const { deletedCount } = await ChatSource.deleteOne({ _id: new Types.ObjectId(id), ...scope });
  if (deletedCount !== 1) throw notFound();
  await deleteVectors(scope.teamId, [id]);
  await sourcesChanged(scope.teamId);
}

/** Deletes the team's sources among `ids` (one query per id: equality filters stay in the database); answers the ids deleted. */
export async function deleteSources(user: AuthUser, ids: string[]): Promise<string[]> {
  const scope = ownerScope(user);
  const deleted: string[] = [];
  for (const id of new Set(ids)) {
    const { deletedCount } = await ChatSource.deleteOne({ _id: new Types.ObjectId(id), ...scope });
    if (deletedCount === 1) deleted.push(id);
  }
  await deleteVectors(scope.teamId, deleted);
  if (deleted.length) await sourcesChanged(scope.teamId);
  return deleted;
}

/**
 * Checks that every id is one of the team's sources (404 otherwise); answers
 * their names by id. Read from the team index (one read of the team's stamp
 * when nothing changed), not one query per id: a chat names up to 50 files.
 */
export async function ownedSources(
  user: AuthUser,
  ids: readonly string[],
  /** The team's sources by id when the caller has read them already (retrieval's teamSearch). */
  teamNames?: ReadonlyMap<string, string>,
): Promise<Map<string, string>> {
  const known = teamNames ?? (await teamSourceNames(ownerScope(user).teamId));
  const names = new Map<string, string>();
  for (const id of new Set(ids)) {
    const name = known.get(id);
    if (name === undefined) throw notFound();
    names.set(id, name);
  }
  return names;
}

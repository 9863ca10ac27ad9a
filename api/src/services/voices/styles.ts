/**
 * A team's brand voices: stored, listed, renamed, edited and deleted by any
 * member; another team's are not found (404). Creating one is the command
 * commands/generateStyle.ts (it measures and describes the samples).
 */
import type { StylePatchBody, StyleTraits } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import type { VoiceBrief } from '../../ai/voice';
import { NotFound } from '../../errors';
import type { AuthUser } from '../../identity';
import { Style, type StyleDoc } from '../../models/Style';
import { ownerScope } from '../../policies';

export const MAX_STYLES_LISTED = 200;
const notFound = () => NotFound('Brand voice not found.');

export interface NewStyle {
  name: string;
  description: string;
  traits: StyleTraits;
  writer: string;
  sourceUrl: string | null;
  sample: string;
}

export async function createStyle(user: AuthUser, input: NewStyle): Promise<StyleDoc> {
  const doc = await Style.create({ ...input, ...ownerScope(user), createdBy: new Types.ObjectId(user.id) });
  return doc.toObject() as StyleDoc;
}

export function listStyles(user: AuthUser) {
  return Style.find(ownerScope(user))
    .sort({ createdAt: -1, _id: -1 })
    .limit(MAX_STYLES_LISTED)
    .lean<StyleDoc[]>();
}

export async function getStyle(user: AuthUser, id: string): Promise<StyleDoc> {
  const doc = await Style.findOne({ _id: new Types.ObjectId(id), ...ownerScope(user) }).lean<StyleDoc>();
  if (!doc) throw notFound();
  return doc;
}

export async function updateStyle(user: AuthUser, id: string, patch: StylePatchBody): Promise<StyleDoc> {
  const filter = { _id: new Types.ObjectId(id), ...ownerScope(user) };
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  // FerretDB updates read, then write: match first, then read the result back.
  const { matchedCount } = await Style.updateOne(filter, { $set: set });
  if (matchedCount !== 1) throw notFound();
  return getStyle(user, id);
}

export async function deleteStyle(user: AuthUser, id: string): Promise<void> {
  const { deletedCount } = await Style.deleteOne({ _id: new Types.ObjectId(id), ...ownerScope(user) });
  if (deletedCount !== 1) throw notFound();
}

/** A voice as the operations take it (chat, article): its description and the traits a writer follows. */
export function styleBrief(doc: StyleDoc): VoiceBrief {
  const t = doc.traits as StyleTraits;
  return {
    name: doc.name,
    description: doc.description,
    person: t.person.dominant,
    contractions: t.contractions,
    sentenceWords: t.sentenceLength.average,
    flesch: t.readingLevel.flesch,
    grade: t.readingLevel.grade,
    questions: t.punctuation.questions,
    phrases: t.topPhrases.slice(0, 5),
  };
}

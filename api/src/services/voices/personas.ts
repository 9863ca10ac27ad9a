/** A team's personas: who its articles and chat answers speak to. Another team's are 404. */
import type { PersonaCreateBody, PersonaPatchBody } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import type { PersonaBrief } from '../../ai/voice';
import { NotFound } from '../../errors';
import type { AuthUser } from '../../identity';
import { Persona, type PersonaDoc } from '../../models/Persona';
import { ownerScope } from '../../policies';

export const MAX_PERSONAS_LISTED = 200;
const notFound = () => NotFound('Persona not found.');

export async function createPersona(user: AuthUser, input: PersonaCreateBody): Promise<PersonaDoc> {
  const doc = await Persona.create({ ...input, ...ownerScope(user), createdBy: new Types.ObjectId(user.id) });
  return doc.toObject() as PersonaDoc;
}

export function listPersonas(user: AuthUser) {
  return Persona.find(ownerScope(user))
    .sort({ createdAt: -1, _id: -1 })
    .limit(MAX_PERSONAS_LISTED)
    .lean<PersonaDoc[]>();
}

export async function getPersona(user: AuthUser, id: string): Promise<PersonaDoc> {
  const doc = await Persona.findOne({ _id: new Types.ObjectId(id), ...ownerScope(user) }).lean<PersonaDoc>();
  if (!doc) throw notFound();
  return doc;
}

export async function updatePersona(
  user: AuthUser,
  id: string,
  patch: PersonaPatchBody,
): Promise<PersonaDoc> {
  const filter = { _id: new Types.ObjectId(id), ...ownerScope(user) };
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const { matchedCount } = await Persona.updateOne(filter, { $set: set });
  if (matchedCount !== 1) throw notFound();
  return getPersona(user, id);
}

export async function deletePersona(user: AuthUser, id: string): Promise<void> {
  const { deletedCount } = await Persona.deleteOne({ _id: new Types.ObjectId(id), ...ownerScope(user) });
  if (deletedCount !== 1) throw notFound();
}

/** A persona as the operations take it. */
export function personaBrief(doc: PersonaDoc): PersonaBrief {
  return {
    name: doc.name,
    role: doc.role,
    goals: [...doc.goals],
    pains: [...doc.pains],
    knowledgeLevel: doc.knowledgeLevel as PersonaBrief['knowledgeLevel'],
    tone: doc.tone ?? '',
  };
}

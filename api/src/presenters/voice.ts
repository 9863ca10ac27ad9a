import type { PersonaView, StyleTraits, StyleView } from '@inkpress/shared-core';
import type { PersonaDoc } from '../models/Persona';
import type { StyleDoc } from '../models/Style';

/** Words of the sample shown with a voice. */
const EXCERPT_WORDS = 40;

/** A brand voice (SPEC §3 settings "styles"); the sample itself stays on the server, an excerpt is shown. */
export function presentStyle(doc: StyleDoc): StyleView {
  const words = doc.sample.split(/\s+/).filter(Boolean);
  return {
    id: String(doc._id),
    name: doc.name,
    description: doc.description,
    traits: doc.traits as StyleTraits,
    writer: doc.writer,
    sourceUrl: doc.sourceUrl ?? null,
    excerpt: words.slice(0, EXCERPT_WORDS).join(' ') + (words.length > EXCERPT_WORDS ? '…' : ''),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/** A persona: who an article speaks to. */
export function presentPersona(doc: PersonaDoc): PersonaView {
  return {
    id: String(doc._id),
    name: doc.name,
    role: doc.role,
    goals: [...doc.goals],
    pains: [...doc.pains],
    knowledgeLevel: doc.knowledgeLevel as PersonaView['knowledgeLevel'],
    tone: doc.tone ?? '',
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/**
 * A brand voice and a persona as operation input (chat, article): the parts
 * a prompt states, in a shape the offline writer can follow too (it cannot
 * read a description, but it can write in the second person, use
 * contractions, keep sentences short and speak to a persona's role and pains).
 */
import { knowledgeLevels, voicePersons } from '@inkpress/shared-core';
import { z } from 'zod';
import { shortBudget } from './prompt';

export const VoiceBrief = z.object({
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().max(4000).default(''),
  /** The person the voice mostly speaks in. */
  person: z.enum(voicePersons),
  /** Contractions per 100 words. */
  contractions: z.number().min(0).max(100),
  /** Mean words per sentence. */
  sentenceWords: z.number().min(0).max(200),
  /** Flesch reading ease and Flesch–Kincaid grade. */
  flesch: z.number().min(-300).max(200),
  grade: z.number().min(-20).max(100),
  /** Questions per 100 sentences. */
  questions: z.number().min(0).max(100).default(0),
  phrases: z.array(z.string().trim().max(80)).max(10).default([]),
});
export type VoiceBrief = z.output<typeof VoiceBrief>;

export const PersonaBrief = z.object({
  name: z.string().trim().min(1).max(80),
  role: z.string().trim().min(1).max(120),
  goals: z.array(z.string().trim().max(200)).max(10).default([]),
  pains: z.array(z.string().trim().max(200)).max(10).default([]),
  knowledgeLevel: z.enum(knowledgeLevels),
  tone: z.string().trim().max(80).default(''),
});
export type PersonaBrief = z.output<typeof PersonaBrief>;

/** A voice as the operations take it: a brief from a saved voice, or free text (a description). */
export const voiceField = z.union([z.string().trim().max(4000), VoiceBrief]);
export const personaField = z.union([z.string().trim().max(4000), PersonaBrief]);

const personWords: Record<VoiceBrief['person'], string> = {
  first: 'the first person ("we", "I")',
  second: 'the second person, addressing the reader as "you"',
  third: 'the third person, without addressing the reader',
};

/** The brand voice paragraph of a prompt. */
export function voiceText(voice: string | VoiceBrief): string {
  if (typeof voice === 'string') return shortBudget(voice, 500);
  const rules = [
    `Write in ${personWords[voice.person]}.`,
    `Aim for about ${Math.round(voice.sentenceWords)} words per sentence and a Flesch reading ease near ` +
      `${Math.round(voice.flesch)} (grade ${voice.grade}).`,
    voice.contractions >= 1
      ? `Use contractions freely (about ${voice.contractions} per 100 words).`
      : 'Avoid contractions.',
    voice.questions >= 10 && 'Ask the reader questions now and then.',
    voice.phrases.length > 0 && `Phrases this voice uses: ${voice.phrases.map((p) => `"${p}"`).join(', ')}.`,
  ].filter(Boolean);
  return [
    `"${voice.name}"${voice.description ? `: ${shortBudget(voice.description, 350)}` : ''}`,
    `Measured traits: ${rules.join(' ')}`,
  ].join('\n');
}

const knowledgeWords: Record<PersonaBrief['knowledgeLevel'], string> = {
  beginner: 'a beginner: explain terms and skip jargon',
  intermediate: 'knows the basics: skip the definitions, give practical detail',
  expert: 'an expert: be precise and go deep, no basics',
};

/** The persona paragraph of a prompt: who the text is for. */
export function personaText(persona: string | PersonaBrief): string {
  if (typeof persona === 'string') return shortBudget(persona, 500);
  return [
    `${persona.name}, ${persona.role}.`,
    persona.goals.length > 0 && `Goals: ${persona.goals.join('; ')}.`,
    persona.pains.length > 0 && `Pains: ${persona.pains.join('; ')}.`,
    `Knowledge: ${knowledgeWords[persona.knowledgeLevel]}.`,
    persona.tone && `Prefers a ${persona.tone} tone.`,
  ]
    .filter(Boolean)
    .join('\n');
}

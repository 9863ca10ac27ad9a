import { z } from 'zod';
import { body, optionalTextField, textField } from './fields';

/**
 * Brand voices (SPEC §3 settings "styles") and personas: how a team writes
 * and who it writes for. A voice is analysed from sample texts — its
 * measurable traits computed by code, its description written by the AI
 * provider (or the offline writer) — and both go into every prompt that
 * names it (chat, article generation), as does a persona.
 */

/** The longest sample text accepted (characters), and how many samples. */
export const STYLE_SAMPLE_MAX_CHARS = 50_000;
export const STYLE_SAMPLES_MAX = 10;
/** A voice needs at least this many words of samples to measure anything. */
export const STYLE_MIN_WORDS = 30;
/** The longest description a voice keeps. */
export const STYLE_DESCRIPTION_MAX_CHARS = 2000;

const objectId = (label: string) => z.string().regex(/^[a-f0-9]{24}$/i, `${label} is not a valid id.`);
export const StyleId = objectId('Brand voice id');
export const PersonaId = objectId('Persona id');

/** Grammatical person a text mostly speaks in: "we/I", "you", or about others. */
export const voicePersons = ['first', 'second', 'third'] as const;
export type VoicePerson = (typeof voicePersons)[number];

/** What code measures in a voice's samples (every figure is reproducible from the text). */
export const StyleTraits = z.object({
  words: z.number().int(),
  sentences: z.number().int(),
  sentenceLength: z.object({
    /** Mean words per sentence, one decimal. */
    average: z.number(),
    /** Population standard deviation of words per sentence, one decimal. */
    spread: z.number(),
    shortest: z.number().int(),
    longest: z.number().int(),
  }),
  readingLevel: z.object({
    /** Flesch reading ease (higher is easier). */
    flesch: z.number(),
    /** Flesch–Kincaid grade. */
    grade: z.number(),
    label: z.string(),
  }),
  person: z.object({
    /** Pronouns per 100 words: I/me/my/we/us/our…, you/your…, he/she/they… */
    first: z.number(),
    second: z.number(),
    third: z.number(),
    dominant: z.enum(voicePersons),
  }),
  /** Contractions (don't, we're, it's) per 100 words. */
  contractions: z.number(),
  vocabulary: z.object({
    /** Distinct words over words (lower case), on at most the first 1,000 words. */
    variety: z.number(),
    /** Mean letters per word, one decimal. */
    averageWordLength: z.number(),
    /** Share of words of three syllables or more, in percent. */
    longWords: z.number(),
  }),
  /** Per 100 sentences (questions, exclamations) or per sentence (commas). */
  punctuation: z.object({
    questions: z.number(),
    exclamations: z.number(),
    commasPerSentence: z.number(),
    dashes: z.number(),
    semicolons: z.number(),
  }),
  /** The most frequent two- and three-word phrases without stop words at their ends. */
  topPhrases: z.array(z.string()),
});
export type StyleTraits = z.infer<typeof StyleTraits>;

/**
 * POST /api/generate/style: a named voice from sample texts (pasted) and/or
 * a web page whose main text is the sample (fetched by the server).
 */
export const StyleGenerateBody = body({
  name: textField('Name', 80),
  samples: z
    .array(optionalTextField('Sample', STYLE_SAMPLE_MAX_CHARS))
    .max(STYLE_SAMPLES_MAX, `At most ${STYLE_SAMPLES_MAX} samples.`)
    .default([])
    .transform((list) => list.filter((s) => s.length > 0)),
  url: z
    .string({ error: 'URL must be text.' })
    .trim()
    .max(2000, 'URL must be at most 2000 characters.')
    .refine((value) => /^https?:\/\//i.test(value), 'Enter a web address starting with http:// or https://.')
    .optional(),
}).refine((b) => b.samples.length > 0 || Boolean(b.url), {
  message: 'Paste at least one sample text or give a web page address.',
  path: ['samples'],
});
export type StyleGenerateBody = z.infer<typeof StyleGenerateBody>;

/** PATCH /api/styles/{id}: rename or edit the description. */
export const StylePatchBody = body({
  name: textField('Name', 80).optional(),
  description: textField('Description', STYLE_DESCRIPTION_MAX_CHARS).optional(),
}).refine((b) => b.name !== undefined || b.description !== undefined, 'Send a name or a description.');
export type StylePatchBody = z.infer<typeof StylePatchBody>;

export const StyleView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  traits: StyleTraits,
  /** Who wrote the description ('offline writer' without an AI provider). */
  writer: z.string(),
  /** The web page the samples came from, if any. */
  sourceUrl: z.string().nullable(),
  /** The first words of the samples, for a preview. */
  excerpt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StyleView = z.infer<typeof StyleView>;

/** How much a persona already knows about the subject. */
export const knowledgeLevels = ['beginner', 'intermediate', 'expert'] as const;
export type KnowledgeLevel = (typeof knowledgeLevels)[number];
export const KnowledgeLevelField = z.enum(knowledgeLevels, {
  error: 'Knowledge level is beginner, intermediate or expert.',
});

const listField = (label: string) =>
  z
    .array(textField(label, 200))
    .max(10, `At most 10 ${label.toLowerCase()}s.`)
    .transform((list) => [...new Set(list)]);

const personaShape = {
  name: textField('Name', 80),
  role: textField('Role', 120),
  goals: listField('Goal'),
  pains: listField('Pain'),
  knowledgeLevel: KnowledgeLevelField,
  /** The tone this reader prefers ("friendly", "no-nonsense"…). */
  tone: optionalTextField('Preferred tone', 80),
};

/** POST /api/personas */
export const PersonaCreateBody = body({
  ...personaShape,
  goals: personaShape.goals.default([]),
  pains: personaShape.pains.default([]),
  knowledgeLevel: personaShape.knowledgeLevel.default('intermediate'),
  tone: personaShape.tone.default(''),
});
export type PersonaCreateBody = z.infer<typeof PersonaCreateBody>;

/** PATCH /api/personas/{id} */
export const PersonaPatchBody = body({
  name: personaShape.name.optional(),
  role: personaShape.role.optional(),
  goals: personaShape.goals.optional(),
  pains: personaShape.pains.optional(),
  knowledgeLevel: personaShape.knowledgeLevel.optional(),
  tone: personaShape.tone.optional(),
}).refine((b) => Object.values(b).some((v) => v !== undefined), 'Send at least one field to change.');
export type PersonaPatchBody = z.infer<typeof PersonaPatchBody>;

export const PersonaView = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  goals: z.array(z.string()),
  pains: z.array(z.string()),
  knowledgeLevel: z.enum(knowledgeLevels),
  tone: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PersonaView = z.infer<typeof PersonaView>;

/**
 * Brand voices and personas in the offline writer. It cannot read a
 * description, but it follows what was measured:
 *
 * - describeStyle: the description of a voice, written from its measured
 *   traits (person, sentence length, reading level, contractions, questions,
 *   vocabulary, recurring phrases);
 * - personaOpening: an opening paragraph that speaks to the persona's role,
 *   goals and pains, in the voice's person ("you", "we" or "they");
 * - applyVoice: contractions when the voice uses them (and none when it
 *   avoids them), shorter sentences when its sentences are short.
 */
import type { StyleTraits } from '@inkpress/shared-core';
import type { PersonaBrief, VoiceBrief } from '../voice';
import { simplify } from './rewrite';
import type { Block } from './text';

const join = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] as string}`;

const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
const noStop = (s: string) => s.replace(/[.!?]+$/, '');

/** A voice's description from its traits (what the offline writer writes for POST /api/generate/style). */
export function describeStyle(name: string, t: StyleTraits): string {
  const who =
    t.person.dominant === 'second'
      ? `${name} talks to the reader directly as “you” (${t.person.second} second-person pronouns per 100 words).`
      : t.person.dominant === 'first'
        ? `${name} speaks in the first person, as “we” or “I” (${t.person.first} first-person pronouns per 100 words).`
        : `${name} writes in the third person and rarely addresses the reader (${t.person.second} “you” per 100 words).`;
  const rhythm =
    t.sentenceLength.average <= 12
      ? 'short, punchy sentences'
      : t.sentenceLength.average <= 20
        ? 'medium-length sentences'
        : 'long, developed sentences';
  const varied = t.sentenceLength.spread >= 6 ? ', with a lot of variety in length' : '';
  const sentencesLine =
    `It uses ${rhythm} (${t.sentenceLength.average} words on average, from ${t.sentenceLength.shortest} to ` +
    `${t.sentenceLength.longest}${varied}) at a ${t.readingLevel.label.toLowerCase()} reading level ` +
    `(Flesch ${t.readingLevel.flesch}, grade ${t.readingLevel.grade}).`;
  const formality =
    t.contractions >= 2
      ? `The tone is conversational: ${t.contractions} contractions per 100 words`
      : t.contractions > 0
        ? `The tone is relaxed but careful: ${t.contractions} contractions per 100 words`
        : 'The tone is formal: no contractions';
  const punctuation = [
    t.punctuation.questions >= 10 && `frequent questions (${t.punctuation.questions} per 100 sentences)`,
    t.punctuation.exclamations >= 10 && `exclamations (${t.punctuation.exclamations} per 100 sentences)`,
    t.punctuation.dashes >= 10 && 'dashes for asides',
    t.punctuation.semicolons >= 10 && 'semicolons',
  ].filter((p): p is string => typeof p === 'string');
  const toneLine = `${formality}${punctuation.length ? `, with ${join(punctuation)}` : ''}.`;
  const words =
    t.vocabulary.averageWordLength <= 4.5 && t.vocabulary.longWords <= 12
      ? 'plain, everyday words'
      : t.vocabulary.longWords >= 20
        ? 'a technical, polysyllabic vocabulary'
        : 'a moderately rich vocabulary';
  const vocabLine = `It prefers ${words} (${t.vocabulary.averageWordLength} letters per word, ${t.vocabulary.longWords}% of three syllables or more).`;
  const phrases =
    t.topPhrases.length > 0
      ? `Recurring phrases: ${t.topPhrases
          .slice(0, 3)
          .map((p) => `“${p}”`)
          .join(', ')}.`
      : '';
  return [who, sentencesLine, toneLine, vocabLine, phrases].filter(Boolean).join(' ');
}

/** The opening paragraph that speaks to a persona, in the voice's person. */
export function personaOpening(persona: PersonaBrief, voice: VoiceBrief | undefined, topic: string): string {
  const role = noStop(persona.role);
  const goals = persona.goals.map((g) => lowerFirst(noStop(g)));
  const pains = persona.pains.map((p) => lowerFirst(noStop(p)));
  const level = (subject: 'We' | 'It' | 'This guide') => {
    const plural = subject === 'We';
    const verb = (we: string, it: string) => (plural ? we : it);
    if (persona.knowledgeLevel === 'beginner')
      return `${subject} ${verb('keep', 'keeps')} the jargon out and ${verb('explain', 'explains')} each step.`;
    if (persona.knowledgeLevel === 'expert')
      return `${subject} ${verb('skip', 'skips')} the basics and ${verb('go', 'goes')} straight to the details that matter.`;
    return `${subject} ${verb('skip', 'skips')} the definitions and ${verb('stick', 'sticks')} to practical detail.`;
  };
  const person = voice?.person ?? 'second';
  if (person === 'third') {
    return [
      `This guide to ${topic} is written for the ${role.toLowerCase()}.`,
      goals.length > 0 && `Readers in that role want to ${join(goals)}.`,
      pains.length > 0 && `What holds them back is familiar: ${join(pains)}.`,
      level('It'),
    ]
      .filter(Boolean)
      .join(' ');
  }
  if (person === 'first') {
    return [
      `We wrote this guide to ${topic} for every ${role.toLowerCase()} we work with.`,
      goals.length > 0 && `We know the goal is to ${join(goals)}.`,
      pains.length > 0 && `We have seen the same problems again and again: ${join(pains)}.`,
      level('We'),
    ]
      .filter(Boolean)
      .join(' ');
  }
  return [
    `If you are a ${role.toLowerCase()}, this guide to ${topic} is for you.`,
    goals.length > 0 && `You want to ${join(goals)}.`,
    pains.length > 0 && `You also know what gets in the way: ${join(pains)}.`,
    level('This guide'),
  ]
    .filter(Boolean)
    .join(' ');
}

const CONTRACT: readonly [RegExp, string][] = [
  [/\b([Dd])o not\b/g, '$1on’t'],
  [/\b([Dd])oes not\b/g, '$1oesn’t'],
  [/\b([Ii])s not\b/g, '$1sn’t'],
  [/\b([Aa])re not\b/g, '$1ren’t'],
  [/\b([Cc])annot\b/g, '$1an’t'],
  [/\b([Ww])ill not\b/g, '$1on’t'],
  [/\b([Ii])t is\b/g, '$1t’s'],
  [/\b([Tt])hat is\b/g, '$1hat’s'],
  [/\b([Yy])ou are\b/g, '$1ou’re'],
  [/\b([Ww])e are\b/g, '$1e’re'],
  [/\b([Tt])hey are\b/g, '$1hey’re'],
  [/\b([Yy])ou will\b/g, '$1ou’ll'],
  [/\b([Yy])ou have\b/g, '$1ou’ve'],
  [/\b([Ww])e have\b/g, '$1e’ve'],
];
const EXPAND: readonly [RegExp, string][] = [
  [/\b([Dd])on['’]t\b/g, '$1o not'],
  [/\b([Dd])oesn['’]t\b/g, '$1oes not'],
  [/\b([Ii])sn['’]t\b/g, '$1s not'],
  [/\b([Aa])ren['’]t\b/g, '$1re not'],
  [/\b([Cc])an['’]t\b/g, '$1annot'],
  [/\b([Ww])on['’]t\b/g, '$1ill not'],
  [/\b([Ii])t['’]s\b/g, '$1t is'],
  [/\b([Tt])hat['’]s\b/g, '$1hat is'],
  [/\b([Yy])ou['’]re\b/g, '$1ou are'],
  [/\b([Ww])e['’]re\b/g, '$1e are'],
  [/\b([Tt])hey['’]re\b/g, '$1hey are'],
  [/\b([Yy])ou['’]ll\b/g, '$1ou will'],
  [/\b([Yy])ou['’]ve\b/g, '$1ou have'],
  [/\b([Ww])e['’]ve\b/g, '$1e have'],
];

/** A text with contractions made (the voice uses them) or undone (it never does). */
export function contract(text: string, voice: Pick<VoiceBrief, 'contractions'>): string {
  const table = voice.contractions >= 1 ? CONTRACT : voice.contractions === 0 ? EXPAND : [];
  return table.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** Blocks rewritten toward the voice: contractions as it uses them; short sentences when its are short. */
export function applyVoice(blocks: readonly Block[], voice: VoiceBrief): Block[] {
  const shaped = voice.sentenceWords > 0 && voice.sentenceWords <= 12 ? simplify(blocks) : [...blocks];
  return shaped.map((b) => (b.tag === 'p' || b.tag === 'li' ? { ...b, text: contract(b.text, voice) } : b));
}

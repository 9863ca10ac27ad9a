/**
 * Brand voices: the written description of a voice (POST /api/generate/style),
 * from its samples and the traits code measured in them.
 */
import { StyleTraits } from '@inkpress/shared-core';
import { z } from 'zod';
import { clipChars } from '../output';
import { documentBudget, FORMAT_RULES, fields, lines, quote, SYSTEM_BASE } from '../prompt';
import { defineOperation } from './define';

/** The traits as the lines of a prompt. */
export function traitsText(traits: StyleTraits): string {
  const t = traits;
  return [
    `Sentences: ${t.sentenceLength.average} words on average (spread ${t.sentenceLength.spread}, ${t.sentenceLength.shortest} to ${t.sentenceLength.longest}).`,
    `Reading level: Flesch ${t.readingLevel.flesch} (${t.readingLevel.label}), grade ${t.readingLevel.grade}.`,
    `Pronouns per 100 words: first person ${t.person.first}, second person ${t.person.second}, third person ${t.person.third} (mostly ${t.person.dominant} person).`,
    `Contractions: ${t.contractions} per 100 words.`,
    `Vocabulary: variety ${t.vocabulary.variety}, ${t.vocabulary.averageWordLength} letters per word, ${t.vocabulary.longWords}% long words.`,
    `Punctuation per 100 sentences: ${t.punctuation.questions} questions, ${t.punctuation.exclamations} exclamations, ${t.punctuation.dashes} dashes, ${t.punctuation.semicolons} semicolons; ${t.punctuation.commasPerSentence} commas per sentence.`,
    t.topPhrases.length > 0 && `Recurring phrases: ${t.topPhrases.map((p) => `"${p}"`).join(', ')}.`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The longest description kept (characters). */
export const STYLE_DESCRIPTION_CHARS = 2000;

const describeInput = z.object({
  name: z.string().trim().min(1).max(80),
  /** The samples, joined. */
  text: fields.text,
  traits: StyleTraits,
});

export const describeStyle = defineOperation({
  id: 'describe-style',
  label: 'Brand voice',
  description: 'Describes the brand voice of sample texts, from the samples and their measured traits.',
  kind: 'document',
  output: 'text',
  schema: describeInput,
  example: {
    name: 'Friendly guide',
    text: 'You can do this. Start small, and you’ll see results. Why wait? Pick one task today.',
    traits: {
      words: 16,
      sentences: 4,
      sentenceLength: { average: 4, spread: 1.6, shortest: 2, longest: 6 },
      readingLevel: { flesch: 95.2, grade: 0.9, label: 'Very easy' },
      person: { first: 0, second: 12.5, third: 0, dominant: 'second' },
      contractions: 6.3,
      vocabulary: { variety: 0.94, averageWordLength: 3.9, longWords: 0 },
      punctuation: { questions: 25, exclamations: 0, commasPerSentence: 0.25, dashes: 0, semicolons: 0 },
      topPhrases: [],
    },
  },
  temperature: 0.4,
  budget: (input) => ({ ...input, text: documentBudget(input.text) }),
  prompt: (input) => ({
    system: lines(
      SYSTEM_BASE,
      'Describe the brand voice of the sample texts in 3 to 5 sentences a writer can follow: the tone, how formal ' +
        'it is, who it addresses and how, the sentence rhythm, the vocabulary and the punctuation habits. Use the ' +
        'measured traits, which are exact; do not quote the samples at length.',
      FORMAT_RULES.text,
    ),
    user: lines(
      `Voice name: ${input.name}`,
      quote('Measured traits', traitsText(input.traits)),
      quote('Samples', input.text),
    ),
  }),
  estimate: () => 150,
  finalize: (text) => clipChars(text.trim(), STYLE_DESCRIPTION_CHARS),
});

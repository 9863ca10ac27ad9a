import { countSyllables, splitSentences, wordsOf } from './text';

export interface ReadabilityStats {
  words: number;
  sentences: number;
  syllables: number;
  /** Flesch reading ease, rounded to one decimal; null without words. */
  fleschReadingEase: number | null;
}

/**
 * Flesch reading ease: 206.835 − 1.015 × (words / sentences) − 84.6 ×
 * (syllables / words). Higher is easier: 60–70 is plain English; under 30
 * is very hard. Not clamped, so very short simple texts can pass 100.
 */
export function fleschReadingEase(text: string): ReadabilityStats {
  const sentences = splitSentences(text);
  const words = wordsOf(text);
  const syllables = words.reduce((sum, word) => sum + countSyllables(word), 0);
  if (words.length === 0)
    return { words: 0, sentences: sentences.length, syllables: 0, fleschReadingEase: null };
  const sentenceCount = Math.max(1, sentences.length);
  const score = 206.835 - 1.015 * (words.length / sentenceCount) - 84.6 * (syllables / words.length);
  return {
    words: words.length,
    sentences: sentenceCount,
    syllables,
    fleschReadingEase: Math.round(score * 10) / 10,
  };
}

/** The usual band names for a Flesch reading ease score. */
export function readingEaseLabel(score: number): string {
  if (score >= 90) return 'Very easy';
  if (score >= 80) return 'Easy';
  if (score >= 70) return 'Fairly easy';
  if (score >= 60) return 'Plain English';
  if (score >= 50) return 'Fairly difficult';
  if (score >= 30) return 'Difficult';
  return 'Very difficult';
}

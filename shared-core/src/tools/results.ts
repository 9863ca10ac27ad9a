/**
 * What the free tools' library engines answer (POST /api/tools/{slug}),
 * defined once: the API's engines return these, the tool pages and the
 * widget parse them. Offsets are UTF-16 indexes into the text the user sent.
 */
import { zod } from '@inkpress/shared-core';
import type { z } from 'zod';

const Span = { start: zod.number().int().min(0), end: zod.number().int().min(0) };

/** grammar-checker: every issue in place, with its rule, why, and the fixes; the text with all first fixes applied. */
export const GrammarIssue = zod.object({
  ...Span,
  /** The text the issue covers. */
  text: zod.string(),
  kind: zod.enum(['grammar', 'spelling', 'style', 'punctuation']),
  /** The rule's name, e.g. "Repeated word" or "Spelling". */
  rule: zod.string(),
  /** What is wrong, in a sentence a person can act on. */
  message: zod.string(),
  /** Replacements, best first; empty when the fix is to delete the text. */
  replacements: zod.array(zod.string()),
});
export type GrammarIssue = z.infer<typeof GrammarIssue>;
export const GrammarReport = zod.object({
  issues: zod.array(GrammarIssue),
  /** The text with every issue's first replacement applied. */
  fixed: zod.string(),
  words: zod.number().int().min(0),
});
export type GrammarReport = z.infer<typeof GrammarReport>;

/** Readability scores of one text (readability-improver, text-simplifier, sentence-shortener). */
export const ReadabilityScores = zod.object({
  /** Flesch reading ease: 0–100, higher is easier. */
  flesch: zod.number(),
  /** Flesch–Kincaid grade level. */
  fleschKincaid: zod.number(),
  /** SMOG grade. */
  smog: zod.number(),
  /** Gunning fog index. */
  fog: zod.number(),
  colemanLiau: zod.number(),
  ari: zod.number(),
});
export type ReadabilityScores = z.infer<typeof ReadabilityScores>;
export const HardSentence = zod.object({
  ...Span,
  text: zod.string(),
  words: zod.number().int(),
  /** The sentence's own grade level. */
  grade: zod.number(),
  /** Why it is hard: "very long", "long words"… */
  reason: zod.string(),
});
export const ReadabilityReport = zod.object({
  scores: ReadabilityScores,
  words: zod.number().int().min(0),
  sentences: zod.number().int().min(0),
  /** A plain-words verdict of the Flesch score: "Easy", "Fairly difficult"… */
  level: zod.string(),
  hardSentences: zod.array(HardSentence),
});
export type ReadabilityReport = z.infer<typeof ReadabilityReport>;

/** passive-to-active-voice and active-to-passive-voice: each sentence before and after. */
export const VoiceSentence = zod.object({
  ...Span,
  before: zod.string(),
  after: zod.string(),
  /** 'rule': converted exactly by the rule engine; 'ai': needs the AI (no agent); 'unchanged': nothing to convert. */
  method: zod.enum(['rule', 'ai', 'unchanged']),
});
export type VoiceSentence = z.infer<typeof VoiceSentence>;
export const VoiceReport = zod.object({
  direction: zod.enum(['passive-to-active', 'active-to-passive']),
  sentences: zod.array(VoiceSentence),
  /** The whole text with every rule conversion applied (AI sentences still as they were). */
  text: zod.string(),
});
export type VoiceReport = z.infer<typeof VoiceReport>;

export const citationStyles = [
  'apa',
  'mla',
  'chicago-author-date',
  'chicago-notes',
  'harvard',
  'vancouver',
  'ieee',
] as const;
export type CitationStyle = (typeof citationStyles)[number];
export const citationSourceTypes = ['book', 'webpage', 'article-journal', 'video'] as const;
export type CitationSourceType = (typeof citationSourceTypes)[number];

/** citation-generator and POST /api/citation: one source in one style. */
export const CitationResult = zod.object({
  style: zod.enum(citationStyles),
  /** The in-text citation, e.g. "(Orwell, 1949)". */
  inText: zod.string(),
  /** The reference-list entry as plain text. */
  reference: zod.string(),
  /** The same entry as HTML (italics kept). */
  referenceHtml: zod.string(),
  bibtex: zod.string(),
  ris: zod.string(),
});
export type CitationResult = z.infer<typeof CitationResult>;

/** ai-detector (and POST /api/ai-detect): statistical signals, never proof. */
export const DetectorSignal = zod.object({
  id: zod.string(),
  name: zod.string(),
  value: zod.number(),
  /** The value as shown: "0.42", "12 %". */
  display: zod.string(),
  /** What the value means, in a sentence. */
  meaning: zod.string(),
  leaning: zod.enum(['human', 'ai', 'neutral']),
});
export const DetectorReport = zod.object({
  /** 0–100: how much the signals lean towards machine-written text. Indicative only. */
  score: zod.number().min(0).max(100),
  verdict: zod.enum(['likely-human', 'mixed', 'likely-ai']),
  signals: zod.array(DetectorSignal),
  words: zod.number().int().min(0),
  /** What the score cannot tell, shown beside it. */
  limits: zod.string(),
});
export type DetectorReport = z.infer<typeof DetectorReport>;

/** ai-keyword-research: terms extracted from the text (no search volumes exist offline). */
export const KeywordReport = zod.object({
  keywords: zod.array(
    zod.object({
      term: zod.string(),
      count: zod.number().int().min(1),
      score: zod.number(),
      words: zod.number().int().min(1),
    }),
  ),
  source: zod.literal('extracted'),
  note: zod.string(),
});
export type KeywordReport = z.infer<typeof KeywordReport>;

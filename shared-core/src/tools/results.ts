/**
 * What the free tools' library engines answer (POST /api/tools/{slug}),
 * defined once: the API's engines return these, the tool pages and the
 * widget parse them. Offsets are UTF-16 indexes into the text the user sent.
 */
import { z } from 'zod';

const Span = { start: z.number().int().min(0), end: z.number().int().min(0) };

/** grammar-checker: every issue in place, with its rule, why, and the fixes; the text with all first fixes applied. */
export const GrammarIssue = z.object({
  ...Span,
  /** The text the issue covers. */
  text: z.string(),
  kind: z.enum(['grammar', 'spelling', 'style', 'punctuation']),
  /** The rule's name, e.g. "Repeated word" or "Spelling". */
  rule: z.string(),
  /** What is wrong, in a sentence a person can act on. */
  message: z.string(),
  /** Replacements, best first; empty when the fix is to delete the text. */
  replacements: z.array(z.string()),
});
export type GrammarIssue = z.infer<typeof GrammarIssue>;
export const GrammarReport = z.object({
  issues: z.array(GrammarIssue),
  /** The text with every issue's first replacement applied. */
  fixed: z.string(),
  words: z.number().int().min(0),
});
export type GrammarReport = z.infer<typeof GrammarReport>;

/** Readability scores of one text (readability-improver, text-simplifier, sentence-shortener). */
export const ReadabilityScores = z.object({
  /** Flesch reading ease: 0–100, higher is easier. */
  flesch: z.number(),
  /** Flesch–Kincaid grade level. */
  fleschKincaid: z.number(),
  /** SMOG grade. */
  smog: z.number(),
  /** Gunning fog index. */
  fog: z.number(),
  colemanLiau: z.number(),
  ari: z.number(),
});
export type ReadabilityScores = z.infer<typeof ReadabilityScores>;
export const HardSentence = z.object({
  ...Span,
  text: z.string(),
  words: z.number().int(),
  /** The sentence's own grade level. */
  grade: z.number(),
  /** Why it is hard: "very long", "long words"… */
  reason: z.string(),
});
export const ReadabilityReport = z.object({
  scores: ReadabilityScores,
  words: z.number().int().min(0),
  sentences: z.number().int().min(0),
  /** A plain-words verdict of the Flesch score: "Easy", "Fairly difficult"… */
  level: z.string(),
  hardSentences: z.array(HardSentence),
});
export type ReadabilityReport = z.infer<typeof ReadabilityReport>;

/** passive-to-active-voice and active-to-passive-voice: each sentence before and after. */
export const VoiceSentence = z.object({
  ...Span,
  before: z.string(),
  after: z.string(),
  /** 'rule': converted exactly by the rule engine; 'ai': needs the AI (no agent); 'unchanged': nothing to convert. */
  method: z.enum(['rule', 'ai', 'unchanged']),
});
export type VoiceSentence = z.infer<typeof VoiceSentence>;
export const VoiceReport = z.object({
  direction: z.enum(['passive-to-active', 'active-to-passive']),
  sentences: z.array(VoiceSentence),
  /** The whole text with every rule conversion applied (AI sentences still as they were). */
  text: z.string(),
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
export const CitationResult = z.object({
  style: z.enum(citationStyles),
  /** The in-text citation, e.g. "(Orwell, 1949)". */
  inText: z.string(),
  /** The reference-list entry as plain text. */
  reference: z.string(),
  /** The same entry as HTML (italics kept). */
  referenceHtml: z.string(),
  bibtex: z.string(),
  ris: z.string(),
});
export type CitationResult = z.infer<typeof CitationResult>;

/** ai-detector (and POST /api/ai-detect): statistical signals, never proof. */
export const DetectorSignal = z.object({
  id: z.string(),
  name: z.string(),
  value: z.number(),
  /** The value as shown: "0.42", "12 %". */
  display: z.string(),
  /** What the value means, in a sentence. */
  meaning: z.string(),
  leaning: z.enum(['human', 'ai', 'neutral']),
});
export const DetectorReport = z.object({
  /** 0–100: how much the signals lean towards machine-written text. Indicative only. */
  score: z.number().min(0).max(100),
  verdict: z.enum(['likely-human', 'mixed', 'likely-ai']),
  signals: z.array(DetectorSignal),
  words: z.number().int().min(0),
  /** What the score cannot tell, shown beside it. */
  limits: z.string(),
});
export type DetectorReport = z.infer<typeof DetectorReport>;

/** ai-keyword-research: terms extracted from the text (no search volumes exist offline). */
export const KeywordReport = z.object({
  keywords: z.array(
    z.object({
      term: z.string(),
      count: z.number().int().min(1),
      score: z.number(),
      words: z.number().int().min(1),
    }),
  ),
  source: z.literal('extracted'),
  note: z.string(),
});
export type KeywordReport = z.infer<typeof KeywordReport>;

export {
  analyzeSeo,
  type CheckId,
  type Finding,
  type FindingStatus,
  KEYWORD_DENSITY,
  LONG_PARAGRAPH_WORDS,
  LONG_SENTENCE_WORDS,
  MIN_CONTENT_WORDS,
  type ParagraphReport,
  type SeoInput,
  type SeoReport,
} from './analyze';
export { countKeyword, type KeywordDensity, keywordDensity } from './keyword';
export {
  type LengthMeter,
  lengthMeter,
  META_DESCRIPTION,
  META_TITLE,
  type MeterStatus,
  metaDescriptionMeter,
  metaTitleMeter,
} from './meta';
export { isPassive } from './passive';
export { fleschReadingEase, type ReadabilityStats, readingEaseLabel } from './readability';
export { countSyllables, htmlBlocks, splitSentences, type TextBlock, wordsOf } from './text';

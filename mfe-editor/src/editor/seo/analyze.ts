import { countWords } from '@inkpress/shared-core';
import { countKeyword, keywordDensity } from './keyword';
import { type LengthMeter, metaDescriptionMeter, metaTitleMeter } from './meta';
import { isPassive } from './passive';
import { fleschReadingEase } from './readability';
import { htmlBlocks, splitSentences, type TextBlock } from './text';

/** Sentences longer than this many words are flagged. */
export const LONG_SENTENCE_WORDS = 20;
/** Paragraphs longer than this many words are flagged. */
export const LONG_PARAGRAPH_WORDS = 150;
/** The keyword density range that reads as natural, in percent. */
export const KEYWORD_DENSITY = { min: 0.5, max: 3 } as const;
/** Articles under this many words rarely rank. */
export const MIN_CONTENT_WORDS = 300;

export type FindingStatus = 'good' | 'warning' | 'problem';

export type CheckId =
  | 'content-length'
  | 'h1'
  | 'readability'
  | 'long-sentences'
  | 'paragraph-length'
  | 'passive-voice'
  | 'keyword-density'
  | 'keyword-in-h1'
  | 'keyword-in-introduction'
  | 'meta-title'
  | 'meta-description';

/** One check's verdict, worded for the SEO panel. */
export interface Finding {
  id: CheckId;
  status: FindingStatus;
  message: string;
  /** Indexes into `paragraphs` that the finding is about, when it is about some. */
  paragraphs?: number[];
}

/** The checks of one paragraph-like block (headings and code are not checked for style). */
export interface ParagraphReport {
  /** Position among the text blocks of the HTML (headings included), to find it in the editor. */
  blockIndex: number;
  text: string;
  words: number;
  sentences: number;
  fleschReadingEase: number | null;
  longSentences: string[];
  passiveSentences: string[];
  /** Over LONG_PARAGRAPH_WORDS words. */
  tooLong: boolean;
  keywordCount: number;
}

export interface SeoInput {
  /** The article as HTML (the editor's output). */
  html: string;
  focusKeyword?: string;
  metaTitle?: string;
  metaDescription?: string;
}

export interface SeoReport {
  /** 0–100: the weighted share of checks passed (a warning counts half). */
  score: number;
  findings: Finding[];
  paragraphs: ParagraphReport[];
  stats: {
    words: number;
    sentences: number;
    fleschReadingEase: number | null;
    h1Count: number;
    longSentences: number;
    passiveSentences: number;
    keyword: { occurrences: number; density: number } | null;
  };
  meters: { metaTitle: LengthMeter; metaDescription: LengthMeter };
}

const WEIGHTS: Record<CheckId, number> = {
  'content-length': 2,
  h1: 2,
  readability: 2,
  'long-sentences': 1,
  'paragraph-length': 1,
  'passive-voice': 1,
  'keyword-density': 2,
  'keyword-in-h1': 1,
  'keyword-in-introduction': 1,
  'meta-title': 1,
  'meta-description': 1,
};

const CREDIT: Record<FindingStatus, number> = { good: 1, warning: 0.5, problem: 0 };

function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

function paragraphReport(block: TextBlock, blockIndex: number, keyword: string): ParagraphReport {
  const sentences = splitSentences(block.text);
  const words = countWords(block.text);
  return {
    blockIndex,
    text: block.text,
    words,
    sentences: sentences.length,
    fleschReadingEase: fleschReadingEase(block.text).fleschReadingEase,
    longSentences: sentences.filter((s) => countWords(s) > LONG_SENTENCE_WORDS),
    passiveSentences: sentences.filter(isPassive),
    tooLong: words > LONG_PARAGRAPH_WORDS,
    keywordCount: keyword ? countKeyword(block.text, keyword) : 0,
  };
}

/**
 * The live SEO checks of an article, computed in the browser with no
 * request and no credits: Flesch reading ease, long sentences, paragraph
 * length, passive voice, keyword density and placement, exactly one h1,
 * and the meta title and description lengths; each as a finding, with an
 * overall score and a report per paragraph. Pure: text in, numbers out.
 */
export function analyzeSeo({
  html,
  focusKeyword = '',
  metaTitle = '',
  metaDescription = '',
}: SeoInput): SeoReport {
  const keyword = focusKeyword.trim();
  const blocks = htmlBlocks(html);
  const prose = blocks.filter((block) => block.kind !== 'code');
  const body = prose.map((block) => block.text).join('\n\n');
  const paragraphs = blocks
    .map((block, index) => ({ block, index }))
    .filter(({ block }) => block.kind === 'paragraph')
    .map(({ block, index }) => paragraphReport(block, index, keyword));
  const h1s = blocks.filter((block) => block.kind === 'heading' && block.level === 1);
  // Each block ends a sentence even without a full stop (list items often have none).
  const readability = fleschReadingEase(paragraphs.map((p) => p.text.replace(/([^.!?…])$/, '$1.')).join(' '));
  const sentenceCount = paragraphs.reduce((sum, p) => sum + p.sentences, 0);
  const longCount = paragraphs.reduce((sum, p) => sum + p.longSentences.length, 0);
  const passiveCount = paragraphs.reduce((sum, p) => sum + p.passiveSentences.length, 0);
  const words = countWords(body);
  const density = keyword ? keywordDensity(body, keyword) : null;
  const meters = {
    metaTitle: metaTitleMeter(metaTitle),
    metaDescription: metaDescriptionMeter(metaDescription),
  };
  const indexesWhere = (test: (p: ParagraphReport) => boolean) =>
    paragraphs.flatMap((p, i) => (test(p) ? [i] : []));

  const findings: Finding[] = [];
  const add = (id: CheckId, status: FindingStatus, message: string, about?: number[]) =>
    findings.push(
      about && about.length > 0 ? { id, status, message, paragraphs: about } : { id, status, message },
    );

  add(
    'content-length',
    words >= MIN_CONTENT_WORDS ? 'good' : words >= MIN_CONTENT_WORDS / 2 ? 'warning' : 'problem',
    words >= MIN_CONTENT_WORDS
      ? `${words} words: enough to rank.`
      : `${words} words: aim for at least ${MIN_CONTENT_WORDS}.`,
  );

  add(
    'h1',
    h1s.length === 1 ? 'good' : 'problem',
    h1s.length === 1
      ? 'One H1 heading.'
      : h1s.length === 0
        ? 'No H1 heading: give the article one title as H1.'
        : `${h1s.length} H1 headings: keep exactly one and make the others H2.`,
  );

  const ease = readability.fleschReadingEase;
  add(
    'readability',
    ease === null ? 'problem' : ease >= 60 ? 'good' : ease >= 30 ? 'warning' : 'problem',
    ease === null
      ? 'No text to score yet.'
      : `Flesch reading ease ${ease}: ${ease >= 60 ? 'easy to read.' : ease >= 30 ? 'fairly hard; use shorter words and sentences.' : 'very hard; use shorter words and sentences.'}`,
  );

  const longShare = percent(longCount, sentenceCount);
  add(
    'long-sentences',
    longShare <= 25 ? 'good' : longShare <= 40 ? 'warning' : 'problem',
    longCount === 0
      ? `No sentence is over ${LONG_SENTENCE_WORDS} words.`
      : `${longCount} of ${sentenceCount} sentences (${longShare}%) are over ${LONG_SENTENCE_WORDS} words${longShare <= 25 ? '.' : '; aim for at most 25%.'}`,
    indexesWhere((p) => p.longSentences.length > 0),
  );

  const longParagraphs = indexesWhere((p) => p.tooLong);
  add(
    'paragraph-length',
    longParagraphs.length === 0 ? 'good' : 'warning',
    longParagraphs.length === 0
      ? `No paragraph is over ${LONG_PARAGRAPH_WORDS} words.`
      : `${longParagraphs.length} paragraph${longParagraphs.length === 1 ? ' is' : 's are'} over ${LONG_PARAGRAPH_WORDS} words; split ${longParagraphs.length === 1 ? 'it' : 'them'}.`,
    longParagraphs,
  );

  const passiveShare = percent(passiveCount, sentenceCount);
  add(
    'passive-voice',
    passiveShare <= 10 ? 'good' : passiveShare <= 20 ? 'warning' : 'problem',
    passiveCount === 0
      ? 'No passive voice found.'
      : `${passiveCount} sentence${passiveCount === 1 ? '' : 's'} (${passiveShare}%) in the passive voice${passiveShare <= 10 ? '.' : '; aim for at most 10%.'}`,
    indexesWhere((p) => p.passiveSentences.length > 0),
  );

  if (!keyword || !density) {
    add('keyword-density', 'warning', 'Set a focus keyword to check its use.');
  } else {
    const { occurrences, density: value } = density;
    const status: FindingStatus =
      occurrences === 0 || value > KEYWORD_DENSITY.max
        ? 'problem'
        : value < KEYWORD_DENSITY.min
          ? 'warning'
          : 'good';
    add(
      'keyword-density',
      status,
      occurrences === 0
        ? `The focus keyword "${keyword}" does not appear in the text.`
        : `Keyword density ${value}% (${occurrences} times)${
            status === 'good'
              ? '.'
              : value > KEYWORD_DENSITY.max
                ? `: over ${KEYWORD_DENSITY.max}% reads as stuffing.`
                : `: aim for ${KEYWORD_DENSITY.min}–${KEYWORD_DENSITY.max}%.`
          }`,
    );
    const inH1 = h1s.some((h) => countKeyword(h.text, keyword) > 0);
    add(
      'keyword-in-h1',
      inH1 ? 'good' : 'warning',
      inH1 ? 'The H1 holds the focus keyword.' : 'Put the focus keyword in the H1.',
    );
    const first = paragraphs[0];
    const inIntro = first !== undefined && first.keywordCount > 0;
    add(
      'keyword-in-introduction',
      inIntro ? 'good' : 'warning',
      inIntro
        ? 'The first paragraph holds the focus keyword.'
        : 'Use the focus keyword in the first paragraph.',
    );
  }

  const meterFinding = (id: 'meta-title' | 'meta-description', name: string, meter: LengthMeter) => {
    const { length, min, max, status } = meter;
    add(
      id,
      status === 'good' ? 'good' : status === 'empty' ? 'problem' : 'warning',
      status === 'empty'
        ? `Add a ${name}.`
        : status === 'good'
          ? `${name[0]!.toUpperCase()}${name.slice(1)}: ${length} characters.`
          : `${name[0]!.toUpperCase()}${name.slice(1)}: ${length} characters; aim for ${min}–${max}.`,
    );
  };
  meterFinding('meta-title', 'meta title', meters.metaTitle);
  meterFinding('meta-description', 'meta description', meters.metaDescription);

  const totalWeight = findings.reduce((sum, f) => sum + WEIGHTS[f.id], 0);
  const earned = findings.reduce((sum, f) => sum + WEIGHTS[f.id] * CREDIT[f.status], 0);
  const score = words === 0 ? 0 : Math.round((earned / totalWeight) * 100);

  return {
    score,
    findings,
    paragraphs,
    stats: {
      words,
      sentences: sentenceCount,
      fleschReadingEase: ease,
      h1Count: h1s.length,
      longSentences: longCount,
      passiveSentences: passiveCount,
      keyword: density && { occurrences: density.occurrences, density: density.density },
    },
    meters,
  };
}

/**
 * Every paid option of an article is delivered, or its part of the price
 * comes back with a note saying why (SPEC §9 prices). The article's HTML is
 * checked for what each option promises, whoever wrote it: a feature image
 * that was made, an FAQ section, links to the team's own pages, links to
 * outside sources, short sentences and paragraphs.
 */
import { type ArticleCostOptions, creditCosts, htmlToText } from '@inkpress/shared-core';
import {
  READABLE_PARAGRAPH_SENTENCES,
  READABLE_SENTENCE_WORDS,
  SIMPLE_AVERAGE_WORDS,
  sentenceStats,
} from '../../ai/readability';
import { extractFaqs } from './article';

export type ArticleOption = Exclude<keyof ArticleCostOptions, 'indexedItems'>;

/** The price of each option, in the order the template flow lists them. */
export const optionCosts: Record<ArticleOption, number> = {
  featureImage: creditCosts.featureImage,
  faqs: creditCosts.faqs,
  internalLinks: creditCosts.internalLinks,
  externalLinks: creditCosts.externalLinks,
  readability: creditCosts.readability,
  simplifiedSentences: creditCosts.simplifiedSentences,
};

export interface OptionOutcome {
  option: ArticleOption;
  cost: number;
  delivered: boolean;
  /** Why an option was not delivered (its cost is refunded). */
  note?: string;
}

export interface DeliveryContext {
  /** Whether the feature image was made and stored with the post. */
  featureImage: boolean;
  /** The team's pages offered as internal links. */
  internalLinks: readonly { url: string }[];
  /** The offline writer wrote it (it does not look sources up on the web). */
  offline: boolean;
}

/** Share of sentences (or paragraphs) allowed over a limit before an option counts as not delivered. */
const TOLERANCE = 0.1;

function anchors(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((m) =>
    (m[1] ?? m[2] ?? '').replace(/&amp;/g, '&'),
  );
}

function paragraphs(html: string): string[] {
  return [...html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)].map((m) => htmlToText(m[1] ?? '')).filter(Boolean);
}

const refundNote = (what: string, cost: number) =>
  `${what} The ${cost.toLocaleString('en-US')} credits are back.`;

/** What became of each option that was chosen (options not chosen are left out). */
export function checkArticleOptions(
  html: string,
  options: Partial<Record<ArticleOption, boolean | undefined>>,
  context: DeliveryContext,
): OptionOutcome[] {
  const hrefs = anchors(html);
  const own = new Set(context.internalLinks.map((l) => l.url));
  const stats = sentenceStats(paragraphs(html));
  const checks: Record<ArticleOption, () => string | null> = {
    featureImage: () =>
      context.featureImage ? null : 'The feature image could not be made; the article has none.',
    faqs: () => (extractFaqs(html).length > 0 ? null : 'The article came without its FAQ section.'),
    internalLinks: () => {
      if (own.size === 0) return 'No internal links: your team has no other posts to link to yet.';
      return hrefs.some((h) => own.has(h))
        ? null
        : 'None of your posts fitted this article, so it links none.';
    },
    externalLinks: () => {
      if (hrefs.some((h) => /^https?:\/\//i.test(h) && !own.has(h))) return null;
      return context.offline
        ? 'No external links: the offline writer does not look sources up on the web.'
        : 'The writer found no sources to link.';
    },
    readability: () =>
      stats.longShare(READABLE_SENTENCE_WORDS) <= TOLERANCE && stats.longParagraphShare <= TOLERANCE
        ? null
        : `The readability pass did not bring sentences under ${READABLE_SENTENCE_WORDS} words and paragraphs under ${
            READABLE_PARAGRAPH_SENTENCES + 1
          } sentences.`,
    simplifiedSentences: () =>
      stats.averageWords <= SIMPLE_AVERAGE_WORDS && stats.longShare(READABLE_SENTENCE_WORDS) <= TOLERANCE
        ? null
        : `The sentences could not be simplified to ${SIMPLE_AVERAGE_WORDS} words on average.`,
  };
  return (Object.keys(optionCosts) as ArticleOption[])
    .filter((option) => options[option])
    .map((option) => {
      const cost = optionCosts[option];
      const problem = checks[option]();
      return problem
        ? { option, cost, delivered: false, note: refundNote(problem, cost) }
        : { option, cost, delivered: true };
    });
}

/** The credits of options that were chosen and not delivered. */
export function undeliveredCost(outcomes: readonly OptionOutcome[]): number {
  return outcomes.filter((o) => !o.delivered).reduce((sum, o) => sum + o.cost, 0);
}

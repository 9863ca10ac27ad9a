/**
 * Credit costs of SPEC §9, in words of credit. The article cost is the base
 * plus each option chosen; indexing adds 1500 per item.
 */
export const creditCosts = {
  articleBase: 1000,
  featureImage: 500,
  simplifiedSentences: 600,
  readability: 1000,
  faqs: 500,
  externalLinks: 500,
  internalLinks: 500,
  indexingPerItem: 1500,
} as const;

/** The options of one article generation that cost extra. */
export interface ArticleCostOptions {
  featureImage?: boolean;
  simplifiedSentences?: boolean;
  readability?: boolean;
  faqs?: boolean;
  /** Automatic external links. */
  externalLinks?: boolean;
  internalLinks?: boolean;
  /** Items (pages) sent for indexing with the article. */
  indexedItems?: number;
}

/** Indexing cost: 1500 per item. Throws RangeError for anything but a whole number from 0 up. */
export function indexingCost(items: number): number {
  if (!Number.isSafeInteger(items) || items < 0) {
    throw new RangeError(`indexing items must be a whole number from 0 up, got ${items}`);
  }
  return items * creditCosts.indexingPerItem;
}

/** The credit cost of one article: base 1000 plus each chosen option (and its indexing). */
export function articleCost(options: ArticleCostOptions = {}): number {
  let cost = creditCosts.articleBase;
  if (options.featureImage) cost += creditCosts.featureImage;
  if (options.simplifiedSentences) cost += creditCosts.simplifiedSentences;
  if (options.readability) cost += creditCosts.readability;
  if (options.faqs) cost += creditCosts.faqs;
  if (options.externalLinks) cost += creditCosts.externalLinks;
  if (options.internalLinks) cost += creditCosts.internalLinks;
  return cost + indexingCost(options.indexedItems ?? 0);
}

/** Default article lengths in words (SPEC §9); internal (special) users default to 2000. */
export const defaultWordCounts = { short: 3000, medium: 4000, specialUser: 2000 } as const;

export type ArticleLength = 'short' | 'medium';

/** The default word count of an article of `length`; 2000 for a special user whatever the length. */
export function defaultWordCount(length: ArticleLength = 'short', specialUser = false): number {
  return specialUser ? defaultWordCounts.specialUser : defaultWordCounts[length];
}

import { creditCosts } from '@inkpress/shared-core';

/** A workflow the product runs today, and where it runs. */
export interface WorkflowEntry {
  slug: string;
  name: string;
  description: string;
  path: string;
  steps: string[];
  cost: string;
}

/**
 * The workflows that exist (issue 11): only what really runs is listed, so
 * the catalogue grows with the engine's job types.
 */
export const workflows: readonly WorkflowEntry[] = [
  {
    slug: 'bulk-articles',
    name: 'Bulk articles',
    description:
      'Many articles from a list of keywords or titles (pasted or from a CSV), each into a folder, written in parallel.',
    path: '/dashboard/bulk-generate',
    steps: ['Write', 'Save to the folder', 'Charge or refund'],
    cost: `${creditCosts.articleBase.toLocaleString('en-US')} credits an article, plus its options; a failed article is refunded.`,
  },
  {
    slug: 'autoblog',
    name: 'Autoblogging',
    description:
      'A schedule that writes one article at each time you choose, from keywords or an RSS feed, as a draft or published to your site; weak drafts are held back.',
    path: '/dashboard/autoblogging',
    steps: ['Pick a topic', 'Write', 'Quality gate', 'Save or publish', 'Charge or refund'],
    cost: `${creditCosts.articleBase.toLocaleString('en-US')} credits an article, plus its options; a held-back draft is refunded.`,
  },
];

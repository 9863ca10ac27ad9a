import type { PopupType } from '@inkpress/shared-core';

export interface PopupText {
  /** The frame's title until the owning remote supplies its own. */
  title: string;
  /** A short body shown while the owning remote has no component for it yet. */
  description: string;
}

/** Every popup type of SPEC §2 with the title and short text the shell can show on its own. */
export const popupCatalogue: Readonly<Record<PopupType, PopupText>> = {
  'templates-library': {
    title: 'Templates library',
    description: 'Start an article from a ready-made template for blogs, product pages and more.',
  },
  confirm: { title: 'Are you sure?', description: 'Please confirm that you want to continue.' },
  'import-article': {
    title: 'Import an article',
    description: 'Bring an existing article in from your website to improve it here.',
  },
  'confirm-delete': {
    title: 'Delete permanently?',
    description: 'Deleting cannot be undone.',
  },
  'prompt-library': {
    title: 'Prompt library',
    description: 'Save the prompts you use often and reuse them in any document.',
  },
  'file-upload': {
    title: 'Upload files',
    description: 'Add documents the AI can read and cite while it writes.',
  },
  translate: { title: 'Translate', description: 'Translate this article into another language.' },
  info: { title: 'Information', description: 'More about this feature.' },
  style: {
    title: 'Brand voice',
    description: 'Choose the writing style the AI should match.',
  },
  'image-form': {
    title: 'Generate an image',
    description: 'Describe the image you need and the AI will draw it.',
  },
  'website-integration': {
    title: 'Website integrations',
    description: 'Connect your websites to publish articles straight from Inkpress.',
  },
  'credit-limit-reached': {
    title: 'You have run out of credits',
    description: 'Buy more credits or upgrade your plan to keep writing.',
  },
  'limit-reached': {
    title: 'You have reached your plan’s limit',
    description: 'Upgrade your plan for more words, workflows and AI images.',
  },
  'rate-limit': {
    title: 'Too many requests',
    description: 'You sent many requests in a short time. Please wait a minute and try again.',
  },
  upgrade: {
    title: 'Upgrade your plan',
    description: 'Get more words, workflows, AI images and team seats with a paid plan.',
  },
  addon: {
    title: 'Buy more credits',
    description: 'Add words to your plan: 1,000 words for $10.',
  },
  'documents-selector': {
    title: 'Select documents',
    description: 'Choose the documents to work with.',
  },
  'keyword-explorer': {
    title: 'Keyword explorer',
    description: 'Find keywords people search for, with ideas for your next articles.',
  },
  shopify: { title: 'Publish to Shopify', description: 'Publish this article to your Shopify blog.' },
  'shopify-new': {
    title: 'New Shopify article',
    description: 'Create a new article on your Shopify blog.',
  },
  'shopify-bulk': {
    title: 'Publish to Shopify in bulk',
    description: 'Publish several articles to your Shopify blog at once.',
  },
  'shopify-connect': {
    title: 'Connect your Shopify store',
    description: 'Connect your store to publish articles to its blog.',
  },
  'medium-publish': { title: 'Publish to Medium', description: 'Publish this article on Medium.' },
  'medium-bulk-publish': {
    title: 'Publish to Medium in bulk',
    description: 'Publish several articles on Medium at once.',
  },
  repurpose: {
    title: 'Repurpose content',
    description: 'Turn this article into posts, emails and more.',
  },
  'reddit-publish': { title: 'Post to Reddit', description: 'Share this article in your subreddits.' },
  'wordpress-publish': {
    title: 'Publish to WordPress',
    description: 'Publish this article to your WordPress site.',
  },
  'wordpress-bulk-publish': {
    title: 'Publish to WordPress in bulk',
    description: 'Publish several articles to your WordPress site at once.',
  },
  'improve-seo': {
    title: 'Improve SEO',
    description: 'Let the AI improve this article for its keywords.',
  },
  'webflow-publish': {
    title: 'Publish to Webflow',
    description: 'Publish this article to your Webflow collection.',
  },
  'webflow-bulk-publish': {
    title: 'Publish to Webflow in bulk',
    description: 'Publish several articles to your Webflow collection at once.',
  },
  'reconnect-website': {
    title: 'Reconnect your website',
    description: 'The connection to your website stopped working. Reconnect it to keep publishing.',
  },
  'api-publish': {
    title: 'Publish through the API',
    description: 'Send this article to your own site through the Inkpress API.',
  },
  'no-billing-right': {
    title: 'Billing is managed by your team owner',
    description: 'Ask the owner of your team to change the plan or buy credits.',
  },
  'ghost-connect': {
    title: 'Connect Ghost',
    description: 'Connect your Ghost blog to publish articles to it.',
  },
  'ghost-publish': { title: 'Publish to Ghost', description: 'Publish this article to your Ghost blog.' },
  'ghost-bulk-publish': {
    title: 'Publish to Ghost in bulk',
    description: 'Publish several articles to your Ghost blog at once.',
  },
  'page-booster': {
    title: 'Page booster',
    description: 'Get suggestions that help one of your pages rank higher.',
  },
  indexer: {
    title: 'Indexer',
    description: 'Ask search engines to index your new pages sooner.',
  },
  'article-improver': {
    title: 'Article improver',
    description: 'Improve readability, structure and SEO of an article in one go.',
  },
};

/** Popups whose fallback offers the plans (the limit and upgrade family). */
export const planPopups: ReadonlySet<PopupType> = new Set([
  'upgrade',
  'credit-limit-reached',
  'limit-reached',
  'addon',
]);

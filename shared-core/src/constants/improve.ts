/**
 * The editor operations that rewrite a whole article, part by part (POST
 * /api/improve-article and its batch), with the words the article improver
 * shows for each. The API validates `type` against these.
 */
export const improveOperations = [
  'improve',
  'improve-seo',
  'readability',
  'simple-language',
  'spelling-and-grammar',
  'formatting',
  'add-depth',
  'paraphrase',
  'shorten',
  'expand',
] as const;
export type ImproveOperation = (typeof improveOperations)[number];

export const improveOperationLabels: Record<ImproveOperation, { label: string; description: string }> = {
  improve: { label: 'Improve', description: 'Clearer, tighter and more engaging, same facts.' },
  'improve-seo': {
    label: 'Improve SEO',
    description: 'Works the focus keyword into headings and text naturally, and sharpens structure.',
  },
  readability: { label: 'Readability', description: 'Shorter sentences and paragraphs, plainer words.' },
  'simple-language': { label: 'Simple language', description: 'Everyday words a 12-year-old understands.' },
  'spelling-and-grammar': {
    label: 'Spelling and grammar',
    description: 'Fixes mistakes, changes nothing else.',
  },
  formatting: { label: 'Formatting', description: 'Headings, lists and emphasis where they help.' },
  'add-depth': { label: 'Add depth', description: 'Examples, details and reasons where the text is thin.' },
  paraphrase: { label: 'Paraphrase', description: 'Says the same in new words.' },
  shorten: { label: 'Shorten', description: 'About a third shorter, keeping the key points.' },
  expand: { label: 'Expand', description: 'Longer, with more explanation and examples.' },
};

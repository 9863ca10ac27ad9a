/**
 * The template catalogue: the kinds of article a collection can start from
 * (/dashboard/templates). Each template names the fields the user fills in
 * (a focus keyword always; the audience, tone and what is particular to the
 * kind), the defaults of the generation options, and instructions that turn
 * the filled fields into the brief the AI operations read
 * (generate-title → generate-outline → generate-article).
 */
import type { ArticleCostOptions, ArticleLength } from '@inkpress/shared-core';

export type TemplateFieldType = 'text' | 'textarea' | 'select' | 'number';

export interface TemplateField {
  /** The key in the request's `fields` object. */
  name: string;
  label: string;
  type: TemplateFieldType;
  required: boolean;
  /** Longest value, in characters (text, textarea, select). */
  maxLength: number;
  placeholder?: string;
  help?: string;
  /** The choices of a select. */
  options?: readonly string[];
  /** Bounds of a number. */
  min?: number;
  max?: number;
}

export type ArticleOptions = Required<Omit<ArticleCostOptions, 'indexedItems'>>;

export interface Template {
  id: string;
  name: string;
  description: string;
  category: 'Blog' | 'Commerce' | 'News' | 'Guides' | 'Business';
  fields: readonly TemplateField[];
  defaults: { length: ArticleLength; options: ArticleOptions };
  /** What the kind of article is, for the model; the field values follow it in the brief. */
  instructions: string;
  /** Filled-in fields, for the catalogue page and tests. */
  example: Readonly<Record<string, string | number>>;
}

export const tones = [
  'professional',
  'friendly',
  'casual',
  'formal',
  'persuasive',
  'witty',
  'authoritative',
  'empathetic',
] as const;

const keyword: TemplateField = {
  name: 'keyword',
  label: 'Focus keyword',
  type: 'text',
  required: true,
  maxLength: 100,
  placeholder: 'email marketing',
  help: 'The search phrase the article should rank for.',
};
const audience: TemplateField = {
  name: 'audience',
  label: 'Audience',
  type: 'text',
  required: false,
  maxLength: 200,
  placeholder: 'small business owners',
};
const tone: TemplateField = {
  name: 'tone',
  label: 'Tone of voice',
  type: 'select',
  required: false,
  maxLength: 40,
  options: tones,
};
const details: TemplateField = {
  name: 'details',
  label: 'Anything else to include',
  type: 'textarea',
  required: false,
  maxLength: 2000,
};
const text = (name: string, label: string, required: boolean, maxLength = 200, placeholder?: string) =>
  ({ name, label, type: 'text', required, maxLength, placeholder }) satisfies TemplateField;
const area = (name: string, label: string, required: boolean, maxLength = 2000) =>
  ({ name, label, type: 'textarea', required, maxLength }) satisfies TemplateField;

const noOptions: ArticleOptions = {
  featureImage: false,
  simplifiedSentences: false,
  readability: false,
  faqs: false,
  externalLinks: false,
  internalLinks: false,
};
const withOptions = (options: Partial<ArticleOptions>): ArticleOptions => ({ ...noOptions, ...options });

export const templates: readonly Template[] = [
  {
    id: 'blog-post',
    name: 'Blog post',
    description: 'A complete, SEO-friendly blog article on any topic.',
    category: 'Blog',
    fields: [keyword, audience, tone, details],
    defaults: { length: 'short', options: withOptions({ featureImage: true, faqs: true }) },
    instructions:
      'A blog post: an engaging introduction, informative sections, practical advice, a conclusion.',
    example: { keyword: 'email marketing', audience: 'small business owners', tone: 'friendly' },
  },
  {
    id: 'listicle',
    name: 'Listicle',
    description: 'A numbered list article: “10 ways to…”, “7 tools for…”.',
    category: 'Blog',
    fields: [
      keyword,
      {
        name: 'itemCount',
        label: 'Number of items',
        type: 'number',
        required: false,
        maxLength: 3,
        min: 3,
        max: 30,
      },
      audience,
      tone,
      details,
    ],
    defaults: { length: 'short', options: withOptions({ featureImage: true }) },
    instructions:
      'A listicle: a short introduction, then one h2 section per numbered item (the number in the heading), each with a ' +
      'clear explanation and an example, and a short conclusion.',
    example: { keyword: 'productivity apps', itemCount: 7, tone: 'casual' },
  },
  {
    id: 'how-to',
    name: 'How-to guide',
    description: 'Step-by-step instructions to get something done.',
    category: 'Guides',
    fields: [
      keyword,
      text('task', 'What the reader wants to do', true, 200, 'set up a newsletter'),
      {
        name: 'skillLevel',
        label: 'Reader’s level',
        type: 'select',
        required: false,
        maxLength: 20,
        options: ['beginner', 'intermediate', 'advanced'],
      },
      text('tools', 'Tools or materials needed', false),
      tone,
    ],
    defaults: { length: 'short', options: withOptions({ readability: true, faqs: true }) },
    instructions:
      'A how-to guide: what the reader will achieve, what they need, then numbered steps in order (one h2 per step ' +
      'or phase), common mistakes, and a summary.',
    example: {
      keyword: 'start a newsletter',
      task: 'launch a first email newsletter',
      skillLevel: 'beginner',
    },
  },
  {
    id: 'product-review',
    name: 'Product review',
    description: 'An honest review of one product with pros, cons and a verdict.',
    category: 'Commerce',
    fields: [
      keyword,
      text('product', 'Product name', true, 150, 'Acme Mailer Pro'),
      area('pros', 'What is good about it', false, 1000),
      area('cons', 'What is not', false, 1000),
      text('price', 'Price', false, 100),
      audience,
      tone,
    ],
    defaults: { length: 'short', options: withOptions({ featureImage: true, faqs: true }) },
    instructions:
      'A product review: what the product is and who it is for, its key features, pros and cons (as lists), ' +
      'pricing and value, alternatives, and a clear verdict.',
    example: { keyword: 'acme mailer review', product: 'Acme Mailer Pro', price: '$29 per month' },
  },
  {
    id: 'comparison',
    name: 'Comparison',
    description: 'Two options side by side: “X vs Y”.',
    category: 'Commerce',
    fields: [
      keyword,
      text('optionA', 'First option', true, 150),
      text('optionB', 'Second option', true, 150),
      text('criteria', 'What to compare on', false, 300, 'price, features, support'),
      audience,
      tone,
    ],
    defaults: { length: 'short', options: withOptions({ faqs: true }) },
    instructions:
      'A comparison article: a short overview of both options, a comparison table of the key criteria, one section ' +
      'per criterion comparing the two, who should pick which, and a verdict.',
    example: { keyword: 'mailchimp vs convertkit', optionA: 'Mailchimp', optionB: 'ConvertKit' },
  },
  {
    id: 'news',
    name: 'News article',
    description: 'A news story in inverted-pyramid style.',
    category: 'News',
    fields: [
      keyword,
      text('event', 'What happened', true, 300),
      text('when', 'When', false, 100),
      text('source', 'Source', false, 300),
      area('facts', 'Key facts and quotes', false, 3000),
    ],
    defaults: { length: 'short', options: withOptions({ externalLinks: true }) },
    instructions:
      'A news article in inverted-pyramid style: the most important facts first (who, what, when, where, why), then ' +
      'background, reactions and what happens next. Neutral and factual; never invent quotes.',
    example: { keyword: 'email regulation 2025', event: 'New rules for marketing email take effect' },
  },
  {
    id: 'ultimate-guide',
    name: 'Ultimate guide',
    description: 'A long, comprehensive pillar article on a topic.',
    category: 'Guides',
    fields: [keyword, audience, tone, details],
    defaults: {
      length: 'medium',
      options: withOptions({ featureImage: true, faqs: true, internalLinks: true }),
    },
    instructions:
      'A comprehensive pillar guide: definitions, why it matters, every important subtopic in depth with examples, ' +
      'best practices, tools, and next steps. Aim to be the most complete resource on the topic.',
    example: { keyword: 'content marketing', audience: 'marketing managers' },
  },
  {
    id: 'case-study',
    name: 'Case study',
    description: 'How a customer solved a problem, with results.',
    category: 'Business',
    fields: [
      keyword,
      text('customer', 'Customer', true, 150),
      area('challenge', 'The challenge', true, 1500),
      area('solution', 'The solution', false, 1500),
      area('results', 'The results', false, 1500),
      tone,
    ],
    defaults: { length: 'short', options: withOptions({}) },
    instructions:
      'A case study: the customer and their situation, the challenge, the solution and how it was put in place, ' +
      'measurable results, and lessons others can apply.',
    example: {
      keyword: 'email automation case study',
      customer: 'Bright Bakery',
      challenge: 'Low repeat orders',
    },
  },
  {
    id: 'opinion',
    name: 'Opinion piece',
    description: 'A persuasive article arguing one point of view.',
    category: 'Blog',
    fields: [keyword, text('stance', 'The point of view to argue', true, 300), audience, tone],
    defaults: { length: 'short', options: withOptions({}) },
    instructions:
      'An opinion piece: state the position clearly, support it with reasons and evidence in separate sections, ' +
      'address the strongest counter-arguments fairly, and end with a call to action.',
    example: { keyword: 'email vs social media', stance: 'Email beats social media for small shops' },
  },
  {
    id: 'best-of',
    name: 'Best-of roundup',
    description: 'The best products or tools in a category, ranked.',
    category: 'Commerce',
    fields: [
      keyword,
      text('category', 'Category', true, 150, 'email marketing tools'),
      {
        name: 'itemCount',
        label: 'Number of picks',
        type: 'number',
        required: false,
        maxLength: 3,
        min: 3,
        max: 20,
      },
      audience,
      tone,
    ],
    defaults: { length: 'medium', options: withOptions({ featureImage: true, faqs: true }) },
    instructions:
      'A best-of roundup: how the picks were chosen, a quick summary list, then one section per pick (what it is, ' +
      'best for, pros, cons, price), and a buying guide.',
    example: { keyword: 'best email marketing tools', category: 'email marketing tools', itemCount: 8 },
  },
];

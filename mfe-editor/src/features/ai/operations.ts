import { countHtmlWords, truncateTokens } from '@inkpress/shared-core';

/** The editor's AI operations (SPEC §9), by the ids the API's catalogue accepts. */
export type EditorOperationId =
  | 'expand'
  | 'shorten'
  | 'paraphrase'
  | 'translate'
  | 'summary'
  | 'improve-seo'
  | 'write-more'
  | 'command'
  | 'conclusion'
  | 'spelling-and-grammar'
  | 'formatting'
  | 'change-tone'
  | 'simple-language'
  | 'add-depth'
  | 'add-internal-links'
  | 'readability'
  | 'improve'
  | 'meta-description'
  | 'meta-title';

/** The argument an operation asks for before it runs. */
export type OperationArgument = 'tone' | 'language' | 'instruction' | 'links';

/**
 * Where the result goes: `replace` the selection, `after` it (below its
 * block), at the `cursor` (or over the selection when there is one), at the
 * `end` of the document, or into a `field` of the SEO panel.
 */
export type OperationPlacement = 'replace' | 'after' | 'cursor' | 'end' | 'field';

export type OperationGroup = 'Rewrite' | 'Write' | 'SEO';

export interface EditorOperation {
  id: EditorOperationId;
  label: string;
  description: string;
  group: OperationGroup;
  placement: OperationPlacement;
  /** True when the operation works on selected text and cannot run without it. */
  needsSelection: boolean;
  argument?: OperationArgument;
  /**
   * The credits reserved, as the API's catalogue estimates them
   * (api/src/ai/catalogue/editor.ts): `perWord` credits per word of the
   * input (after the 1000-token selection budget) plus `base`; or a fixed
   * amount (`fixed`) for operations whose output length does not depend on
   * the input. `cap` limits the per-word part.
   */
  cost: { perWord: number; base: number; cap?: number } | { fixed: number };
  /** `document`: the API reads up to 4000 tokens of the text (not the 1000-token selection budget). */
  budget?: 'selection' | 'document';
}

const rewrite = (
  id: EditorOperationId,
  label: string,
  description: string,
  perWord: number,
  extra: Partial<EditorOperation> = {},
): EditorOperation => ({
  id,
  label,
  description,
  group: 'Rewrite',
  placement: 'replace',
  needsSelection: true,
  cost: { perWord, base: 40 },
  ...extra,
});

/** Every editor operation, in menu order. */
export const editorOperations: readonly EditorOperation[] = [
  rewrite('improve', 'Improve writing', 'Clarity, flow, word choice and grammar.', 1.3),
  rewrite('paraphrase', 'Paraphrase', 'The same meaning in new words.', 1.3),
  rewrite('expand', 'Expand', 'About twice as long, with detail and examples.', 2.5),
  rewrite('shorten', 'Shorten', 'About half as long, keeping the key points.', 0.8),
  rewrite('simple-language', 'Simple language', 'Plain words and short sentences.', 1.2),
  rewrite('readability', 'Improve readability', 'Shorter sentences and paragraphs.', 1.2),
  rewrite(
    'spelling-and-grammar',
    'Fix spelling and grammar',
    'Corrects mistakes, changes nothing else.',
    1.1,
  ),
  rewrite('formatting', 'Format', 'Headings, paragraphs and lists for loose text.', 1.1),
  rewrite('add-depth', 'Add depth', 'Examples, reasons and specifics.', 2.2),
  rewrite('change-tone', 'Change tone', 'Rewrites in another tone of voice.', 1.3, { argument: 'tone' }),
  rewrite('translate', 'Translate', 'Into another language, keeping the markup.', 1.5, {
    argument: 'language',
  }),
  rewrite('improve-seo', 'Improve SEO', 'Focus keyword in place, clear headings.', 1.4, {
    cost: { perWord: 1.4, base: 60 },
  }),
  rewrite('add-internal-links', 'Add internal links', 'Links to your own pages where they fit.', 1.2, {
    argument: 'links',
  }),
  {
    id: 'write-more',
    label: 'Write more',
    description: 'Continues from the cursor in the same style.',
    group: 'Write',
    placement: 'cursor',
    needsSelection: false,
    cost: { fixed: 300 },
  },
  {
    id: 'command',
    label: 'Ask AI…',
    description: 'Tell it what to do with the selection, or what to write.',
    group: 'Write',
    placement: 'cursor',
    needsSelection: false,
    argument: 'instruction',
    cost: { perWord: 2, base: 200 },
  },
  {
    id: 'summary',
    label: 'Summary',
    description: 'A short paragraph below the selection.',
    group: 'Write',
    placement: 'after',
    needsSelection: true,
    cost: { perWord: 0.4, base: 40, cap: 400 },
    budget: 'document',
  },
  {
    id: 'conclusion',
    label: 'Conclusion',
    description: 'A closing section at the end of the document.',
    group: 'Write',
    placement: 'end',
    needsSelection: false,
    cost: { fixed: 250 },
  },
  {
    id: 'meta-title',
    label: 'Meta title',
    description: 'An SEO title of at most 60 characters.',
    group: 'SEO',
    placement: 'field',
    needsSelection: false,
    cost: { fixed: 20 },
  },
  {
    id: 'meta-description',
    label: 'Meta description',
    description: 'An SEO description of at most 160 characters.',
    group: 'SEO',
    placement: 'field',
    needsSelection: false,
    cost: { fixed: 40 },
  },
];

export function getEditorOperation(id: EditorOperationId): EditorOperation {
  const operation = editorOperations.find((op) => op.id === id);
  if (!operation) throw new Error(`Unknown editor operation: ${id}`);
  return operation;
}

/** Languages whose words are counted per character (Chinese, Japanese): translating into them costs more. */
const PER_CHARACTER_LANGUAGE = /^(zh|ja)-/;

/**
 * The credits an operation reserves before it runs, computed as the API
 * does: words of the text it reads (the selection, cut to the 1000-token
 * budget) times the operation's factor plus a base, or a fixed amount for
 * operations that write a set length (write more 300, conclusion 250, meta
 * title 20, meta description 40). Adding internal links costs 10 more per
 * link. Never below 1.
 */
export function estimateOperationCost(
  operation: EditorOperation,
  input: { text?: string; language?: string; links?: number } = {},
): number {
  const { cost } = operation;
  if ('fixed' in cost) return cost.fixed;
  const text = input.text ?? '';
  const words = text ? countHtmlWords(operation.budget === 'document' ? text : truncateTokens(text)) : 0;
  let perWord = cost.perWord;
  if (operation.id === 'translate' && input.language && PER_CHARACTER_LANGUAGE.test(input.language))
    perWord = 3;
  const variable = cost.cap === undefined ? words * perWord : Math.min(cost.cap, words * perWord);
  const links = operation.id === 'add-internal-links' ? (input.links ?? 0) * 10 : 0;
  return Math.max(1, Math.ceil(variable + cost.base + links));
}

/** Tones offered for "Change tone" (any short free text is accepted too). */
export const tones = [
  'friendly',
  'professional',
  'formal',
  'casual',
  'confident',
  'persuasive',
  'enthusiastic',
  'empathetic',
  'witty',
  'academic',
] as const;

/** Internal links typed one per line, "URL topic" (the URL first). */
export function parseLinks(value: string): { url: string; title: string }[] {
  return value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .flatMap((line) => {
      const [url = '', ...rest] = line.split(/\s+/);
      const title = rest.join(' ').trim();
      return /^(?:https?:\/\/|\/)/.test(url) && title ? [{ url, title }] : [];
    })
    .slice(0, 20);
}

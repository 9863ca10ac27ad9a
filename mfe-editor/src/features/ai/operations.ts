import {
  countHtmlWords,
  type EditorOperationId,
  editorOperationCost,
  truncateTokens,
} from '@inkpress/shared-core';

export type { EditorOperationId };

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
  /** `document`: the API reads up to 4000 tokens of the text (not the 1000-token selection budget). */
  budget?: 'selection' | 'document';
  /** True when the rewrite can be in one of the team's brand voices (the API takes `style`). */
  voice?: boolean;
}

const rewrite = (
  id: EditorOperationId,
  label: string,
  description: string,
  extra: Partial<EditorOperation> = {},
): EditorOperation => ({
  id,
  label,
  description,
  group: 'Rewrite',
  placement: 'replace',
  needsSelection: true,
  voice: true,
  ...extra,
});

/** Every editor operation, in menu order. */
export const editorOperations: readonly EditorOperation[] = [
  rewrite('improve', 'Improve writing', 'Clarity, flow, word choice and grammar.'),
  rewrite('paraphrase', 'Paraphrase', 'The same meaning in new words.'),
  rewrite('expand', 'Expand', 'About twice as long, with detail and examples.'),
  rewrite('shorten', 'Shorten', 'About half as long, keeping the key points.'),
  rewrite('simple-language', 'Simple language', 'Plain words and short sentences.'),
  rewrite('readability', 'Improve readability', 'Shorter sentences and paragraphs.'),
  // Corrections keep the writer's own voice; a tone, a language or links are the point of the others.
  rewrite('spelling-and-grammar', 'Fix spelling and grammar', 'Corrects mistakes, changes nothing else.', {
    voice: false,
  }),
  rewrite('formatting', 'Format', 'Headings, paragraphs and lists for loose text.'),
  rewrite('add-depth', 'Add depth', 'Examples, reasons and specifics.'),
  rewrite('change-tone', 'Change tone', 'Rewrites in another tone of voice.', {
    argument: 'tone',
    voice: false,
  }),
  rewrite('translate', 'Translate', 'Into another language, keeping the markup.', {
    argument: 'language',
    voice: false,
  }),
  rewrite('improve-seo', 'Improve SEO', 'Focus keyword in place, clear headings.'),
  rewrite('add-internal-links', 'Add internal links', 'Links to your own pages where they fit.', {
    argument: 'links',
    voice: false,
  }),
  {
    id: 'write-more',
    label: 'Write more',
    description: 'Continues from the cursor in the same style.',
    group: 'Write',
    placement: 'cursor',
    needsSelection: false,
  },
  {
    id: 'command',
    label: 'Ask AI…',
    description: 'Tell it what to do with the selection, or what to write.',
    group: 'Write',
    placement: 'cursor',
    needsSelection: false,
    argument: 'instruction',
  },
  {
    id: 'summary',
    label: 'Summary',
    description: 'A short paragraph below the selection.',
    group: 'Write',
    placement: 'after',
    needsSelection: true,
    budget: 'document',
  },
  {
    id: 'conclusion',
    label: 'Conclusion',
    description: 'A closing section at the end of the document.',
    group: 'Write',
    placement: 'end',
    needsSelection: false,
  },
  {
    id: 'meta-title',
    label: 'Meta title',
    description: 'An SEO title of at most 60 characters.',
    group: 'SEO',
    placement: 'field',
    needsSelection: false,
  },
  {
    id: 'meta-description',
    label: 'Meta description',
    description: 'An SEO description of at most 160 characters.',
    group: 'SEO',
    placement: 'field',
    needsSelection: false,
  },
];

export function getEditorOperation(id: EditorOperationId): EditorOperation {
  const operation = editorOperations.find((op) => op.id === id);
  if (!operation) throw new Error(`Unknown editor operation: ${id}`);
  return operation;
}

/**
 * The credits an operation reserves before it runs: shared-core's
 * editorOperationCost (the API's own number) on the words it reads — the
 * selection cut to the 1000-token budget, or the document's 4000.
 */
export function estimateOperationCost(
  operation: EditorOperation,
  input: { text?: string; language?: string; links?: number } = {},
): number {
  const text = input.text ?? '';
  const words = text ? countHtmlWords(operation.budget === 'document' ? text : truncateTokens(text)) : 0;
  return editorOperationCost(operation.id, { words, language: input.language, links: input.links });
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

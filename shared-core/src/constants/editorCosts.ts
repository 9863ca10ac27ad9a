/**
 * What the editor's AI operations (SPEC §9) cost, once: the API reserves
 * this before it runs one, and the editor shows the same number on the
 * button before the click.
 *
 * Operations that rewrite the selection cost `perWord` credits per word of
 * what they read (after the API's token budget) plus `base`, the per-word
 * part capped at `cap`; operations that write a set length cost `fixed`.
 * Translating into a language counted per character (Chinese, Japanese)
 * costs 3 a word; adding internal links 10 more per link.
 */

export const editorOperationIds = [
  'expand',
  'shorten',
  'paraphrase',
  'translate',
  'summary',
  'improve-seo',
  'write-more',
  'command',
  'conclusion',
  'spelling-and-grammar',
  'formatting',
  'change-tone',
  'simple-language',
  'add-depth',
  'add-internal-links',
  'readability',
  'improve',
  'meta-description',
  'meta-title',
] as const;
export type EditorOperationId = (typeof editorOperationIds)[number];

export type EditorOperationCost = { perWord: number; base: number; cap?: number } | { fixed: number };

const rewrite = (perWord: number): EditorOperationCost => ({ perWord, base: 40 });

export const editorOperationCosts: Readonly<Record<EditorOperationId, EditorOperationCost>> = {
  improve: rewrite(1.3),
  paraphrase: rewrite(1.3),
  expand: rewrite(2.5),
  shorten: rewrite(0.8),
  'simple-language': rewrite(1.2),
  readability: rewrite(1.2),
  'spelling-and-grammar': rewrite(1.1),
  formatting: rewrite(1.1),
  'add-depth': rewrite(2.2),
  'change-tone': rewrite(1.3),
  translate: rewrite(1.5),
  'improve-seo': { perWord: 1.4, base: 60 },
  'add-internal-links': rewrite(1.2),
  'write-more': { fixed: 300 },
  command: { perWord: 2, base: 200 },
  summary: { perWord: 0.4, base: 40, cap: 400 },
  conclusion: { fixed: 250 },
  'meta-title': { fixed: 20 },
  'meta-description': { fixed: 40 },
};

/** Languages whose words are counted per character: translating into them costs 3 a word. */
const PER_CHARACTER_LANGUAGE = /^(zh|ja)-/;

/**
 * The credits `id` reserves for `words` words of input (already cut to the
 * operation's budget), in whole credits, never below 1.
 */
export function editorOperationCost(
  id: EditorOperationId,
  input: { words: number; language?: string | undefined; links?: number | undefined },
): number {
  const cost = editorOperationCosts[id];
  if ('fixed' in cost) return cost.fixed;
  const perWord =
    id === 'translate' && input.language && PER_CHARACTER_LANGUAGE.test(input.language) ? 3 : cost.perWord;
  const variable = cost.cap === undefined ? input.words * perWord : Math.min(cost.cap, input.words * perWord);
  const links = id === 'add-internal-links' ? (input.links ?? 0) * 10 : 0;
  return Math.max(1, Math.ceil(variable + cost.base + links));
}

import {
  ellipsis,
  emDash,
  type InputRule,
  inputRules,
  textblockTypeInputRule,
  wrappingInputRule,
} from 'prosemirror-inputrules';
import type { Plugin } from 'prosemirror-state';
import { schema } from '../schema';

const { heading, blockquote, bullet_list, ordered_list, code_block } = schema.nodes;

/** `# ` to `###### `: a heading of that level. */
export const headingRule: InputRule = textblockTypeInputRule(/^(#{1,6})\s$/, heading, (match) => ({
  level: match[1]!.length,
}));
/** `> `: a quote. */
export const blockquoteRule: InputRule = wrappingInputRule(/^\s*>\s$/, blockquote);
/** `- `, `* ` or `+ `: a bullet list. */
export const bulletListRule: InputRule = wrappingInputRule(/^\s*([-+*])\s$/, bullet_list);
/** `1. ` (any number): a numbered list starting there; joins a list just above that it continues. */
export const orderedListRule: InputRule = wrappingInputRule(
  /^(\d+)\.\s$/,
  ordered_list,
  (match) => ({ order: Number(match[1]) }),
  (match, node) => node.childCount + (node.attrs.order as number) === Number(match[1]),
);
/** Three backticks: a code block. */
export const codeBlockRule: InputRule = textblockTypeInputRule(/^```$/, code_block);

/** Markdown-style shortcuts while typing. They do not fire inside code. */
export function inputRulesPlugin(): Plugin {
  return inputRules({
    rules: [headingRule, blockquoteRule, bulletListRule, orderedListRule, codeBlockRule, ellipsis, emDash],
  });
}

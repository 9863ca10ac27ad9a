// Test helpers: documents built with prosemirror-test-builder on our schema,
// states whose selection comes from the <a>/<b> tags, and a command runner
// that checks the dry-run contract on every call.
import type { Node } from 'prosemirror-model';
import {
  type Command,
  EditorState,
  NodeSelection,
  type Plugin,
  Selection,
  TextSelection,
} from 'prosemirror-state';
import { builders, type MarkBuilder, type NodeBuilder } from 'prosemirror-test-builder';
import { schema } from '../schema';

const all = builders(schema, {
  p: { nodeType: 'paragraph' },
  h1: { nodeType: 'heading', level: 1 },
  h2: { nodeType: 'heading', level: 2 },
  h3: { nodeType: 'heading', level: 3 },
  quote: { nodeType: 'blockquote' },
  pre: { nodeType: 'code_block' },
  hr: { nodeType: 'horizontal_rule' },
  ul: { nodeType: 'bullet_list' },
  ol: { nodeType: 'ordered_list' },
  li: { nodeType: 'list_item' },
  table: { nodeType: 'table' },
  tr: { nodeType: 'table_row' },
  td: { nodeType: 'table_cell' },
  th: { nodeType: 'table_header' },
  img: { nodeType: 'image', src: 'https://img.test/a.png' },
  br: { nodeType: 'hard_break' },
  a: { markType: 'link', href: 'https://example.com' },
  strong: { markType: 'strong' },
  em: { markType: 'em' },
  s: { markType: 'strike' },
  code: { markType: 'code' },
});

type NodeNames =
  | 'doc'
  | 'p'
  | 'h1'
  | 'h2'
  | 'h3'
  | 'quote'
  | 'pre'
  | 'hr'
  | 'ul'
  | 'ol'
  | 'li'
  | 'table'
  | 'tr'
  | 'td'
  | 'th'
  | 'img'
  | 'br';
type MarkNames = 'a' | 'strong' | 'em' | 's' | 'code';

/** Builders: `doc(p('one <a>two'))`; node builders return tagged nodes, mark builders wrap children. */
export const b = all as unknown as Record<NodeNames, NodeBuilder> & Record<MarkNames, MarkBuilder>;

type Tagged = Node & { tag: Record<string, number> };

/** The selection the tags describe: <a>…<b> a text range, <a> alone a cursor (or a node selection at a block boundary). */
export function selectionFor(doc: Tagged): Selection {
  const a = doc.tag.a;
  if (a === undefined) return Selection.atStart(doc);
  const $a = doc.resolve(a);
  if ($a.parent.inlineContent) return TextSelection.create(doc, a, doc.tag.b ?? a);
  return NodeSelection.create(doc, a);
}

/** An editor state for a tagged document. */
export function stateFor(doc: Node, plugins: Plugin[] = []): EditorState {
  return EditorState.create({ doc, selection: selectionFor(doc as Tagged), plugins });
}

/**
 * Runs `command` on `state` as a dry run and for real, checks they agree and
 * that the dry run neither dispatched nor threw, and returns the new state
 * (the same state when the command did not apply).
 */
export function run(state: EditorState, command: Command): { applied: boolean; state: EditorState } {
  const dry = command(state);
  let next = state;
  let dispatched = 0;
  const applied = command(state, (tr) => {
    dispatched += 1;
    next = next.apply(tr);
  });
  if (dry !== applied) throw new Error(`dry run said ${dry}, the real run ${applied}`);
  if (applied !== dispatched > 0) throw new Error(`applied ${applied} but dispatched ${dispatched} times`);
  return { applied, state: next };
}

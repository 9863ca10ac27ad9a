import { closeHistory } from 'prosemirror-history';
import { DOMSerializer, Fragment, type Node, Slice } from 'prosemirror-model';
import {
  type Command,
  type EditorState,
  Plugin,
  PluginKey,
  TextSelection,
  type Transaction,
} from 'prosemirror-state';
import { Decoration, DecorationSet, type EditorView } from 'prosemirror-view';
import { htmlToSlice } from '../html';
import { markdownToDoc } from '../markdown';
import { schema } from '../schema';

/**
 * How the suggested text is read when shown and accepted: plain text
 * (blank lines make paragraphs), HTML, Markdown, or `auto` (HTML when it
 * has tags, else text).
 */
export type SuggestionFormat = 'text' | 'html' | 'markdown' | 'auto';

/** A pending AI suggestion: the range it would replace (empty at a cursor) and the text streamed so far. */
export interface Suggestion {
  from: number;
  to: number;
  text: string;
  format: SuggestionFormat;
  /** Bumped on each change of the text, so the widget is redrawn. */
  version: number;
}

type Meta =
  | { type: 'start'; from: number; to: number; format: SuggestionFormat }
  | { type: 'append'; delta: string }
  | { type: 'set'; text: string }
  | { type: 'clear' };

const key = new PluginKey<Suggestion | null>('aiSuggestion');

function applyMeta(value: Suggestion | null, meta: Meta): Suggestion | null {
  switch (meta.type) {
    case 'start':
      return {
        from: meta.from,
        to: meta.to,
        text: '',
        format: meta.format,
        version: (value?.version ?? 0) + 1,
      };
    case 'append':
      return value && { ...value, text: value.text + meta.delta, version: value.version + 1 };
    case 'set':
      return value && { ...value, text: meta.text, version: value.version + 1 };
    case 'clear':
      return null;
  }
}

function mapSuggestion(value: Suggestion, tr: Transaction): Suggestion {
  // Text typed just outside the range stays outside it.
  const from = tr.mapping.map(value.from, 1);
  const to = Math.max(from, tr.mapping.map(value.to, -1));
  return from === value.from && to === value.to ? value : { ...value, from, to };
}

function resolvedFormat(suggestion: Suggestion): Exclude<SuggestionFormat, 'auto'> {
  if (suggestion.format !== 'auto') return suggestion.format;
  return /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?>/i.test(suggestion.text) ? 'html' : 'text';
}

/** The suggestion's content as a slice for the place it would go (plain text inside code stays text). */
export function suggestionSlice(state: EditorState, suggestion: Suggestion): Slice {
  const $from = state.doc.resolve(suggestion.from);
  const format = resolvedFormat(suggestion);
  if ($from.parent.type.spec.code || format === 'text') {
    const paragraphs = suggestion.text.replace(/\r\n?/g, '\n').split(/\n{2,}/);
    if ($from.parent.type.spec.code || paragraphs.length === 1) {
      const text = $from.parent.type.spec.code ? suggestion.text : suggestion.text.replace(/\s*\n\s*/g, ' ');
      return text ? new Slice(Fragment.from(schema.text(text, $from.marks())), 0, 0) : Slice.empty;
    }
    const nodes = paragraphs
      .map((paragraph) => paragraph.trim())
      .filter(Boolean)
      .map((paragraph) =>
        schema.nodes.paragraph.create(null, schema.text(paragraph.replace(/\s*\n\s*/g, ' '))),
      );
    return new Slice(Fragment.from(nodes), 1, 1);
  }
  if (format === 'markdown') {
    const doc = markdownToDoc(suggestion.text);
    return Slice.maxOpen(doc.content);
  }
  return htmlToSlice(suggestion.text);
}

function renderWidget(suggestion: Suggestion, state: EditorState) {
  return (view: EditorView) => {
    const doc = view.dom.ownerDocument;
    const widget = doc.createElement('span');
    widget.className = 'pm-suggestion';
    widget.setAttribute('data-testid', 'ai-suggestion');
    widget.setAttribute('contenteditable', 'false');
    const format = resolvedFormat(suggestion);
    if (format === 'text') {
      widget.textContent = suggestion.text;
    } else {
      // Shown through the schema, so streamed HTML can never add script or unsafe links.
      const slice = suggestionSlice(state, suggestion);
      widget.appendChild(
        DOMSerializer.fromSchema(schema).serializeFragment(slice.content, { document: doc }),
      );
    }
    return widget;
  };
}

/**
 * Holds one pending AI suggestion. The document does not change while the
 * text streams in: the range to replace is marked (`pm-suggestion-original`)
 * and the text is shown in a widget after it. Accepting replaces the range
 * in one undoable step; rejecting drops the suggestion, so the original text
 * is back as it was. The range follows edits made meanwhile.
 */
export function suggestionPlugin(): Plugin<Suggestion | null> {
  return new Plugin<Suggestion | null>({
    key,
    state: {
      init: () => null,
      apply(tr, value) {
        const meta = tr.getMeta(key) as Meta | undefined;
        if (meta) return applyMeta(value, meta);
        return value && tr.docChanged ? mapSuggestion(value, tr) : value;
      },
    },
    props: {
      decorations(state) {
        const suggestion = key.getState(state);
        if (!suggestion) return null;
        const decorations: Decoration[] = [];
        if (suggestion.to > suggestion.from) {
          decorations.push(
            Decoration.inline(suggestion.from, suggestion.to, { class: 'pm-suggestion-original' }),
          );
        }
        decorations.push(
          Decoration.widget(suggestion.to, renderWidget(suggestion, state), {
            key: `ai-suggestion-${suggestion.version}`,
            side: 1,
            ignoreSelection: true,
          }),
        );
        return DecorationSet.create(state.doc, decorations);
      },
    },
  });
}

/** The pending suggestion, or null (also when the plugin is absent). */
export function getSuggestion(state: EditorState): Suggestion | null {
  return key.getState(state) ?? null;
}

function withMeta(state: EditorState, meta: Meta): Transaction {
  return state.tr.setMeta(key, meta).setMeta('addToHistory', false);
}

/**
 * Starts a suggestion for the range from–to (from = to: at a cursor),
 * replacing any pending one. False when the plugin is absent or the range is
 * outside the document.
 */
export function startSuggestion(
  from: number,
  to: number,
  options: { format?: SuggestionFormat } = {},
): Command {
  return (state, dispatch) => {
    if (key.getState(state) === undefined) return false;
    if (!(from >= 0 && from <= to && to <= state.doc.content.size)) return false;
    if (dispatch) dispatch(withMeta(state, { type: 'start', from, to, format: options.format ?? 'auto' }));
    return true;
  };
}

/** Adds streamed text to the pending suggestion; false when none is pending. */
export function appendSuggestion(delta: string): Command {
  return (state, dispatch) => {
    if (!key.getState(state)) return false;
    if (dispatch) dispatch(withMeta(state, { type: 'append', delta }));
    return true;
  };
}

/** Replaces the pending suggestion's whole text (for streams that send the full text each time). */
export function setSuggestionText(text: string): Command {
  return (state, dispatch) => {
    if (!key.getState(state)) return false;
    if (dispatch) dispatch(withMeta(state, { type: 'set', text }));
    return true;
  };
}

/**
 * Replaces the range with the suggested content, parsed into nodes, as one
 * undoable step, and leaves the cursor after it. False when nothing is
 * pending or nothing has been suggested yet.
 */
export const acceptSuggestion: Command = (state, dispatch) => {
  const suggestion = key.getState(state);
  if (!suggestion?.text.trim()) return false;
  if (dispatch) {
    const slice = suggestionSlice(state, suggestion);
    const tr = state.tr.replaceRange(suggestion.from, suggestion.to, slice);
    const end = tr.mapping.map(suggestion.to, 1);
    tr.setSelection(TextSelection.near(tr.doc.resolve(end), -1));
    tr.setMeta(key, { type: 'clear' } satisfies Meta);
    dispatch(closeHistory(tr).scrollIntoView());
  }
  return true;
};

/** Drops the pending suggestion, leaving the document as it was; false when none is pending. */
export const rejectSuggestion: Command = (state, dispatch) => {
  if (!key.getState(state)) return false;
  if (dispatch) dispatch(withMeta(state, { type: 'clear' }));
  return true;
};

/** The suggested content as it would be inserted, for a preview outside the editor. */
export function suggestionContent(state: EditorState): Node[] {
  const suggestion = key.getState(state);
  if (!suggestion) return [];
  const nodes: Node[] = [];
  suggestionSlice(state, suggestion).content.forEach((node) => {
    nodes.push(node);
  });
  return nodes;
}

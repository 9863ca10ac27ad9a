import { isAbortError, truncateThreeParts } from '@inkpress/shared-core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Node } from 'prosemirror-model';
import type { EditorState } from 'prosemirror-state';
import type { GenerationEvent, GenerationMeta } from '../../api/types';
import {
  acceptSuggestion,
  type EditorController,
  fragmentToHtml,
  getSuggestion,
  rejectSuggestion,
} from '../../editor';
import type { VoiceChoices } from '../voice/VoiceStores';
import {
  type EditorOperation,
  type EditorOperationId,
  estimateOperationCost,
  getEditorOperation,
  parseLinks,
} from './operations';
import { consumeGeneration, type Scheduler, streamIntoSuggestion } from './stream';

/** Starts POST /api/generate and yields its events (EditorApi.generate). */
export type GenerateFn = (
  operation: string,
  input: Record<string, unknown>,
  signal?: AbortSignal,
) => AsyncIterable<GenerationEvent>;

/** What the AI works on: the selection when the menu opened, or the cursor. */
export interface AiTarget {
  from: number;
  to: number;
  /** The selection as HTML ('' at a cursor). */
  html: string;
  /** Words selected. */
  empty: boolean;
}

export interface AiContext {
  title?: string;
  keyword?: string;
  /** The post's language, for the meta fields. */
  language?: string;
}

export type AiStatus = 'idle' | 'running' | 'review' | 'failed';

export interface AiStoreDeps {
  generate: GenerateFn;
  editor: EditorController;
  /** The post's title, focus keyword and language. */
  context: () => AiContext;
  /** Puts a meta title or description into the post. */
  setField: (field: 'metaTitle' | 'metaDescription', value: string) => void;
  /**
   * Reacts to a failure: opens the popup its code calls for (credits,
   * limits, rate limit) and returns the message to show.
   */
  onError: (error: unknown) => string;
  /**
   * The team's brand voices and the one chosen for rewrites (the panel's
   * picker): its id goes with the operations that take one.
   */
  voices?: VoiceChoices;
  /** How streamed text is batched before it is drawn. Default: once per frame. */
  schedule?: Scheduler;
}

/** Longest plain text sent as a document's context (the API cuts to 4000 tokens anyway). */
const DOCUMENT_CONTEXT_CHARS = 60_000;

/** The document as plain text with blank lines between blocks, within the three-part budget. */
export function documentText(doc: Node): string {
  const text = doc.textBetween(0, doc.content.size, '\n\n', ' ');
  if (text.length <= DOCUMENT_CONTEXT_CHARS) return text;
  return truncateThreeParts(text)
    .map((part) => part.trim())
    .join('\n\n');
}

/** The selection of `state` as an AI target. */
export function targetOf(state: EditorState): AiTarget {
  const { from, to, empty } = state.selection;
  return {
    from,
    to,
    html: empty ? '' : fragmentToHtml(state.doc.slice(from, to).content),
    empty,
  };
}

/** Where an operation's suggestion goes, given the target. */
export function placementRange(
  operation: EditorOperation,
  target: AiTarget,
  doc: Node,
): { from: number; to: number } {
  switch (operation.placement) {
    case 'replace':
      return { from: target.from, to: target.to };
    case 'after': {
      const $to = doc.resolve(target.to);
      const end = $to.depth >= 1 ? $to.after(1) : target.to;
      return { from: end, to: end };
    }
    case 'cursor':
      if (operation.id === 'command' && !target.empty) return { from: target.from, to: target.to };
      return { from: target.to, to: target.to };
    case 'end':
    case 'field':
      return { from: doc.content.size, to: doc.content.size };
  }
}

/** The longest instruction of the AI command (its text box and the API both stop there). */
export const INSTRUCTION_MAX = 2000;

/**
 * The AI menu and one run at a time: choose an operation (and its tone,
 * language, instruction or links), see its cost, run it, watch the text
 * stream into the document as a pending suggestion, then accept or reject.
 * Meta title and description stream into the panel instead and go to the
 * post's fields when accepted.
 */
export class AiStore {
  open = false;
  operationId: EditorOperationId | null = null;
  /** Empty until the user chooses one: a tone is never assumed (change tone would run and charge). */
  tone = '';
  language = 'en-US';
  instruction = '';
  links = '';
  target: AiTarget | null = null;
  status: AiStatus = 'idle';
  meta: GenerationMeta | null = null;
  /** Text streamed so far (shown for meta fields, and counted for the others). */
  text = '';
  result: { words: number; credits: number; aborted: boolean } | null = null;
  error: string | null = null;
  private abortController: AbortController | null = null;

  constructor(private readonly deps: AiStoreDeps) {
    makeAutoObservable<AiStore, 'deps' | 'abortController'>(
      this,
      { deps: false, abortController: false },
      { autoBind: true },
    );
  }

  /** The brand voice picker's lists and choice, when the editor offers one. */
  get voices(): VoiceChoices | null {
    return this.deps.voices ?? null;
  }

  get operation(): EditorOperation | null {
    return this.operationId ? getEditorOperation(this.operationId) : null;
  }

  get hasSelection(): boolean {
    return this.target !== null && !this.target.empty;
  }

  /** The text the chosen operation reads, as sent to the API. */
  private get inputText(): string {
    const operation = this.operation;
    const state = this.deps.editor.state;
    if (!operation || !state) return '';
    if (operation.placement === 'field' || operation.id === 'conclusion') return documentText(state.doc);
    if (operation.id === 'write-more') {
      const at = this.target?.to ?? state.selection.to;
      return state.doc.textBetween(Math.max(0, at - 6000), at, '\n\n', ' ');
    }
    return this.target?.html ?? '';
  }

  /** Credits the chosen operation reserves (see estimateOperationCost). */
  get estimate(): number {
    const operation = this.operation;
    if (!operation) return 0;
    return estimateOperationCost(operation, {
      text:
        operation.needsSelection || operation.id === 'command' ? (this.target?.html ?? '') : this.inputText,
      language: this.language,
      links: parseLinks(this.links).length,
    });
  }

  /** Why the chosen operation cannot run now, or null when it can. */
  get blocker(): string | null {
    const operation = this.operation;
    if (!operation) return 'Choose what the AI should do.';
    if (operation.needsSelection && !this.hasSelection) return 'Select some text first.';
    if (operation.id === 'write-more' && !this.inputText.trim()) return 'Write a few words first.';
    if ((operation.placement === 'field' || operation.id === 'conclusion') && !this.inputText.trim())
      return 'The document is empty.';
    switch (operation.argument) {
      case 'tone':
        return this.tone.trim().length >= 2 ? null : 'Choose a tone.';
      case 'language':
        return this.language ? null : 'Choose a language.';
      case 'instruction':
        return this.instruction.trim() ? null : 'Tell the AI what to do.';
      case 'links':
        return parseLinks(this.links).length > 0
          ? null
          : 'Add at least one link: a URL, a space and its topic.';
      default:
        return null;
    }
  }

  get isRunning(): boolean {
    return this.status === 'running';
  }

  /** Opens the menu on the editor's current selection. */
  openMenu(operationId: EditorOperationId | null = null): void {
    if (this.isRunning) return;
    if (this.status === 'review') this.reject();
    const state = this.deps.editor.state;
    this.target = state ? targetOf(state) : null;
    this.operationId = operationId;
    this.status = 'idle';
    this.error = null;
    this.text = '';
    this.meta = null;
    this.result = null;
    this.open = true;
  }

  choose(operationId: EditorOperationId | null): void {
    this.operationId = operationId;
    this.error = null;
  }

  setTone(tone: string): void {
    this.tone = tone;
  }

  setLanguage(language: string): void {
    this.language = language;
  }

  setInstruction(instruction: string): void {
    this.instruction = instruction;
  }

  /**
   * A prompt from the prompt library (SPEC §2): the AI command is chosen and
   * the prompt added to its instruction (after what is there), within the
   * instruction's 2,000 characters.
   */
  insertPrompt(prompt: string): void {
    const text = prompt.trim();
    if (!text) return;
    if (this.operationId !== 'command') this.choose('command');
    const current = this.instruction.trim();
    this.instruction = (current ? `${current}\n\n${text}` : text).slice(0, INSTRUCTION_MAX);
  }

  setLinks(links: string): void {
    this.links = links;
  }

  /** The request body's input for the chosen operation (with the chosen brand voice where it applies). */
  buildInput(): Record<string, unknown> {
    const input = this.operationInput();
    const styleId = this.deps.voices?.styleId;
    return this.operation?.voice && styleId ? { ...input, style: styleId } : input;
  }

  private operationInput(): Record<string, unknown> {
    const operation = this.operation;
    if (!operation) return {};
    const context = this.deps.context();
    const title = context.title?.trim() || undefined;
    const keyword = context.keyword?.trim() || undefined;
    const text = this.inputText;
    switch (operation.id) {
      case 'translate':
        return { text, language: this.language };
      case 'change-tone':
        return { text, tone: this.tone.trim() };
      case 'improve-seo':
        return { text, keyword };
      case 'add-internal-links':
        return { text, links: parseLinks(this.links) };
      case 'command':
        return { text: text || undefined, instruction: this.instruction.trim() };
      case 'write-more': {
        const state = this.deps.editor.state;
        const at = this.target?.to ?? 0;
        const after = state
          ? state.doc.textBetween(at, Math.min(state.doc.content.size, at + 3000), '\n\n', ' ')
          : '';
        return { text, after: after.trim() || undefined, title };
      }
      case 'conclusion':
        return { text, title };
      case 'meta-title':
      case 'meta-description':
        return { text, title, keyword, language: context.language || undefined };
      default:
        return { text };
    }
  }

  /** Runs the chosen operation; resolves when the stream ends (review), fails or is stopped. */
  async run(): Promise<void> {
    const operation = this.operation;
    const { editor } = this.deps;
    const state = editor.state;
    if (!operation || this.blocker || this.isRunning || !state || !this.target) return;
    const input = this.buildInput();
    const controller = new AbortController();
    this.abortController = controller;
    this.status = 'running';
    this.error = null;
    this.text = '';
    this.meta = null;
    this.result = null;
    const events = this.deps.generate(operation.id, input, controller.signal);
    const onMeta = (meta: GenerationMeta) => runInAction(() => (this.meta = meta));
    const onText = (text: string) => runInAction(() => (this.text = text));
    try {
      const outcome =
        operation.placement === 'field'
          ? await consumeGeneration(events, { onMeta, onText, schedule: this.deps.schedule })
          : await streamIntoSuggestion(editor, placementRange(operation, this.target, state.doc), events, {
              onMeta,
              onText,
              schedule: this.deps.schedule,
            });
      runInAction(() => {
        this.text = outcome.text;
        this.result = outcome.done && {
          words: outcome.done.words,
          credits: outcome.done.credits,
          aborted: outcome.done.aborted,
        };
        if (operation.placement === 'field' && typeof outcome.done?.output === 'string') {
          this.text = outcome.done.output;
        }
        this.status = this.text.trim() ? 'review' : 'failed';
        if (!this.text.trim()) this.error = 'The AI returned nothing. Try again or choose another operation.';
      });
    } catch (error) {
      const stopped = controller.signal.aborted || isAbortError(error);
      runInAction(() => {
        if (stopped && this.text.trim()) {
          this.status = 'review';
          this.result = { words: 0, credits: 0, aborted: true };
          return;
        }
        if (operation.placement !== 'field') editor.run(rejectSuggestion, { focus: false });
        this.status = stopped ? 'idle' : 'failed';
        this.error = stopped ? null : this.deps.onError(error);
      });
    } finally {
      if (this.abortController === controller) this.abortController = null;
    }
  }

  /** Stops a running generation; what arrived stays for review. */
  stop(): void {
    this.abortController?.abort();
  }

  /** Puts the result into the document (one undo step) or into its field, and closes. */
  accept(): boolean {
    const operation = this.operation;
    if (this.status !== 'review' || !operation) return false;
    let applied: boolean;
    if (operation.placement === 'field') {
      const field = operation.id === 'meta-title' ? 'metaTitle' : 'metaDescription';
      this.deps.setField(field, this.text.trim());
      applied = true;
    } else {
      applied = this.deps.editor.run(acceptSuggestion);
    }
    this.finish();
    return applied;
  }

  /** Drops the result (the document is as it was) and closes. */
  reject(): void {
    this.abortController?.abort();
    const state = this.deps.editor.state;
    if (state && getSuggestion(state)) this.deps.editor.run(rejectSuggestion);
    this.finish();
  }

  /** Closes the menu; a pending result is rejected, a running one stopped. */
  close(): void {
    if (this.status === 'running' || this.status === 'review') {
      this.reject();
      return;
    }
    this.finish();
  }

  private finish(): void {
    this.open = false;
    this.status = 'idle';
    this.text = '';
    this.meta = null;
    this.result = null;
    this.error = null;
    this.target = null;
  }

  /** Stops everything (the screen is going away). */
  dispose(): void {
    this.abortController?.abort();
  }
}

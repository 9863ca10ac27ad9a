import '../../editor/test/domPolyfills';
import { ApiError } from '@inkpress/shared-core';
import { TextSelection } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import type { GenerationEvent } from '../../api/types';
import { createEditorState, docToHtml, EditorController, getSuggestion } from '../../editor';
import { VoiceChoices } from '../voice/VoiceStores';
import { AiStore, type GenerateFn, INSTRUCTION_MAX } from './AiStore';
import { consumeGeneration, immediateScheduler, streamIntoSuggestion } from './stream';

const views: EditorView[] = [];
afterEach(() => {
  for (const view of views.splice(0)) view.destroy();
});

/** A real ProseMirror view behind an EditorController, as the screen has. */
function editorWith(html: string): EditorController {
  const controller = new EditorController();
  const place = document.createElement('div');
  document.body.appendChild(place);
  const view: EditorView = new EditorView(place, {
    state: createEditorState(html),
    dispatchTransaction(tr) {
      view.updateState(view.state.apply(tr));
      controller.notify();
    },
  });
  views.push(view);
  controller.attach(view);
  return controller;
}

function select(editor: EditorController, text: string): void {
  const view = editor.view!;
  let from = -1;
  view.state.doc.descendants((node, pos) => {
    if (from >= 0 || !node.isText) return from < 0;
    const at = node.text!.indexOf(text);
    if (at >= 0) from = pos + at;
    return false;
  });
  view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, from, from + text.length)));
}

/** A fake POST /api/generate stream: the events given, in order, with a pause point. */
function fakeStream(events: GenerationEvent[], options: { gate?: Promise<void> } = {}): GenerateFn {
  return (_operation, _input, signal) =>
    (async function* () {
      for (const [i, event] of events.entries()) {
        if (i === 2 && options.gate) await options.gate;
        if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
        yield event;
      }
    })();
}

const meta: GenerationEvent = {
  type: 'meta',
  data: { operation: 'expand', provider: 'offline', label: 'offline writer', estimate: 90, output: 'html' },
};
const delta = (text: string): GenerationEvent => ({ type: 'delta', data: { text } });
const done: GenerationEvent = { type: 'done', data: { output: '', words: 6, credits: 6, aborted: false } };

function aiFor(
  editor: EditorController,
  generate: GenerateFn,
  extra: Partial<ConstructorParameters<typeof AiStore>[0]> = {},
) {
  const onError = jest.fn((error: unknown) => (error instanceof Error ? error.message : 'failed'));
  const setField = jest.fn();
  const ai = new AiStore({
    generate,
    editor,
    context: () => ({ title: 'Email', keyword: 'email marketing', language: 'en-US' }),
    setField,
    onError,
    schedule: immediateScheduler,
    ...extra,
  });
  return { ai, onError, setField };
}

describe('the SSE-to-suggestion glue', () => {
  it('starts a suggestion over the range and appends each delta, leaving the document as it was', async () => {
    const editor = editorWith('<p>Hello world again</p>');
    const seen: string[] = [];
    const outcome = await streamIntoSuggestion(
      editor,
      { from: 7, to: 12 },
      (async function* () {
        yield meta;
        yield delta('<p>bright ');
        yield delta('new world</p>');
        seen.push(getSuggestion(editor.state!)?.text ?? '');
        yield done;
      })(),
      { schedule: immediateScheduler },
    );
    expect(seen).toEqual(['<p>bright new world</p>']);
    expect(outcome.meta?.label).toBe('offline writer');
    expect(outcome.text).toBe('<p>bright new world</p>');
    expect(outcome.done?.credits).toBe(6);
    expect(editor.state!.doc.textContent).toBe('Hello world again');
    expect(getSuggestion(editor.state!)).toMatchObject({ from: 7, to: 12, format: 'html' });
  });

  it('batches deltas: one redraw for several tokens', async () => {
    const flushes: string[] = [];
    const scheduled: { flush: (() => void) | null } = { flush: null };
    const outcome = consumeGeneration(
      (async function* () {
        yield delta('a');
        yield delta('b');
        yield delta('c');
        scheduled.flush?.();
        yield done;
      })(),
      {
        onText: (_text, d) => flushes.push(d),
        schedule: (flush) => {
          scheduled.flush = flush;
          return () => {
            scheduled.flush = null;
          };
        },
      },
    );
    await outcome;
    expect(flushes).toEqual(['abc']);
  });

  it('throws an error event as the ApiError it describes, after delivering what came before', async () => {
    const texts: string[] = [];
    await expect(
      consumeGeneration(
        (async function* () {
          yield delta('partial');
          yield {
            type: 'error',
            data: { status: 402, code: 'NotEnoughCredits', message: 'No credits' },
          } as GenerationEvent;
        })(),
        { onText: (text) => texts.push(text), schedule: immediateScheduler },
      ),
    ).rejects.toMatchObject({ status: 402, code: 'NotEnoughCredits' });
    expect(texts).toEqual(['partial']);
  });
});

describe('an AI run from the menu', () => {
  it('shows the cost before running, streams into a suggestion, and accept puts it in the document', async () => {
    const editor = editorWith('<p>Email works. It is direct.</p>');
    select(editor, 'It is direct.');
    const generate = jest.fn(
      fakeStream([meta, delta('<p>It reaches people '), delta('directly.</p>'), done]),
    );
    const { ai } = aiFor(editor, generate);
    ai.openMenu();
    ai.choose('expand');
    expect(ai.blocker).toBeNull();
    expect(ai.estimate).toBe(Math.ceil(3 * 2.5 + 40));

    await ai.run();
    expect(generate).toHaveBeenCalledWith('expand', { text: 'It is direct.' }, expect.any(AbortSignal));
    expect(ai.status).toBe('review');
    expect(ai.meta?.label).toBe('offline writer');
    expect(ai.result).toEqual({ words: 6, credits: 6, aborted: false });
    expect(editor.state!.doc.textContent).toBe('Email works. It is direct.');

    expect(ai.accept()).toBe(true);
    expect(docToHtml(editor.state!.doc)).toContain('It reaches people directly.');
    expect(editor.state!.doc.textContent).not.toContain('It is direct.');
    expect(ai.open).toBe(false);
  });

  it('inserts a prompt from the library into the AI command and sends it as the instruction', async () => {
    const editor = editorWith('<p>Email works. It is direct.</p>');
    select(editor, 'It is direct.');
    const generate = jest.fn(fakeStream([meta, delta('<ul><li>Direct</li></ul>'), done]));
    const { ai } = aiFor(editor, generate);
    ai.openMenu();
    ai.choose('expand');
    // From another operation: the prompt chooses the command and becomes its instruction.
    ai.insertPrompt('  Turn this into a bulleted list of tips.  ');
    expect(ai.operation?.id).toBe('command');
    expect(ai.instruction).toBe('Turn this into a bulleted list of tips.');
    // A second prompt goes after what is there; blank ones change nothing; the box's limit holds.
    ai.insertPrompt('Keep it under 50 words.');
    ai.insertPrompt('   ');
    expect(ai.instruction).toBe('Turn this into a bulleted list of tips.\n\nKeep it under 50 words.');
    ai.insertPrompt('x'.repeat(3000));
    expect(ai.instruction).toHaveLength(INSTRUCTION_MAX);
    ai.setInstruction('Turn this into a bulleted list of tips.');
    expect(ai.blocker).toBeNull();

    await ai.run();
    expect(generate).toHaveBeenCalledWith(
      'command',
      { text: 'It is direct.', instruction: 'Turn this into a bulleted list of tips.' },
      expect.any(AbortSignal),
    );
  });

  it('reject leaves the document exactly as it was', async () => {
    const editor = editorWith('<p>Keep me as I am.</p>');
    select(editor, 'Keep me');
    const { ai } = aiFor(editor, fakeStream([meta, delta('Replaced'), done]));
    ai.openMenu('paraphrase');
    await ai.run();
    ai.reject();
    expect(editor.state!.doc.textContent).toBe('Keep me as I am.');
    expect(getSuggestion(editor.state!)).toBeNull();
  });

  it('needs a selection for rewrites and an argument for tone, language and commands', () => {
    const editor = editorWith('<p>Some text here.</p>');
    const { ai } = aiFor(editor, fakeStream([]));
    ai.openMenu('shorten');
    expect(ai.blocker).toBe('Select some text first.');
    ai.close();
    select(editor, 'Some text');
    ai.openMenu('change-tone');
    // Nothing chosen yet: no tone is assumed, so nothing runs (or is charged) until one is.
    expect(ai.blocker).toBe('Choose a tone.');
    ai.setTone('witty');
    ai.setTone('');
    expect(ai.blocker).toBe('Choose a tone.');
    ai.setTone('witty');
    expect(ai.blocker).toBeNull();
    expect(ai.buildInput()).toEqual({ text: 'Some text', tone: 'witty' });
    ai.choose('command');
    expect(ai.blocker).toBe('Tell the AI what to do.');
    ai.setInstruction('Make it a list');
    expect(ai.buildInput()).toEqual({ text: 'Some text', instruction: 'Make it a list' });
    ai.choose('translate');
    ai.setLanguage('de-DE');
    expect(ai.buildInput()).toEqual({ text: 'Some text', language: 'de-DE' });
  });

  it('sends the chosen brand voice with the rewrites that take one, and only with those', () => {
    const editor = editorWith('<p>Some text here.</p>');
    const voices = new VoiceChoices({ listStyles: async () => [], listPersonas: async () => [] });
    const { ai } = aiFor(editor, fakeStream([]), { voices });
    select(editor, 'Some text');
    ai.openMenu('paraphrase');
    expect(ai.buildInput()).toEqual({ text: 'Some text' });
    voices.setStyle('style-1');
    expect(ai.buildInput()).toEqual({ text: 'Some text', style: 'style-1' });
    ai.choose('improve-seo');
    expect(ai.buildInput()).toMatchObject({ style: 'style-1' });
    // Corrections and translations keep the writer's voice; a tone change has its own.
    for (const id of ['spelling-and-grammar', 'translate', 'change-tone'] as const) {
      ai.choose(id);
      expect(ai.buildInput()).not.toHaveProperty('style');
    }
  });

  it('writes at the cursor without a selection', async () => {
    const editor = editorWith('<p>First paragraph.</p>');
    const { ai } = aiFor(editor, fakeStream([meta, delta('<p>Second paragraph.</p>'), done]));
    editor.view!.dispatch(editor.state!.tr.setSelection(TextSelection.atEnd(editor.state!.doc)));
    ai.openMenu('write-more');
    expect(ai.estimate).toBe(300);
    await ai.run();
    ai.accept();
    expect(editor.state!.doc.textContent).toContain('First paragraph.');
    expect(editor.state!.doc.textContent).toContain('Second paragraph.');
  });

  it('puts a meta title into its field, not into the document', async () => {
    const editor = editorWith('<h1>Email</h1><p>Body text of the article.</p>');
    const { ai, setField } = aiFor(
      editor,
      fakeStream([
        meta,
        delta('Email Marketing '),
        delta('That Works'),
        { ...done, data: { ...done.data, output: 'Email Marketing That Works' } } as GenerationEvent,
      ]),
    );
    ai.openMenu('meta-title');
    await ai.run();
    expect(ai.text).toBe('Email Marketing That Works');
    ai.accept();
    expect(setField).toHaveBeenCalledWith('metaTitle', 'Email Marketing That Works');
    expect(editor.state!.doc.textContent).toBe('EmailBody text of the article.');
  });

  it('hands a refused run to the error handler (which opens the credits popup) and clears the suggestion', async () => {
    const editor = editorWith('<p>Some text here.</p>');
    select(editor, 'Some text');
    // The API answers 402 before the stream opens: the first step of the iterator rejects.
    const refused: GenerateFn = () => ({
      [Symbol.asyncIterator]: () => ({
        next: () => Promise.reject(new ApiError({ status: 402, code: 'NotEnoughCredits' })),
      }),
    });
    const { ai, onError } = aiFor(editor, refused);
    ai.openMenu('expand');
    await ai.run();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'NotEnoughCredits' }));
    expect(ai.status).toBe('failed');
    expect(ai.error).toBeTruthy();
    expect(getSuggestion(editor.state!)).toBeNull();
  });

  it('stops on request and keeps what arrived for review', async () => {
    const editor = editorWith('<p>Some text here.</p>');
    select(editor, 'Some text');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { ai } = aiFor(editor, fakeStream([meta, delta('Partial '), delta('more'), done], { gate }));
    ai.openMenu('expand');
    const running = ai.run();
    await new Promise((r) => setTimeout(r, 0));
    ai.stop();
    release();
    await running;
    expect(ai.status).toBe('review');
    expect(ai.text).toBe('Partial ');
    expect(ai.result?.aborted).toBe(true);
  });
});
